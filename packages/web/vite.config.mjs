// The web client's build: static files in dist/ that the judge serves. The language server runs
// in a module worker (src/editor/language-server.worker.ts), Monaco's own worker beside it.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 8000,
    assetsInlineLimit: 0,
    // Rolldown's report of slow plugins (Monaco's worker URLs take most of the build) is noise here.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  worker: { format: 'es' },
  logLevel: 'warn',
});
