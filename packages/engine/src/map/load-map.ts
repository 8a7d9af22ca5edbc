import { Ajv, type ValidateFunction } from 'ajv';
import type { LoadProblem } from '../load-problem.js';
import { nameProblem } from '../reserved-names.js';
import { schemaProblems } from '../load-problem.js';
import mapSchema from '../schemas/map.schema.json' with { type: 'json' };
import { BoardMap, nameKey, parseLocationText } from './board-map.js';
import type { MapData, MapDrawing, ProvinceData } from './map-data.js';

export type MapLoadResult =
  { readonly ok: true; readonly map: BoardMap } | { readonly ok: false; readonly problems: readonly LoadProblem[] };

// Compiled on first use: programs that never load a variant map do not pay for it at start-up.
let compiled: ValidateFunction<MapData> | undefined;
const validateShape = () => (compiled ??= new Ajv({ allErrors: true, strict: false }).compile<MapData>(mapSchema));

/**
 * Loads a board from its JSON form (schemas/map.schema.json), so a game on another board needs
 * no code. Returns the map, or every problem found (with its JSON path); never half a map.
 */
export function loadMap(json: unknown): MapLoadResult {
  const validate = validateShape();
  if (!validate(json)) return { ok: false, problems: schemaProblems(validate.errors) };
  const problems = crossReferenceProblems(json);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, map: new BoardMap(json) };
}

/** What a schema cannot say: unique ids and names, edges between known places of the right types. */
function crossReferenceProblems(data: MapData): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const provinces = new Map(data.provinces.map((p) => [p.id, p]));
  const powers = new Set(data.powers.map((p) => p.name));
  const letters = new Set<string>();
  data.powers.forEach((power, i) => {
    const unfit = nameProblem(power.name, 'power');
    if (unfit) problems.push({ path: `powers[${i}].name`, message: unfit });
    if (letters.has(power.letter))
      problems.push({ path: `powers[${i}].letter`, message: `letter "${power.letter}" is used by two powers` });
    letters.add(power.letter);
  });

  const names = new Map<string, string>();
  data.provinces.forEach((p, i) => {
    const unfit = nameProblem(p.id, 'province');
    if (unfit) problems.push({ path: `provinces[${i}].id`, message: unfit });
    const shown = nameProblem(p.name, 'province name');
    if (shown) problems.push({ path: `provinces[${i}].name`, message: shown });
    if (provinces.get(p.id) !== p)
      problems.push({ path: `provinces[${i}].id`, message: `province id "${p.id}" appears twice` });
    if (p.home !== undefined && !powers.has(p.home))
      problems.push({ path: `provinces[${i}].home`, message: `unknown power "${p.home}"` });
    for (const name of new Set([p.id, p.name, ...(p.aliases ?? [])].map(nameKey))) {
      const other = names.get(name);
      if (other !== undefined && other !== p.id)
        problems.push({ path: `provinces[${i}]`, message: `the name "${name}" would mean both ${other} and ${p.id}` });
      names.set(name, p.id);
    }
  });

  const checkEdge = (kind: 'armyEdges' | 'fleetEdges', i: number, end: string, which: number) => {
    const { province, coast } = parseLocationText(end);
    const p = provinces.get(province);
    const path = `${kind}[${i}][${which}]`;
    if (!p) return problems.push({ path, message: `unknown province "${province}"` });
    if (p.type === 'impassable') return problems.push({ path, message: `${p.id} is impassable` });
    if (kind === 'armyEdges') {
      if (p.type === 'sea') problems.push({ path, message: `armies cannot enter the sea province ${p.id}` });
      if (coast) problems.push({ path, message: 'army edges join provinces, not coasts' });
      return;
    }
    if (p.type === 'land') problems.push({ path, message: `fleets cannot enter the landlocked province ${p.id}` });
    const coasts = p.coasts ?? [];
    if (coasts.length > 0 && !coast)
      problems.push({
        path,
        message: `${p.id} has split coasts: write ${coasts.map((c) => `${p.id}/${c}`).join(' or ')}`,
      });
    if (coast && !coasts.includes(coast)) problems.push({ path, message: `${p.id} has no coast ${coast}` });
  };
  for (const kind of ['armyEdges', 'fleetEdges'] as const) {
    const seen = new Set<string>();
    data[kind].forEach(([a, b], i) => {
      checkEdge(kind, i, a, 0);
      checkEdge(kind, i, b, 1);
      const key = [a, b].sort().join('-');
      if (a === b) problems.push({ path: `${kind}[${i}]`, message: `an edge joins ${a} to itself` });
      if (seen.has(key)) problems.push({ path: `${kind}[${i}]`, message: `the edge ${a}–${b} is listed twice` });
      seen.add(key);
    });
  }

  // The seasons' order is the calendar's: the last movement season is the year's Fall turn.
  const calendar = ['spring', 'summer', 'fall'];
  const seasons = data.seasons ?? [];
  if (seasons.some((s, i) => i > 0 && calendar.indexOf(s) < calendar.indexOf(seasons[i - 1]!)))
    problems.push({
      path: 'seasons',
      message: `list the seasons in calendar order: ${calendar.filter((s) => seasons.includes(s as never)).join(', ')}`,
    });
  for (const [power, units] of Object.entries(data.startingUnits)) {
    if (!powers.has(power)) problems.push({ path: `startingUnits.${power}`, message: `unknown power "${power}"` });
    units.forEach((unit, i) => {
      const [type, where = ''] = unit.split(' ');
      const { province, coast } = parseLocationText(where);
      const p = provinces.get(province);
      const path = `startingUnits.${power}[${i}]`;
      if (!p) problems.push({ path, message: `unknown province "${province}"` });
      else if (type === 'A' && (p.type === 'sea' || p.type === 'impassable'))
        problems.push({ path, message: `an army cannot stand in ${p.id}` });
      else if (type === 'F' && (p.type === 'land' || p.type === 'impassable'))
        problems.push({ path, message: `a fleet cannot stand in ${p.id}` });
      else if (type === 'F' && (p.coasts ?? []).length > 0 && !coast)
        problems.push({ path, message: `a fleet in ${p.id} needs its coast` });
    });
  }
  if (data.drawing) problems.push(...drawingProblems(data.drawing, provinces));
  return problems;
}

/** A drawing draws every province, only provinces of the map, and points for their split coasts. */
function drawingProblems(drawing: MapDrawing, provinces: ReadonlyMap<string, ProvinceData>): LoadProblem[] {
  const problems: LoadProblem[] = [];
  for (const [id, place] of Object.entries(drawing.provinces)) {
    const province = provinces.get(id);
    if (!province) {
      problems.push({ path: `drawing.provinces.${id}`, message: `unknown province "${id}"` });
      continue;
    }
    for (const coast of Object.keys(place.coasts ?? {}))
      if (!(province.coasts ?? []).includes(coast))
        problems.push({ path: `drawing.provinces.${id}.coasts.${coast}`, message: `${id} has no coast ${coast}` });
  }
  const missing = [...provinces.keys()].filter((id) => !Object.hasOwn(drawing.provinces, id));
  if (missing.length > 0)
    problems.push({ path: 'drawing.provinces', message: `the drawing leaves out ${missing.join(', ')}` });
  const regions = Object.values(drawing.provinces).filter((p) => p.region !== undefined).length;
  if (regions > 0 && regions < provinces.size)
    problems.push({
      path: 'drawing.provinces',
      message: 'draw a region for every province, or for none (provinces are then drawn as nodes)',
    });
  return problems;
}
