/** Teams of the selected tenant and their users. */
import { and, eq, sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { teamSchema, teamUserSchema, teamWriteSchema } from '@console/contract/teams';
import type { App, Deps } from '../../app';
import { teams } from '../../db/schema';
import { jsonOne, listJson, wrapOne } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { linkRoutes } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { networkScope } from '../../plugins/auth';

const tags = ['teams'];
const errors = commonErrorResponses;
const TEAM_INCLUDES = ['user'] as const;
export const teamUserJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name, 'email', ${a}.email)`;
};

function teamJson(includes: readonly string[] = []) {
  const users = includes.includes('user')
    ? sql`, 'user', json_build_object('data', coalesce((select json_agg(${teamUserJson('u')} order by lower(u.name), u.id)
        from team_users tu join users u on u.id = tu.user_id where tu.team_id = t.id), '[]'))`
    : sql``;
  return sql`json_build_object('id', t.id, 'tenant_id', t.tenant_id, 'name', t.name,
    'users_count', (select count(*)::int from team_users tu where tu.team_id = t.id),
    'created_at', t.created_at, 'updated_at', t.updated_at${users})`;
}

export function teamRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const show = async (tenantId: number, id: number, includes: readonly string[] = []) => {
    const json = await jsonOne(db, teamJson(includes), sql`teams t where t.id = ${id} and t.tenant_id = ${tenantId}`);
    if (!json) throw notFound();
    return wrapOne(json);
  };

  app.get('/v2/team', {
    schema: { tags, summary: 'The teams of the selected tenant', querystring: listQuery, response: { 200: many(teamSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const includes = checkIncludes(req.query.include, TEAM_INCLUDES);
    return sendJson(reply, await listJson(db, { select: teamJson(includes), from: sql`teams t where t.tenant_id = ${tenantId}`, orderBy: sql`lower(t.name), t.id`, page: req.query.page, perPage: req.query.perPage }));
  });

  app.get('/v2/team/:id', {
    schema: { tags, summary: 'One team; include=user adds its members', params: idParam, querystring: includeQuery, response: { 200: one(teamSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    return sendJson(reply, await show(tenantId, req.params.id, checkIncludes(req.query.include, TEAM_INCLUDES)));
  });

  app.post('/v2/team', {
    schema: { tags, summary: 'Create a team', body: teamWriteSchema, response: { 201: one(teamSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const [row] = await db.insert(teams).values({ tenantId, name: req.body.name }).returning({ id: teams.id });
    return sendJson(reply, await show(tenantId, row.id), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v2/team/:id',
    schema: { tags, summary: 'Rename a team', params: idParam, body: teamWriteSchema, response: { 200: one(teamSchema), ...errors } },
    handler: async (req, reply) => {
      const { tenantId } = networkScope(req);
      const [row] = await db.update(teams).set({ name: req.body.name, updatedAt: sql`now()` })
        .where(and(eq(teams.id, req.params.id), eq(teams.tenantId, tenantId))).returning({ id: teams.id });
      if (!row) throw notFound();
      return sendJson(reply, await show(tenantId, row.id));
    },
  });

  app.delete('/v2/team/:id', {
    schema: { tags, summary: 'Delete a team (its memberships go with it)', params: idParam, response: { 200: one(teamSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const json = await show(tenantId, req.params.id);
    await db.delete(teams).where(and(eq(teams.id, req.params.id), eq(teams.tenantId, tenantId)));
    return sendJson(reply, json);
  });

  linkRoutes(app, deps, {
    url: '/v1/team/:id/user',
    tags,
    what: 'users',
    owner: { table: 'teams', scope: 'tenant' },
    target: { table: 'users', scope: 'member' },
    link: { table: 'team_users', owner: 'team_id', target: 'user_id' },
    item: teamUserJson('x'),
    itemSchema: teamUserSchema,
    orderBy: sql`lower(x.name), x.id`,
  });
}
