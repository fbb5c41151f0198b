/**
 * The names behind the ids of audit entries' changes, so the console shows an object's history
 * in words: `attributes.<id>` becomes the attribute's name (with its type, so a yes/no or a
 * date reads as the form shows it), a lookup value or file id its name, and a reference field
 * (created_by, map_object_status_id, team_id, ...) the name of what it points at, a selection's
 * members (`objects`, lists of ids) their codes. Everything is
 * read in one query per table for the whole page, and only within the caller's organisation
 * (a super admin without one: everywhere), so an entry never names another organisation's row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditFieldNames } from '@console/contract/audit';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

/** A table whose rows are named by one column, and whether its rows belong to an organisation. */
interface Named { table: string; label: string; scope: 'tenant' | 'member' | 'global' }

const USERS: Named = { table: 'users', label: 'name', scope: 'member' };
const byName = (table: string): Named => ({ table, label: 'name', scope: 'tenant' });
const MAP_OBJECTS: Named = { table: 'map_objects', label: 'code', scope: 'tenant' };
const FILES: Named = byName('files');

/** The fields whose values are ids, and what they point at. */
const REFERENCES: Record<string, Named> = {
  created_by: USERS,
  user_id: USERS,
  team_id: byName('teams'),
  map_object_type_id: byName('map_object_types'),
  map_object_status_id: byName('map_object_statuses'),
  map_object_category_id: byName('map_object_categories'),
  attribute_group_id: byName('attribute_groups'),
  label_attribute_id: byName('attributes'),
  dynamic_action_type_id: byName('action_types'),
  dynamic_action_type_category_id: byName('action_categories'),
  action_status_id: byName('action_statuses'),
  action_priority_id: byName('action_priorities'),
  action_image_type_id: byName('action_image_types'),
  map_object_id: MAP_OBJECTS,
  selection_type_id: byName('selection_types'),
  // A selection's members, before and after: lists of object ids, named by code.
  objects: MAP_OBJECTS,
  file_id: FILES,
};
const LOOKUPS: Named = byName('lookup_values');
const ATTRIBUTE = /^attributes\.(\d{1,10})$/;

interface Entry { changes?: unknown; names?: Record<string, AuditFieldNames> }
type Changes = Record<string, [unknown, unknown]>;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2147483647;
/** The ids among a value: an id, or a list of them (a multi-lookup). */
const idsIn = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isId) : isId(v) ? [v] : []);
const changesOf = (e: Entry): Changes => (typeof e.changes === 'object' && e.changes !== null ? e.changes as Changes : {});

/** The names of `ids` in `named`, as the caller's organisation may see them. */
async function namesOf(db: Db, named: Named, ids: ReadonlySet<number>, tenantId: number | null): Promise<Map<number, string>> {
  if (!ids.size) return new Map();
  const list = sql.join([...ids].map((id) => sql`${id}`), sql`, `);
  const scope: SQL = tenantId === null || named.scope === 'global' ? sql``
    : named.scope === 'tenant' ? sql` and tenant_id = ${tenantId}`
      : sql` and id in (select user_id from tenant_users where tenant_id = ${tenantId})`;
  const found = await rows<{ id: number; label: string | null }>(db,
    sql`select id, ${sql.identifier(named.label)} as label from ${sql.identifier(named.table)} where id in (${list})${scope}`);
  return new Map(found.filter((r) => r.label !== null).map((r) => [r.id, r.label ?? '']));
}

/** Sets each entry's `names`: what the ids in its changes stand for (no names: left out). */
export async function nameEntries(db: Db, entries: Entry[], tenantId: number | null): Promise<void> {
  const wanted = new Map<Named, Set<number>>();
  const want = (named: Named, ids: number[]) => {
    const set = wanted.get(named) ?? new Set<number>();
    for (const id of ids) set.add(id);
    wanted.set(named, set);
  };
  const attributeIds = new Set<number>();
  for (const e of entries) {
    for (const [field, pair] of Object.entries(changesOf(e))) {
      const attribute = ATTRIBUTE.exec(field);
      if (attribute) attributeIds.add(Number(attribute[1]));
      const named = REFERENCES[field];
      if (named && Array.isArray(pair)) want(named, pair.flatMap(idsIn));
    }
  }
  const attributes = attributeIds.size ? await rows<{ id: number; name: string; type: string }>(db,
    sql`select id, name, type from attributes where id in (${sql.join([...attributeIds].map((id) => sql`${id}`), sql`, `)})${tenantId === null ? sql`` : sql` and tenant_id = ${tenantId}`}`) : [];
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  /** Where an attribute's value ids are named: its lookup values, or the network's files. */
  const valuesTable = (type: string | undefined) => (type === 'lookup' || type === 'multi_lookup' ? LOOKUPS : type === 'file' ? FILES : null);
  for (const e of entries) {
    for (const [field, pair] of Object.entries(changesOf(e))) {
      const attribute = ATTRIBUTE.exec(field);
      const table = attribute ? valuesTable(attributeById.get(Number(attribute[1]))?.type) : null;
      if (table && Array.isArray(pair)) want(table, pair.flatMap(idsIn));
    }
  }
  const found = new Map<Named, Map<number, string>>();
  for (const [named, ids] of wanted) found.set(named, await namesOf(db, named, ids, tenantId));

  for (const e of entries) {
    const names: Record<string, AuditFieldNames> = {};
    for (const [field, pair] of Object.entries(changesOf(e))) {
      const attribute = ATTRIBUTE.exec(field);
      const known = attribute ? attributeById.get(Number(attribute[1])) : undefined;
      const table = attribute ? valuesTable(known?.type) : REFERENCES[field];
      const byId = table ? found.get(table) : undefined;
      const values = Object.fromEntries((Array.isArray(pair) ? pair.flatMap(idsIn) : [])
        .flatMap((id) => { const name = byId?.get(id); return name === undefined ? [] : [[String(id), name]]; }));
      const entry: AuditFieldNames = {
        ...(known ? { name: known.name, type: known.type } : {}),
        ...(Object.keys(values).length ? { values } : {}),
      };
      if (Object.keys(entry).length) names[field] = entry;
    }
    if (Object.keys(names).length) e.names = names;
  }
}
