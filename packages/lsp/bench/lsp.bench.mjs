// The language server's benchmarks: re-validating a 1,000-line sheet after a one-character edit
// (incremental parse + checks + LSP diagnostics, what happens after each keystroke), against
// validating it from scratch; and the features a keystroke or a hover triggers.
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

const game = startingGame();
const env = environment({ game, power: 'France' });

/** A 1,000-line sheet for France: offers of every kind to every unit, savings, comments, a list. */
function sheetLines(count = 1000) {
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
  const checker = new IncrementalSheetChecker(parser);
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
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) await bench();
