// The orders of a retreat or adjustment phase from the players' sheets (Rule 1.5: each player
// orders its own units directly), read with the checker's reading (check/phase-orders.ts) and
// handed to the resolvers: retreats by unit, adjustments by power. What a player may not order
// (another power's unit, a dummy's sheet, a line that is not an order of this phase) is set aside
// with the reason; the resolvers then judge each order on its own.
import { parseSheet, printLineContent, type Diagnostic, type Sheet } from '@payola/parser';
import { AdjudicationError } from '../adjudicate/adjudicate.js';
import { checkScope } from '../check/check-scope.js';
import { checkMovementLines, ownDislodged, phaseOrderItems } from '../check/phase-orders.js';
import { DiagnosticSink } from '../check/sheet-diagnostics.js';
import { unitText, type Game } from '../game/game.js';
import { gameView } from '../orders/board-view.js';
import { record } from '../resolve/results.js';

export interface PhaseOrders {
  /** Retreat phases: each dislodged unit's first order, by the unit's text (`A GRE`). */
  readonly retreats: Readonly<Record<string, string>>;
  /** Adjustment phases: each power's orders, in written order. */
  readonly adjustments: Readonly<Record<string, readonly string[]>>;
  /** Orders set aside before the resolvers (theirs set aside more, in their results). */
  readonly ignored: readonly SetAsideOrder[];
  /** The sheets as read, by power (Exchange's winter reads its stock market's lines from them). */
  readonly sheets: ReadonlyMap<string, Sheet>;
}

/** An order of a player's sheet that no unit took, and why (told to its writer and the GameMaster). */
export interface SetAsideOrder {
  /** The power whose sheet held it. */
  readonly power: string;
  readonly order: string;
  readonly reason: string;
}

/**
 * Reads every power's sheet (by canonical power name) for the game's retreat or adjustment phase;
 * refuses the phase, with an AdjudicationError, when a sheet is not one of this phase
 * (`readPhaseSheets`).
 */
export function phaseOrders(game: Game, sheets: ReadonlyMap<string, string>): PhaseOrders {
  const view = gameView(game, true);
  const retreats = record<string>();
  const adjustments = record<string[]>();
  const ignored: SetAsideOrder[] = [];
  // Exchange's winter reads the stock market's lines itself (exchange/winter-sheets.ts).
  const winterMarket = game.phase === 'adjustment' && game.rules.exchange !== undefined;
  const read = readPhaseSheets(game, sheets);
  for (const [name, sheet] of read) {
    const power = game.power(name)!;
    const items = phaseOrderItems(sheet, view);
    if (!winterMarket) ignored.push(...marketLinesSetAside(power.name, sheet));
    if (power.status === 'dummy') {
      for (const item of items)
        ignored.push({ power: power.name, order: item.text, reason: `${power.name} is not played (Rule 4.4)` });
      continue;
    }
    if (power.investor !== undefined) {
      // Exchange (ruling E4): an investor owns no units; its winter lines are the stock market's.
      for (const item of items)
        ignored.push({ power: power.name, order: item.text, reason: `${power.name} is an investor and owns no units` });
      continue;
    }
    for (const item of items) {
      if (game.phase === 'adjustment') {
        if (item.action === 'retreat')
          ignored.push({ power: power.name, order: item.text, reason: 'a retreat in an adjustment phase' });
        else (adjustments[power.name] ??= []).push(item.text);
        continue;
      }
      const unit =
        item.action === 'retreat' || item.action === 'disband' ? ownDislodged(game, power, item.province) : undefined;
      if (!unit) {
        ignored.push({ power: power.name, order: item.text, reason: `${power.name} has no dislodged unit there` });
        continue;
      }
      const key = unitText(unit);
      if (retreats[key] === undefined) retreats[key] = item.text;
      else
        ignored.push({
          power: power.name,
          order: item.text,
          reason: `a second order for ${key}; the first one counts`,
        });
    }
  }
  return { retreats, adjustments, ignored, sheets: read };
}

/** The stock market's lines of a sheet outside an Exchange winter: no order, set aside (ruling E4). */
function marketLinesSetAside(power: string, sheet: Sheet): SetAsideOrder[] {
  return sheet.lines
    .filter((line) => line.kind === 'exchange')
    .map((line) => ({
      power,
      order: printLineContent(line),
      reason: "the stock market's lines are read in an Exchange game's winter adjustment phase (ruling E4)",
    }));
}

/**
 * A retreat or adjustment phase's sheets, each read once. They hold the players' own orders (Rule
 * 1.5): a sheet with offers or savings in it, or unreadable lines, is a movement phase's sheet or a
 * mangled one, and the phase is refused with its located errors rather than decided without it.
 * (An order that is not legal stays an order, judged on its own by the resolvers: rulings 11, 12.)
 */
function readPhaseSheets(game: Game, sheets: ReadonlyMap<string, string>): Map<string, Sheet> {
  const read = new Map<string, Sheet>();
  const refused: { power: string; diagnostics: Diagnostic[] }[] = [];
  for (const [power, text] of sheets) {
    const parsed = parseSheet(text);
    const sink = new DiagnosticSink();
    checkMovementLines(parsed.sheet, checkScope({ game, power }), sink);
    const misplaced = sink.list.filter((d) => d.code === 'payola/offer-outside-movement');
    const diagnostics = [...parsed.errors, ...misplaced];
    if (diagnostics.length > 0) refused.push({ power, diagnostics });
    read.set(power, parsed.sheet);
  }
  if (refused.length > 0) throw new AdjudicationError(refused, [], []);
  return read;
}
