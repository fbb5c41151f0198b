import { sql, type SQL } from 'drizzle-orm';

export const TEAM_INCLUDES = ['user'] as const;

/** A member of a team as the API shows it. */
export const teamUserJson = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name, 'email', ${a}.email)`;
};

/** The team as the API shows it; `alias` is the teams table's. include=user adds its members. */
export function teamJson(includes: readonly string[] = [], alias = 't'): SQL {
  const t = sql.raw(alias);
  const users = includes.includes('user')
    ? sql`, 'user', json_build_object('data', coalesce((select json_agg(${teamUserJson('u')} order by lower(u.name), u.id)
        from team_users tu join users u on u.id = tu.user_id where tu.team_id = ${t}.id), '[]'))`
    : sql``;
  return sql`json_build_object('id', ${t}.id, 'tenant_id', ${t}.tenant_id, 'name', ${t}.name,
    'users_count', (select count(*)::int from team_users tu where tu.team_id = ${t}.id),
    'created_at', ${t}.created_at, 'updated_at', ${t}.updated_at${users})`;
}
