/**
 * Random movement phases for comparing the engine with the reference judge: the standard map with
 * a few units of random powers (few, so that offers meet and ties are common), random statuses
 * (dummy and eliminated powers, Rules 2.4, 4.4), balances, acceptance lists with `?`, and random
 * valid sheets using every offer type, repetitions, `+` terms, plateaus, `|` alternatives, savings
 * and ACCEPT lines. Everything is drawn as plain numbers and laid onto the board, so every draw
 * makes a valid game with valid sheets.
 */
import fc from 'fast-check';
import { legalOrders, standardMap, startingGame, unitText, type Game } from '@payola/engine';
import { gameWith } from '../support/board.js';

export type Status = 'active' | 'eliminated' | 'dummy';

const opening = startingGame();
export const POWERS: readonly string[] = opening.powers.map((p) => p.name);
export const LETTERS: readonly string[] = opening.powers.map((p) => p.letter);
const PLACES = [...standardMap.provinces.values()].filter((p) => p.type !== 'impassable');

interface RawTerm {
  readonly rep: number;
  readonly amount: number;
  /** '' (none), '#' (the amount), or a plateau, written no higher than the amount. */
  readonly plateau: '' | '#' | number;
}
interface RawOffer {
  readonly unit: number;
  readonly type: string;
  readonly terms: readonly RawTerm[];
  /** Which of the unit's few offered orders (its menu) the offer names, `|` between them. */
  readonly picks: readonly number[];
}
interface RawSheet {
  readonly offers: readonly RawOffer[];
  readonly savings?: number;
  readonly accept?: string;
}
interface RawUnit {
  readonly at: number;
  readonly fleet: boolean;
  readonly coast: number;
  readonly owner: number;
}
export interface RawPhase {
  readonly units: readonly RawUnit[];
  readonly status: readonly Status[];
  readonly balances: readonly number[];
  readonly lists: readonly string[];
  readonly sheets: readonly RawSheet[];
  /** Whether each eliminated power sends a sheet anyway (Rule 2.4). */
  readonly eliminatedSend: readonly boolean[];
  /** For each unit, the few legal orders offers choose from, so that different powers meet. */
  readonly menus: readonly (readonly number[])[];
  /** The adjudication's seed (the `?` of acceptance lists, Rule 4.1). */
  readonly seed: number;
}

export interface PhaseShape {
  readonly maxUnits: number;
  /** Each amount term; small, equal amounts make ties (Rules 5.2–5.4). */
  readonly amount: fc.Arbitrary<number>;
  readonly maxOffers: number;
  /** `+` terms per offer, and repetition counts (0: none written). */
  readonly maxTerms: number;
  readonly rep: fc.Arbitrary<number>;
  /** Offer types (Rule 3.1 item 5) by their symbols. */
  readonly type: fc.Arbitrary<string>;
  readonly balance: fc.Arbitrary<number>;
  readonly maxSavings: number;
  /** Each power's status; fewer active powers, fewer offers per unit. */
  readonly status?: fc.Arbitrary<Status>;
}

/** An acceptance list: every letter, or some letters and one `?` anywhere among them (Rule 4.1). */
export const listArb = fc
  .tuple(fc.shuffledSubarray([...LETTERS]), fc.boolean(), fc.nat())
  .map(([listed, question, at]) => {
    if (listed.length === LETTERS.length && !question) return listed.join('');
    const pos = at % (listed.length + 1);
    return [...listed.slice(0, pos), '?', ...listed.slice(pos)].join('');
  });

export function phaseArb(shape: PhaseShape): fc.Arbitrary<RawPhase> {
  const seven = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: POWERS.length, maxLength: POWERS.length });
  const term = fc.record({
    rep: shape.rep,
    amount: shape.amount,
    plateau: fc.oneof(fc.constant<''>(''), fc.constant<''>(''), fc.constant<'#'>('#'), shape.amount),
  });
  const offer = fc.record({
    unit: fc.nat(),
    type: shape.type,
    terms: fc.array(term, { minLength: 1, maxLength: shape.maxTerms }),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  });
  const sheet: fc.Arbitrary<RawSheet> = fc.record(
    {
      offers: fc.array(offer, { minLength: 1, maxLength: shape.maxOffers }),
      savings: fc.nat(shape.maxSavings),
      accept: listArb,
    },
    { requiredKeys: ['offers'] },
  );
  return fc.record({
    units: fc.uniqueArray(
      fc.record({
        at: fc.nat(PLACES.length - 1),
        fleet: fc.boolean(),
        coast: fc.nat(1),
        owner: fc.nat(POWERS.length - 1),
      }),
      { selector: (u) => u.at, minLength: 1, maxLength: shape.maxUnits },
    ),
    status: seven(
      shape.status ?? fc.constantFrom<Status>('active', 'active', 'active', 'active', 'eliminated', 'dummy'),
    ),
    balances: seven(shape.balance),
    lists: seven(listArb),
    sheets: seven(sheet),
    eliminatedSend: seven(fc.boolean()),
    menus: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), {
      minLength: shape.maxUnits,
      maxLength: shape.maxUnits,
    }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  });
}

/** A unit the place can hold: a fleet at sea, an army inland, either on a coast (on one of split coasts). */
function placed(at: number, fleet: boolean, coast: number): string {
  const p = PLACES[at % PLACES.length]!;
  if (p.type === 'sea' || (p.type === 'coast' && fleet))
    return `F ${p.id}${p.coasts.length > 0 ? `/${p.coasts[coast % p.coasts.length]}` : ''}`;
  return `A ${p.id}`;
}

export interface Phase {
  readonly raw: RawPhase;
  readonly game: Game;
  /** Sheets by power: every active power's, and some eliminated powers'. */
  readonly sheets: Readonly<Record<string, string>>;
}

export function buildPhase(raw: RawPhase): Phase {
  const units = new Map<string, string[]>();
  for (const u of raw.units) {
    const power = POWERS[u.owner]!;
    units.set(power, [...(units.get(power) ?? []), placed(u.at, u.fleet, u.coast)]);
  }
  const status = new Map(POWERS.map((p, i) => [p, raw.status[i]!]));
  const game = gameWith(Object.fromEntries(units), {
    status: Object.fromEntries(status),
    balances: Object.fromEntries(POWERS.map((p, i) => [p, raw.balances[i]!])),
    accept: Object.fromEntries(POWERS.map((p, i) => [p, raw.lists[i]!])),
  });
  const menus = game.units.map((unit, i) => {
    const legal = legalOrders(game, unit.location.province);
    return [...new Set(raw.menus[i % raw.menus.length]!.map((n) => legal[n % legal.length]!))];
  });
  const sheets = new Map<string, string>();
  POWERS.forEach((power, i) => {
    if (status.get(power) === 'active' || (status.get(power) === 'eliminated' && raw.eliminatedSend[i]))
      sheets.set(power, sheetText(game, menus, power, raw.sheets[i]!));
  });
  return { raw, game, sheets: Object.fromEntries(sheets) };
}

function sheetText(game: Game, menus: readonly (readonly string[])[], power: string, raw: RawSheet): string {
  const lines = raw.offers.map((o) => {
    const index = o.unit % game.units.length;
    const unit = game.units[index]!;
    const menu = menus[index]!;
    const orders = [...new Set(o.picks.map((n) => menu[n % menu.length]!))];
    // Rule 3.1 item 2: zero offers only to one's own units.
    const least = unit.power === power ? 0 : 1;
    const amounts = o.terms
      .map((t) => {
        const amount = Math.max(least, t.amount);
        const plateau = t.plateau === '' || t.plateau === '#' ? t.plateau : `#${Math.min(t.plateau, amount)}`;
        return `${t.rep > 0 ? `${t.rep}*` : ''}${amount}${plateau}`;
      })
      .join(' + ');
    return `${amounts} ${o.type} ${unitText(unit)} ${orders.map((x) => x.split(' ').slice(2).join(' ')).join(' | ')}`;
  });
  if (raw.savings !== undefined) lines.push(`${raw.savings} $`);
  if (raw.accept !== undefined) lines.push(`ACCEPT ${raw.accept}`);
  return lines.join('\n');
}
