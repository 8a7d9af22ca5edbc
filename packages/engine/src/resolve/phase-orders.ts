// Retreat and adjustment orders from their texts (Rule 1.5: the owner orders its own units in
// these phases), read by the parser: `A GRE - BUL`, `A GRE R BUL`, `A GRE D`, `DISBAND A GRE`,
// `REMOVE F NTH`, `BUILD F STP/NC`, `B A PAR`, `A PAR B`, `WAIVE`.
import { parseSheet, type Place, type UnitRef } from '@payola/parser';
import type { UnitType } from '../map/board-map.js';
import type { BoardView } from '../orders/board-view.js';
import type { WrittenPlace } from '../orders/legality.js';
import { resolvePlace } from '../orders/resolve-order.js';

/** A unit as written in a phase order: its place, and its type if written. */
export interface WrittenUnit extends WrittenPlace {
  readonly type?: UnitType;
}

export type PhaseOrder =
  | { readonly action: 'retreat'; readonly unit: WrittenUnit; readonly to: WrittenPlace }
  | { readonly action: 'disband'; readonly unit: WrittenUnit }
  | { readonly action: 'build'; readonly unit: WrittenUnit & { readonly type: UnitType } }
  | { readonly action: 'waive' };

export type ReadPhaseOrder =
  { readonly ok: true; readonly order: PhaseOrder } | { readonly ok: false; readonly message: string };

const fail = (message: string): ReadPhaseOrder => ({ ok: false, message });

/** Reads one retreat or adjustment order; places are resolved against the map. */
export function readPhaseOrder(view: BoardView, text: string): ReadPhaseOrder {
  const { sheet, errors } = parseSheet(text);
  const content = sheet.lines.filter((line) => line.kind !== 'blank' && line.kind !== 'comment');
  if (errors.length > 0) return fail(errors[0]!.message);
  if (content.length !== 1) return fail('write one order');
  const line = content[0]!;
  if (line.kind === 'offer') {
    // `A GRE - BUL` (no amount, no offer type) is a retreat; offers have no place here.
    const order = line.orders[0];
    if (line.shorthand !== 'amount-and-type' || line.orders.length !== 1 || order?.kind !== 'move')
      return fail(
        'only retreats, disbands, builds and waives are ordered in this phase; offers are for movement phases',
      );
    if (order.via.length > 0) return fail('a retreat goes to a neighbouring place; no convoy carries it');
    return retreat(view, line.unit, order.to);
  }
  if (line.kind !== 'phase-order') return fail('not an order');
  if (line.action === 'waive') return { ok: true, order: { action: 'waive' } };
  const unit = written(view, line.unit!);
  if (!unit.ok) return unit;
  if (line.action === 'retreat') return retreat(view, line.unit!, line.to!);
  if (line.action === 'disband') return { ok: true, order: { action: 'disband', unit: unit.unit } };
  const type = unit.unit.type;
  if (type === undefined) return fail('a build names the type of the unit: A or F');
  return { ok: true, order: { action: 'build', unit: { ...unit.unit, type } } };
}

function written(view: BoardView, ref: UnitRef): { ok: true; unit: WrittenUnit } | { ok: false; message: string } {
  const place = resolvePlace(view, ref.place);
  if (!place.ok) return { ok: false, message: place.problem.message };
  return { ok: true, unit: ref.type ? { ...place.value, type: ref.type } : place.value };
}

function retreat(view: BoardView, ref: UnitRef, toPlace: Place): ReadPhaseOrder {
  const unit = written(view, ref);
  if (!unit.ok) return unit;
  const to = resolvePlace(view, toPlace);
  if (!to.ok) return fail(to.problem.message);
  return { ok: true, order: { action: 'retreat', unit: unit.unit, to: to.value } };
}
