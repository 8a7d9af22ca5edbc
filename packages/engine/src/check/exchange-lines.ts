// Exchange Payola (Rule 6.8): the winter lines of the sheets (ruling E4). An investor's winter
// sheet holds `BUY` (ruling E8) and `ELECT` (E10) lines; its company's sheet, written by the CEO,
// `VALUE` (E5) and one `DIVIDEND` (E9) lines beside its builds and disbands. A line out of place,
// or one the game refuses, is an error and is ignored. This module is the one home of that
// reading: the checker reports it (`checkExchangeLine`, `readWinterLines` with a sink) and the
// cycle takes what it accepts (`readWinterLines`, exchange/winter-sheets.ts), so the two never
// disagree.
import type { BuyLine, ElectLine, ExchangeLine, Range, Sheet, ValueLine } from '@payola/parser';
import { phaseTitle } from '../adjudicate/reports.js';
import type { Game, GamePower } from '../game/game.js';
import type { Ballot, CentreWorth, StockPurchase } from '../exchange/instructions.js';
import { sharePrice } from '../exchange/share-price.js';
import { unissuedShares } from '../exchange/shares.js';
import { centreWorth, maxCentreWorth, worthRefusal } from '../exchange/centre-worth.js';
import { dividendPerShare } from '../exchange/dividends.js';
import { nameDistance } from '../orders/places.js';
import { resolvePlace } from '../orders/resolve-order.js';
import { gameView } from '../orders/board-view.js';
import type { CheckScope } from './check-scope.js';
import type { DiagnosticSink } from './sheet-diagnostics.js';

/** What one sheet's accepted winter lines ask of the stock market, in written order. */
export interface WinterLines {
  readonly purchases: readonly StockPurchase[];
  readonly ballots: readonly Ballot[];
  readonly values: readonly CentreWorth[];
  /** AgP a share (the first `DIVIDEND` line); absent when none was declared. */
  readonly dividend?: number;
}

/** The keyword of a line, as the rules write it. */
const keywordOf = (line: ExchangeLine) => line.action.toUpperCase();

/**
 * An Exchange line where no winter sheet is being read: in a game without Exchange, or in a
 * movement or retreat phase of one. With no game the rules in force are unknown: nothing is said.
 */
export function checkExchangeLine(line: ExchangeLine, scope: CheckScope, sink: DiagnosticSink): void {
  const game = scope.game;
  if (!game) return;
  const keyword = keywordOf(line);
  if (!game.rules.exchange) {
    sink.report(
      'payola/exchange-not-played',
      'error',
      `${keyword} lines belong to Exchange Payola (Rule 6.8), which this game is not played with`,
      line.keywordRange,
    );
    return;
  }
  const phase = game.phase === 'movement' ? 'movement' : game.phase === 'retreat' ? 'retreat' : 'adjustment';
  sink.report(
    'payola/exchange-outside-winter',
    'error',
    `${keyword} lines are written in the winter adjustment phase (ruling E4), not in the ${phaseTitle(game.season, game.year)} ${phase} phase`,
    line.keywordRange,
  );
}

/**
 * Reads the Exchange lines of `author`'s sheet in an Exchange game's winter adjustment phase: each
 * line the game refuses is reported to `sink` (when given) and left out of the result. `author`
 * is the sheet's power: an investor, or a company (its sheet is its CEO's).
 */
export function readWinterLines(sheet: Sheet, game: Game, author: GamePower, sink?: DiagnosticSink): WinterLines {
  const reader = new WinterReader(game, author, sink);
  for (const line of sheet.lines) if (line.kind === 'exchange') reader.read(line);
  return reader.finish();
}

class WinterReader {
  private readonly purchases: StockPurchase[] = [];
  private readonly buyLines: BuyLine[] = [];
  private readonly ballots: Ballot[] = [];
  private readonly voted = new Map<string, ElectLine>();
  private readonly values: CentreWorth[] = [];
  private readonly valued = new Map<string, ValueLine>();
  private dividend: { readonly amount: number; readonly range: Range; readonly line: number } | undefined;

  constructor(
    private readonly game: Game,
    private readonly author: GamePower,
    private readonly sink: DiagnosticSink | undefined,
  ) {}

  read(line: ExchangeLine): void {
    const investor = this.author.investor !== undefined;
    const forInvestors = line.action === 'buy' || line.action === 'elect';
    if (investor !== forInvestors) {
      this.wrongSheet(line);
      return;
    }
    switch (line.action) {
      case 'buy':
        return this.buy(line);
      case 'elect':
        return this.elect(line);
      case 'value':
        return this.value(line);
      case 'dividend':
        if (!this.whole(line.amount, line.amountRange, 'a dividend is a whole number of AgP a share')) return;
        if (this.dividend) {
          this.second(line.range, `a second DIVIDEND for ${this.author.name}`, this.dividend.line, this.dividend.range);
          return;
        }
        this.dividend = { amount: line.amount, range: line.range, line: line.line };
    }
  }

  finish(): WinterLines {
    if (this.sink) {
      this.purchaseNotes();
      this.dividendNote();
    }
    const lines = { purchases: this.purchases, ballots: this.ballots, values: this.values };
    return this.dividend ? { ...lines, dividend: this.dividend.amount } : lines;
  }

  /** `BUY 3 FRANCE` (ruling E8): shares of a company still in the game, a whole number of at least one. */
  private buy(line: BuyLine): void {
    const company = this.company(line.company, line.companyRange);
    if (!company) return;
    if (!this.whole(line.shares, line.sharesRange, 'shares are bought whole')) return;
    if (line.shares === 0) {
      this.error('payola/exchange-shares', 'buy at least one share, or leave the line out', line.sharesRange);
      return;
    }
    this.purchases.push({ investor: this.author.name, company: company.name, shares: line.shares });
    this.buyLines.push(line);
  }

  /** `ELECT FRANCE:ALICE` (ruling E10): the first vote for a company counts. */
  private elect(line: ElectLine): void {
    const company = this.company(line.company, line.companyRange);
    if (!company) return;
    const candidate = this.game.power(line.candidate);
    if (candidate?.investor === undefined || candidate.status !== 'investor') {
      const investors = this.game.investors.filter((p) => p.status === 'investor');
      const why =
        candidate?.investor !== undefined
          ? `${candidate.name} resigned (Rule 2.4)`
          : candidate
            ? `${candidate.name} is a company`
            : `\`${line.candidate}\` is not an investor of this game`;
      this.error(
        'payola/exchange-unknown-investor',
        `${why}: a candidate is an investor still played (ruling E10)${this.nearest(line.candidate, investors)}`,
        line.candidateRange,
        closest(line.candidate, investors),
      );
      return;
    }
    const first = this.voted.get(company.name);
    if (first) {
      this.second(line.range, `a second vote for ${company.name}'s CEO`, first.line, first.range);
      return;
    }
    this.voted.set(company.name, line);
    this.ballots.push({ investor: this.author.name, company: company.name, candidate: candidate.name });
  }

  /** `VALUE PAR 12` (ruling E5): a centre the company owns after the Fall turn, worth 0 to the game's bound. */
  private value(line: ValueLine): void {
    const place = resolvePlace(gameView(this.game), line.center);
    if (!place.ok) {
      this.sink?.problem(place.problem);
      return;
    }
    const center = place.value.province;
    const refusal = worthRefusal(this.game, this.author, center, line.worth);
    if (refusal === 'not-owned') {
      const what = this.game.map.province(center).supplyCenter
        ? `${center} is not ${this.author.name}'s`
        : `${center} is not a supply centre`;
      this.error(
        'payola/exchange-not-owned',
        `${what}: a CEO sets the worth of its company's own centres (ruling E5)${this.author.centers.length > 0 ? `; ${this.author.name}'s are ${this.author.centers.join(', ')}` : ''}`,
        line.center.range,
        this.author.centers,
      );
      return;
    }
    if (refusal === 'not-whole') {
      this.whole(line.worth, line.worthRange, "a centre's worth is a whole number of AgP");
      return;
    }
    if (refusal === 'out-of-range') {
      const max = maxCentreWorth(this.game);
      this.error(
        'payola/exchange-worth',
        `a centre is worth 0 to ${max} AgP in this game (ruling E5); ${center} is worth ${centreWorth(this.game, center)} now`,
        line.worthRange,
        [String(max)],
      );
      return;
    }
    const first = this.valued.get(center);
    if (first) {
      this.second(line.range, `a second VALUE for ${center}`, first.line, first.range);
      return;
    }
    this.valued.set(center, line);
    this.values.push({ company: this.author.name, center, worth: line.worth });
  }

  /** The company a line names: one of the game's, not eliminated (rulings E8, E10, E15). */
  private company(written: string, range: Range): GamePower | undefined {
    const found = this.game.power(written);
    const companies = this.game.companies.filter((c) => c.status !== 'eliminated');
    if (found?.company === undefined) {
      const what = found ? `${found.name} is an investor, not a company` : `unknown company \`${written}\``;
      this.error(
        'payola/exchange-unknown-company',
        `${what}${this.nearest(written, companies)}`,
        range,
        closest(written, companies),
      );
      return undefined;
    }
    if (found.status === 'eliminated') {
      this.error(
        'payola/exchange-eliminated-company',
        `${found.name} was eliminated and liquidated (ruling E15): its stock is cancelled, and it has no CEO to elect`,
        range,
      );
      return undefined;
    }
    return found;
  }

  private wrongSheet(line: ExchangeLine): void {
    const keyword = keywordOf(line);
    const author = this.author;
    const message =
      author.investor !== undefined
        ? `${keyword} is written by a company's CEO in the company's sheet (ruling E4); ${author.name}'s own sheet holds BUY and ELECT lines`
        : `${keyword} is an investor's line (ruling E4): ${author.company?.ceo === undefined ? 'an investor writes it' : `${author.company.ceo} writes it`} in its own sheet, not in ${author.name}'s`;
    this.error('payola/exchange-wrong-sheet', message, line.keywordRange);
  }

  private whole(value: number, range: Range, message: string): boolean {
    if (Number.isInteger(value)) return true;
    this.error('payola/whole-number', message, range, [String(Math.floor(value))]);
    return false;
  }

  private second(range: Range, what: string, firstLine: number, firstRange: Range): void {
    this.sink?.report(
      'payola/exchange-second-line',
      'error',
      `${what}: only the first (line ${firstLine}) counts (ruling E4)`,
      range,
      { related: [{ message: 'the line that counts', range: firstRange }] },
    );
  }

  private error(code: string, message: string, range: Range, replacements: readonly string[] = []): void {
    this.sink?.report(code, 'error', message, range, replacements.length > 0 ? { replacements } : {});
  }

  /** `; did you mean FRANCE?`, or the names to choose from. */
  private nearest(written: string, among: readonly GamePower[]): string {
    const near = closest(written, among);
    if (near.length > 0) return `; did you mean ${near.join(' or ')}?`;
    return among.length > 0
      ? `; ${among.map((p) => p.name).join(', ')} ${among.length === 1 ? 'is' : 'are'} the choice`
      : '';
  }

  /**
   * Ruling E8's figures for each company asked (public: its price and unissued shares) and the
   * investor's own treasury: information, or a warning where the investor cannot get it all.
   */
  private purchaseNotes(): void {
    const game = this.game;
    const investor = this.author;
    // Exact in BigInt: shares asked are summed over lines, each up to the parser's bound, and a
    // price may reach 10^14, so their products pass 2^53.
    let total = 0n;
    const asked = new Map<string, { shares: number; line: BuyLine }>();
    this.purchases.forEach((p, i) => {
      const entry = asked.get(p.company);
      if (entry) entry.shares += p.shares;
      else asked.set(p.company, { shares: p.shares, line: this.buyLines[i]! });
    });
    for (const [name, { shares, line }] of asked) {
      const company = game.power(name)!;
      const price = sharePrice(game, company);
      const unissued = unissuedShares(game, company);
      const spent = BigInt(shares) * BigInt(price);
      total += spent;
      const cost = `${plural(shares, 'share')} of ${name} at ${price} AgP a share (ruling E7): ${spent} AgP`;
      if (shares > unissued)
        this.sink!.report(
          'payola/exchange-purchase',
          'warning',
          `${name} has ${plural(unissued, 'unissued share')}: of the ${shares} asked for, ${investor.name} gets at most ${unissued} (ruling E8)`,
          line.range,
        );
      else
        this.sink!.report(
          'payola/exchange-purchase',
          'info',
          `${cost}, if ${investor.name} gets them all (buyers are served in the order of ${name}'s acceptance list, ruling E8)`,
          line.range,
        );
    }
    if (total > BigInt(investor.balance))
      this.sink!.report(
        'payola/exchange-purchase',
        'warning',
        `these purchases cost ${total} AgP, more than ${investor.name}'s treasury of ${investor.balance} AgP: companies are served in the game's order, each as far as the money left allows, dividends paid before the stock round included (ruling E8)`,
        this.buyLines[0]!.range,
      );
  }

  /** Ruling E9's figures for the company's dividend: the shares held, the total, and a cut. */
  private dividendNote(): void {
    const dividend = this.dividend;
    if (!dividend) return;
    const company = this.author;
    const held = (company.company?.shares ?? 0) - unissuedShares(this.game, company);
    // Exact in BigInt: a dividend up to the parser's bound times 10^6 shares passes 2^53.
    const payout = BigInt(dividend.amount) * BigInt(held);
    const report = (severity: 'info' | 'warning', message: string) =>
      this.sink!.report('payola/exchange-dividend', severity, message, dividend.range);
    if (dividend.amount === 0) report('info', `${company.name}'s dividend is withheld this year (ruling E9)`);
    else if (held <= 0) report('info', `no investor holds ${company.name}'s shares: no dividend is paid (ruling E9)`);
    else if (dividendPerShare(dividend.amount, company.balance, held) < dividend.amount)
      report(
        'warning',
        `${dividend.amount} AgP on ${plural(held, 'share')} held is ${payout} AgP, more than ${company.name}'s treasury of ${company.balance} AgP: it is cut to ${dividendPerShare(dividend.amount, company.balance, held)} AgP a share (ruling E9)`,
      );
    else
      report(
        'info',
        `${dividend.amount} AgP a share on ${plural(held, 'share')} held: ${payout} AgP from ${company.name}'s treasury of ${company.balance} AgP, paid before the stock round (ruling E9)`,
      );
  }
}

/**
 * An investor's orders for units, in a retreat or adjustment phase: investors own no units, so
 * they order none (ruling E4); a company's orders are its CEO's, in the company's sheet.
 */
export function investorOrder(author: GamePower, range: Range, sink: DiagnosticSink): void {
  sink.report(
    'payola/exchange-wrong-sheet',
    'error',
    `${author.name} is an investor and owns no units: retreats, builds and disbands are written by each company's CEO in the company's sheet (ruling E4)`,
    range,
  );
}

/** Up to three names close to `written` (upper-cased, as sheets write them), best first. */
function closest(written: string, among: readonly GamePower[]): string[] {
  const key = written.toUpperCase();
  return among
    .map((p) => {
      const name = p.name.toUpperCase();
      const limit = name.length <= 4 ? 1 : 2;
      return { name, d: name.startsWith(key) && key.length >= 3 ? 1 : nameDistance(key, name, limit), limit };
    })
    .filter((c) => c.d <= c.limit)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((c) => c.name);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
