import type { MapData, MovementSeason, PowerData, ProvinceData, ProvinceType } from './map-data.js';

export type UnitType = 'A' | 'F';

/** A province of a loaded map. */
export interface Province {
  readonly id: string;
  readonly name: string;
  readonly type: ProvinceType;
  readonly supplyCenter: boolean;
  readonly home?: string;
  readonly coasts: readonly string[];
}

/** Where a unit can stand: a province, and for a fleet on a split-coast province, its coast. */
export interface Location {
  readonly province: string;
  readonly coast?: string;
}

export function locationText(location: Location): string {
  return location.coast ? `${location.province}/${location.coast}` : location.province;
}

export function parseLocationText(text: string): Location {
  const [province, coast] = text.split('/');
  return coast ? { province: province!, coast } : { province: province! };
}

/** The key of a name for lookups: upper case, letters and digits only. */
export function nameKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The most provinces a map may have for `canReachNumbered` to keep a table of every pair (two
 * bytes a pair: half a megabyte at most; the standard board has 76). A larger map, which only a
 * map file could bring, is asked province by province.
 */
const reachTableProvinces = 512;

/**
 * A board, indexed for the questions the engine asks: which province a name means, and where
 * an army or a fleet can move. Built by `loadMap` from validated data; immutable.
 */
export class BoardMap {
  readonly name: string;
  readonly description: string;
  readonly victoryCenters: number;
  /** The movement seasons of a year, in calendar order; the last is the Fall turn. */
  readonly seasons: readonly MovementSeason[];
  readonly powers: readonly PowerData[];
  readonly provinces: ReadonlyMap<string, Province>;
  readonly startingUnits: Readonly<Record<string, readonly string[]>>;
  readonly data: MapData;
  private readonly names = new Map<string, string>();
  private readonly armyAdjacent = new Map<string, Set<string>>();
  /** Fleet adjacency by location text (`SPA/NC`, `BRE`). */
  private readonly fleetAdjacent = new Map<string, Set<string>>();

  constructor(data: MapData) {
    this.data = data;
    this.name = data.name;
    this.description = data.description ?? data.name;
    this.victoryCenters = data.victoryCenters;
    this.seasons = data.seasons ?? defaultSeasons;
    this.powers = data.powers;
    this.startingUnits = data.startingUnits;
    const provinces = new Map<string, Province>();
    for (const p of data.provinces) {
      provinces.set(p.id, toProvince(p));
      for (const name of [p.id, p.name, ...(p.aliases ?? [])]) this.names.set(nameKey(name), p.id);
    }
    this.provinces = provinces;
    for (const [id, province] of provinces) {
      this.numbers.set(id, this.numbers.size);
      this.numbered.push(province);
    }
    for (const [a, b] of data.armyEdges) link(this.armyAdjacent, a, b);
    for (const [a, b] of data.fleetEdges) link(this.fleetAdjacent, a, b);
  }

  /** The provinces numbered from 0 in the order of the map's data (keys of questions asked often). */
  private readonly numbers = new Map<string, number>();

  /** The provinces by number. */
  private readonly numbered: Province[] = [];

  /** The province of this number (see `provinceNumber`): found without hashing its id. */
  provinceAt(number: number): Province {
    const p = this.numbered[number];
    if (!p) throw new Error(`unknown province number ${number}`);
    return p;
  }

  /** The number of the province of this id (0, 1, … in the map's order), or -1 for no province. */
  provinceNumber(id: string): number {
    return this.numbers.get(id) ?? -1;
  }

  /** The province a name means (id, full name without spaces, or alias; any case), if any. */
  resolve(name: string): Province | undefined {
    // A name that is a key already (`PAR`, as files and sheets write them) is its own key: looked
    // up without making its key, which copies the name twice.
    const id = this.names.get(name) ?? this.names.get(nameKey(name));
    return id === undefined ? undefined : this.provinces.get(id);
  }

  province(id: string): Province {
    const p = this.provinces.get(id);
    if (!p) throw new Error(`unknown province ${id}`);
    return p;
  }

  /** Every name a player may write for a province, for suggestions. */
  allNames(): IterableIterator<[key: string, id: string]> {
    return this.names.entries();
  }

  armyNeighbours(province: string): ReadonlySet<string> {
    return this.armyAdjacent.get(province) ?? empty;
  }

  /** Locations a fleet at `location` can move to (split coasts written `SPA/NC`). */
  fleetNeighbours(location: Location): ReadonlySet<string> {
    return this.fleetAdjacent.get(locationText(location)) ?? empty;
  }

  /** Can a unit of this type move from `from` to the province `to` without convoy (any coast)? */
  canReach(type: UnitType, from: Location, to: string): boolean {
    if (type === 'A') return this.armyNeighbours(from.province).has(to);
    return this.fleetProvinces(from).has(to);
  }

  /**
   * `canReach` for provinces given by number (`provinceNumber`), the question the checker asks
   * for every move and support: answered from one table of the map's pairs (made when first
   * asked), without hashing ids, but for a fleet on a split coast, or on a map too large for a
   * table of its pairs, asked as `canReach`.
   */
  canReachNumbered(type: UnitType, from: Location, fromNumber: number, toNumber: number): boolean {
    if ((type === 'F' && from.coast !== undefined) || this.numbered.length > reachTableProvinces)
      return this.canReach(type, from, this.provinceAt(toNumber).id);
    return this.reachedInTable(type, fromNumber, toNumber);
  }

  /**
   * `canReachNumbered` for a fleet in a province without split coasts (a sea): whether it reaches
   * the province of number `toNumber` (on any coast), by numbers alone.
   */
  fleetReachesNumbered(fromNumber: number, toNumber: number): boolean {
    if (this.numbered.length > reachTableProvinces)
      return this.canReach('F', { province: this.provinceAt(fromNumber).id }, this.provinceAt(toNumber).id);
    return this.reachedInTable('F', fromNumber, toNumber);
  }

  /** The reach table's answer for a unit not on a split coast (see `reachTable`). */
  private reachedInTable(type: UnitType, fromNumber: number, toNumber: number): boolean {
    const reach = (this.reachTable ??= this.makeReachTable());
    return reach[(fromNumber * this.numbered.length + toNumber) * 2 + (type === 'A' ? 0 : 1)] === 1;
  }

  /** For each pair of provinces (by number), whether an army and a fleet (not on a coast) reach the second from the first. */
  private reachTable: Uint8Array | undefined;

  private makeReachTable(): Uint8Array {
    const n = this.numbered.length;
    const table = new Uint8Array(n * n * 2);
    for (let a = 0; a < n; a++) {
      const from = { province: this.numbered[a]!.id };
      const army = this.armyNeighbours(from.province);
      const fleet = this.fleetProvinces(from);
      for (let b = 0; b < n; b++) {
        const to = this.numbered[b]!.id;
        if (army.has(to)) table[(a * n + b) * 2] = 1;
        if (fleet.has(to)) table[(a * n + b) * 2 + 1] = 1;
      }
    }
    return table;
  }

  /** Fleet reach by province, by location text: what `canReach` asks for every support and move. */
  private readonly fleetReach = new Map<string, ReadonlySet<string>>();

  /** The provinces a fleet at `location` can move to, on any coast (those of `fleetCoastsReachable`). */
  private fleetProvinces(location: Location): ReadonlySet<string> {
    const key = locationText(location);
    let provinces = this.fleetReach.get(key);
    if (!provinces) {
      const reached = new Set<string>();
      // Every province reached is that of a neighbour (`SPA/NC` is in SPA).
      for (const neighbour of this.fleetNeighbours(location)) {
        const to = parseLocationText(neighbour).province;
        if (this.fleetCoastsReachable(location, to).length > 0) reached.add(to);
      }
      this.fleetReach.set(key, (provinces = reached));
    }
    return provinces;
  }

  /** The locations of `to` a fleet at `from` can reach: `[SPA/NC]`, `[BRE]`, or none. */
  fleetCoastsReachable(from: Location, to: string): Location[] {
    const target = this.provinces.get(to);
    if (!target) return [];
    const neighbours = this.fleetNeighbours(from);
    if (target.coasts.length === 0) return neighbours.has(to) ? [{ province: to }] : [];
    return target.coasts.filter((c) => neighbours.has(`${to}/${c}`)).map((coast) => ({ province: to, coast }));
  }

  /** Seas next to a province from any of its coasts (where a convoy route can start or end). */
  seasNextTo(province: string): readonly string[] {
    let seas = this.seasNear.get(province);
    if (!seas) this.seasNear.set(province, (seas = this.findSeasNextTo(province)));
    return seas;
  }

  private readonly seasNear = new Map<string, readonly string[]>();

  private findSeasNextTo(province: string): string[] {
    const p = this.provinces.get(province);
    if (!p) return [];
    const locations = p.coasts.length > 0 ? p.coasts.map((c) => `${province}/${c}`) : [province];
    const seas = new Set<string>();
    for (const loc of locations)
      for (const n of this.fleetAdjacent.get(loc) ?? empty)
        if (this.provinces.get(n.split('/')[0]!)?.type === 'sea') seas.add(n);
    return [...seas];
  }

  isSea(province: string): boolean {
    return this.provinces.get(province)?.type === 'sea';
  }

  isCoastal(province: string): boolean {
    return this.provinces.get(province)?.type === 'coast';
  }

  powerByLetter(letter: string): PowerData | undefined {
    return this.powers.find((p) => p.letter === letter.toUpperCase());
  }
}

const empty: ReadonlySet<string> = new Set();

/** The standard game's year: a spring and a fall movement phase. */
const defaultSeasons: readonly MovementSeason[] = ['spring', 'fall'];

function link(index: Map<string, Set<string>>, a: string, b: string): void {
  (index.get(a) ?? index.set(a, new Set()).get(a)!).add(b);
  (index.get(b) ?? index.set(b, new Set()).get(b)!).add(a);
}

// One literal per shape, not a spread: V8 gave each home centre made by `{ ...base, home }` a
// hidden class of its own, and every read of a province's fields went the slow, megamorphic way.
function toProvince(p: ProvinceData): Province {
  const supplyCenter = p.supplyCenter === true;
  const coasts = p.coasts ?? [];
  return p.home
    ? { id: p.id, name: p.name, type: p.type, supplyCenter, coasts, home: p.home }
    : { id: p.id, name: p.name, type: p.type, supplyCenter, coasts };
}
