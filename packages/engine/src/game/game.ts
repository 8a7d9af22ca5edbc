import type { BoardMap, Location, UnitType } from '../map/board-map.js';
import { locationText } from '../map/board-map.js';
import type { AcceptanceList } from './acceptance-list.js';
import { acceptanceListText } from './acceptance-list.js';
import type {
  GameFile,
  GameMasterAction,
  HistoryEntry,
  InvestorFile,
  Phase,
  PowerFile,
  PowerStatus,
  Season,
  Victory,
} from './game-file.js';
import { resolveRules, type Rules } from './variants.js';

/** Exchange (Rule 6.8): what a company has beside its account. */
export interface CompanyShares {
  /** The investor heading it (ruling E10); absent, nobody does and it is not played. */
  readonly ceo?: string;
  /** The shares it issued (ruling E1). */
  readonly shares: number;
  /** In a player's view only: the shares no investor holds, as the GameMaster's file says. */
  readonly unissued?: number;
}

/** Exchange (Rule 6.8): what an investor has beside its private treasury. */
export interface InvestorHoldings {
  /** Shares held, by company name (positive counts only). Empty for others in a player's view. */
  readonly holdings: ReadonlyMap<string, number>;
}

/**
 * A power of a game: its account (Rule 2), acceptance list (Rule 4) and status (Rules 2.4, 4.4).
 * Under Exchange (Rule 6.8) the powers are companies (`company`) and the investors are payers
 * beside them (`investor`, status `investor`): each has an account, a letter, sheets and
 * reports, so Rules 3–5 treat both alike.
 */
export interface GamePower {
  readonly name: string;
  readonly letter: string;
  readonly balance: number;
  readonly accept: AcceptanceList;
  readonly centers: readonly string[];
  readonly status: PowerStatus;
  /** The sheet file of this power, relative to the game file (for tools). */
  readonly sheet?: string;
  /** Zero Sum (Rule 6.7): centres owned at the start of the game year. */
  readonly centersAtYearStart?: readonly string[];
  /** Who plays the power (records only). */
  readonly player?: string;
  /** Exchange (Rule 6.8): set on every company. */
  readonly company?: CompanyShares;
  /** Exchange (Rule 6.8): set on every investor, and only there. */
  readonly investor?: InvestorHoldings;
}

export interface BoardUnit {
  readonly power: string;
  readonly type: UnitType;
  readonly location: Location;
}

/**
 * A unit dislodged in a movement phase, waiting in the retreat phase after it: where it stood
 * (`location`, the coast kept), the province its attacker came from (`by`), and the places it may
 * retreat to (`retreats`: map ids, with the coast where a fleet needs one).
 */
export interface DislodgedUnit extends BoardUnit {
  readonly by: string;
  readonly retreats: readonly Location[];
}

/** `F STP/SC`, `A PAR`. */
export function unitText(unit: { readonly type: UnitType; readonly location: Location }): string {
  return `${unit.type} ${locationText(unit.location)}`;
}

/**
 * One game at one phase: the board, the rules in force, every power's account and acceptance
 * list, and the units; in a retreat phase also the dislodged units and the standoffs. Built by
 * `loadGame` or `startingGame`; immutable.
 */
export class Game {
  readonly map: BoardMap;
  /** How the game file names its map (`standard` or a path). */
  readonly mapName: string;
  readonly rules: Rules;
  readonly ruleFlags: readonly string[];
  readonly year: number;
  readonly season: GameFile['season'];
  /** movement (the default), retreat or adjustment. */
  readonly phase: Phase;
  /** Retreat phase: the dislodged units (empty in other phases). */
  readonly dislodged: readonly DislodgedUnit[];
  /** Retreat phase: provinces left empty by a standoff (empty in other phases). */
  readonly standoffs: readonly string[];
  readonly victoryCenters: number;
  readonly powers: readonly GamePower[];
  readonly units: readonly BoardUnit[];
  readonly history: readonly HistoryEntry[];
  /** The year whose income (Rule 2.1) has been paid. */
  readonly incomePaidFor?: number;
  /** The season of that year's last income payment, when not the first income season (Rule 6.6). */
  readonly incomePaidIn?: Season;
  /** Zero Sum (Rule 6.7): the year whose year end has been settled. */
  readonly yearEndFor?: number;
  /** Zero Sum (Rule 6.7): what has been paid to each power's units since the year began. */
  readonly receipts: Readonly<Record<string, number>>;
  /** The GameMaster's actions since the last phase was decided (Rules 2.1, 2.3, 2.4, 6.7). */
  readonly actions: readonly GameMasterAction[];
  /** The game is over: who won, and after which phase's season. */
  readonly victory?: Victory;
  /**
   * A player's view (`playerView`): the power whose view this is. Other powers' balances are
   * unknown there (held as 0) and their acceptance lists are their defaults: a view is for
   * checking that player's sheets, never for adjudicating.
   */
  readonly viewer?: string;
  /** The settings of the game file besides powers and units (income, centre values, ...). */
  readonly settings: Pick<GameFile, 'income' | 'centerValues' | 'zeroOffers' | 'exchange'>;
  private readonly byProvince: ReadonlyMap<string, BoardUnit>;
  private readonly byName: ReadonlyMap<string, GamePower>;
  /**
   * The powers by their names as written in the game: how callers name them nearly always, found
   * without making a lower-case copy of the name to look up (names differ in more than case).
   */
  private readonly byWrittenName: ReadonlyMap<string, GamePower>;

  constructor(init: {
    map: BoardMap;
    mapName: string;
    rules: Rules;
    ruleFlags: readonly string[];
    year: number;
    season: GameFile['season'];
    phase?: Phase;
    dislodged?: readonly DislodgedUnit[];
    standoffs?: readonly string[];
    victoryCenters: number;
    powers: readonly GamePower[];
    units: readonly BoardUnit[];
    history?: readonly HistoryEntry[];
    settings?: Game['settings'];
    incomePaidFor?: number;
    incomePaidIn?: Season | undefined;
    yearEndFor?: number;
    receipts?: Readonly<Record<string, number>>;
    actions?: readonly GameMasterAction[];
    victory?: Game['victory'];
    viewer?: string;
  }) {
    this.map = init.map;
    this.mapName = init.mapName;
    this.rules = init.rules;
    this.ruleFlags = init.ruleFlags;
    this.year = init.year;
    this.season = init.season;
    this.phase = init.phase ?? 'movement';
    // Dislodgements and standoffs mean something only until the retreats are resolved.
    this.dislodged = this.phase === 'retreat' ? (init.dislodged ?? []) : [];
    this.standoffs = this.phase === 'retreat' ? (init.standoffs ?? []) : [];
    this.victoryCenters = init.victoryCenters;
    this.powers = init.powers;
    this.units = init.units;
    this.history = init.history ?? [];
    if (init.incomePaidFor !== undefined) this.incomePaidFor = init.incomePaidFor;
    if (init.incomePaidIn !== undefined) this.incomePaidIn = init.incomePaidIn;
    if (init.yearEndFor !== undefined) this.yearEndFor = init.yearEndFor;
    this.receipts = init.receipts ?? {};
    this.actions = init.actions ?? [];
    if (init.victory !== undefined) this.victory = init.victory;
    if (init.viewer !== undefined) this.viewer = init.viewer;
    this.settings = init.settings ?? {};
    this.byProvince = new Map(init.units.map((u) => [u.location.province, u]));
    this.byName = new Map(init.powers.map((p) => [p.name.toLowerCase(), p]));
    this.byWrittenName = new Map(init.powers.map((p) => [p.name, p]));
  }

  unitAt(province: string): BoardUnit | undefined {
    return this.byProvince.get(province);
  }

  /** The power of this name, in any case. */
  power(name: string): GamePower | undefined {
    return this.byWrittenName.get(name) ?? this.byName.get(name.toLowerCase());
  }

  powerByLetter(letter: string): GamePower | undefined {
    return this.powers.find((p) => p.letter === letter.toUpperCase());
  }

  get letters(): string[] {
    return this.powers.map((p) => p.letter);
  }

  unitsOf(power: string): BoardUnit[] {
    return this.units.filter((u) => u.power === power);
  }

  /** A copy with some powers or units replaced (for the next game state). */
  with(changes: {
    powers?: readonly GamePower[];
    units?: readonly BoardUnit[];
    history?: readonly HistoryEntry[];
    year?: number;
    season?: GameFile['season'];
    phase?: Phase;
    dislodged?: readonly DislodgedUnit[];
    standoffs?: readonly string[];
    incomePaidFor?: number;
    /** `undefined` clears it. */
    incomePaidIn?: Season | undefined;
    yearEndFor?: number;
    receipts?: Readonly<Record<string, number>>;
    actions?: readonly GameMasterAction[];
    victory?: Game['victory'];
    /** Exchange (ruling E5): the centres' worth changed by their CEOs; the rules follow. */
    centerValues?: Readonly<Record<string, number>>;
  }): Game {
    const { centerValues, ...rest } = changes;
    if (centerValues === undefined) return new Game({ ...this, ...rest, settings: this.settings });
    const settings = { ...this.settings, centerValues };
    const rules = resolveRules({
      rules: this.ruleFlags,
      victoryCenters: this.victoryCenters,
      seasons: this.map.seasons,
      ...settings,
    });
    return new Game({ ...this, ...rest, rules, settings });
  }

  /** Exchange (Rule 6.8): the companies (every power of the map), in the game's order. */
  get companies(): GamePower[] {
    return this.powers.filter((p) => p.investor === undefined);
  }

  /** Exchange (Rule 6.8): the investors, in the game's order (none in other games). */
  get investors(): GamePower[] {
    return this.powers.filter((p) => p.investor !== undefined);
  }

  /** The game as a game file (schemas/game.schema.json). */
  toFile(): GameFile {
    return {
      map: this.mapName,
      rules: [...this.ruleFlags],
      year: this.year,
      season: this.season,
      // A movement phase is written as before phases existed, so old files round-trip unchanged.
      ...(this.phase !== 'movement' && { phase: this.phase }),
      ...(this.phase === 'retreat' && {
        dislodged: this.dislodged.map((d) => ({
          power: d.power,
          unit: unitText(d),
          by: d.by,
          retreats: d.retreats.map(locationText),
        })),
        standoffs: [...this.standoffs],
      }),
      victoryCenters: this.victoryCenters,
      ...this.settings,
      ...(this.viewer !== undefined && { view: { power: this.viewer } }),
      powers: this.companies.map((p) => this.powerFile(p)),
      ...(this.investors.length > 0 && { investors: this.investors.map((p) => this.investorFile(p)) }),
      units: this.units.map((u) => ({ power: u.power, unit: unitText(u) })),
      ...(this.incomePaidFor !== undefined && { incomePaidFor: this.incomePaidFor }),
      ...(this.incomePaidIn !== undefined && { incomePaidIn: this.incomePaidIn }),
      ...(this.yearEndFor !== undefined && { yearEndFor: this.yearEndFor }),
      ...(Object.keys(this.receipts).length > 0 && { receipts: { ...this.receipts } }),
      ...(this.victory !== undefined && { victory: { ...this.victory } }),
      ...(this.actions.length > 0 && { actions: this.actions.map((a) => ({ ...a })) }),
      ...(this.history.length > 0 && { history: this.history.map((h) => ({ ...h })) }),
    };
  }

  /** Whose account and list a player's view holds: its own, and under Exchange the companies it heads. */
  private shows(p: GamePower): boolean {
    return this.viewer === undefined || p.name === this.viewer || p.company?.ceo === this.viewer;
  }

  private powerFile(p: GamePower): PowerFile {
    return {
      name: p.name,
      letter: p.letter,
      // A player's view holds no other power's balance or list (Rule 2.5).
      ...(this.shows(p) && { balance: p.balance, accept: acceptanceListText(p.accept) }),
      centers: [...p.centers],
      status: p.status,
      ...(p.sheet !== undefined && { sheet: p.sheet }),
      ...(p.centersAtYearStart !== undefined && { centersAtYearStart: [...p.centersAtYearStart] }),
      ...(p.player !== undefined && { player: p.player }),
      ...(p.company?.ceo !== undefined && { ceo: p.company.ceo }),
      ...(p.company && { shares: p.company.shares }),
      ...(p.company?.unissued !== undefined && { unissued: p.company.unissued }),
    };
  }

  /** Exchange (Rule 6.8): an investor as written in `investors`; in a view, others' accounts left out. */
  private investorFile(p: GamePower): InvestorFile {
    // In the companies' order, so a file never depends on the order shares were bought in.
    const holdings = Object.create(null) as Record<string, number>;
    for (const company of this.companies) {
      const count = p.investor!.holdings.get(company.name);
      if (count !== undefined) holdings[company.name] = count;
    }
    return {
      name: p.name,
      letter: p.letter,
      ...(this.shows(p) && { balance: p.balance, holdings }),
      ...(p.status === 'dummy' && { resigned: true }),
      ...(p.sheet !== undefined && { sheet: p.sheet }),
      ...(p.player !== undefined && { player: p.player }),
    };
  }
}
