// The standard movement rules as the DATC interprets them, decided by Kruijswijk's partial-order
// method ("The Math of Adjudication"): each order has one decision (a move succeeds, a support is
// given, a convoying fleet stays), resolved recursively; a dependency on a decision still being
// guessed is recorded, and a cycle is settled by trying both guesses. A cycle with one consistent
// resolution takes it; otherwise the backup rule decides: the Szykman rule when the cycle holds a
// convoy (the convoys in it fail), circular movement otherwise (the moves in it succeed).
import type { BoardMap } from '../map/board-map.js';
import type { BoardUnit } from '../game/game.js';
import type { ResolvedOrder } from '../orders/order.js';
import { boardIndex, type BoardIndex } from './board-index.js';
import { decideInOrder } from './decision-order.js';

/** The state of a decision. */
const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

const HOLD = 0;
const MOVE = 1;
const SUPPORT = 2;
const CONVOY = 3;

/** Why a decision was settled by a backup rule rather than by the orders alone. */
export type BackupRule = 'szykman' | 'circular-movement';

/**
 * The decisions of one movement phase. Units are numbered as given; every order must already be
 * legal for its unit on this board (illegal orders are replaced by holds before).
 */
export class MovementDecisions {
  readonly count: number;
  readonly units: readonly BoardUnit[];
  readonly orders: readonly ResolvedOrder[];
  private readonly index: BoardIndex;
  private readonly kind: Uint8Array;
  /** Province number of each unit, and of each move's destination (-1 for other orders). */
  readonly from: Int32Array;
  readonly dest: Int32Array;
  /** The unit in each province before the phase (-1 when empty). */
  readonly unitIn: Int32Array;
  /** Moves into each province. */
  readonly movesInto: (number[] | undefined)[];
  /** Supports that match each unit's order (a support of a hold, or of the move it makes). */
  readonly supportsOf: (number[] | undefined)[];
  /** Convoy orders that match each army's move. */
  readonly convoysOf: (number[] | undefined)[];
  /** Whether each move goes by convoy (DATC 4.A.3: a written route, no land route, or a convoy by its own power's fleet). */
  readonly byConvoy: Uint8Array;
  /** The unit each move meets head to head (-1 if none): two units moving into each other's province over land. */
  readonly headToHead: Int32Array;
  /** The unit each support or convoy names (-1 for other orders, or when no unit is there). */
  readonly target: Int32Array;
  /** Supports and convoys that match no order (void: they have no effect). */
  readonly unmatched: Uint8Array;
  private readonly state: Uint8Array;
  private readonly result: Uint8Array;
  private readonly dependencies: number[] = [];
  /** When each decision began to be guessed (a clock), to tell older guesses from newer ones. */
  private readonly order: Float64Array;
  private clock = 0;
  /** The oldest guess read by the decision being adjudicated (Infinity: none). */
  private oldestRead = Infinity;
  /** Decisions settled by a backup rule. */
  readonly backup = new Map<number, BackupRule>();
  /** How many times an order was adjudicated (the work done, independent of the machine). */
  adjudications = 0;

  constructor(map: BoardMap, units: readonly BoardUnit[], orders: readonly ResolvedOrder[]) {
    const n = units.length;
    this.count = n;
    this.units = units;
    this.orders = orders;
    const index = boardIndex(map);
    this.index = index;
    const provinces = index.id.length;
    this.kind = new Uint8Array(n);
    this.from = new Int32Array(n);
    this.dest = new Int32Array(n).fill(-1);
    this.unitIn = new Int32Array(provinces).fill(-1);
    this.movesInto = new Array<number[] | undefined>(provinces);
    this.supportsOf = new Array<number[] | undefined>(n);
    this.convoysOf = new Array<number[] | undefined>(n);
    this.byConvoy = new Uint8Array(n);
    this.headToHead = new Int32Array(n).fill(-1);
    this.target = new Int32Array(n).fill(-1);
    this.unmatched = new Uint8Array(n);
    this.state = new Uint8Array(n);
    this.result = new Uint8Array(n);
    this.order = new Float64Array(n);
    const number = (id: string) => index.number.get(id)!;

    for (let i = 0; i < n; i++) {
      const p = number(units[i]!.location.province);
      this.from[i] = p;
      this.unitIn[p] = i;
    }
    // Each order is matched once: every loop below is linear in the units.
    for (let i = 0; i < n; i++) {
      const order = orders[i]!;
      if (order.kind === 'move') {
        this.kind[i] = MOVE;
        const d = number(order.to.province);
        this.dest[i] = d;
        (this.movesInto[d] ??= []).push(i);
        const unit = units[i]!;
        if (order.via.length > 0 || !map.canReach(unit.type, unit.location, order.to.province)) this.byConvoy[i] = 1;
      } else this.kind[i] = order.kind === 'hold' ? HOLD : order.kind === 'support' ? SUPPORT : CONVOY;
    }
    for (let i = 0; i < n; i++) {
      const order = orders[i]!;
      if (order.kind !== 'support' && order.kind !== 'convoy') continue;
      const target = this.unitIn[number(order.target.province)]!;
      this.target[i] = target;
      const to = order.to === undefined ? -1 : number(order.to);
      const matches =
        target >= 0 &&
        units[target]!.type === order.target.type &&
        (order.kind === 'support'
          ? to < 0
            ? this.kind[target] !== MOVE
            : this.kind[target] === MOVE && this.dest[target] === to
          : this.kind[target] === MOVE && this.dest[target] === to);
      if (!matches) {
        this.unmatched[i] = 1;
        this.settle(i, false);
        continue;
      }
      if (order.kind === 'support') (this.supportsOf[target] ??= []).push(i);
      else {
        (this.convoysOf[target] ??= []).push(i);
        // DATC 4.A.3 (2023 rules): a convoy by a fleet of the army's own power shows the intent to be convoyed.
        if (units[i]!.power === units[target]!.power) this.byConvoy[target] = 1;
      }
    }
    for (let i = 0; i < n; i++) {
      if (this.kind[i] !== MOVE || this.byConvoy[i]) continue;
      const other = this.unitIn[this.dest[i]!]!;
      if (other >= 0 && this.kind[other] === MOVE && this.dest[other] === this.from[i] && !this.byConvoy[other])
        this.headToHead[i] = other;
    }
    // Convoys for an army that does not go by convoy are void.
    for (let i = 0; i < n; i++) {
      const convoys = this.convoysOf[i];
      if (convoys && !this.byConvoy[i]) {
        for (const c of convoys) {
          this.unmatched[c] = 1;
          this.settle(c, false);
        }
        this.convoysOf[i] = undefined;
      }
    }
  }

  isMove(i: number): boolean {
    return this.kind[i] === MOVE;
  }

  /** Decides every order, those another order depends on first (see `decideInOrder`). */
  decideAll(): void {
    decideInOrder(this);
  }

  private settle(i: number, value: boolean): void {
    this.state[i] = RESOLVED;
    this.result[i] = value ? 1 : 0;
  }

  /**
   * The decision of unit `i`: its move succeeds, its support is given, its convoying fleet is not
   * dislodged. Holds have no decision (false). Kruijswijk's resolve(): a decision is guessed
   * (fails, then succeeds) while it is adjudicated; reading a decision that is being guessed
   * records a dependency. A decision that read no guess is settled. One that read a guess older
   * than itself is left to the decision that started its cycle. The first decision of a cycle is
   * adjudicated under both guesses: if they agree it is settled; if not, the backup rule settles
   * the cycle's convoys (Szykman) or moves (circular movement). Each cycle is thus entered at most
   * twice before at least one of its decisions is settled.
   */
  decide(i: number): boolean {
    const state = this.state[i]!;
    if (state === RESOLVED) return this.result[i] === 1;
    if (state === GUESSING) {
      this.dependencies.push(i);
      if (this.order[i]! < this.oldestRead) this.oldestRead = this.order[i]!;
      return this.result[i] === 1;
    }
    const outer = this.oldestRead;
    const before = this.dependencies.length;
    const own = ++this.clock;
    this.order[i] = own;
    this.state[i] = GUESSING;
    this.result[i] = 0;
    this.oldestRead = Infinity;
    const first = this.adjudicate(i);
    if (this.oldestRead === Infinity) {
      this.settle(i, first);
      this.oldestRead = outer;
      return first;
    }
    if (this.oldestRead < own) return this.leaveGuess(i, first, outer);
    // The first decision of its cycle: everything recorded since `before` is inside the cycle.
    this.forget(before);
    this.order[i] = own;
    this.state[i] = GUESSING;
    this.result[i] = 1;
    this.oldestRead = Infinity;
    const second = this.adjudicate(i);
    if (this.oldestRead < own) return this.leaveGuess(i, second, outer);
    if (first === second) {
      this.forget(before);
      this.settle(i, first);
      this.oldestRead = outer;
      return first;
    }
    this.backupRule(before);
    this.oldestRead = outer;
    return this.state[i] === RESOLVED ? this.result[i] === 1 : this.decide(i);
  }

  /** A decision that read an older guess stays a guess, for the decision that started the cycle. */
  private leaveGuess(i: number, value: boolean, outer: number): boolean {
    this.dependencies.push(i);
    this.result[i] = value ? 1 : 0;
    this.oldestRead = Math.min(outer, this.oldestRead);
    return value;
  }

  /** Drops the dependencies recorded since `before`, their guesses undone. */
  private forget(before: number): void {
    for (let k = before; k < this.dependencies.length; k++) {
      const d = this.dependencies[k]!;
      this.state[d] = UNRESOLVED;
    }
    this.dependencies.length = before;
  }

  /** DATC 4.A.2: the Szykman rule for convoy paradoxes; circular movement succeeds. */
  private backupRule(before: number): void {
    const cycle = this.dependencies.slice(before);
    this.forget(before);
    const convoyParadox = cycle.some((d) => this.kind[d] === CONVOY);
    let settled = 0;
    for (const d of cycle) {
      if (convoyParadox ? this.kind[d] === CONVOY : this.kind[d] === MOVE) {
        this.settle(d, !convoyParadox);
        this.backup.set(d, convoyParadox ? 'szykman' : 'circular-movement');
        settled++;
      }
    }
    // Cannot happen (a cycle always passes through a move), but a cycle that settled nothing must
    // not be entered again: its first decision fails.
    if (settled === 0) this.settle(cycle[0]!, false);
  }

  private adjudicate(i: number): boolean {
    this.adjudications++;
    switch (this.kind[i]) {
      case MOVE:
        return this.moveSucceeds(i);
      case SUPPORT:
        return this.supportGiven(i);
      case CONVOY:
        return !this.dislodged(i);
      default:
        return false;
    }
  }

  private moveSucceeds(i: number): boolean {
    const attack = this.attackStrength(i);
    if (attack === 0) return false;
    const opponent = this.headToHead[i]!;
    if (opponent >= 0) {
      if (attack <= this.defendStrength(opponent)) return false;
    } else if (attack <= this.holdStrength(this.dest[i]!)) return false;
    for (const other of this.movesInto[this.dest[i]!]!) {
      if (other !== i && attack <= this.preventStrength(other)) return false;
    }
    return true;
  }

  /**
   * A support is cut by a move into the supporter's province by another power's unit that has a
   * path, unless it comes from the province the support goes into (DATC 6.D.15, 6.G.13); then only
   * dislodging it cuts the support (6.D.17). Dislodging always cuts it.
   */
  private supportGiven(i: number): boolean {
    const order = this.orders[i]!;
    const into = order.kind === 'support' && order.to !== undefined ? this.index.number.get(order.to)! : -1;
    const attackers = this.movesInto[this.from[i]!];
    if (!attackers) return true;
    const power = this.units[i]!.power;
    for (const a of attackers) {
      if (this.units[a]!.power === power || this.from[a] === into) continue;
      if (this.hasPath(a)) return false;
    }
    return !this.dislodged(i);
  }

  /** Whether a move into the province of non-moving unit `i` succeeds. */
  private dislodged(i: number): boolean {
    const attackers = this.movesInto[this.from[i]!];
    if (!attackers) return false;
    for (const a of attackers) if (this.decide(a)) return true;
    return false;
  }

  /**
   * Is there a route of convoying fleets, none dislodged, from the army's province to its
   * destination? A search over the fleets convoying this army (each visited once): work grows with
   * those fleets and their sea neighbours, never with the number of routes.
   */
  hasPath(i: number): boolean {
    if (!this.byConvoy[i]) return true;
    const fleets = this.convoysOf[i];
    if (!fleets) return false;
    const index = this.index;
    const fleetIn = new Map<number, number>();
    for (const f of fleets) fleetIn.set(this.from[f]!, f);
    const landing = new Set(index.seasNextTo[this.dest[i]!]);
    const queue: number[] = [];
    const seen = new Set<number>();
    const visit = (sea: number): boolean => {
      if (seen.has(sea)) return false;
      const fleet = fleetIn.get(sea);
      if (fleet === undefined) return false;
      seen.add(sea);
      if (!this.decide(fleet)) return false;
      if (landing.has(sea)) return true;
      queue.push(sea);
      return false;
    };
    for (const sea of index.seasNextTo[this.from[i]!]!) if (visit(sea)) return true;
    // The queue grows while it is read; each sea enters it once.
    for (const from of queue) for (const sea of index.seaNeighbours[from]!) if (visit(sea)) return true;
    return false;
  }

  private supportCount(i: number, excludingPower?: string): number {
    let count = 0;
    for (const s of this.supportsOf[i] ?? []) {
      if (excludingPower !== undefined && this.units[s]!.power === excludingPower) continue;
      if (this.decide(s)) count++;
    }
    return count;
  }

  /** DATC 5.B.5 (attack strength). */
  attackStrength(i: number): number {
    if (!this.hasPath(i)) return 0;
    const occupant = this.unitIn[this.dest[i]!]!;
    if (occupant < 0 || (this.kind[occupant] === MOVE && this.headToHead[i] !== occupant && this.decide(occupant)))
      return 1 + this.supportCount(i);
    const defender = this.units[occupant]!.power;
    // No unit dislodges, or helps to dislodge, a unit of its own power (DATC 6.D.10-14).
    if (defender === this.units[i]!.power) return 0;
    return 1 + this.supportCount(i, defender);
  }

  /** DATC 5.B.3 (hold strength of a province). */
  holdStrength(province: number): number {
    const occupant = this.unitIn[province]!;
    if (occupant < 0) return 0;
    if (this.kind[occupant] === MOVE) return this.decide(occupant) ? 0 : 1;
    return 1 + this.supportCount(occupant);
  }

  /** DATC 5.B.6 (defend strength, in a head-to-head battle). */
  defendStrength(i: number): number {
    return 1 + this.supportCount(i);
  }

  /** DATC 5.B.7 (prevent strength): a head-to-head loser has none (6.E.1); others still bounce (4.A.7 b). */
  preventStrength(i: number): number {
    if (!this.hasPath(i)) return 0;
    const opponent = this.headToHead[i]!;
    if (opponent >= 0 && this.decide(opponent)) return 0;
    return 1 + this.supportCount(i);
  }

  /** The unit that dislodges unit `i` (-1 if none): a move into its province succeeds while `i` stays. */
  dislodger(i: number): number {
    if (this.kind[i] === MOVE && this.decide(i)) return -1;
    for (const a of this.movesInto[this.from[i]!] ?? []) if (this.decide(a)) return a;
    return -1;
  }
}
