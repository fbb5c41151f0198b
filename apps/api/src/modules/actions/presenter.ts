/**
 * An action as the API shows it (contract actions.ts): `a` is the action. Its values are those
 * of the attributes linked to its type now, in the type's order, null where not filled.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actionSchema, type Action } from '@console/contract/actions';
import { geojsonFeature } from '../../lib/geojson-feature';
import { labelsOf, type LookupNames } from '../../lib/export-columns';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { oneOr404 } from '../../db/sql';
import type { ListRoute } from '../../lib/list';
import { ownFields, reference, type Reference } from '../../db/list-page';
import { INTEGRATION_NAMES } from '@console/contract/integrations';

/** The action's values as a JSON array, in its type's order, null where not filled. */
export const actionValues = sql`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name, 'type', x.type, 'value', v.value) order by ta."order", x.id)
    from action_type_attributes ta join attributes x on x.id = ta.attribute_id
    left join action_values v on v.action_id = a.id and v.attribute_id = x.id
    where ta.action_type_id = a.dynamic_action_type_id), '[]')`;

/** Who made an action: its user, or the integration whose report made it (created_by null). */
const createdByName = sql`coalesce((select u.name from users u where u.id = a.created_by),
  (select case r.source when 'helpdesk' then ${INTEGRATION_NAMES.helpdesk}::text when 'marrekrite' then ${INTEGRATION_NAMES.marrekrite}::text end
    from reports r where r.action_id = a.id limit 1))`;

export const actionColumns = sql`a.id, a.network_id,
  a.dynamic_action_type_id, (select t.name from action_types t where t.id = a.dynamic_action_type_id) as dynamic_action_type_name,
  a.map_object_id, a.map_object_code,
  a.action_priority_id, p.name as action_priority_name,
  a.action_status_id, st.name as action_status_name,
  a.description, a.geometry,
  a.created_by, ${createdByName} as created_by_name,
  a.team_id, (select tm.name from teams tm where tm.id = a.team_id) as team_name,
  a.created_at, a.updated_at, a.closed_at, a.deleted_at,
  ${actionValues} as attributes`;

/**
 * The actions of a network (`a`) with their priority (`p`) and status (`st`), deleted ones too; add
 * the conditions after it. Joined, not looked up per row: a list sorted by either over 100,000
 * actions hashes them once.
 */
export const actionsOf = (networkId: number): SQL => sql`actions a
  left join action_priorities p on p.id = a.action_priority_id
  left join action_statuses st on st.id = a.action_status_id
  where a.network_id = ${networkId}`;

/**
 * The actions in a status flagged `flag` for the user's role on the network: the role's open
 * work, what the map shows it, what an object's list shows it. A user without a role there: every
 * status. Both subqueries stand apart from the row, so they run once per query, not per action.
 */
export function flaggedFor(networkId: number, userId: number, flag: 'is_open' | 'show_on_map' | 'is_attached'): SQL {
  return sql`(not exists (select 1 from network_users nu where nu.network_id = ${networkId} and nu.user_id = ${userId})
    or a.action_status_id in (select r.action_status_id from action_status_roles r join network_users nu on nu.role_id = r.role_id
      where nu.network_id = ${networkId} and nu.user_id = ${userId} and r.${sql.identifier(flag)}))`;
}

/** The fields that name an action's references: a page sorted by one is found per reference (db/list-page.ts). */
const ACTION_REFERENCES: Record<string, Reference> = {
  dynamic_action_type_name: reference('dynamic_action_type_id', 'action_types'),
  action_status_name: reference('action_status_id', 'action_statuses'),
  action_priority_name: reference('action_priority_id', 'action_priorities'),
  team_name: reference('team_id', 'teams'),
  created_by_name: reference('created_by', 'users'),
};

/**
 * The network's actions (not deleted) as the list kit runs them, narrowed by `where`; `counted`:
 * every condition of `where` reads only the counted columns (status, priority, type, team), so the
 * counts of action_counts (migrations 0026, 0034) narrowed the same way give the totals.
 */
export function actionsList(networkId: number, where: readonly SQL[] = [], counted = where.length === 0): ListRoute {
  const conditions = sql.join([sql`a.deleted_at is null`, ...where], sql` and `);
  const countedRows = sql.join([sql`a.network_id = ${networkId}`, ...where], sql` and `);
  return {
    select: actionColumns,
    from: sql`${actionsOf(networkId)} and ${conditions}`,
    plainTotal: sql`select count(*)::int from actions a where a.network_id = ${networkId} and ${conditions}`,
    orderBy: sql`a.id desc`, item: actionSchema, defaultSort: '-id',
    paging: {
      groups: ACTION_REFERENCES,
      own: { from: sql`actions a where a.network_id = ${networkId} and ${conditions}`, fields: ACTION_OWN },
      ...(counted ? { counts: { from: sql`(select a.action_status_id, a.action_priority_id, a.dynamic_action_type_id, a.team_id, a.n from action_counts a where ${countedRows})`, fields: ACTION_COUNTED } } : {}),
    },
  };
}

/** The presenter's fields that are the action's own columns: a page's ids are found over these (db/list-page.ts). */
const ACTION_OWN = ownFields('a', ['id', 'network_id', 'dynamic_action_type_id', 'map_object_id', 'map_object_code', 'action_priority_id', 'action_status_id',
  'description', 'created_by', 'team_id', 'created_at', 'updated_at', 'closed_at', 'deleted_at']);

/** The fields action_counts counts the actions by. */
const ACTION_COUNTED = ['action_status_id', 'action_priority_id', 'dynamic_action_type_id', 'team_id'];

/** Where an action is: its own geometry, else its object's. */
export const actionLocation = sql`coalesce(a.geometry, (select o.geometry from map_objects o where o.id = a.map_object_id))`;

/**
 * A presented action (with its `location`) as a GeoJSON Feature: its fields and its values by
 * attribute name as properties, each lookup value's name beside its id (`<attribute>_label`).
 */
export function actionFeature(row: Action & { location: unknown }, names: LookupNames): Record<string, unknown> {
  const { geometry: _own, location, attributes, ...fields } = row;
  return geojsonFeature(row.id, location, fields, [...attributes, ...labelsOf(attributes, names)]);
}

/** One live action of the network as the API shows it. */
export const showAction = (db: Db, id: number, s: Scoped) => oneOr404(db, actionColumns, sql`${actionsOf(s.networkId)} and a.id = ${id} and a.deleted_at is null`);
