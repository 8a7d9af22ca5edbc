// Builds what the .vsix ships: the client bundle (dist/extension.js), the language server bundle
// (dist/server.js, from @payola/lsp's built stdio/IPC entry), the server's preview worker
// (dist/preview-worker.js, which the server finds beside itself) and the TextMate grammar copied
// from grammar/ (generated there from the parser's tokens) and the engine's schema of
// payola.config.json. Run after the root `tsc -b`.
//   node scripts/build.mjs [--sourcemap]
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(here, '..', '..');
const require = createRequire(join(here, 'package.json'));
const sourcemap = process.argv.includes('--sourcemap');

const serverEntry = join(root, 'packages', 'lsp', 'dist', 'bin', 'payola-language-server.js');
const workerEntry = join(root, 'packages', 'lsp', 'dist', 'previews', 'worker.js');
for (const entry of [serverEntry, workerEntry]) {
  try {
    statSync(entry);
  } catch {
    console.error(`${relative(root, entry)} is missing: run the root build (tsc -b) first.`);
    process.exit(1);
  }
}

/**
 * The client imports the shared message types of @payola/lsp/protocol, which are built on the
 * server's vscode-languageserver-protocol; in the client bundle, that module is the client's own
 * copy (vscode-languageclient pins another version), so the bundle holds one JSON-RPC library.
 */
const clientProtocol = {
  name: 'client-protocol',
  setup(build) {
    const clientDir = join(dirname(require.resolve('vscode-languageclient/node')), '..', '..'); // lib/node/main.js
    build.onResolve({ filter: /^vscode-languageserver-protocol$/ }, (args) =>
      args.resolveDir.startsWith(clientDir)
        ? undefined
        : build.resolve(args.path, { kind: args.kind, resolveDir: join(clientDir, 'lib') }),
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: !sourcemap,
  sourcemap,
  logLevel: 'warning',
  legalComments: 'none',
};

rmSync(join(here, 'dist'), { recursive: true, force: true });
const [client] = await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: [join(here, 'src', 'extension.ts')],
    outfile: join(here, 'dist', 'extension.js'),
    plugins: [clientProtocol],
    metafile: true,
  }),
  // The server's entry reads `import.meta.url` only where `__filename` is missing (ES modules);
  // in these CommonJS bundles it finds the worker by `__filename`.
  esbuild.build({
    ...common,
    entryPoints: [serverEntry],
    outfile: join(here, 'dist', 'server.js'),
    logOverride: { 'empty-import-meta': 'silent' },
  }),
  esbuild.build({ ...common, entryPoints: [workerEntry], outfile: join(here, 'dist', 'preview-worker.js') }),
]);
const jsonRpcCopies = Object.keys(client.metafile.inputs).filter((f) => f.endsWith('vscode-jsonrpc/lib/common/api.js'));
if (jsonRpcCopies.length !== 1) {
  console.error(
    `the client bundle holds ${jsonRpcCopies.length} copies of vscode-jsonrpc:\n  ${jsonRpcCopies.join('\n  ')}`,
  );
  process.exit(1);
}

mkdirSync(join(here, 'syntaxes'), { recursive: true });
copyFileSync(join(root, 'grammar', 'payola.tmLanguage.json'), join(here, 'syntaxes', 'payola.tmLanguage.json'));
// The engine's schema of payola.config.json: VS Code checks and completes the file with it.
mkdirSync(join(here, 'schemas'), { recursive: true });
copyFileSync(
  join(root, 'packages', 'engine', 'src', 'schemas', 'config.schema.json'),
  join(here, 'schemas', 'payola.config.schema.json'),
);

for (const f of [
  'dist/extension.js',
  'dist/server.js',
  'dist/preview-worker.js',
  'syntaxes/payola.tmLanguage.json',
  'schemas/payola.config.schema.json',
]) {
  console.log(`${f}  ${(statSync(join(here, f)).size / 1024).toFixed(0)} KiB`);
}
