/**
 * Copying a network's configuration (document 2) into another, empty network of the same
 * organisation, in one transaction: every row gets a new id, and every reference
 * between the copied rows points at the copy. Role flags of action statuses are matched by
 * role name, the catalogue of type settings is shared, action image types are matched by name
 * (a new network has the standard ones: the copy uses those and adds the others), and the
 * key-value entries of the configuration are copied with their ids translated: type icons,
 * geo-server exports and the two integrations (without the helpdesk's api_key).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CopiedPart, CopyReport } from '@console/contract/copy-configuration';
import { GEOSERVER_KEY_PREFIX } from '@console/contract/geo-server';
import { ICON_KEY_PREFIX } from '@console/contract/icons';
import { HELPDESK_KEY, MARREKRITE_KEY } from '@console/contract/integrations';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { audit, type Actor } from '../../lib/audit';
import { fieldError } from '../../lib/errors';

/** A reference column: to a copied table (translated), a shared catalogue (kept), or a role (by name). */
type CopiedTable = Exclude<CopiedPart, 'icons' | 'integrations' | 'geo_server_exports'>;
type Ref = CopiedTable | 'catalogue' | 'role';
/** `byName`: a source row uses the target's row of the same name, when it has one (what every new network starts with). */
interface TableCopy { columns: string[]; refs?: Record<string, Ref>; id?: true; byName?: true }

/**
 * Every configuration table, in an order in which each table's references are copied before
 * it. Adding a table with a network_id to the schema fails test/copy-configuration.test.ts
 * until it is here or in NOT_CONFIGURATION.
 */
const TABLES: Record<CopiedTable, TableCopy> = {
  map_object_categories: { id: true, columns: ['name', 'description'] },
  attribute_groups: { id: true, columns: ['name', 'description', 'order'] },
  attributes: { id: true, columns: ['name', 'type', 'order'], refs: { attribute_group_id: 'attribute_groups' } },
  lookup_values: { id: true, columns: ['name', 'weight', 'order'], refs: { attribute_id: 'attributes' } },
  map_object_statuses: { id: true, columns: ['name', 'weight'] },
  selection_types: { id: true, columns: ['name', 'is_network', 'is_ordered'] },
  selection_type_attributes: { columns: [], refs: { selection_type_id: 'selection_types', attribute_id: 'attributes' } },
  // The attributes the network's areas have: the network is the owner (network_id).
  geo_area_attributes: { columns: [], refs: { attribute_id: 'attributes' } },
  map_object_types: {
    id: true, columns: ['name', 'description', 'prefix', 'geo_type', 'on_network'],
    refs: { map_object_category_id: 'map_object_categories', label_attribute_id: 'attributes' },
  },
  // default_value is translated by hand below: a lookup attribute's default is a lookup value id.
  map_object_type_attributes: { columns: ['required', 'order'], refs: { map_object_type_id: 'map_object_types', attribute_id: 'attributes' } },
  map_object_type_statuses: { columns: [], refs: { map_object_type_id: 'map_object_types', map_object_status_id: 'map_object_statuses' } },
  map_object_type_constraints: { columns: [], refs: { map_object_type_id: 'map_object_types', constraint_type_id: 'map_object_types' } },
  map_object_type_settings: { columns: [], refs: { map_object_type_id: 'map_object_types', type_setting_id: 'catalogue' } },
  map_object_type_selections: { columns: ['required'], refs: { map_object_type_id: 'map_object_types', selection_type_id: 'selection_types' } },
  action_priorities: { id: true, columns: ['name'] },
  action_image_types: { id: true, byName: true, columns: ['name'] },
  action_categories: { id: true, columns: ['name', 'is_change_request'] },
  action_types: {
    id: true, columns: ['name', 'own_geo', 'creates_object', 'deletes_object', 'on_network'],
    refs: { dynamic_action_type_category_id: 'action_categories' },
  },
  action_type_attributes: { columns: ['required', 'order'], refs: { action_type_id: 'action_types', attribute_id: 'attributes' } },
  action_type_map_object_types: { columns: [], refs: { action_type_id: 'action_types', map_object_type_id: 'map_object_types' } },
  action_type_image_types: { columns: [], refs: { action_type_id: 'action_types', action_image_type_id: 'action_image_types' } },
  action_statuses: { id: true, columns: ['name', 'weight', 'is_final', 'color'] },
  map_object_type_action_statuses: { columns: [], refs: { map_object_type_id: 'map_object_types', action_status_id: 'action_statuses' } },
  action_status_roles: {
    columns: ['is_open', 'is_selectable', 'show_on_map', 'is_attached'],
    refs: { action_status_id: 'action_statuses', role_id: 'role' },
  },
};
/** The tables copied, in their order. */
export const COPIED_TABLES = Object.keys(TABLES).filter((k): k is CopiedTable => k in TABLES);

/** Tables with a network_id that are not configuration, and why. */
export const NOT_CONFIGURATION: Record<string, string> = {
  network_users: 'who works on the network (document 1), not how it is configured',
  kv: 'copied by key below: type icons, geo-server exports, integrations; other entries (locks) are settings of the network itself',
  audit_log: 'the history of changes, not configuration',
  map_objects: 'the network\'s objects, what the configuration is for, not configuration',
  geo_areas: 'the network\'s areas (districts, zones): its own geography, not configuration',
  map_object_counters: 'the running numbers of the network\'s own objects\' codes',
  files: 'files of the network\'s objects',
  actions: 'the work on the network, not configuration',
  comments: 'comments on the network\'s actions and objects',
  attachments: 'documents of the network, its objects, actions and types: the network\'s own, not its configuration',
  attachment_uploads: 'documents announced for the two-step upload and waiting for their bytes, a few minutes at most',
  action_images: 'photos of the network\'s actions',
  action_counts: 'the network\'s live actions counted per key, kept by triggers',
  map_object_counts: 'the network\'s live objects counted per key, kept by triggers',
  selections: 'the network\'s routes and selections of its objects, not configuration',
  selection_images: 'photos of the network\'s selections',
  map_object_images: 'photos of the network\'s objects',
  reports: 'reports received from a helpdesk or the Marrekrite and the actions they became',
  report_deliveries: 'status changes queued for the network\'s helpdesk',
  report_delivery_attempts: 'the log of those deliveries\' attempts',
  network_keys: 'the network\'s own secrets for its published layers and the Marrekrite\'s reports, never copied',
};

/** old id -> new id, per copied table with ids; as JSON text for SQL (`map ->> old::text`). */
type IdMaps = Partial<Record<CopiedTable, Record<string, number>>>;

const col = (name: string): SQL => sql`${sql.identifier(name)}`;
const mapped = (map: Record<string, number> | undefined, ref: SQL) => sql`(${JSON.stringify(map ?? {})}::jsonb ->> (${ref})::text)::int`;

interface Ctx { tx: Db; tenantId: number; source: number; target: number; maps: IdMaps }

/** Copies one table's rows of the source network; answers how many. */
async function copyTable(c: Ctx, table: CopiedTable): Promise<number> {
  const spec: TableCopy = TABLES[table];
  const kept: number[] = [];
  if (spec.id) {
    // New ids from the table's own sequence, so the copies' references can be known before they are inserted.
    const same = spec.byName ? sql`(select min(t.id) from ${col(table)} t where t.network_id = ${c.target} and t.name = s.name)` : sql`null::int`;
    const ids = await rows<{ old: number; new: number; kept: boolean }>(c.tx, sql`select s.id as old, coalesce(${same}, nextval(pg_get_serial_sequence(${table}, 'id'))::int) as new,
      ${same} is not null as kept from ${col(table)} s where s.network_id = ${c.source} order by s.id`);
    c.maps[table] = Object.fromEntries(ids.map((r) => [String(r.old), r.new]));
    kept.push(...ids.filter((r) => r.kept).map((r) => r.old));
  }
  const names: SQL[] = [sql`tenant_id`, sql`network_id`];
  const values: SQL[] = [sql`${c.tenantId}::int`, sql`${c.target}::int`];
  const where: SQL[] = [sql`s.network_id = ${c.source}`];
  if (kept.length) where.push(sql`s.id not in (${sql.join(kept.map((id) => sql`${id}`), sql`, `)})`);
  if (spec.id) { names.push(sql`id`); values.push(mapped(c.maps[table], sql`s.id`)); }
  for (const name of spec.columns) { names.push(col(name)); values.push(sql`s.${col(name)}`); }
  for (const [name, ref] of Object.entries(spec.refs ?? {})) {
    names.push(col(name));
    if (ref === 'catalogue') values.push(sql`s.${col(name)}`);
    else if (ref === 'role') {
      const role = sql`(select r2.id from roles r1 join roles r2 on r2.tenant_id = ${c.tenantId} and r2.name = r1.name where r1.id = s.${col(name)})`;
      values.push(role);
      where.push(sql`${role} is not null`);
    } else values.push(mapped(c.maps[ref], sql`s.${col(name)}`));
  }
  if (table === 'map_object_type_attributes') {
    names.push(sql`default_value`);
    values.push(sql`case when a.type in ('lookup', 'multi_lookup') and jsonb_typeof(s.default_value) = 'number'
      then to_jsonb(${mapped(c.maps.lookup_values, sql`s.default_value`)}) else s.default_value end`);
  }
  const join = table === 'map_object_type_attributes' ? sql` join attributes a on a.id = s.attribute_id` : sql``;
  const count = await first<{ n: number }>(c.tx, sql`with copied as (
      insert into ${col(table)} (${sql.join(names, sql`, `)})
      select ${sql.join(values, sql`, `)} from ${col(table)} s${join} where ${sql.join(where, sql` and `)}
      returning 1)
    select count(*)::int as n from copied`);
  return (count?.n ?? 0) + kept.length;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id translated through a map; null when it was not copied (a reference to nothing stays nothing). */
const through = (map: Record<string, number> | undefined) => (v: unknown) =>
  (typeof v === 'number' ? map?.[String(v)] ?? null : v);

/** The configuration's key-value entries, their ids translated; answers how many of each. */
async function copyEntries(c: Ctx): Promise<Pick<Record<CopiedPart, number>, 'icons' | 'integrations' | 'geo_server_exports'>> {
  const entries = await rows<{ key: string; value: unknown }>(c.tx, sql`select key, value from kv where network_id = ${c.source}
    and (key like ${`${ICON_KEY_PREFIX}%`} or key like ${`${GEOSERVER_KEY_PREFIX}%`} or key in (${HELPDESK_KEY}, ${MARREKRITE_KEY}))`);
  const types = through(c.maps.map_object_types);
  const attributes = through(c.maps.attributes);
  const actionTypes = through(c.maps.action_types);
  const priorities = through(c.maps.action_priorities);
  const statuses = through(c.maps.action_statuses);
  const objectStatuses = through(c.maps.map_object_statuses);
  const counts = { icons: 0, integrations: 0, geo_server_exports: 0 };
  const out: { key: string; value: unknown }[] = [];
  for (const { key, value } of entries) {
    if (!isObject(value)) continue;
    if (key === HELPDESK_KEY) {
      const { api_key: _secret, ...rest } = value;
      const codes = isObject(rest.action_status) ? Object.fromEntries(Object.entries(rest.action_status).map(([k, v]) => [k, statuses(v)])) : rest.action_status;
      out.push({ key, value: {
        ...rest, action_status: codes, action_priority_id: priorities(rest.action_priority_id), attribute_id: attributes(rest.attribute_id),
        dynamic_action_type_id: actionTypes(rest.dynamic_action_type_id), map_object_type_id: types(rest.map_object_type_id),
        report_text: attributes(rest.report_text), location_description: attributes(rest.location_description), reporting_id: attributes(rest.reporting_id),
      } });
      counts.integrations += 1;
    } else if (key === MARREKRITE_KEY) {
      const ids = Array.isArray(value.map_object_type_ids) ? value.map_object_type_ids.map(types).filter((v) => v !== null) : value.map_object_type_ids;
      out.push({ key, value: {
        ...value, map_object_type_ids: ids, dynamic_action_type_id: actionTypes(value.dynamic_action_type_id),
        action_priority_id: priorities(value.action_priority_id), attribute_id: attributes(value.attribute_id), action_status_id: statuses(value.action_status_id),
      } });
      counts.integrations += 1;
    } else {
      const icon = key.startsWith(ICON_KEY_PREFIX);
      const typeId = types(Number(key.slice((icon ? ICON_KEY_PREFIX : GEOSERVER_KEY_PREFIX).length)));
      if (typeof typeId !== 'number') continue;
      if (icon) {
        out.push({ key: `${ICON_KEY_PREFIX}${typeId}`, value: { ...value, map_object_type_id: typeId } });
        counts.icons += 1;
      } else {
        const statusIds = Array.isArray(value.map_object_status_id) ? value.map_object_status_id.map(objectStatuses).filter((v) => v !== null) : [];
        // When it last ran belongs to the source's export, not to the copy.
        const { exported_at: _ran, ...rest } = value;
        out.push({ key: `${GEOSERVER_KEY_PREFIX}${typeId}`, value: { ...rest, network_id: c.target, map_object_type_id: typeId, map_object_status_id: statusIds } });
        counts.geo_server_exports += 1;
      }
    }
  }
  if (out.length) {
    // An integration entry the console made empty on first view is replaced.
    await c.tx.execute(sql`insert into kv (tenant_id, network_id, key, value)
      select ${c.tenantId}::int, ${c.target}::int, x.key, x.value from json_to_recordset(${JSON.stringify(out)}::json) as x(key text, value jsonb)
      on conflict (network_id, key) do update set value = excluded.value, updated_at = now()`);
  }
  return counts;
}

/** Whether the network holds any configuration: a row of a copied table, or a configuration entry with a value. */
async function hasConfiguration(tx: Db, networkId: number): Promise<boolean> {
  const tables = COPIED_TABLES.filter((t) => !TABLES[t].byName).map((t) => sql`exists (select 1 from ${col(t)} where network_id = ${networkId})`);
  // The console creates the integrations' entries empty on first view: only a value counts.
  const filled = sql`case when jsonb_typeof(value) = 'object' then exists (select 1 from jsonb_each(value) e
    where e.value not in ('null'::jsonb, '{}'::jsonb, '[]'::jsonb, '""'::jsonb)) else true end`;
  const entries = sql`exists (select 1 from kv where network_id = ${networkId} and (key like ${`${ICON_KEY_PREFIX}%`}
    or key like ${`${GEOSERVER_KEY_PREFIX}%`} or (key in (${HELPDESK_KEY}, ${MARREKRITE_KEY}) and ${filled})))`;
  const row = await first<{ any: boolean }>(tx, sql`select (${sql.join([...tables, entries], sql` or `)}) as any`);
  return row?.any ?? false;
}

/**
 * Copies the configuration of `source` into `target` (both networks of `tenantId`, checked by
 * the caller), in one transaction. A target with any configuration: 400, nothing changes.
 */
export async function copyConfiguration(db: Db, who: Parameters<typeof audit>[1] | Actor, tenantId: number, source: number, target: number): Promise<CopyReport> {
  if (source === target) throw fieldError('source_network_id', 'configuration.same_network');
  return db.transaction(async (tx) => {
    // The target is held against a second copy at once, the source against a delete meanwhile.
    await tx.execute(sql`select id from networks where id = ${target} for update`);
    await tx.execute(sql`select id from networks where id = ${source} for share`);
    if (await hasConfiguration(tx, target)) throw fieldError('network', 'configuration.not_empty');
    const c: Ctx = { tx, tenantId, source, target, maps: {} };
    const tables: [CopiedTable, number][] = [];
    for (const table of COPIED_TABLES) tables.push([table, await copyTable(c, table)]);
    const counts = { ...await copyEntries(c) } as Record<CopiedPart, number>;
    for (const [table, n] of tables) counts[table] = n;
    await audit(tx, who, { action: 'create', subjectType: 'network_configuration', subjectId: target, changes: { source_network_id: [null, source], counts: [null, counts] } });
    return { source_network_id: source, network_id: target, counts };
  });
}
