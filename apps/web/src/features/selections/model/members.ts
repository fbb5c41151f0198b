/**
 * A selection's members as its page edits them, pure: every edit gives the whole new list of
 * object ids, which one PATCH {objects} saves at once (a route's order 1..n as sent). A route
 * may pass a junction twice, so a row is known by its position, not its object.
 */
import { withoutRepeats, type CourseGap, type SelectionObject } from '@console/contract/selections';
import type { Geometry } from '@console/contract/map-objects';
import { asGeometry, geometryBounds } from '../../../components/map/geometry-bounds';

/** A member as the drag-sort table shows it: `id` is its position (unique), `name` what the handle says. */
export interface MemberRow extends SelectionObject {
  objectId: number;
  name: string;
  /** Its geometry as a typed one (null when unreadable): where the map draws it. */
  shape: Geometry | null;
}

export function memberRows(members: readonly SelectionObject[]): MemberRow[] {
  return [...members].sort((a, b) => a.position - b.position)
    .map((m) => ({ ...m, objectId: m.id, id: m.position, name: nameOf(m), shape: asGeometry(m.geometry) }));
}

/** How a member is named on the page: its label (a junction's number) with its code, or its code alone. */
export function nameOf({ code, label }: Pick<SelectionObject, 'code' | 'label'>): string {
  const shown = label.trim();
  return shown === '' || shown === code ? code : `${shown} (${code})`;
}

/**
 * The object ids in the order of `positions` (the drag-sort table's new order); a junction the
 * new order puts next to itself is one stop (a route never passes one twice in a row).
 */
export function idsInOrder(rows: readonly MemberRow[], positions: readonly number[]): number[] {
  const byPosition = new Map(rows.map((r) => [r.id, r.objectId]));
  return withoutRepeats(positions.flatMap((p) => {
    const id = byPosition.get(p);
    return id === undefined ? [] : [id];
  }));
}

/** The object ids without the member at `position`; the stops on either side, when one junction, become one. */
export const withoutMember = (rows: readonly MemberRow[], position: number) =>
  withoutRepeats(rows.filter((r) => r.id !== position).map((r) => r.objectId));

/** Whether the route ends on `objectId`: it cannot be added again at once. */
export const endsOn = (rows: readonly MemberRow[], objectId: number) => rows.length > 0 && rows[rows.length - 1].objectId === objectId;

/** The object ids the other way round (a route reversed). */
export const reversedIds = (rows: readonly MemberRow[]) => rows.map((r) => r.objectId).reverse();

/** The object ids with `objectId` added at the end; a set holds an object once, a route may pass it again. */
export function withMember(rows: readonly MemberRow[], objectId: number, ordered: boolean): number[] {
  const ids = rows.map((r) => r.objectId);
  return !ordered && ids.includes(objectId) ? ids : [...ids, objectId];
}

/** A gap with its two members. */
export interface NamedGap { from: MemberRow; to: MemberRow }

/**
 * Each gap with the two stops that follow each other there: the first such pair not yet named,
 * so a pair the route passes twice (and the server reports twice) is named at both places.
 */
export function namedGaps(rows: readonly MemberRow[], gaps: readonly CourseGap[]): NamedGap[] {
  const used = new Set<number>();
  return gaps.flatMap((gap) => {
    const at = rows.findIndex((r, i) => !used.has(i) && r.objectId === gap.from && rows[i + 1]?.objectId === gap.to);
    if (at < 0) return [];
    used.add(at);
    return [{ from: rows[at], to: rows[at + 1] }];
  });
}

/** The bounds round every member, to fit the map to; null without members. */
export function membersBounds(rows: readonly Pick<MemberRow, 'shape'>[]): [[number, number], [number, number]] | null {
  const boxes = rows.flatMap((r) => (r.shape ? [geometryBounds(r.shape)] : []));
  if (boxes.length === 0) return null;
  return [
    [Math.min(...boxes.map((b) => b[0][0])), Math.min(...boxes.map((b) => b[0][1]))],
    [Math.max(...boxes.map((b) => b[1][0])), Math.max(...boxes.map((b) => b[1][1]))],
  ];
}
