// Every legal order of a retreat phase, in canonical form, from the same places the resolver
// accepts (a dislodged unit's retreats), so both agree.
import type { Game } from '../game/game.js';
import { disbandText, retreatText } from './retreats.js';

/** A dislodged unit's retreats and its disband (`A GRE - BUL`, …, `DISBAND A GRE`). */
export function retreatOrders(game: Game, province: string | undefined): string[] {
  const unit = game.dislodged.find((d) => d.location.province === province);
  if (!unit) return [];
  return [...unit.retreats.map((to) => retreatText(unit, to)), disbandText(unit)];
}
