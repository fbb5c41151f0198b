/**
 * The standard objects a new network can start with (add_standard_objects): map object
 * statuses, action statuses (with flags for every role of the tenant, which an administrator
 * should check, hence the console's warning), action priorities, an action category, and a
 * category, attribute group, attributes and two map object types to build on.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { insertInNetwork } from '../../lib/crud';
import type { Scoped } from '../../auth/scope';

export async function addStandardObjects(db: Db, s: Scoped): Promise<void> {
  const statusIds: number[] = [];
  for (const [i, name] of ['Gepland', 'Aanwezig', 'Verwijderd'].entries()) {
    statusIds.push(await insertInNetwork(db, 'map_object_statuses', s, { name, weight: (i + 1) * 10 }));
  }
  const actionStatusIds: number[] = [];
  for (const [i, st] of [
    { name: 'Nieuw', color: '#1677ff', is_final: false },
    { name: 'In behandeling', color: '#fa8c16', is_final: false },
    { name: 'Afgehandeld', color: '#52c41a', is_final: true },
  ].entries()) {
    actionStatusIds.push(await insertInNetwork(db, 'action_statuses', s, { ...st, weight: i + 1 }));
  }
  for (const name of ['Laag', 'Normaal', 'Hoog']) await insertInNetwork(db, 'action_priorities', s, { name });
  const actionCategoryId = await insertInNetwork(db, 'action_categories', s, { name: 'Onderhoud', is_change_request: false });

  // Every role of the tenant may choose every status, has the open ones as its work and on its
  // map, and sees all of an object's actions with the object.
  const roles = await rows<{ id: number }>(db, sql`select id from roles where tenant_id = ${s.tenantId}`);
  for (const role of roles) {
    for (const [i, statusId] of actionStatusIds.entries()) {
      const open = i < actionStatusIds.length - 1;
      await db.execute(sql`insert into action_status_roles (tenant_id, network_id, action_status_id, role_id, is_open, is_selectable, show_on_map, is_attached)
        values (${s.tenantId}, ${s.networkId}, ${statusId}, ${role.id}, ${open}, true, ${open}, true) on conflict do nothing`);
    }
  }

  const categoryId = await insertInNetwork(db, 'map_object_categories', s, { name: 'Bewegwijzering', description: 'Palen, borden en knooppunten' });
  const groupId = await insertInNetwork(db, 'attribute_groups', s, { name: 'Algemeen', description: null, order: 0 });
  const conditionId = await insertInNetwork(db, 'attributes', s, { name: 'Conditie', type: 'lookup', attribute_group_id: groupId, order: 0 });
  for (const [i, name] of ['Goed', 'Matig', 'Slecht'].entries()) {
    await db.execute(sql`insert into lookup_values (tenant_id, network_id, attribute_id, name, weight, "order")
      values (${s.tenantId}, ${s.networkId}, ${conditionId}, ${name}, ${i}, ${i})`);
  }
  const numberId = await insertInNetwork(db, 'attributes', s, { name: 'Nummer', type: 'string', attribute_group_id: groupId, order: 1 });
  const remarkId = await insertInNetwork(db, 'attributes', s, { name: 'Opmerking', type: 'textarea', attribute_group_id: groupId, order: 2 });

  const post = await insertInNetwork(db, 'map_object_types', s, {
    name: 'Knooppuntpaal', description: 'Paal met het knooppuntnummer', prefix: 'KP', geo_type: 'point',
    map_object_category_id: categoryId, label_attribute_id: numberId, on_network: true,
  });
  const route = await insertInNetwork(db, 'map_object_types', s, {
    name: 'Routedeel', description: 'Verbinding tussen twee knooppunten', prefix: 'RD', geo_type: 'linestring',
    map_object_category_id: categoryId, label_attribute_id: null, on_network: true,
  });
  for (const typeId of [post, route]) {
    for (const [order, attributeId] of [numberId, conditionId, remarkId].entries()) {
      await db.execute(sql`insert into map_object_type_attributes (tenant_id, network_id, map_object_type_id, attribute_id, required, "order")
        values (${s.tenantId}, ${s.networkId}, ${typeId}, ${attributeId}, ${order === 0}, ${order})`);
    }
    for (const statusId of statusIds) {
      await db.execute(sql`insert into map_object_type_statuses (tenant_id, network_id, map_object_type_id, map_object_status_id)
        values (${s.tenantId}, ${s.networkId}, ${typeId}, ${statusId})`);
    }
    for (const statusId of actionStatusIds) {
      await db.execute(sql`insert into map_object_type_action_statuses (tenant_id, network_id, map_object_type_id, action_status_id)
        values (${s.tenantId}, ${s.networkId}, ${typeId}, ${statusId})`);
    }
  }
  const repair = await insertInNetwork(db, 'action_types', s, {
    name: 'Reparatie', own_geo: false, creates_object: false, deletes_object: false, on_network: true, dynamic_action_type_category_id: actionCategoryId,
  });
  for (const typeId of [post, route]) {
    await db.execute(sql`insert into action_type_map_object_types (tenant_id, network_id, action_type_id, map_object_type_id)
      values (${s.tenantId}, ${s.networkId}, ${repair}, ${typeId})`);
  }
  await db.execute(sql`insert into action_type_attributes (tenant_id, network_id, action_type_id, attribute_id, required, "order")
    values (${s.tenantId}, ${s.networkId}, ${repair}, ${remarkId}, false, 0)`);
}
