// The phase of a game file (movement, retreat, adjustment) checked against the season, the map
// and the units: what a schema cannot say. Part of loadGame (every problem with its JSON path).
import { locationText, type BoardMap, type Location } from '../map/board-map.js';
import type { LoadProblem } from '../load-problem.js';
import type { BoardUnit, DislodgedUnit, GamePower } from './game.js';
import type { GameFile, Phase } from './game-file.js';
import { parseUnitText } from './unit-text.js';

export interface CheckedPhase {
  readonly phase: Phase;
  readonly dislodged: DislodgedUnit[];
  readonly standoffs: string[];
}

/**
 * The phase, its season, and in a retreat phase the dislodged units (known power, unit on the
 * map, the attacker's origin, retreats next to the unit and open to it) and the standoffs.
 */
export function checkPhase(
  file: GameFile,
  map: BoardMap,
  powers: readonly GamePower[],
  units: readonly BoardUnit[],
  problems: LoadProblem[],
): CheckedPhase {
  const phase = file.phase ?? 'movement';
  if (phase === 'adjustment' && file.season !== 'winter')
    problems.push({ path: 'season', message: `an adjustment phase is in winter, not in ${file.season}` });
  if (phase !== 'adjustment' && file.season === 'winter')
    problems.push({
      path: 'season',
      message: `in a ${phase} phase the season must be one of "spring", "summer", "fall" (winter is for adjustments)`,
    });
  if (phase !== 'adjustment' && file.season !== 'winter' && !map.seasons.includes(file.season))
    problems.push({
      path: 'season',
      message: `the map has no ${file.season} movement phase; its seasons are ${map.seasons.join(', ')}`,
    });
  if (phase !== 'retreat') {
    for (const field of ['dislodged', 'standoffs'] as const)
      if (file[field] !== undefined)
        problems.push({
          path: field,
          message: `only a retreat phase has ${field === 'dislodged' ? 'dislodged units' : 'standoffs'}; this is ${phase === 'adjustment' ? 'an' : 'a'} ${phase} phase`,
        });
    return { phase, dislodged: [], standoffs: [] };
  }
  if (file.dislodged === undefined)
    problems.push({ path: 'dislodged', message: 'a retreat phase lists its dislodged units ("dislodged")' });
  const standoffs = checkStandoffs(file, map, problems);
  const dislodged = checkDislodged(file, map, powers, units, new Set(standoffs), problems);
  return { phase, dislodged, standoffs };
}

function checkStandoffs(file: GameFile, map: BoardMap, problems: LoadProblem[]): string[] {
  const standoffs: string[] = [];
  (file.standoffs ?? []).forEach((name, k) => {
    const province = map.resolve(name);
    if (!province) problems.push({ path: `standoffs[${k}]`, message: `unknown province "${name}"` });
    else if (standoffs.includes(province.id))
      problems.push({ path: `standoffs[${k}]`, message: `${province.id} is listed twice` });
    else standoffs.push(province.id);
  });
  return standoffs;
}

function checkDislodged(
  file: GameFile,
  map: BoardMap,
  powers: readonly GamePower[],
  units: readonly BoardUnit[],
  standoffs: ReadonlySet<string>,
  problems: LoadProblem[],
): DislodgedUnit[] {
  const occupied = new Set(units.map((u) => u.location.province));
  const seen = new Map<string, number>();
  const dislodged: DislodgedUnit[] = [];
  (file.dislodged ?? []).forEach((d, i) => {
    if (!d) return; // a hole left by salvage()
    const path = `dislodged[${i}]`;
    const power = powers.find((p) => p.name.toLowerCase() === d.power.toLowerCase());
    if (!power) problems.push({ path: `${path}.power`, message: `unknown power "${d.power}"` });
    const unit = parseUnitText(d.unit, map);
    if ('error' in unit) return problems.push({ path: `${path}.unit`, message: unit.error });
    const here = unit.location.province;
    const other = seen.get(here);
    if (other !== undefined)
      problems.push({ path: `${path}.unit`, message: `two dislodged units in ${here} (also dislodged[${other}])` });
    seen.set(here, i);
    const by = map.resolve(d.by);
    if (!by) problems.push({ path: `${path}.by`, message: `unknown province "${d.by}"` });
    else if (by.id === here)
      problems.push({ path: `${path}.by`, message: `a unit is dislodged by a unit from elsewhere, not from ${here}` });
    const retreats: Location[] = [];
    d.retreats.forEach((text, j) => {
      const place = retreatPlace(text, unit, map);
      const where = `${path}.retreats[${j}]`;
      if ('error' in place) return problems.push({ path: where, message: place.error });
      const target = place.location.province;
      // The attacker's origin is not checked: a unit dislodged by a convoyed army may retreat there (DATC 6.H.11).
      const why = occupied.has(target)
        ? `${target} is occupied`
        : standoffs.has(target)
          ? `${target} was left empty by a standoff`
          : undefined;
      if (why) return problems.push({ path: where, message: `${d.unit} cannot retreat to ${text}: ${why}` });
      if (retreats.some((r) => locationText(r) === locationText(place.location)))
        return problems.push({ path: where, message: `${locationText(place.location)} is listed twice` });
      retreats.push(place.location);
    });
    if (power) dislodged.push({ power: power.name, ...unit, by: by?.id ?? d.by, retreats });
  });
  return dislodged;
}

/** A retreat written as a place (`BUL`, `SPA/NC`), for this unit: on the map and next to it. */
function retreatPlace(
  text: string,
  unit: Pick<BoardUnit, 'type' | 'location'>,
  map: BoardMap,
): { location: Location } | { error: string } {
  const parsed = parseUnitText(`${unit.type} ${text}`, map);
  if ('error' in parsed) return parsed;
  const next =
    unit.type === 'A'
      ? map.armyNeighbours(unit.location.province).has(parsed.location.province)
      : map.fleetNeighbours(unit.location).has(locationText(parsed.location));
  if (!next)
    return {
      error: `${locationText(parsed.location)} is not next to ${locationText(unit.location)} for ${unit.type === 'A' ? 'an army' : 'a fleet'}`,
    };
  return { location: parsed.location };
}
