/**
 * The collections of a network's selection types, one each (`selection_type_<id>`), live: one
 * feature per selection that is not deleted, its geometry selection-geometry.ts's (a route's
 * stored course, worked out first when stale; a set's members), its properties its name,
 * description, a route's length in metres, its number of members, and the values of every
 * attribute linked to the type by name (a lookup's names beside its ids, as an export's). Every
 * selection type is published: a selection type has no export of its own, so whoever may read
 * the network's published layers reads its selections too (docs/publishing.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { freshCourses } from '../selections/course/stored';
import { objectCount } from '../selections/presenter';
import type { Collection, Features } from './collections';
import type { ItemsView, Only } from './items';
import { attributeProperties, propertiesSql, type ValuesOf } from './properties';
import { selectionBox, selectionGeometry } from './selection-geometry';

export const SELECTION_TYPE_PREFIX = 'selection_type_';
const KEY = /^selection_type_(\d{1,10})$/;
const INT_MAX = 2147483647;

interface SelectionType { id: number; name: string; is_ordered: boolean }

/** The selection's values (`sel` the selection). */
const selectionValues: ValuesOf = (attributeId) => sql`selection_values v where v.selection_id = sel.id and v.attribute_id = ${attributeId}`;

/** The network's selection types as collections, by id; `key` narrows to one. */
export async function selectionCollections(db: Db, networkId: number, key?: string): Promise<Collection[]> {
  let id: number | undefined;
  if (key !== undefined) {
    id = Number(KEY.exec(key)?.[1] ?? 0);
    if (!id || id > INT_MAX) return [];
  }
  const types = await rows<SelectionType>(db, sql`select id, name, is_ordered from selection_types
    where network_id = ${networkId}${id === undefined ? sql`` : sql` and id = ${id}`} order by id`);
  return types.map((type) => ({ key: `${SELECTION_TYPE_PREFIX}${type.id}`, title: type.name, features: (only) => featuresOf(db, networkId, type, only) }));
}

async function featuresOf(db: Db, networkId: number, type: SelectionType, only: Only): Promise<Features> {
  if (type.is_ordered) await freshCourses(db, networkId);
  const attributes = await rows<{ id: number; name: string; type: string }>(db, sql`select a.id, a.name, a.type
    from selection_type_attributes sa join attributes a on a.id = sa.attribute_id
    where sa.selection_type_id = ${type.id} order by lower(a.name), a.id`);
  const fixed: [string, SQL][] = [
    ['name', sql`sel.name`], ['description', sql`sel.description`],
    ...(type.is_ordered ? [['length_m', sql`round(sel.length_m::numeric, 2)`] satisfies [string, SQL]] : []),
    ['object_count', objectCount],
  ];
  const properties = attributeProperties(attributes.map((a) => a.name), attributes, new Set(fixed.map(([name]) => name)));
  const columns = sql`'Feature' as type, sel.id, ${selectionGeometry(type.is_ordered)} as geometry, ${propertiesSql(fixed, properties, selectionValues, only)} as properties`;
  const where = sql`sel.network_id = ${networkId} and sel.selection_type_id = ${type.id} and sel.deleted_at is null`;
  const box = selectionBox(type.is_ordered);
  /** The selections in view: those whose geometry's box meets the bbox (edges included, as an object's). */
  const inView = (bbox?: Bbox): SQL => (bbox
    ? sql`selections sel cross join lateral (${box}) bb where ${where}
      and bb.w <= ${bbox.maxLon} and bb.e >= ${bbox.minLon} and bb.s <= ${bbox.maxLat} and bb.n >= ${bbox.minLat}`
    : sql`selections sel where ${where}`);
  return {
    page: (view: ItemsView) => sql`select ${columns} from ${inView(view.bbox)}${view.after === undefined ? sql`` : sql` and sel.id > ${view.after}`}
      order by sel.id limit ${view.limit + 1}`,
    count: (bbox) => sql`select count(*)::int as n from ${inView(bbox)}`,
    item: (id) => sql`select ${columns} from selections sel where ${where} and sel.id = ${id}`,
    extent: sql`select min(bb.w) as w, min(bb.s) as s, max(bb.e) as e, max(bb.n) as n from selections sel cross join lateral (${box}) bb where ${where}`,
  };
}
