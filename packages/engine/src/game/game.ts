import type { BoardMap, Location, UnitType } from '../map/board-map.js';
import { locationText } from '../map/board-map.js';
import type { AcceptanceList } from './acceptance-list.js';
import { acceptanceListText } from './acceptance-list.js';
import type { GameFile, HistoryEntry, Phase, PowerStatus } from './game-file.js';
import type { Rules } from './variants.js';

/** A power of a game: its account (Rule 2), acceptance list (Rule 4) and status (Rules 2.4, 4.4). */
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
  /** Zero Sum (Rule 6.7): what has been paid to each power's units since the year began. */
  readonly receipts: Readonly<Record<string, number>>;
  /** The settings of the game file besides powers and units (income, centre values, ...). */
  readonly settings: Pick<GameFile, 'income' | 'centerValues' | 'zeroOffers'>;
  private readonly byProvince: ReadonlyMap<string, BoardUnit>;
  private readonly byName: ReadonlyMap<string, GamePower>;

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
    receipts?: Readonly<Record<string, number>>;
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
    this.receipts = init.receipts ?? {};
    this.settings = init.settings ?? {};
    this.byProvince = new Map(init.units.map((u) => [u.location.province, u]));
    this.byName = new Map(init.powers.map((p) => [p.name.toLowerCase(), p]));
  }

  unitAt(province: string): BoardUnit | undefined {
    return this.byProvince.get(province);
  }

  /** The power of this name, in any case. */
  power(name: string): GamePower | undefined {
    return this.byName.get(name.toLowerCase());
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
    receipts?: Readonly<Record<string, number>>;
  }): Game {
    return new Game({ ...this, ...changes, settings: this.settings });
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
      powers: this.powers.map((p) => ({
        name: p.name,
        letter: p.letter,
        balance: p.balance,
        accept: acceptanceListText(p.accept),
        centers: [...p.centers],
        status: p.status,
        ...(p.sheet !== undefined && { sheet: p.sheet }),
        ...(p.centersAtYearStart !== undefined && { centersAtYearStart: [...p.centersAtYearStart] }),
      })),
      units: this.units.map((u) => ({ power: u.power, unit: unitText(u) })),
      ...(this.incomePaidFor !== undefined && { incomePaidFor: this.incomePaidFor }),
      ...(Object.keys(this.receipts).length > 0 && { receipts: { ...this.receipts } }),
      ...(this.history.length > 0 && { history: this.history.map((h) => ({ ...h })) }),
    };
  }
}
