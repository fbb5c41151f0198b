import { sql } from 'drizzle-orm';
import { LOCK_KINDS, LOCK_VALUES, type LockKind } from '@console/contract/kv';
import { preparedOne, type Columns, type Slot } from '../../db/sql';
import type { Db } from '../../db/client';

export const NETWORK_INCLUDES = ['geoObject', 'user', 'user.permissions', 'user.teams', 'locks'] as const;

/** A lock setting as the server reads it (contract kv.ts toLockValue): a stored value that is none of the lock's, or none stored, is none. */
const lockOf = (kind: LockKind) => sql`coalesce((select k.value #>> '{}' from kv k where k.network_id = n.id
  and k.key = ${`lock_${kind}_`} || n.id and jsonb_typeof(k.value) = 'string' and k.value #>> '{}' in (${sql.join(LOCK_VALUES.map((v) => sql`${v}`), sql`, `)})), 'none')`;

/**
 * The network as the API shows it; `n` is the alias of the networks table. role_id is the
 * caller's role on the network. include=user embeds the calling user's membership (a list of
 * at most one: id, name, email, role_id) and user.permissions its permission names there:
 * what the switcher needs to know, and no more, however many users a network has;
 * user.teams their teams in the network's organisation (the lock 'team'). All users
 * of a network are at GET /v1/network/{id}/user. include=locks: the network's lock settings,
 * which whoever works in it meets (its key-value entries stay its administrators').
 */
export function networkColumns(callerId: Slot<number>, includes: readonly string[] = []): Columns {
  const geo = includes.includes('geoObject')
    ? sql`, (select json_build_object('data', json_build_object('id', g.id, 'data', g.data))
        from geo_objects g where g.id = n.geo_object_id) as "geoObject"`
    : sql``;
  const permissions = includes.includes('user.permissions')
    ? sql`, 'permissions', json_build_object('data', coalesce((select json_agg(p.name order by p.name)
        from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = nu.role_id), '[]'))`
    : sql``;
  // The caller's own teams in the network's organisation: what the lock 'team' asks of them.
  const teams = includes.includes('user.teams')
    ? sql`, 'teams', json_build_object('data', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
        from team_users tu join teams t on t.id = tu.team_id where tu.user_id = u.id and t.tenant_id = n.tenant_id), '[]'))`
    : sql``;
  const users = includes.includes('user') || includes.includes('user.permissions') || includes.includes('user.teams')
    ? sql`, json_build_object('data', coalesce((select json_agg(json_build_object(
        'id', u.id, 'name', u.name, 'email', u.email, 'role_id', nu.role_id${permissions}${teams}) order by u.name)
        from network_users nu join users u on u.id = nu.user_id
        where nu.network_id = n.id and nu.user_id = ${callerId}), '[]')) as "user"`
    : sql``;
  const locks = includes.includes('locks')
    ? sql`, json_build_object('data', json_build_object(${sql.join(LOCK_KINDS.map((kind) => sql`${kind}::text, ${lockOf(kind)}`), sql`, `)})) as "locks"`
    : sql``;
  return sql`n.id, n.name, n.tenant_id, n.geo_object_id,
    (select nu0.role_id from network_users nu0 where nu0.network_id = n.id and nu0.user_id = ${callerId}) as role_id,
    n.created_at, n.updated_at${geo}${users}${locks}`;
}

type NetworkById = (db: Db, values: { id: number; tenantId: number; callerId: number }) => Promise<string>;
const byId = new Map<string, NetworkById>();

/**
 * GET /v1/network/{id}: one network of a tenant as the caller sees it, a statement prepared per
 * set of includes (at most thirty-two), as it is the call a console makes most.
 */
export function networkById(includes: readonly string[]): NetworkById {
  const key = NETWORK_INCLUDES.filter((include) => includes.includes(include)).join(',');
  let read = byId.get(key);
  if (!read) {
    read = preparedOne(`network_by_id:${key}`, (value) => ({
      select: networkColumns(value('callerId'), key.split(',')),
      from: sql`networks n where n.id = ${value('id')} and n.tenant_id = ${value('tenantId')}`,
    }));
    byId.set(key, read);
  }
  return read;
}
