// Parsing a 10,000-line sheet that uses every construct, against JSON.parse of as many bytes.
import { offerSheetParser, parseSheet, sheetLexer, SourceText } from '@payola/parser';
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

/** Lexing and recognition (the CST) without the AST, to show where the time goes. */
function lexAndRecognize(text) {
  const source = new SourceText(text);
  const tokens = sheetLexer.tokenize(text).tokens;
  let t = 0;
  for (let i = 0; i < source.lineCount; i++) {
    const first = t;
    while (t < tokens.length && tokens[t].startOffset < source.lineEnds[i]) t++;
    if (t === first) continue;
    offerSheetParser.input = tokens.slice(first, t);
    offerSheetParser.line();
  }
}

export default async function run() {
  const { sheet, json } = fixtures();
  const lines = 10_000;
  const bytes = Buffer.byteLength(sheet);
  const jsonBytes = Buffer.byteLength(json);
  const t = await medians({
    parse: () => parseSheet(sheet),
    lex: () => sheetLexer.tokenize(sheet),
    recognize: () => lexAndRecognize(sheet),
    json: () => JSON.parse(json),
  });
  const ratio = (time) => (time / bytes / (t.json / jsonBytes)).toFixed(1);
  const perByte = t.parse / bytes / (t.json / jsonBytes);
  report(`parser: ${lines} lines, ${(bytes / 1024).toFixed(0)} KiB (medians)`, [
    ['parseSheet', ms(t.parse)],
    ['lines per second', Math.round(lines / (t.parse / 1000)).toLocaleString('en-US')],
    ['MB/s', (bytes / 1e6 / (t.parse / 1000)).toFixed(1)],
    [
      `JSON.parse (${(jsonBytes / 1024).toFixed(0)} KiB)`,
      `${ms(t.json)}, ${(jsonBytes / 1e6 / (t.json / 1000)).toFixed(1)} MB/s`,
    ],
    ['ratio to JSON.parse per byte', `${perByte.toFixed(1)}x (target: within 10x)`],
    ['  of which: Chevrotain lexer alone', `${ms(t.lex)} (${ratio(t.lex)}x)`],
    ['  lexer + grammar (CST)', `${ms(t.recognize)} (${ratio(t.recognize)}x)`],
    ['  typed AST and ranges', `${ms(t.parse - t.recognize)}`],
  ]);
}
