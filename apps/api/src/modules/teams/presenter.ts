import { sql } from 'drizzle-orm';
import { rowObject, type Columns } from '../../db/sql';

export const TEAM_INCLUDES = ['user'] as const;

/** A member of a team as the API shows it. */
export const teamUserColumns = (alias: string): Columns => {
  const a = sql.raw(alias);
  return sql`${a}.id, ${a}.name, ${a}.email`;
};

/** The team as the API shows it; `alias` is the teams table's. include=user adds its members. */
export function teamColumns(includes: readonly string[] = [], alias = 't'): Columns {
  const t = sql.raw(alias);
  const users = includes.includes('user')
    ? sql`, json_build_object('data', coalesce((select json_agg(${rowObject(teamUserColumns('u'))} order by lower(u.name), u.id)
        from team_users tu join users u on u.id = tu.user_id where tu.team_id = ${t}.id), '[]')) as "user"`
    : sql``;
  return sql`${t}.id, ${t}.tenant_id, ${t}.name,
    (select count(*)::int from team_users tu where tu.team_id = ${t}.id) as users_count,
    ${t}.created_at, ${t}.updated_at${users}`;
}
