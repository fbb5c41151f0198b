/** Teams of the selected tenant and their users. */
import { and, eq, sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { teamSchema, teamUserSchema, teamWriteSchema } from '@console/contract/teams';
import type { App, Deps } from '../../app-types';
import { teams } from '../../db/schema';
import type { Db } from '../../db/client';
import { deleteShown, oneOr404 } from '../../db/sql';
import { audit, created, deleted, diff } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { linkRoutes } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { networkScope } from '../../auth/scope';
import { TEAM_INCLUDES, teamColumns, teamUserColumns } from './presenter';
import { linkedThrough, usageRoute } from '../../lib/usage';

const tags = ['teams'];
const errors = commonErrorResponses;

export function teamRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const show = (tenantId: number, id: number, includes: readonly string[] = [], tx: Db = db) =>
    oneOr404(tx, teamColumns(includes), sql`teams t where t.id = ${id} and t.tenant_id = ${tenantId}`);

  // The spec's v2 paths, and the v1 paths the original client calls, with the same handlers.
  for (const base of ['/v2/team', '/v1/team']) {
    app.get(base, {
      schema: { tags, summary: 'The teams of the selected tenant', querystring: listQuery, response: { 200: many(teamSchema), ...errors } },
    }, async (req, reply) => {
      const { tenantId } = networkScope(req);
      const includes = checkIncludes(req.query.include, TEAM_INCLUDES);
      return sendList(reply, db, req.query, { select: teamColumns(includes), from: sql`teams t where t.tenant_id = ${tenantId}`, orderBy: sql`lower(t.name), t.id`, item: teamSchema, defaultSort: 'name' });
    });

    app.get(`${base}/:id`, {
      schema: { tags, summary: 'One team; include=user adds its members', params: idParam, querystring: includeQuery, response: { 200: one(teamSchema), ...errors } },
    }, async (req, reply) => {
      const { tenantId } = networkScope(req);
      return sendJson(reply, await show(tenantId, req.params.id, checkIncludes(req.query.include, TEAM_INCLUDES)));
    });

    app.post(base, {
      schema: { tags, summary: 'Create a team', body: teamWriteSchema, response: { 201: one(teamSchema), ...errors } },
    }, async (req, reply) => {
      const { tenantId } = networkScope(req);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx.insert(teams).values({ tenantId, name: req.body.name }).returning({ id: teams.id });
        await audit(tx, req, { action: 'create', subjectType: 'team', subjectId: made.id, changes: created({ name: req.body.name }) });
        return made;
      });
      return sendJson(reply, await show(tenantId, row.id), 201);
    });

    app.route({
      method: ['PUT', 'PATCH'],
      url: `${base}/:id`,
      schema: { tags, summary: 'Rename a team', params: idParam, body: teamWriteSchema, response: { 200: one(teamSchema), ...errors } },
      handler: async (req, reply) => {
        const { tenantId } = networkScope(req);
        await db.transaction(async (tx) => {
          const [before] = await tx.select({ name: teams.name }).from(teams).where(and(eq(teams.id, req.params.id), eq(teams.tenantId, tenantId))).for('update');
          if (!before) throw notFound();
          await tx.update(teams).set({ name: req.body.name, updatedAt: sql`now()` }).where(eq(teams.id, req.params.id));
          await audit(tx, req, { action: 'update', subjectType: 'team', subjectId: req.params.id, changes: diff(before, { name: req.body.name }) });
        });
        return sendJson(reply, await show(tenantId, req.params.id));
      },
    });

    app.delete(`${base}/:id`, {
      schema: { tags, summary: 'Delete a team (its memberships go with it)', params: idParam, response: { 200: one(teamSchema), ...errors } },
    }, async (req, reply) => {
      const { tenantId } = networkScope(req);
      return sendJson(reply, await deleteShown(db, (tx) => show(tenantId, req.params.id, [], tx),
        async (tx) => {
          const gone = await tx.delete(teams).where(and(eq(teams.id, req.params.id), eq(teams.tenantId, tenantId))).returning({ id: teams.id, name: teams.name });
          for (const row of gone) await audit(tx, req, { action: 'delete', subjectType: 'team', subjectId: row.id, changes: deleted({ name: row.name }) });
          return gone;
        }));
    });
  }

  usageRoute(app, deps, {
    url: '/v2/team/:id', table: 'teams', scope: 'tenant', tags, what: 'team',
    uses: [{ kind: 'user', effect: 'unlinks', rows: linkedThrough('users', { table: 'team_users', column: 'team_id', target: 'user_id' }) }],
  });

  linkRoutes(app, deps, {
    url: '/v1/team/:id/user',
    tags,
    what: 'users',
    owner: { table: 'teams', scope: 'tenant' },
    target: { table: 'users', scope: 'member' },
    link: { table: 'team_users', owner: 'team_id', target: 'user_id' },
    item: teamUserColumns('x'),
    itemSchema: teamUserSchema,
    orderBy: sql`lower(x.name), x.id`,
  });
}
