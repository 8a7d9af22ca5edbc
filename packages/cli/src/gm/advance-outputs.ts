// What `payola advance --out DIR` writes, by file name below DIR:
//   public/results.txt, results.json     every order and whether it succeeded (public, Rule 5.7's
//                                        publication; under Tin Cup this is the GameMaster's copy)
//   public/before.<ext>, after.<ext>     the board with the phase's orders and results, and the
//                                        board of the next phase, for the GameMaster's publication
//   gamemaster/chart.txt, chart.json     a movement phase's bribes (secret until the end, Rule 3.6)
//   gamemaster/ledger.txt                every change to every account (Rule 2.5: secret)
//   <power>/report.txt, report.json      each player's private report (Rules 2.5, 5.7) with the
//                                        results as that player may see them (Rule 6.3)
//   <power>/board.<ext>                  the board before, as that player may see it
import {
  chartText,
  ledgerLine,
  playerReportText,
  resultsText,
  type AdvanceResult,
  type PhaseResults,
} from '@payola/engine';
import type { BoardResult } from '@payola/board';
import { CliError } from '../util/cli-error.js';
import { reportStem } from './report-files.js';

export type PictureFormat = 'png' | 'svg' | 'none';

/** The files of one advance, by path below the output folder. */
export async function advanceFiles(
  advanced: AdvanceResult,
  pictures: PictureFormat,
  width?: number,
): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  const first = advanced.steps[0]!;
  files.set('public/results.txt', advanced.results.map(resultsText).join('\n'));
  files.set('public/results.json', json({ seed: advanced.seed, phases: advanced.results }));
  if (advanced.adjudication) {
    files.set('gamemaster/chart.txt', chartText(first.before, advanced.adjudication));
    files.set('gamemaster/chart.json', json(advanced.adjudication));
  }
  files.set(
    'gamemaster/ledger.txt',
    advanced.ledger.length === 0 ? 'No account changed.\n' : `${advanced.ledger.map(ledgerLine).join('\n')}\n`,
  );
  const stems = new Map(Object.keys(advanced.reports).map((power) => [power, reportStem(power)]));
  for (const [power, stem] of stems)
    if (stem === 'public' || stem === 'gamemaster' || [...stems].some(([other, s]) => other !== power && s === stem))
      throw new CliError(`cannot name ${power}'s folder of reports: ${stem}/ is taken`);
  for (const [power, report] of Object.entries(advanced.reports)) {
    const stem = stems.get(power)!;
    files.set(`${stem}/report.txt`, playerReportText(report));
    files.set(`${stem}/report.json`, json(report));
  }
  if (pictures === 'none') return files;
  const { renderBoard } = await import('@payola/board');
  const encode =
    pictures === 'svg'
      ? (svg: string) => svg
      : await import('@payola/board/png').then(
          ({ svgToPng }) =>
            (svg: string) =>
              svgToPng(svg, width !== undefined ? { width } : {}),
        );
  const before = first.before;
  const title = `${phaseTitleOf(first.results)}: orders and results`;
  const drawn = boardResult(first.results);
  files.set(`public/before.${pictures}`, encode(renderBoard(before, drawn, { title })));
  files.set(`public/after.${pictures}`, encode(renderBoard(advanced.game)));
  for (const [power, stem] of stems) {
    const seen = boardResult(advanced.reports[power]!.results[0]!);
    files.set(`${stem}/board.${pictures}`, encode(renderBoard(before, seen, { title, viewer: power })));
  }
  return files;
}

/** What the picture draws of a phase: each unit's order and whether it succeeded, dislodgements, standoffs. */
function boardResult(results: PhaseResults): BoardResult {
  const outcomes: Record<string, { order: string; succeeded: boolean }> = Object.create(null) as Record<
    string,
    { order: string; succeeded: boolean }
  >;
  if (results.phase === 'movement')
    for (const o of results.orders)
      if (o.unit !== undefined) outcomes[o.unit] = { order: o.order, succeeded: o.succeeded };
  return {
    outcomes,
    ...(results.dislodged && { dislodged: results.dislodged }),
    ...(results.standoffs && { standoffs: results.standoffs }),
  };
}

function phaseTitleOf(results: PhaseResults): string {
  const season = `${results.season.charAt(0).toUpperCase()}${results.season.slice(1)}`;
  return `${season} ${results.year} ${results.phase}`;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
