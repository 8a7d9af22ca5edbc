// `npm run example`: reads every sheet under examples/ and prints it in canonical form, or its
// located syntax errors.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSheet, printSheet } from '@payola/parser';

const root = new URL('../examples/', import.meta.url).pathname;

function sheets(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sheets(path);
    return name.endsWith('.payola') ? [path] : [];
  });
}

let failed = false;
for (const path of sheets(root)) {
  const name = relative(process.cwd(), path);
  const { sheet, errors } = parseSheet(readFileSync(path, 'utf8'));
  console.log(`\n== ${name}`);
  if (errors.length > 0) {
    failed = true;
    for (const e of errors) console.log(`${name}:${e.range.start.line}:${e.range.start.column}: ${e.severity}: ${e.message} [${e.code}]`);
    continue;
  }
  const offers = sheet.lines.filter((l) => l.kind === 'offer');
  const savings = sheet.lines.filter((l) => l.kind === 'savings');
  const accept = sheet.lines.find((l) => l.kind === 'accept');
  console.log(`${offers.length} offers, savings ${savings.reduce((sum, l) => sum + l.amount, 0)} AgP, acceptance list ${accept ? printSheet({ kind: 'sheet', lines: [accept], range: sheet.range }) : '(unchanged)'}`);
  console.log(printSheet(sheet).replace(/^/gm, '  '));
}
process.exitCode = failed ? 1 : 0;
