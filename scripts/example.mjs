// `npm run example`: the bundled example games, as a GameMaster and players would run them, each
// compared with the expected outputs committed beside it.
//
// - A folder with a game.json and sheets (examples/spring-1901): lint every sheet, adjudicate the
//   phase (`payola adjudicate`, a preview: the game file is not written), print the chart and
//   every player's report, and compare the reports with expected/.
// - A folder with a phases.json (examples/year-1901): a game played with `payola advance` from its
//   first game file, one phase folder at a time. Before each phase every player lints its sheet
//   against its own view (`payola player-view`, as the README's CI section does; under Exchange,
//   examples/exchange-1901, a company's sheet against its CEO's view, ruling E17); after it, the
//   game file written must equal the next phase folder's game.json, and the public results, the
//   GameMaster's chart and ledger and every private report must equal expected/<phase>/; at the end
//   `payola verify-history` re-runs the whole history. `UPDATE_EXAMPLES=1` rewrites the expected
//   files instead of comparing (review the diff before committing it).
//
// `node scripts/example.mjs [NAME]` runs only the example NAME.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const lint = join(root, 'packages/cli/bin/payola-lint.cjs');
const payola = join(root, 'packages/cli/bin/payola.cjs');
const update = process.env.UPDATE_EXAMPLES === '1';
const only = process.argv[2];
/**
 * Runs a program, prints its standard error (with `hide` replaced by a description: outputs go to
 * a temporary folder that is removed at the end, so its name means nothing to a reader), and
 * returns its exit code and standard output (`hide` replaced there too).
 */
const run = (bin, args, hide) => {
  const child = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const shown = (text) => (hide === undefined ? text : text.split(hide.path).join(hide.as));
  if (child.stderr) process.stderr.write(shown(child.stderr));
  return { code: child.status ?? 2, out: shown(child.stdout ?? '') };
};
const heading = (text) => console.log(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);

let failed = false;
for (const name of readdirSync(join(root, 'examples')).sort()) {
  if (only !== undefined && name !== only) continue;
  const dir = join(root, 'examples', name);
  if (existsSync(join(dir, 'phases.json'))) playGame(dir);
  else if (existsSync(join(dir, 'game.json'))) adjudicateOnePhase(dir);
}
process.exitCode = failed ? 1 : 0;

/** One movement phase previewed with `payola adjudicate`; the reports compared with expected/. */
function adjudicateOnePhase(dir) {
  const rel = relative(root, dir);
  const seed = '1901';
  heading(`payola-lint ${rel}  (the players' check)`);
  const linted = run(lint, [rel]);
  process.stdout.write(linted.out || 'no problems\n');
  if (linted.code !== 0) failed = true;

  const out = mkdtempSync(join(tmpdir(), 'payola-example-'));
  try {
    const sheets = readdirSync(dir)
      .filter((f) => f.endsWith('.payola'))
      .map((f) => join(rel, f));
    heading(`payola adjudicate --game ${rel}/game.json --seed ${seed}  (the GameMaster's run)`);
    const adjudicated = run(
      payola,
      ['adjudicate', '--game', join(rel, 'game.json'), '--seed', seed, '--out', out, ...sheets],
      { path: `${out}/`, as: 'a temporary folder (compared with the expected reports below, then removed)' },
    );
    process.stdout.write(adjudicated.out);
    if (adjudicated.code !== 0) {
      failed = true;
      return;
    }
    const expectedDir = join(dir, 'expected');
    for (const file of readdirSync(out)
      .filter((f) => f.endsWith('.txt') && f !== 'chart.txt')
      .sort()) {
      heading(`${file.replace('.txt', '')}'s private report (Rule 5.7)`);
      const text = readFileSync(join(out, file), 'utf8');
      process.stdout.write(text);
      const expected = join(expectedDir, file);
      if (existsSync(expected) && readFileSync(expected, 'utf8') !== text) {
        console.log(`!! differs from ${relative(root, expected)}`);
        failed = true;
      }
    }
    if (existsSync(expectedDir)) console.log(failed ? '' : `\nAll reports match ${relative(root, expectedDir)}/.`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** A game played phase by phase with `payola advance`. */
function playGame(dir) {
  const rel = relative(root, dir);
  const { phases, final } = JSON.parse(readFileSync(join(dir, 'phases.json'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'payola-example-'));
  const game = join(work, 'game.json');
  // The game is played in a temporary folder, compared with the committed files, then removed.
  const hide = { path: `${work}/`, as: '(temporary folder)/' };
  let differences = 0;
  /** Compares a file made by the run with the one committed (or writes it, under UPDATE_EXAMPLES). */
  const compare = (made, committed) => {
    const text = readFileSync(made, 'utf8');
    if (update) {
      mkdirSync(dirname(committed), { recursive: true });
      writeFileSync(committed, text);
    } else if (!existsSync(committed) || readFileSync(committed, 'utf8') !== text) {
      console.log(
        `!! ${relative(root, committed)} ${existsSync(committed) ? 'differs from what the run wrote' : 'is missing'}`,
      );
      differences++;
    }
  };
  try {
    copyFileSync(join(dir, phases[0].folder, 'game.json'), game);
    for (const [i, { folder, seed }] of phases.entries()) {
      const phaseDir = join(rel, folder);
      const sheets = readdirSync(join(dir, folder))
        .filter((f) => f.endsWith('.payola'))
        .sort();
      heading(`${folder}: each player lints its sheet against its own view (payola player-view, payola-lint)`);
      const ceos = companyHeads(join(dir, folder, 'game.json'));
      for (const sheet of sheets) {
        const power = sheet.replace(/\.payola$/, '');
        // Exchange (ruling E17): the players are investors; a company's sheet is its CEO's.
        const player = ceos.get(power) ?? power;
        const view = join(work, 'views', folder, player, 'game.json');
        const made = run(
          payola,
          ['player-view', '--game', join(phaseDir, 'game.json'), '--power', player, '--out', view],
          hide,
        );
        const linted = run(lint, ['--game', view, '--power', power, join(phaseDir, sheet)], hide);
        process.stdout.write(linted.out || `${join(phaseDir, sheet)}: no problems\n`);
        if (made.code !== 0 || linted.code !== 0) failed = true;
      }
      heading(`payola advance --game game.json --seed ${seed} --out ... ${phaseDir}/  (the GameMaster's run)`);
      const out = join(work, 'out', folder);
      const advanced = run(
        payola,
        ['advance', '--game', game, '--seed', String(seed), '--out', out, '--pictures', 'svg', phaseDir],
        hide,
      );
      process.stdout.write(advanced.out);
      if (advanced.code !== 0) {
        failed = true;
        return;
      }
      for (const file of outputsOf(out)) compare(join(out, file), join(dir, 'expected', folder, file));
      const next = phases[i + 1]?.folder ?? final;
      compare(game, join(dir, next, 'game.json'));
    }
    heading(`payola verify-history  (the audit of Rule 3.6)`);
    const verified = run(payola, ['verify-history', '--game', game], hide);
    process.stdout.write(verified.out);
    if (verified.code !== 0) failed = true;
    console.log(
      update
        ? `\nWrote the expected files of ${rel}/ (review the diff).`
        : differences === 0
          ? `\nEvery game file, result and report matches ${rel}/.`
          : `\n${differences} file(s) differ in ${rel}/.`,
    );
    if (differences > 0) failed = true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Exchange Payola (Rule 6.8): each company's CEO, by the company's name in lower case (as sheets
 * are named), from a phase's game file; empty in other games.
 */
function companyHeads(gameFile) {
  const game = JSON.parse(readFileSync(gameFile, 'utf8'));
  const heads = new Map();
  if (!Array.isArray(game.investors)) return heads;
  for (const p of game.powers) if (typeof p.ceo === 'string') heads.set(p.name.toLowerCase(), p.ceo.toLowerCase());
  return heads;
}

/**
 * The text outputs of one advance that are compared: results, chart, ledger and reports (under
 * Exchange also the reports of the companies an investor headed, in its folder: ruling E19). The
 * pictures and each player's view of the next phase (`<power>/game.json`, the next game file
 * less what that player may not know) are made on each run but not committed.
 */
function outputsOf(out, under = '') {
  const files = [];
  for (const entry of readdirSync(join(out, under), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const path = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) files.push(...outputsOf(out, path));
    else if (
      under !== '' &&
      (entry.name.endsWith('.txt') || entry.name.endsWith('.json')) &&
      entry.name !== 'game.json'
    )
      files.push(path);
  }
  return files;
}
