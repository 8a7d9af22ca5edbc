// What a picture draws of a phase already decided (its published results, as the game's history
// and `payola advance` record them): each unit's order and whether it succeeded, the units
// dislodged with their retreats, and the standoffs.
import type { PhaseResults } from '@payola/engine';
import type { BoardOrder, BoardResult } from './render.js';

export function phaseResultsPicture(results: PhaseResults): BoardResult {
  const outcomes = Object.create(null) as Record<string, BoardOrder>;
  // Retreats and adjustments are drawn by the board after them (a retreat's unit, a build's).
  if (results.phase === 'movement')
    for (const o of results.orders)
      if (o.unit !== undefined) outcomes[o.unit] = { order: o.order, succeeded: o.succeeded };
  return {
    outcomes,
    ...(results.dislodged && { dislodged: results.dislodged }),
    ...(results.standoffs && { standoffs: results.standoffs }),
  };
}
