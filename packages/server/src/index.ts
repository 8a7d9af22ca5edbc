/**
 * `@payola/server`: the Payola web judge. `serve(options)` starts one judge process (what
 * `payola serve` runs); `judgeApp(store)` is the HTTP application on its own, for tests and hosts.
 */
export { serve, type ServeOptions, type RunningJudge } from './serve.js';
export { judgeApp, csrfHeader, type JudgeApp } from './http/app.js';
export { openApiDocument, publicRoutes } from './http/openapi.js';
export type { ApiRoute } from './http/route.js';
export type { JudgeOptions } from './judge-options.js';
export { openStore, type StoreOptions } from './store/open-store.js';
export { migrate, migrations, type Migration } from './store/migrations.js';
export type { Store, Queryable } from './store/store.js';
export { runDueDeadlines, DeadlineClock } from './judge/deadline-clock.js';
export { createDemo } from './demo.js';
export { maxSheetLength, maxBodyBytes } from './limits.js';
