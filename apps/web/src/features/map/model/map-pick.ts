/**
 * What a click on the map means while the selected object asked for one (map-mode.ts, 'pick'):
 * where its line is split (snapped onto the line by the rule the server splits by, contract
 * line-split.ts), or the object it is to hang on (one of the types its type's constraints allow,
 * not itself, not one hanging on it). Pure: each refusal is an i18n key with its values, said
 * before any call; the server checks again.
 */
import type { MapObject } from '@console/contract/map-objects';
import { SPLIT_TOLERANCE_M, splitLine } from '@console/contract/line-split';
import { asGeometry } from '../../../components/map/geometry-bounds';

/** A refusal's i18n key and its values. */
export interface PickRefusal {
  key: string;
  values: Record<string, string | number>;
}

export type SplitClick = { at: [number, number] } | { refusal: PickRefusal };

/** Where a click at `position` splits the object's line: the point on the line, or why not there. */
export function splitClick(object: Pick<MapObject, 'geometry'>, position: [number, number]): SplitClick {
  const geometry = asGeometry(object.geometry);
  if (geometry?.type !== 'LineString') return { refusal: { key: 'map.split.not_a_line', values: {} } };
  const split = splitLine(geometry.coordinates, position, SPLIT_TOLERANCE_M);
  if ('error' in split) {
    return split.error === 'at_end'
      ? { refusal: { key: 'map.split.at_end', values: {} } }
      : { refusal: { key: 'map.split.off_line', values: { metres: Math.round(split.metres), tolerance: SPLIT_TOLERANCE_M } } };
  }
  return { at: [split.at[0], split.at[1]] };
}

/** The object clicked as a parent: what the map's tile says of it. */
export interface ParentHit {
  id: number;
  typeId: number;
  code: string;
}

/**
 * Why the clicked object cannot be the parent, or null when it may: `allowed` are the types the
 * object's type may hang on (null while they load), `childIds` what hangs on it now.
 */
export function parentRefusal(object: Pick<MapObject, 'id' | 'code' | 'parent_id'>, hit: ParentHit,
  allowed: readonly { id: number; name: string }[] | null, childIds: readonly number[]): PickRefusal | null {
  const values = { code: hit.code, object: object.code };
  if (allowed === null) return { key: 'map.pick_parent.loading', values };
  if (hit.id === object.id) return { key: 'map.pick_parent.itself', values };
  if (hit.id === object.parent_id) return { key: 'map.pick_parent.already', values };
  if (!allowed.some((type) => type.id === hit.typeId)) {
    return { key: 'map.pick_parent.wrong_type', values: { ...values, types: allowed.map((type) => type.name).join(', ') } };
  }
  if (childIds.includes(hit.id)) return { key: 'map.pick_parent.own_part', values };
  return null;
}
