// Every legal order of a retreat or adjustment phase, in canonical form, from the same places the
// resolvers accept (a dislodged unit's retreats; a power's build places), so both agree.
import type { BoardUnit, Game } from '../game/game.js';
import { adjustmentCount, buildPlaces, buildText } from './adjustments.js';
import { disbandText, retreatText } from './retreats.js';

/** A dislodged unit's retreats and its disband (`A GRE - BUL`, …, `DISBAND A GRE`). */
export function retreatOrders(game: Game, province: string | undefined): string[] {
  const unit = game.dislodged.find((d) => d.location.province === province);
  if (!unit) return [];
  return [...unit.retreats.map((to) => retreatText(unit, to)), disbandText(unit)];
}

/**
 * A power's adjustment orders (`BUILD A BER`, …, `WAIVE`, or `DISBAND …` for each unit), or a
 * unit's disband when its power must disband. Dummy and eliminated powers order nothing.
 */
export function adjustmentOrders(game: Game, subject: { power: string } | { unit: BoardUnit }): string[] {
  const power = game.power('power' in subject ? subject.power : subject.unit.power);
  if (power?.status !== 'active') return [];
  const count = adjustmentCount(game, power);
  if ('unit' in subject) return count < 0 ? [disbandText(subject.unit)] : [];
  if (count > 0) {
    const places = buildPlaces(game, power);
    return places.length > 0 ? [...places.map(buildText), 'WAIVE'] : [];
  }
  return count < 0 ? game.unitsOf(power.name).map(disbandText) : [];
}
