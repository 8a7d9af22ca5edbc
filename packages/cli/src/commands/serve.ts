import { createRequire } from 'node:module';
import type { serve as serveJudge } from '@payola/server';
import type { CommandDefinition } from './command.js';
import { CliError } from '../util/cli-error.js';

interface ServeCommandOptions {
  readonly data: string;
  readonly port: number;
  readonly host: string;
  readonly demo?: boolean;
  readonly web?: string;
  readonly trustProxy?: boolean;
}

function port(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    throw new CliError(`--port: expected 0 to 65535, not "${value}"`);
  return Number(value);
}

/** `payola serve`: the web judge (@payola/server), until Ctrl+C or SIGTERM. */
export const serveCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('serve')
    .description(
      'run the web judge: players submit sheets in a browser, deadlines adjudicate (PGlite in --data, or PostgreSQL at DATABASE_URL)',
    )
    .option('--data <dir>', "PGlite's data folder (ignored when DATABASE_URL is set)", 'payola-data')
    .option('--port <n>', 'the port to listen on (0: any free port)', port, 8080)
    .option('--host <address>', 'the address to listen on (0.0.0.0 behind a load balancer)', '127.0.0.1')
    .option('--demo', 'create a game with seven players and print their sign-in links')
    .option('--web <dir>', 'the built web client (default: packages/web/dist of this checkout)')
    .option('--trust-proxy', "take the client's address from X-Forwarded-For (behind a load balancer)")
    .addHelpText('after', '\nExample:\n  payola serve --data ./judge-data --port 8080 --demo')
    .action(async (options: ServeCommandOptions) => {
      // Loaded at run time, never bundled: the server brings PGlite's WebAssembly and its own files
      // (through its CommonJS loader: the CLI's bundle cannot `import()` on Node 20).
      const load = createRequire(import.meta.url)('@payola/server/load') as () => Promise<{ serve: typeof serveJudge }>;
      const { serve } = await load();
      const databaseUrl = process.env.DATABASE_URL;
      const judge = await serve({
        port: options.port,
        host: options.host,
        dataDir: options.data,
        ...(databaseUrl !== undefined && databaseUrl !== '' && { databaseUrl }),
        ...(options.demo === true && { demo: true }),
        ...(options.web !== undefined && { webRoot: options.web }),
        ...(options.trustProxy === true && { trustProxy: true }),
        log: (line) => env.stdout(`${line}\n`),
      });
      await new Promise<void>((resolve) => {
        const stop = () => {
          env.stderr('payola: stopping the judge');
          void judge.stop().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      exit(0);
    });
};
