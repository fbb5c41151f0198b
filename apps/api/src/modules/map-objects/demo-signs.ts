/**
 * The demo network's signs (docs/map-objects.md, "Hierarchy"): a type Richtingbord that hangs on
 * the junction posts by its constraint, and two or three signs on every tenth post, a few metres
 * beside it, so the map shows a post's parts in its panel. The type settings act on the demo too:
 * the posts and signs are "Zichtbaar in app", the posts "Inspecteerbaar", the signs "Bewerkbaar
 * in app" and "Foto verplicht". Deterministic and written straight into the tables, as the rest
 * of the demo map (no audit entries).
 */
import { sql } from 'drizzle-orm';
import { TYPE_SETTING, type TypeSettingName } from '@console/contract/catalogues';
import { iconKey } from '@console/contract/icons';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';

const DIRECTIONS = ['Apeldoorn', 'Ede', 'Arnhem', 'Otterlo', 'Hoenderloo', 'Beekbergen'];
/** About 4 m east and north of the post: apart on the map when zoomed in. */
const OFFSET = 0.00005;

async function giveSettings(tx: Db, s: Scoped, typeId: number, names: readonly TypeSettingName[]) {
  await tx.execute(sql`insert into map_object_type_settings (tenant_id, network_id, map_object_type_id, type_setting_id)
    select ${s.tenantId}, ${s.networkId}, ${typeId}, id from type_settings where name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
    on conflict do nothing`);
}

/** Adds the sign type and its signs on the posts of type `postTypeId`; the number of signs. */
export async function addDemoSigns(tx: Db, s: Scoped, postTypeId: number): Promise<number> {
  const type = await first<{ id: number }>(tx, sql`insert into map_object_types (tenant_id, network_id, name, description, prefix, geo_type)
    values (${s.tenantId}, ${s.networkId}, 'Richtingbord', 'Een bord op een knooppuntpaal, met de richting naar het volgende knooppunt', 'RB', 'point')
    returning id`);
  if (!type) return 0;
  await tx.execute(sql`insert into map_object_type_constraints (tenant_id, network_id, map_object_type_id, constraint_type_id)
    values (${s.tenantId}, ${s.networkId}, ${type.id}, ${postTypeId})`);
  await giveSettings(tx, s, postTypeId, [TYPE_SETTING.visibleInApp, TYPE_SETTING.inspectable]);
  await giveSettings(tx, s, type.id, [TYPE_SETTING.visibleInApp, TYPE_SETTING.editableInApp, TYPE_SETTING.photoRequired]);
  // Its actions as the post's: the same action statuses, and the action types of the post (Reparatie).
  await tx.execute(sql`insert into map_object_type_action_statuses (tenant_id, network_id, map_object_type_id, action_status_id)
    select tenant_id, network_id, ${type.id}, action_status_id from map_object_type_action_statuses where map_object_type_id = ${postTypeId}`);
  await tx.execute(sql`insert into action_type_map_object_types (tenant_id, network_id, action_type_id, map_object_type_id)
    select tenant_id, network_id, action_type_id, ${type.id} from action_type_map_object_types where map_object_type_id = ${postTypeId}`);
  const icon = { type: 'label', map_object_type_id: type.id, icon: '0_label', frame: 'none', color: '#1e88e5', color_selected: '#d4380d', text_color: '#ffffff', text_color_selected: '#ffffff' };
  await tx.execute(sql`insert into kv (tenant_id, network_id, key, value)
    values (${s.tenantId}, ${s.networkId}, ${iconKey(type.id)}, ${JSON.stringify(icon)}::jsonb) on conflict do nothing`);

  const posts = await rows<{ id: number; lon: number; lat: number }>(tx, sql`select id, min_lon as lon, min_lat as lat from map_objects
    where map_object_type_id = ${postTypeId} and deleted_at is null order by id`);
  const signs = posts.filter((_, i) => i % 10 === 0).flatMap((post, i) => Array.from({ length: 2 + (i % 2) }, (_, k) => ({
    parent: post.id, name: `Richting ${DIRECTIONS[(i + k * 2) % DIRECTIONS.length]}`,
    lon: Math.round((post.lon + OFFSET * (k + 1)) * 1e7) / 1e7, lat: Math.round((post.lat + OFFSET) * 1e7) / 1e7,
  })));
  if (!signs.length) return 0;
  await tx.execute(sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, name, geometry,
      min_lon, min_lat, max_lon, max_lat, parent_id)
    values ${sql.join(signs.map((g, i) => sql`(${s.tenantId}, ${s.networkId}, ${type.id}, ${i + 1}, ${`RB${i + 1}`}, ${g.name},
      ${JSON.stringify({ type: 'Point', coordinates: [g.lon, g.lat] })}::jsonb, ${g.lon}, ${g.lat}, ${g.lon}, ${g.lat}, ${g.parent})`), sql`, `)}`);
  await tx.execute(sql`insert into map_object_counters (tenant_id, network_id, map_object_type_id, last_number)
    values (${s.tenantId}, ${s.networkId}, ${type.id}, ${signs.length})`);
  return signs.length;
}
