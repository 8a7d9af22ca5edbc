// Rule 6: the variants, as one typed options object. Every variant check in the engine reads
// this object; nothing else looks at the game file's `rules` strings.
import type { MovementSeason } from '../map/map-data.js';

/** Rule flags a game file may list in `rules`. */
export const ruleFlags = [
  'classic', // Rule 6.1 and the Classic rules (003): flat tax, direct offers only, one offer per unit, zero offers allowed, fractions round up
  'flat-tax', // 7 AgP per centre with otherwise current rules ("flat-tax Payola", annotations)
  'blind', // Rule 6.3 Tin Cup
  'ebayola', // Rule 6.4
  'public-totals', // total bribes disclosed to all; eBayola then obeys the owner's plateaus too (annotations)
  'loyal-units', // Rule 6.5
  'zero-sum', // Rule 6.7
  'foreign-orders-non-move', // Europe 1615: offers to foreign units only for HOLD, SUPPORT or CONVOY
  'dummy-acceptance-lists', // Europe 1615: minor (dummy) powers break ties with fixed acceptance lists
  'exchange', // Rule 6.8 Exchange Payola: investors, shares, CEOs and dividends
] as const;

export type RuleFlag = (typeof ruleFlags)[number];

/** Rule 2.1 and its alternatives (Rules 6.1, 6.2, 6.6). */
export type IncomeScheme =
  | { readonly kind: 'decreasing'; readonly first: number; readonly cap?: number }
  | { readonly kind: 'flat'; readonly perCenter: number; readonly cap?: number }
  | { readonly kind: 'table'; readonly amounts: readonly number[]; readonly cap?: number }
  | { readonly kind: 'none' };

export interface IncomeOptions {
  readonly scheme?: 'decreasing' | 'flat' | 'table' | 'none';
  /**
   * Before which movement seasons income is paid (Rule 6.6: more often than once a year); each
   * payment is the scheme's whole amount. Default: the year's first season (Rule 2.1: spring).
   */
  readonly seasons?: readonly MovementSeason[];
  readonly first?: number;
  readonly perCenter?: number;
  readonly table?: readonly number[];
  readonly cap?: number;
}

/** Rule 6.8 (Exchange Payola): the settings of the stock market (docs/rulings.md, Exchange). */
export interface ExchangeSettings {
  /** Shares each company issues, unless its own `shares` says otherwise (default 10). */
  readonly shares?: number;
  /** The worth of a centre without one in `centerValues` (default victoryCenters - 2). */
  readonly centerValue?: number;
  /** The highest worth a CEO may give a centre (default twice `centerValue`). */
  readonly maxCenterValue?: number;
}

/** Rule 6.8, resolved: every default filled in. */
export interface ExchangeRules {
  readonly shares: number;
  readonly centerValue: number;
  readonly maxCenterValue: number;
}

export interface Rules {
  readonly blind: boolean;
  readonly ebayola: boolean;
  readonly publicTotals: boolean;
  readonly loyalUnits: boolean;
  readonly zeroSum: boolean;
  /** Offers to another power's unit may name only HOLD, SUPPORT and CONVOY orders. */
  readonly foreignOrdersNonMove: boolean;
  readonly dummyAcceptanceLists: boolean;
  /** Which offer symbols a sheet may use. */
  readonly onlyDirectOffers: boolean;
  /** Repetition counts, plateaus, `+` and `|` are allowed (Rule 3.1 items 1, 3, 4, 8; not under Classic). */
  readonly offerModifiers: boolean;
  /** Savings requests are allowed (Rule 3.4; not under Classic). */
  readonly savingsRequests: boolean;
  readonly oneOfferPerUnit: boolean;
  readonly zeroOffersToForeignUnits: boolean;
  /** Fractional amounts are rounded up (Classic 4.7) rather than rejected. */
  readonly roundFractionsUp: boolean;
  readonly income: IncomeScheme;
  /** Before which movement seasons income is paid, in calendar order (Rules 2.1, 6.6). */
  readonly incomeSeasons: readonly MovementSeason[];
  /** Per-centre values (Exchange, Europe 1615): income is their sum instead of the scheme. */
  readonly centerValues?: ReadonlyMap<string, number>;
  /** Europe 1615: powers allowed zero offers to foreign units in these provinces. */
  readonly zeroOfferProvinces: ReadonlyMap<string, ReadonlySet<string>>;
  /** Rule 6.8: Exchange Payola's stock market; absent in other games. */
  readonly exchange?: ExchangeRules;
}

export interface VariantSettings {
  readonly rules?: readonly string[];
  readonly victoryCenters: number;
  /** The map's movement seasons (default spring and fall). */
  readonly seasons?: readonly MovementSeason[];
  readonly income?: IncomeOptions;
  readonly centerValues?: Readonly<Record<string, number>>;
  readonly zeroOffers?: readonly { readonly power: string; readonly provinces: readonly string[] }[];
  readonly exchange?: ExchangeSettings;
}

/** The standard rules on the standard board: what sheets are checked by when no game is known. */
export function standardRules(): Rules {
  return (standard ??= resolveRules({ victoryCenters: 18 }));
}
let standard: Rules | undefined;

/** The one place where a game's rule flags and settings become the engine's options. */
export function resolveRules(settings: VariantSettings): Rules {
  const flags = new Set(settings.rules ?? []);
  const classic = flags.has('classic');
  const flatTax = classic || flags.has('flat-tax');
  return {
    blind: flags.has('blind'),
    ebayola: flags.has('ebayola'),
    publicTotals: flags.has('public-totals'),
    loyalUnits: flags.has('loyal-units'),
    zeroSum: flags.has('zero-sum'),
    foreignOrdersNonMove: flags.has('foreign-orders-non-move'),
    dummyAcceptanceLists: flags.has('dummy-acceptance-lists'),
    onlyDirectOffers: classic,
    offerModifiers: !classic,
    savingsRequests: !classic,
    oneOfferPerUnit: classic,
    zeroOffersToForeignUnits: classic,
    roundFractionsUp: classic,
    income: incomeScheme(settings, flatTax, flags.has('zero-sum')),
    incomeSeasons: incomeSeasons(settings),
    ...(settings.centerValues && { centerValues: new Map(Object.entries(settings.centerValues)) }),
    zeroOfferProvinces: new Map((settings.zeroOffers ?? []).map((z) => [z.power.toLowerCase(), new Set(z.provinces)])),
    ...(flags.has('exchange') && { exchange: exchangeRules(settings) }),
  };
}

/**
 * Rule 6.8 (rulings E1, E5): ten shares a company; a centre is worth victoryCenters - 2 unless
 * its CEO says otherwise (16 on the standard board, so three centres yield Rule 2.1's 48 AgP),
 * and at most twice that.
 */
function exchangeRules(settings: VariantSettings): ExchangeRules {
  const centerValue = settings.exchange?.centerValue ?? Math.max(0, settings.victoryCenters - 2);
  return {
    shares: settings.exchange?.shares ?? 10,
    centerValue,
    maxCenterValue: settings.exchange?.maxCenterValue ?? 2 * centerValue,
  };
}

/**
 * Rule 2.1: income before every spring movement phase (the year's first season where a map has
 * no spring); Rule 6.6: or before the seasons the game file lists, in the map's order.
 */
function incomeSeasons(settings: VariantSettings): readonly MovementSeason[] {
  const seasons = settings.seasons ?? (['spring', 'fall'] as const);
  const listed = settings.income?.seasons;
  if (listed === undefined) return [seasons.includes('spring') ? 'spring' : seasons[0]!];
  return seasons.filter((s) => listed.includes(s));
}

function incomeScheme(settings: VariantSettings, flatTax: boolean, zeroSum: boolean): IncomeScheme {
  const o = settings.income ?? {};
  const cap = o.cap === undefined ? {} : { cap: o.cap };
  // Rule 6.7: no tax income in Zero Sum Payola.
  if (o.scheme === 'none' || (zeroSum && o.scheme === undefined)) return { kind: 'none' };
  if (o.scheme === 'table') return { kind: 'table', amounts: o.table ?? [], ...cap };
  if (o.scheme === 'flat' || (o.scheme === undefined && flatTax))
    return { kind: 'flat', perCenter: o.perCenter ?? 7, ...cap };
  // Rule 2.1 / 6.2: the first centre yields one less than the victory condition.
  return { kind: 'decreasing', first: o.first ?? settings.victoryCenters - 1, ...cap };
}
