// The web client in a real browser (Debian's Chromium driven by playwright-core): `npm run test:web`,
// not part of the root `npm test` (whose config reads packages/*/test only).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
