/**
 * What a write of an action is checked against, read in the write's transaction: its type (own
 * geometry, creates or deletes an object, on the network, the object types it is for, its
 * attributes), the statuses it may have, and the caller's role's flags.
 */
import { sql } from 'drizzle-orm';
import type { AttributeType } from '@console/contract/attributes';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import type { AttributeRule } from '../../lib/attribute-values';

export interface ActionTypeRules {
  id: number;
  ownGeo: boolean;
  createsObject: boolean;
  deletesObject: boolean;
  onNetwork: boolean;
  /** the map object types it is for */
  objectTypeIds: number[];
  attributes: AttributeRule[];
}

interface TypeRow {
  id: number; own_geo: boolean; creates_object: boolean; deletes_object: boolean; on_network: boolean;
  object_types: number[] | null;
  attributes: { id: number; type: AttributeType; required: boolean; lookups: number[] | null }[] | null;
}

/** The action type of the network with its rules; undefined when the network has no such type. */
export async function actionTypeRules(tx: Db, typeId: number, s: Scoped): Promise<ActionTypeRules | undefined> {
  const row = await first<TypeRow>(tx, sql`select t.id, t.own_geo, t.creates_object, t.deletes_object, t.on_network,
      (select json_agg(m.map_object_type_id) from action_type_map_object_types m where m.action_type_id = t.id) as object_types,
      (select json_agg(json_build_object('id', a.id, 'type', a.type, 'required', ta.required,
          'lookups', (select json_agg(l.id) from lookup_values l where l.attribute_id = a.id)) order by ta."order", a.id)
        from action_type_attributes ta join attributes a on a.id = ta.attribute_id where ta.action_type_id = t.id) as attributes
    from action_types t where t.id = ${typeId} and t.network_id = ${s.networkId} for share`);
  if (!row) return undefined;
  return {
    id: row.id, ownGeo: row.own_geo, createsObject: row.creates_object, deletesObject: row.deletes_object, onNetwork: row.on_network,
    objectTypeIds: row.object_types ?? [],
    // An action type's attributes have no defaults of their own.
    attributes: (row.attributes ?? []).map((a) => ({ id: a.id, type: a.type, required: a.required, defaultValue: null, lookupIds: new Set(a.lookups ?? []) })),
  };
}

export interface StatusFacts { id: number; name: string; weight: number; is_final: boolean }

/** The statuses an action may have: those of its object's type, or every status of the network for one on the network; lowest weight first. */
export function allowedStatuses(tx: Db, s: Scoped, objectTypeId: number | null): Promise<StatusFacts[]> {
  return rows<StatusFacts>(tx, objectTypeId === null
    ? sql`select id, name, weight, is_final from action_statuses where network_id = ${s.networkId} order by weight, id`
    : sql`select st.id, st.name, st.weight, st.is_final from map_object_type_action_statuses m join action_statuses st on st.id = m.action_status_id
        where m.map_object_type_id = ${objectTypeId} order by st.weight, st.id`);
}

export interface RoleFlags { is_open: boolean; is_selectable: boolean }

/** The caller's role's flags per status on the network (none: the caller has no role there). */
export async function roleFlags(tx: Db, userId: number, s: Scoped): Promise<Map<number, RoleFlags> | null> {
  const found = await rows<{ action_status_id: number | null } & RoleFlags>(tx, sql`select r.action_status_id, r.is_open, r.is_selectable
    from network_users nu left join action_status_roles r on r.role_id = nu.role_id
    where nu.network_id = ${s.networkId} and nu.user_id = ${userId}`);
  if (!found.length) return null;
  return new Map(found.filter((f) => f.action_status_id !== null).map((f) => [f.action_status_id as number, { is_open: f.is_open, is_selectable: f.is_selectable }]));
}
