// One memory figure of bench/lsp.bench.mjs, in a process of its own (run with --expose-gc):
//   node --expose-gc memory-probe.mjs KIND LINES   → {"bytesPerLine": N}
// The heap held per line of sheet by the parser's result, by parse and check, by the server's open
// document (its text, incremental parse and checks, the validated context), and by the same
// document after 200 edits spread over it (what older versions leave behind).
import { analyzeSheet, startingGame } from '@payola/engine';
import { parseSheet } from '@payola/parser';
import { SheetWorkspace } from '../dist/workspace/sheet-workspace.js';
import { sheetLines } from './lsp.bench.mjs';

const [kind, lines] = [process.argv[2], Number(process.argv[3] ?? 20_000)];
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const game = startingGame();
const text = sheetLines(lines).join('\n');
let kept;
const before = heap();
if (kind === 'parser (parseSheet)') kept = parseSheet(text);
else if (kind === 'parse + check (analyzeSheet)')
  kept = analyzeSheet(parseSheet(text).sheet, { game, power: 'France' });
else if (kind.startsWith('server: ')) {
  const uri = 'file:///bench/france.payola';
  const ws = new SheetWorkspace({
    configuration: async () => ({ validationDelay: 0 }),
    publish: () => {},
    showMessage: () => {},
  });
  ws.open(uri, 1, text);
  await ws.settle(uri);
  if (kind === 'server: the same after 200 edits') {
    const current = text.split('\n');
    for (let v = 2; v <= 201; v++) {
      const at = (v * 7919) % current.length;
      if (v % 10 === 0) current.splice(at, 0, `${v} : A PAR - BUR % a line inserted in version ${v}`);
      else current[at] = `${v % 9} : A PAR - PIC % edited in version ${v}`;
      ws.change(uri, v, current.join('\n'));
      await ws.settle(uri);
    }
  }
  kept = ws;
} else throw new Error(`unknown figure: ${kind}`);
const bytesPerLine = (heap() - before) / lines;
process.stdout.write(JSON.stringify({ kind, bytesPerLine, kept: kept !== undefined }));
