// Rule 5.5 for a player: what an offer (or the whole sheet) is worth after 0, 1, 2, ... cuts,
// where plateaus hold, where the "all at plateau" phase starts, and at which cut the sheet fits
// the power's balance less savings if every offer were accepted. Markdown, for hovers and for
// the `payola/reductionSchedule` request.
import {
  phaseName,
  reductionSchedule,
  scheduledAmount,
  type ReductionSchedule,
  type ScheduleRow,
} from '@payola/engine';
import { printAmountTerm, printLineContent, type OfferLine } from '@payola/parser';
import type { CancellationToken } from 'vscode-languageserver';
import { throwIfCancelled } from '../guard.js';
import { type DocumentContext } from './context.js';
import { orderPhase } from './phase-orders.js';

/** Term columns shown in an offer's table before they are summed into the offer's column only. */
const maxTermColumns = 5;
/** Offer columns in the whole sheet's table. */
const maxOfferColumns = 6;

/**
 * Amount terms beyond which no table is made. The engine's schedule holds one amount per term
 * per row (a repeated term `1000*5` is one weighted offer, so repetition costs nothing), and rows
 * are bounded by `maxScheduleRows`; a sheet of thousands of terms is no player's sheet,
 * and its table would take much memory for a hover.
 */
export const maxScheduledTerms = 5_000;

export function scheduleOf(ctx: DocumentContext): ReductionSchedule {
  return reductionSchedule(ctx.checked, ctx.game, ctx.settings.maxScheduleRows);
}

/** Why a sheet has no reduction schedule in its phase: retreat and adjustment sheets hold orders (Rule 1.5). */
export function scheduleRefusal(ctx: Pick<DocumentContext, 'game'>): string | undefined {
  const game = ctx.game;
  return game && orderPhase(ctx)
    ? `the ${phaseName(game)} has orders, not offers (Rule 1.5), so there is nothing to cut (Rule 5.5)`
    : undefined;
}

/** Why no table is made for this sheet: too many terms, or sums too large to be exact. */
function tableRefusal(ctx: DocumentContext): string | undefined {
  let count = 0;
  for (const line of ctx.sheet.lines) if (line.kind === 'offer') count += line.terms.length;
  if (count > maxScheduledTerms)
    return `This sheet has ${count.toLocaleString('en-US')} amount terms: too many to tabulate their reduction (Rule 5.5) here (at most ${maxScheduledTerms.toLocaleString('en-US')}).`;
  // Past the checker's limit on a sheet's promises its sums are no longer exact.
  if (ctx.checked.diagnostics.some((d) => d.code === 'payola/sheet-total-too-large'))
    return 'This sheet promises more than any sheet may (payola/sheet-total-too-large): its reduction (Rule 5.5) is not tabulated, for its sums would not be exact.';
  return undefined;
}

/** The schedule of one offer line, each term's share shown, the hovered term in bold. */
export function offerScheduleMarkdown(ctx: DocumentContext, line: OfferLine, hoveredTerm: number): string {
  const refused = tableRefusal(ctx);
  if (refused) return refused;
  const schedule = scheduleOf(ctx);
  const mine = schedule.offers.map((o, i) => (o.line === line.line ? i : -1)).filter((i) => i >= 0);
  const share = (row: ScheduleRow, term: number) =>
    mine.reduce(
      (sum, i) => sum + (schedule.offers[i]!.term === term ? row.amounts[i]! * schedule.offers[i]!.weight : 0),
      0,
    );
  const worth = (row: ScheduleRow) => mine.reduce((sum, i) => sum + row.amounts[i]! * schedule.offers[i]!.weight, 0);
  const showTerms = line.terms.length > 1 && line.terms.length <= maxTermColumns;
  const termHeader = (i: number) =>
    i === hoveredTerm ? `**\`${printAmountTerm(line.terms[i]!)}\`**` : `\`${printAmountTerm(line.terms[i]!)}\``;
  const term = line.terms[hoveredTerm];
  const plateauOf = (i: number) => schedule.offers.find((o) => o.line === line.line && o.term === i);

  const header = [
    'cuts',
    ...(showTerms ? line.terms.map((_, i) => termHeader(i)) : []),
    'this offer',
    'whole sheet',
    '',
  ];
  const rows: string[][] = [];
  let previous: number | undefined;
  for (const row of schedule.rows) {
    if (previous !== undefined && row.step > previous + 1)
      rows.push(['…', ...(showTerms ? line.terms.map(() => '') : []), '', '', '']);
    previous = row.step;
    const notes: string[] = [];
    const holding = line.terms.some((_, i) => {
      const o = plateauOf(i);
      return (
        o !== undefined &&
        o.plateau > 0 &&
        row.step >= o.amount - o.plateau &&
        row.step < schedule.phaseTwoStart &&
        o.amount - o.plateau > 0
      );
    });
    if (holding) notes.push('plateau holds');
    if (hasPlateaus(schedule) && row.step === schedule.phaseTwoStart)
      notes.push('all offers at plateau: cuts go on towards zero');
    if (schedule.affordableAt !== undefined && row.step === schedule.affordableAt)
      notes.push(`**fits the ${schedule.available} AgP available**`);
    rows.push([
      String(row.step),
      ...(showTerms ? line.terms.map((_, i) => String(share(row, i))) : []),
      String(worth(row)),
      String(row.total),
      notes.join('; '),
    ]);
  }

  const out: string[] = [];
  const whole = line.terms.map(printAmountTerm).join(' + ');
  const title = term && line.terms.length > 1 ? `\`${printAmountTerm(term)}\` of \`${whole}\`` : `\`${whole}\``;
  out.push(`**${title}**: reduction schedule (Rule 5.5)`, '');
  out.push(table(header, rows));
  out.push(
    '',
    summary(ctx, schedule, (row) => worth(row), 'this one'),
  );
  if (term && term.plateau !== 'none') out.push('', plateauText(schedule, line, hoveredTerm));
  return out.join('\n');
}

/** The whole sheet's schedule: the total per cut, the first offers as columns, then each offer at the affordable cut. */
export function sheetScheduleMarkdown(ctx: DocumentContext, token?: CancellationToken): string {
  const outside = scheduleRefusal(ctx);
  if (outside !== undefined) return `No reduction schedule: ${outside}.`;
  const refused = tableRefusal(ctx);
  if (refused) return refused;
  const schedule = scheduleOf(ctx);
  throwIfCancelled(token);
  const lines = ctx.sheet.lines.filter((l): l is OfferLine => l.kind === 'offer');
  if (lines.length === 0) return 'This sheet makes no offers, so there is nothing to cut (Rule 5.5).';
  const indexes = new Map<number, number[]>();
  schedule.offers.forEach((o, i) => indexes.set(o.line, [...(indexes.get(o.line) ?? []), i]));
  const worth = (row: ScheduleRow, line: OfferLine) =>
    (indexes.get(line.line) ?? []).reduce((sum, i) => sum + row.amounts[i]! * schedule.offers[i]!.weight, 0);
  const shown = lines.slice(0, maxOfferColumns);

  const header = [
    'cuts',
    ...shown.map((l) => `L${l.line}`),
    ...(lines.length > shown.length ? ['…'] : []),
    'whole sheet',
    '',
  ];
  const rows: string[][] = [];
  let previous: number | undefined;
  for (const row of schedule.rows) {
    throwIfCancelled(token);
    if (previous !== undefined && row.step > previous + 1)
      rows.push(['…', ...shown.map(() => ''), ...(lines.length > shown.length ? [''] : []), '', '']);
    previous = row.step;
    const notes: string[] = [];
    if (hasPlateaus(schedule) && row.step === schedule.phaseTwoStart) notes.push('all offers at plateau');
    if (schedule.affordableAt !== undefined && row.step === schedule.affordableAt)
      notes.push(`**fits the ${schedule.available} AgP available**`);
    rows.push([
      String(row.step),
      ...shown.map((l) => String(worth(row, l))),
      ...(lines.length > shown.length ? [''] : []),
      String(row.total),
      notes.join('; '),
    ]);
  }

  const out = ['**Reduction schedule of this sheet (Rule 5.5)**', ''];
  out.push(table(header, rows), '');
  out.push(summary(ctx, schedule, undefined, undefined), '');
  const at = schedule.affordableAt;
  const first = schedule.rows[0];
  const atRow =
    at === undefined
      ? undefined
      : { step: at, amounts: schedule.offers.map((o) => amountAt(schedule, o, at)), total: 0 };
  out.push(
    table(
      ['line', 'offer', 'full', ...(atRow && at! > 0 ? [`after ${at} cut${at === 1 ? '' : 's'}`] : [])],
      lines.map((l) => {
        const text = printLineContent(l);
        return [
          `L${l.line}`,
          `\`${text.length > 60 ? `${text.slice(0, 57)}…` : text}\``,
          String(first ? worth(first, l) : 0),
          ...(atRow && at! > 0 ? [String(worth(atRow, l))] : []),
        ];
      }),
    ),
  );
  return out.join('\n');
}

function amountAt(schedule: ReductionSchedule, offer: ReductionSchedule['offers'][number], step: number): number {
  return scheduledAmount(schedule, offer, step);
}

function hasPlateaus(schedule: ReductionSchedule): boolean {
  return schedule.offers.some((o) => o.plateau > 0);
}

/** "If all your offers are accepted, they are cut 3 times: this one pays 4 of 7." */
function summary(
  ctx: DocumentContext,
  schedule: ReductionSchedule,
  worth: ((row: ScheduleRow) => number) | undefined,
  what: string | undefined,
): string {
  const full = schedule.rows[0]?.total ?? 0;
  if (schedule.available === undefined) {
    const why = !ctx.game
      ? 'no game file'
      : ctx.power === undefined
        ? 'the sheet’s power is unknown'
        : `${ctx.power} is not a power of this game`;
    return `The sheet totals ${full} AgP if every offer is accepted; the balance is unknown (${why}), so when it fits cannot be told.`;
  }
  const money = `balance ${schedule.balance}${schedule.savings > 0 ? `, savings ${schedule.savings}` : ''}: ${schedule.available} AgP available`;
  const at = schedule.affordableAt ?? 0;
  if (at === 0) return `If all your offers are accepted, nothing is cut: the sheet totals ${full} AgP (${money}).`;
  const row = { step: at, amounts: schedule.offers.map((o) => amountAt(schedule, o, at)), total: 0 };
  const first = schedule.rows[0];
  const part = worth && first && what ? `: ${what} pays ${worth(row)} of ${worth(first)}` : '';
  return `If all your offers are accepted, they are cut ${at} time${at === 1 ? '' : 's'} (${money})${part}.`;
}

function plateauText(schedule: ReductionSchedule, line: OfferLine, term: number): string {
  const o = schedule.offers.find((x) => x.line === line.line && x.term === term);
  if (!o) return '';
  if (o.plateau === 0) return 'Its plateau is 0: it may drop to nothing.';
  const from = o.amount - o.plateau;
  const hold = from === 0 ? 'from the start' : `after ${from} cut${from === 1 ? '' : 's'}`;
  return `Its plateau ${o.plateau} holds ${hold} until every offer of the sheet is at its plateau (cut ${schedule.phaseTwoStart}); then it drops towards zero.`;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => ' ---: ').join('|')}|`, ...rows.map(line)].join('\n');
}
