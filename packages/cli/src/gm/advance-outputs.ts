// What `payola advance --out DIR` writes, by file name below DIR:
//   public/results.txt, results.json     every order and whether it succeeded, as published
//                                        (Rule 5.7's publication); under Tin Cup only what everyone
//                                        may know (eliminations, a victory), Rule 6.3
//   public/before.<ext>, after.<ext>     the board with the phase's orders and results, and the
//                                        board of the next phase (under Tin Cup in gamemaster/)
//   gamemaster/chart.txt, chart.json     a movement phase's bribes (secret until the end, Rule 3.6)
//   gamemaster/ledger.txt                every change to every account (Rule 2.5: secret)
//   gamemaster/results.txt, results.json under Tin Cup: every order, for the GameMaster
//   <power>/report.txt, report.json      each player's private report (Rules 2.5, 5.7) with the
//                                        results as that player may see them (Rule 6.3)
//   <power>/board.<ext>                  the board before, as that player may see it
//   <power>/game.json                    the player's view of the next phase (payola player-view),
//                                        to send with the report
// Under Exchange (Rule 6.8, ruling E19) the players are the investors: a folder per investor, and
// in it `<company>/report.txt, report.json` for each company it headed in the phase decided.
import {
  chartText,
  ledgerLine,
  phaseName,
  playerReportText,
  playerView,
  resultsText,
  type AdvanceResult,
  type PhaseResults,
} from '@payola/engine';
import { reportStems } from './report-files.js';

export type PictureFormat = 'png' | 'svg' | 'none';

/** The files of one advance, by path below the output folder. */
export async function advanceFiles(
  advanced: AdvanceResult,
  pictures: PictureFormat,
  width?: number,
): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  const first = advanced.steps[0]!;
  // Rule 6.3: under Tin Cup no player sees the whole board; the full results are the GameMaster's.
  const blind = first.before.rules.blind;
  const published = blind ? advanced.results.map(everyonesPart) : advanced.results;
  files.set('public/results.txt', published.map(resultsText).join('\n'));
  files.set('public/results.json', json({ seed: advanced.seed, phases: published }));
  if (blind) {
    files.set('gamemaster/results.txt', advanced.results.map(resultsText).join('\n'));
    files.set('gamemaster/results.json', json({ seed: advanced.seed, phases: advanced.results }));
  }
  if (advanced.adjudication) {
    files.set('gamemaster/chart.txt', chartText(first.before, advanced.adjudication));
    files.set('gamemaster/chart.json', json(advanced.adjudication));
  }
  files.set(
    'gamemaster/ledger.txt',
    advanced.ledger.length === 0 ? 'No account changed.\n' : `${advanced.ledger.map(ledgerLine).join('\n')}\n`,
  );
  // Exchange (ruling E19): the players are the investors; a company's report goes to its CEO.
  const exchange = first.before.rules.exchange !== undefined;
  const players = Object.keys(advanced.reports).filter((power) => !exchange || first.before.power(power)?.investor);
  const letter = (power: string) => first.before.power(power)?.letter ?? power;
  const stems = reportStems(
    players.map((name) => ({ name, letter: letter(name) })),
    ['public', 'gamemaster'],
  );
  // A company's reports, in the folder of the investor that headed it.
  const companyStems = reportStems(
    Object.keys(advanced.reports)
      .filter((power) => !players.includes(power))
      .map((name) => ({ name, letter: letter(name) })),
    [],
  );
  for (const power of players) {
    const stem = stems.get(power)!;
    const report = advanced.reports[power]!;
    files.set(`${stem}/report.txt`, playerReportText(report));
    files.set(`${stem}/report.json`, json(report));
    files.set(`${stem}/game.json`, json(playerView(advanced.game, power)));
    if (!exchange) continue;
    for (const company of Object.values(advanced.reports).filter((r) => r.ceo === power)) {
      files.set(`${stem}/${companyStems.get(company.power)!}/report.txt`, playerReportText(company));
      files.set(`${stem}/${companyStems.get(company.power)!}/report.json`, json(company));
    }
  }
  if (pictures === 'none') return files;
  const { phaseResultsPicture, renderBoard } = await import('@payola/board');
  const encode =
    pictures === 'svg'
      ? (svg: string) => svg
      : await import('@payola/board/png').then(
          ({ svgToPng }) =>
            (svg: string) =>
              svgToPng(svg, width !== undefined ? { width } : {}),
        );
  const before = first.before;
  const title = `${phaseName(first.results)}: orders and results`;
  const drawn = phaseResultsPicture(first.results);
  const boards = blind ? 'gamemaster' : 'public';
  files.set(`${boards}/before.${pictures}`, encode(renderBoard(before, drawn, { title })));
  files.set(
    `${boards}/after.${pictures}`,
    encode(renderBoard(advanced.game, {}, { title: `${phaseName(advanced.game)}: the board` })),
  );
  for (const [power, stem] of stems) {
    const seen = phaseResultsPicture(advanced.reports[power]!.results[0]!);
    files.set(`${stem}/board.${pictures}`, encode(renderBoard(before, seen, { title, viewer: power })));
  }
  return files;
}

/** Under Tin Cup, what every player may know of a phase: who was eliminated, who won (Rule 6.3). */
function everyonesPart(results: PhaseResults): PhaseResults {
  return {
    year: results.year,
    season: results.season,
    phase: results.phase,
    ...(results.seed !== undefined && { seed: results.seed }),
    ...(results.automatic && { automatic: results.automatic }),
    orders: [],
    ...(results.eliminated && { eliminated: results.eliminated }),
    ...(results.victory && { victory: results.victory }),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
