// Parsing a 10,000-line sheet that uses every construct, against JSON.parse of as many bytes (target:
// within 10× per byte), in wall time and in CPU time (steadier on a shared machine), both timed in
// a process of their own (time-probe.mjs); the time split between the lexer, the line reader with
// the AST it builds, and the garbage collector; and the memory a parsed sheet holds per line.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SourceText } from '@payola/parser';
import { asciiCodes, LexedLine, lexLine } from '../dist/lexer.js';
import { sheetLexer } from '../dist/tokens.js';
import { medians, ms, report } from '../../../scripts/bench-kit.mjs';

const lineShapes = [
  (i) => `${i % 7}*3 + 2*4#2 + ${(i % 5) + 1} > A LON - YOR | S F EDI - YOR % plan ${i}`,
  (i) => `${(i % 9) + 1} : A Nap - Rom | S F ION - Apu`,
  (i) => `${(i % 6) + 1} ! F YOR S A LON | - NTH`,
  (i) => `${(i % 4) + 1} : A LON - ENG - BRE`,
  () => '1 & F BUL/sc H',
  () => '5#2 @ F NTH S A LON H',
  () => '3# : F MAO - SPA(NC)',
  () => '2 : F ENG C A LON - BRE',
  (i) => `${i % 20} $`,
  () => 'ACCEPT R?TAE',
  () => '% a comment line',
  () => '',
];

/** The generated sheet, and a JSON text of at least the same length. */
export function fixtures(lines = 10_000) {
  const sheet = Array.from({ length: lines }, (_, i) => lineShapes[i % lineShapes.length](i)).join('\n');
  const records = [];
  let json = '[]';
  for (let i = 0; json.length < sheet.length; i++) {
    records.push({
      line: i + 1,
      amount: i % 17,
      type: 'move',
      unit: 'A LON',
      orders: ['- YOR', 'S F EDI - YOR'],
      note: `plan ${i}`,
    });
    if (i % 500 === 0) json = JSON.stringify(records);
  }
  json = JSON.stringify(records);
  return { sheet, json };
}

/** The hand-written lexer alone, line by line, as parseSheet runs it (from an ASCII sheet's bytes). */
export function lexOnly(text) {
  const source = new SourceText(text);
  const line = new LexedLine();
  const codes = asciiCodes(text);
  for (let i = 0; i < source.lineCount; i++) lexLine(text, source.lineStarts[i], source.lineEnds[i], line, codes);
}

/**
 * Median times of a parse, of the lexer alone and of JSON.parse, in CPU and wall time, and the
 * garbage collection per parse (a process of its own).
 */
function timedFigures() {
  const probe = fileURLToPath(new URL('time-probe.mjs', import.meta.url));
  return JSON.parse(execFileSync(process.execPath, [probe], { encoding: 'utf8' }));
}

/** Heap held by a parsed sheet of `lines` lines, per line (a process of its own, --expose-gc). */
function bytesPerLine(lines) {
  const probe = fileURLToPath(new URL('memory-probe.mjs', import.meta.url));
  const output = execFileSync(process.execPath, ['--expose-gc', probe, String(lines)], { encoding: 'utf8' });
  return JSON.parse(output);
}

export default async function run() {
  const { sheet, json } = fixtures();
  const lines = 10_000;
  const bytes = Buffer.byteLength(sheet);
  const jsonBytes = Buffer.byteLength(json);
  const { cpu, wall, gc } = timedFigures();
  // Chevrotain's lexer, which the hand-written one replaced, timed beside JSON.parse here.
  const t = await medians({ chevrotainLexer: () => sheetLexer.tokenize(sheet), json: () => JSON.parse(json) });
  const memory = bytesPerLine(100_000);
  const per = (time, times) => (time / bytes / (times.json / jsonBytes)).toFixed(1);
  report(`parser: ${lines} lines, ${(bytes / 1024).toFixed(0)} KiB (medians)`, [
    ['parseSheet', `${ms(wall.parse)} wall, ${ms(cpu.parse)} CPU`],
    ['lines per second', Math.round(lines / (wall.parse / 1000)).toLocaleString('en-US')],
    ['MB/s', (bytes / 1e6 / (wall.parse / 1000)).toFixed(1)],
    [
      `JSON.parse (${(jsonBytes / 1024).toFixed(0)} KiB)`,
      `${ms(wall.json)} wall, ${ms(cpu.json)} CPU, ${(jsonBytes / 1e6 / (wall.json / 1000)).toFixed(1)} MB/s`,
    ],
    ['ratio to JSON.parse per byte, wall time', `${per(wall.parse, wall)}x (target: within 10x)`],
    ['ratio to JSON.parse per byte, CPU time', `${per(cpu.parse, cpu)}x (target: within 10x)`],
    ['  of which: lexer (hand-written)', `${ms(cpu.lex)} CPU (${per(cpu.lex, cpu)}x)`],
    ['  line reader and AST', `${ms(cpu.parse - cpu.lex)} CPU (${per(cpu.parse - cpu.lex, cpu)}x)`],
    ['  garbage collection during a parse', `${ms(gc)} (mean; the AST outlives the parse)`],
    ['for comparison: Chevrotain lexer', `${ms(t.chevrotainLexer)} wall (${per(t.chevrotainLexer, t)}x)`],
    [
      'memory held per line of sheet',
      `${Math.round(memory.bytesPerLine)} bytes (${memory.lines.toLocaleString('en-US')} lines of ${memory.textBytesPerLine.toFixed(0)} bytes of text each)`,
    ],
  ]);
}
