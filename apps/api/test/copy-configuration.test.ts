/**
 * POST /v1/network/{id}/copy_configuration: the whole configuration of document 2 copied into
 * an empty network, references translated to the copies; refused into a configured network.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, rows } from '../src/db/sql';
import { COPIED_TABLES, NOT_CONFIGURATION } from '../src/modules/networks/copy-configuration';
import { build } from './helpers/app';
import { adminAOnA2, makeNetwork, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const as = w.asAdminA;
const post = async (url: string, body: unknown) => {
  const res = await t.call({ method: 'POST', url, ...as, body });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return (res.data as { data: { id: number } }).data;
};
const put = (key: string, value: unknown) => t.call({ method: 'PUT', url: `/v1/kv/${key}`, ...as, body: { value } });

// A configuration in a1 with a row in every table of document 2.
const category = (await post('/v1/category', { name: 'Categorie', description: 'c' })).id;
const group = (await post('/v1/attribute_group', { name: 'Groep', order: 2 })).id;
const lookup = (await post('/v1/attribute', { name: 'Keuze', type: 'lookup', attribute_group_id: group })).id;
const text = (await post('/v1/attribute', { name: 'Tekst', type: 'string' })).id;
const value1 = (await post(`/v1/attribute/${lookup}/lookup`, { name: 'Een' })).id;
await post(`/v1/attribute/${lookup}/lookup`, { name: 'Twee' });
const objectStatus = (await post('/v1/map_object_status', { name: 'Actief', weight: 3 })).id;
const selection = (await post('/v1/selection_type', { name: 'Route', is_ordered: true })).id;
await post(`/v1/selection_type/${selection}/attribute`, { relation: [text] });
await post(`/v1/network/${w.a1.id}/geo_attribute`, { relation: [text] });
const type = (await post('/v1/type', { name: 'Paal', geo_type: 'point', map_object_category_id: category, prefix: 'P' })).id;
const other = (await post('/v1/type', { name: 'Bord', geo_type: 'point' })).id;
await post(`/v1/type/${type}/attribute`, { relation: [lookup, text] });
await post(`/v1/type/${type}/attribute/${lookup}/default`, { value: value1 });
await t.call({ method: 'PUT', url: `/v1/type/${type}`, ...as, body: { label_attribute_id: text } });
await post(`/v1/type/${type}/status`, { relation: [objectStatus] });
await post(`/v1/type/${type}/constraint`, { relation: [other] });
const setting = (await rows<{ id: number }>(t.db, sql`select id from type_settings limit 1`))[0].id;
await post(`/v1/type/${type}/setting`, { relation: [setting] });
await post(`/v1/type/${type}/map_object_selection`, { relation: [selection] });
const priority = (await post('/v1/action_priority', { name: 'Hoog' })).id;
const actionCategory = (await post('/v1/dynamic_action_type_category', { name: 'Melding', is_change_request: true })).id;
const actionType = (await post('/v1/dynamic_action_type', { name: 'Repareren', dynamic_action_type_category_id: actionCategory, own_geo: true })).id;
await post(`/v1/dynamic_action_type/${actionType}/attribute`, { relation: [text] });
await post(`/v1/dynamic_action_type/${actionType}/map_object_type`, { relation: [type] });
const imageType = (await rows<{ id: number }>(t.db, sql`select id from action_image_types limit 1`))[0].id;
await post(`/v1/dynamic_action_type/${actionType}/action_image_type`, { relation: [imageType] });
const actionStatus = (await post('/v1/action_status', { name: 'Open', color: '#e53935' })).id;
await post(`/v1/type/${type}/action_status`, { relation: [actionStatus] });
await post(`/v1/role/${w.viewerRoleA.id}/action_status`, { role_id: w.viewerRoleA.id, relation: [{ id: actionStatus, is_open: true, show_on_map: true }] });
const icon = { type: 'icon', map_object_type_id: type, icon: 'pole', frame: 'circle', color: '#1e88e5', color_selected: '#000000', text_color: '#ffffff', text_color_selected: '#ffffff' };
await put(`map_object_type_icon_${type}`, icon);
await put(`geoserver_export_${type}`, { network_id: w.a1.id, map_object_type_id: type, name: 'Palen', map_object_status_id: [objectStatus], attributes: ['Tekst'], exported_at: '2026-01-01T00:00:00Z' });
await put('helpdesk_api', { instance_id: 7, api_key: 'geheim', action_priority_id: priority, map_object_type_id: type, dynamic_action_type_id: actionType, report_text: text, action_status: { 5: actionStatus } });
await put('marrekrite_api', { category_id: 1001, map_object_type_ids: [type], action_status_id: actionStatus, dynamic_action_type_id: actionType });
await put(`lock_action_${w.a1.id}`, 'team');

const copy = (network: number, source: number, who = asA2) =>
  t.call({ method: 'POST', url: `/v1/network/${network}/copy_configuration`, ...who, body: { source_network_id: source } });
const count = async (table: string, network: number) =>
  (await first<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)} where network_id = ${network}`))?.n ?? 0;
const entry = async (network: number, key: string) =>
  (await first<{ value: Record<string, unknown> }>(t.db, sql`select value from kv where network_id = ${network} and key = ${key}`))?.value;

describe('POST /v1/network/{id}/copy_configuration', () => {
  it('copies every configuration table, answering the counts', async () => {
    // The integrations' entries as the console makes them on first view: empty, which is no configuration.
    await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...asA2, body: { value: {} } });
    const res = await copy(w.a2.id, w.a1.id);
    expect(res.statusCode, res.body).toBe(200);
    const { counts } = (res.data as { data: { counts: Record<string, number> } }).data;
    for (const table of COPIED_TABLES) {
      const source = await count(table, w.a1.id);
      expect(source, `${table}: the fixture has rows`).toBeGreaterThan(0);
      expect(await count(table, w.a2.id), table).toBe(source);
      expect(counts[table], table).toBe(source);
    }
    expect(counts).toMatchObject({ icons: 1, integrations: 2, geo_server_exports: 1 });
  });

  it('points every reference of the copies at the copies', async () => {
    const refs = await rows<{ t: string; col: string; r: string }>(t.db, sql`select c.conrelid::regclass::text as t, a.attname as col, c.confrelid::regclass::text as r
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid::regclass::text <> 'networks'
        and exists (select 1 from information_schema.columns x where x.table_name = c.confrelid::regclass::text and x.column_name = 'network_id')
        and exists (select 1 from information_schema.columns x where x.table_name = c.conrelid::regclass::text and x.column_name = 'network_id')`);
    expect(refs.length).toBeGreaterThan(20);
    for (const { t: table, col, r } of refs) {
      const wrong = await first<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)} c
        join ${sql.identifier(r)} x on x.id = c.${sql.identifier(col)} where c.network_id = ${w.a2.id} and x.network_id <> ${w.a2.id}`);
      expect(wrong?.n, `${table}.${col}`).toBe(0);
    }
    const [copied] = await rows<{ id: number; default_value: number; label: string; category: string }>(t.db, sql`select k.default_value, x.name as label, c.name as category, v.id
      from map_object_types o join map_object_type_attributes k on k.map_object_type_id = o.id and k.default_value is not null
      join attributes x on x.id = o.label_attribute_id join map_object_categories c on c.id = o.map_object_category_id
      join lookup_values v on v.id = (k.default_value #>> '{}')::int where o.network_id = ${w.a2.id} and o.name = 'Paal'`);
    expect(copied).toMatchObject({ label: 'Tekst', category: 'Categorie' });
    expect(copied.default_value).toBe(copied.id);
    expect(copied.id).not.toBe(value1);
    const flags = await rows(t.db, sql`select r.role_id, r.is_open, r.show_on_map, r.is_selectable from action_status_roles r where r.network_id = ${w.a2.id}`);
    expect(flags).toEqual([{ role_id: w.viewerRoleA.id, is_open: true, show_on_map: true, is_selectable: false }]);
  });

  it('copies icons, exports and integrations with their ids translated and without the api_key; not the locks', async () => {
    const newType = (await first<{ id: number }>(t.db, sql`select id from map_object_types where network_id = ${w.a2.id} and name = 'Paal'`))?.id;
    const newStatus = (await first<{ id: number }>(t.db, sql`select id from action_statuses where network_id = ${w.a2.id}`))?.id;
    expect(await entry(w.a2.id, `map_object_type_icon_${newType}`)).toEqual({ ...icon, map_object_type_id: newType });
    const exported = await entry(w.a2.id, `geoserver_export_${newType}`);
    expect(exported).toMatchObject({ network_id: w.a2.id, map_object_type_id: newType, name: 'Palen', attributes: ['Tekst'] });
    expect(exported).not.toHaveProperty('exported_at');
    const helpdesk = await entry(w.a2.id, 'helpdesk_api');
    expect(helpdesk).not.toHaveProperty('api_key');
    expect(helpdesk).toMatchObject({ instance_id: 7, map_object_type_id: newType, action_status: { 5: newStatus } });
    expect(await entry(w.a2.id, 'marrekrite_api')).toMatchObject({ category_id: 1001, map_object_type_ids: [newType], action_status_id: newStatus });
    expect(await entry(w.a2.id, `lock_action_${w.a2.id}`)).toBeUndefined();
    expect(await entry(w.a2.id, `lock_action_${w.a1.id}`)).toBeUndefined();
  });

  it('refuses a network that has a configuration, changing nothing', async () => {
    const before = await count('attributes', w.a2.id);
    const res = await copy(w.a2.id, w.a1.id);
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { network: ['Dit netwerk heeft al een configuratie: kopiëren kan alleen naar een netwerk zonder configuratie'] } });
    expect(await count('attributes', w.a2.id)).toBe(before);
    expect((await copy(w.a1.id, w.a1.id, as)).data).toEqual({ messages: { source_network_id: ['Kies een ander netwerk dan dit'] } });
  });

  it('needs module-admin on both networks of the selected organisation', async () => {
    const a3 = await makeNetwork(t.db, w.tenantA.id, 'A drie');
    // adminA is no admin of a3 (path) and the source b1 is of another organisation.
    expect((await copy(a3.id, w.a1.id, as)).statusCode).toBe(403);
    expect((await copy(w.b1.id, w.a1.id, as)).statusCode).toBe(404);
    expect((await copy(w.a1.id, w.b1.id, as)).data).toEqual({ messages: { source_network_id: [`Onbekend id: ${w.b1.id}`] } });
    expect((await copy(w.a1.id, a3.id, as)).statusCode).toBe(403);
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    expect((await copy(w.a2.id, w.a1.id, member)).statusCode).toBe(403);
    // A super admin may copy anywhere in the organisation.
    const res = await copy(a3.id, w.a1.id, { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id });
    expect(res.statusCode).toBe(200);
  });
});

describe('the configuration tables', () => {
  it('are all copied: a table with a network_id is copied or named as no configuration', async () => {
    const tables = await rows<{ table_name: string }>(t.db, sql`select distinct table_name from information_schema.columns
      where column_name = 'network_id' and table_schema = current_schema() order by table_name`);
    const known = new Set([...COPIED_TABLES, ...Object.keys(NOT_CONFIGURATION)]);
    expect(tables.map((r) => r.table_name).filter((name) => !known.has(name))).toEqual([]);
  });
});
