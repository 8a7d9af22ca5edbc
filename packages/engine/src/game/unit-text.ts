import type { BoardMap, Location, UnitType } from '../map/board-map.js';

const unitPattern = /^([AF])\s+([A-Z0-9]+)\s*(?:\/\s*([A-Z]+)|\(\s*([A-Z]+)\s*\))?$/;

/** Reads `"F STP/SC"` against a map: the unit, or why not. */
export function parseUnitText(text: string, map: BoardMap): { type: UnitType; location: Location } | { error: string } {
  const m = unitPattern.exec(text.trim().toUpperCase());
  if (!m) return { error: `"${text}" is not a unit; write a type and a place, as in "A PAR" or "F STP/SC"` };
  const type = m[1] as UnitType;
  const province = map.resolve(m[2]!);
  if (!province) return { error: `unknown place "${m[2]}"` };
  const coast = m[3] ?? m[4];
  if (province.type === 'impassable') return { error: `${province.name} is impassable` };
  if (type === 'A' && province.type === 'sea') return { error: `an army cannot stand on the sea (${province.name})` };
  if (type === 'F' && province.type === 'land') return { error: `a fleet cannot stand in landlocked ${province.name}` };
  if (type === 'A')
    return coast
      ? { error: 'an army does not stand on a coast; write it without one' }
      : { type, location: { province: province.id } };
  if (province.coasts.length === 0)
    return coast ? { error: `${province.name} has no separate coasts` } : { type, location: { province: province.id } };
  if (!coast)
    return {
      error: `a fleet in ${province.name} must name its coast: ${province.coasts.map((c) => `${province.id}/${c}`).join(' or ')}`,
    };
  if (!province.coasts.includes(coast))
    return { error: `${province.name} has no coast ${coast}; its coasts are ${province.coasts.join(' and ')}` };
  return { type, location: { province: province.id, coast } };
}
