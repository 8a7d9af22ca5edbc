// The language server's benchmarks: re-validating a 1,000-line sheet after a one-character edit
// (incremental parse + checks + LSP diagnostics, what happens after each keystroke), against
// validating it from scratch; the features a keystroke or a hover triggers; and the memory an open
// sheet holds, in bytes per line (issue 13 item 7), split into the parser's, the checker's and the
// server's own share.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { legalOrders, startingGame } from '@payola/engine';
import { medians, ms, report } from '../../../scripts/bench-kit.mjs';
import { buildContext, environment } from '../dist/features/context.js';
import { completion } from '../dist/features/completion.js';
import { diagnostics } from '../dist/features/diagnostics.js';
import { hover } from '../dist/features/hover.js';
import { inlayHints } from '../dist/features/inlay-hints.js';
import { semanticTokens } from '../dist/features/semantic-tokens.js';
import { IncrementalSheetChecker } from '../dist/workspace/incremental-checker.js';
import { IncrementalSheetParser } from '../dist/workspace/incremental-parser.js';

const run = promisify(execFile);
const game = startingGame();
const env = environment({ game, power: 'France' });

/** A 1,000-line sheet for France: offers of every kind to every unit, savings, comments, a list. */
export function sheetLines(count = 1000) {
  const orders = game.units.flatMap((u) => legalOrders(game, u.location.province));
  const out = ['ACCEPT FEI?'];
  for (let i = 0; out.length < count; i++) {
    const order = orders[i % orders.length];
    const [type, place, ...rest] = order.split(' ');
    const kind = i % 10;
    if (kind === 0) out.push(`% note ${i}`);
    else if (kind === 1) out.push(`${1 + (i % 5)} $`);
    else if (kind === 2) out.push(`2*3#1 + ${1 + (i % 7)} ! ${type} ${place} ${rest.join(' ')}`);
    else out.push(`${1 + (i % 9)} ${[':', '>', '@', '&'][i % 4]} ${type} ${place} ${rest.join(' ')}`);
  }
  return out;
}

export default async function bench() {
  const lines = sheetLines();
  const middle = 500;
  let n = 0;
  /** The sheet after the next keystroke: line 500's amount changes, sometimes its length too. */
  const edited = () => {
    n++;
    const copy = [...lines];
    copy[middle] = `${n % 2 === 0 ? '' : ' '}${n} : A PAR - BUR`;
    return copy.join('\n');
  };
  const parser = new IncrementalSheetParser();
  const checker = new IncrementalSheetChecker();
  const incremental = { parse: (t) => parser.parse(t), check: (p, e) => checker.check(p, e) };
  buildContext({ uri: 'file:///bench/france.payola', version: 0, text: lines.join('\n') }, env, incremental);

  let ctx;
  const times = await medians({
    'keystroke: incremental re-validation': () => {
      ctx = buildContext({ uri: 'file:///bench/france.payola', version: n, text: edited() }, env, incremental);
      diagnostics(ctx);
    },
    'from scratch: parse + check + diagnostics': () => {
      diagnostics(buildContext({ uri: 'file:///bench/france.payola', version: n, text: edited() }, env));
    },
    'hover on an amount term (Rule 5.5 table)': () => hover({ position: { line: 3, character: 0 } }, ctx),
    'completion after a unit (legal orders)': () => {
      const text = ctx.text.slice(ctx.source.lineStarts[middle], ctx.source.lineEnds[middle]);
      if (completion({ position: { line: middle, character: text.indexOf('PAR') + 4 } }, ctx).length === 0)
        throw new Error('no completion');
    },
    'semantic tokens, whole sheet': () => semanticTokens(ctx),
    'inlay hints, whole sheet': () => inlayHints(ctx),
  });
  const keystroke = times['keystroke: incremental re-validation'];
  const scratch = times['from scratch: parse + check + diagnostics'];
  report(`Language server, a ${lines.length}-line sheet (medians)`, [
    ...Object.entries(times).map(([name, t]) => [name, ms(t)]),
    ['incremental vs from scratch', `${(scratch / keystroke).toFixed(1)}× faster`],
  ]);
  const memory = await memoryPerLine();
  report(`Memory per line of sheet, a ${memoryLines.toLocaleString('en-US')}-line sheet (bytes, heap after GC)`, [
    ...Object.entries(memory).map(([name, bytes]) => [name, `${Math.round(bytes).toLocaleString('en-US')} B/line`]),
    [
      'the server’s own share (open sheet − parse and check)',
      `${Math.round(memory['server: an open sheet'] - memory['parse + check (analyzeSheet)']).toLocaleString('en-US')} B/line`,
    ],
  ]);
  return { ...times, ...Object.fromEntries(Object.entries(memory).map(([k, v]) => [`${k} (B/line)`, v])) };
}

const memoryLines = 20_000;

/**
 * Heap held per line of sheet, each figure measured in a fresh process (bench/memory-probe.mjs) so
 * that nothing of the other figures or of the timings above is counted.
 */
async function memoryPerLine() {
  const out = {};
  for (const kind of [
    'parser (parseSheet)',
    'parse + check (analyzeSheet)',
    'server: an open sheet',
    'server: the same after 200 edits',
  ]) {
    const probe = fileURLToPath(new URL('memory-probe.mjs', import.meta.url));
    const { stdout } = await run(process.execPath, ['--expose-gc', probe, kind, String(memoryLines)]);
    out[kind] = JSON.parse(stdout).bytesPerLine;
  }
  return out;
}
