// The end-to-end test in a real VS Code (code-server) and Chromium: `npm run test:e2e`, not part of
// the root `npm test` (whose config reads packages/*/test only).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
