// Supply-centre ownership: after the year's Fall turn (and its retreats) a centre belongs to the
// power whose unit stands in it; an empty centre keeps its owner (the standard rules). One home
// for who owns what next, read by the cycle and by Zero Sum's year end (Rule 6.7).
import type { Game, GamePower } from './game.js';

/**
 * The centres that change hands on this board: each occupied supply centre whose occupier does
 * not own it, mapped to the occupier (a record without prototype, keyed by province id).
 */
export function centresChangingHands(game: Game): Record<string, string> {
  const owner = ownersOf(game);
  const changes = Object.create(null) as Record<string, string>;
  for (const unit of game.units) {
    const province = unit.location.province;
    if (!game.map.province(province).supplyCenter) continue;
    if (owner.get(province) !== unit.power) changes[province] = unit.power;
  }
  return changes;
}

/** Each owned centre's owner, by province id. */
export function ownersOf(game: Game): Map<string, string> {
  return new Map(game.powers.flatMap((p) => p.centers.map((c) => [c, p.name] as const)));
}

/**
 * The powers with `newOwners` applied (centre id → power name, both already resolved): each
 * centre leaves its old owner's list and joins the new owner's, at its end.
 */
export function withCentreOwners(powers: readonly GamePower[], newOwners: ReadonlyMap<string, string>): GamePower[] {
  if (newOwners.size === 0) return [...powers];
  return powers.map((p) => {
    const kept = p.centers.filter((c) => newOwners.get(c) === undefined || newOwners.get(c) === p.name);
    const gained = [...newOwners].filter(([c, to]) => to === p.name && !p.centers.includes(c)).map(([c]) => c);
    return gained.length === 0 && kept.length === p.centers.length ? p : { ...p, centers: [...kept, ...gained] };
  });
}
