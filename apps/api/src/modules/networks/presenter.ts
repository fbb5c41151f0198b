import { sql, type SQL } from 'drizzle-orm';

export const NETWORK_INCLUDES = ['geoObject', 'user', 'user.permissions'] as const;

/**
 * The network as the API shows it; `n` is the alias of the networks table. role_id is the
 * caller's role on the network. include=user embeds its users with their role, and
 * user.permissions each user's permission names there.
 */
export function networkJson(callerId: number, includes: readonly string[] = []): SQL {
  const geo = includes.includes('geoObject')
    ? sql`, 'geoObject', (select json_build_object('data', json_build_object('id', g.id, 'data', g.data))
        from geo_objects g where g.id = n.geo_object_id)`
    : sql``;
  const permissions = includes.includes('user.permissions')
    ? sql`, 'permissions', json_build_object('data', coalesce((select json_agg(p.name order by p.name)
        from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = nu.role_id), '[]'))`
    : sql``;
  const users = includes.includes('user') || includes.includes('user.permissions')
    ? sql`, 'user', json_build_object('data', coalesce((select json_agg(json_build_object(
        'id', u.id, 'name', u.name, 'email', u.email, 'role_id', nu.role_id${permissions}) order by u.name)
        from network_users nu join users u on u.id = nu.user_id where nu.network_id = n.id), '[]'))`
    : sql``;
  return sql`json_build_object('id', n.id, 'name', n.name, 'tenant_id', n.tenant_id,
    'geo_object_id', n.geo_object_id,
    'role_id', (select nu0.role_id from network_users nu0 where nu0.network_id = n.id and nu0.user_id = ${callerId}),
    'created_at', n.created_at, 'updated_at', n.updated_at${geo}${users})`;
}
