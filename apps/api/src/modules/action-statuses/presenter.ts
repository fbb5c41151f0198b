import { sql } from 'drizzle-orm';
import type { Columns } from '../../db/sql';

export const ACTION_STATUS_INCLUDES = ['allActionStatusRoles'] as const;

/** One role's flags for one status; `r` is the flags row, joined to roles as `ro`. */
export const actionStatusRoleColumns = sql`r.action_status_id, r.role_id, coalesce(ro.display_name, ro.name) as role_name,
  r.is_open, r.is_selectable, r.show_on_map, r.is_attached`;

/** The action status as the API shows it; include=allActionStatusRoles adds every role's flags. */
export function actionStatusColumns(includes: readonly string[] = []): Columns {
  const roles = includes.includes('allActionStatusRoles')
    ? sql`, json_build_object('data', coalesce((select json_agg(x order by lower(x.role_name), x.role_id) from (select ${actionStatusRoleColumns}
        from action_status_roles r join roles ro on ro.id = r.role_id where r.action_status_id = o.id) x), '[]')) as "allActionStatusRoles"`
    : sql``;
  return sql`o.id, o.network_id, o.name, o.weight, o.is_final, o.color, o.created_at, o.updated_at${roles}`;
}
