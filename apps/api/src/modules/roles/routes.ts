/** Roles of the selected tenant and their permissions; the permissions the platform knows. */
import { and, eq, sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { permissionSchema, roleCreateSchema, roleSchema, roleUpdateSchema, roleUserSchema } from '@console/contract/roles';
import type { App, Deps } from '../../app-types';
import { forgetAccess } from '../../auth/access';
import { roles } from '../../db/schema';
import type { Db } from '../../db/client';
import { deleteShown, first, oneOr404 } from '../../db/sql';
import { audit, created, deleted, diff } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { linkRoutes } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { networkScope } from '../../auth/scope';
import { ROLE_INCLUDES, permissionColumns, roleColumns } from './presenter';
import { linkedThrough, usageRoute } from '../../lib/usage';

const tags = ['roles'];
const errors = commonErrorResponses;

export function roleRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const show = (tenantId: number, id: number, includes: readonly string[] = [], tx: Db = db) =>
    oneOr404(tx, roleColumns(includes), sql`roles r where r.id = ${id} and r.tenant_id = ${tenantId}`);

  app.get('/v1/permission', {
    schema: { tags, summary: 'Every permission', querystring: listQuery, response: { 200: many(permissionSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, { select: permissionColumns('x'), from: sql`permissions x`, orderBy: sql`x.name`, item: permissionSchema, defaultSort: 'name' });
  });

  app.get('/v1/permission/:id', {
    schema: { tags, summary: 'One permission', params: idParam, response: { 200: one(permissionSchema), ...errors } },
  }, async (req, reply) => {
    return sendJson(reply, await oneOr404(db, permissionColumns('x'), sql`permissions x where x.id = ${req.params.id}`));
  });

  app.get('/v1/role', {
    schema: { tags, summary: 'The roles of the selected tenant', querystring: listQuery, response: { 200: many(roleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const includes = checkIncludes(req.query.include, ROLE_INCLUDES);
    return sendList(reply, db, req.query, { select: roleColumns(includes), from: sql`roles r where r.tenant_id = ${tenantId}`, orderBy: sql`r.id`, item: roleSchema, defaultSort: 'id' });
  });

  app.get('/v1/role/:id', {
    schema: { tags, summary: 'One role; include=permissions', params: idParam, querystring: includeQuery, response: { 200: one(roleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    return sendJson(reply, await show(tenantId, req.params.id, checkIncludes(req.query.include, ROLE_INCLUDES)));
  });

  app.post('/v1/role', {
    schema: { tags, summary: 'Create a role (name is a machine name, unique in the tenant)', body: roleCreateSchema, response: { 201: one(roleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const row = await db.transaction(async (tx) => {
      const [made] = await tx.insert(roles).values({ tenantId, name: req.body.name, displayName: req.body.display_name, description: req.body.description })
        .onConflictDoNothing().returning({ id: roles.id });
      if (!made) throw fieldError('name', 'name.taken');
      await audit(tx, req, { action: 'create', subjectType: 'role', subjectId: made.id, changes: created({ name: req.body.name, display_name: req.body.display_name, description: req.body.description }) });
      return made;
    });
    return sendJson(reply, await show(tenantId, row.id), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/role/:id',
    schema: { tags, summary: 'Update display_name and description; the name is fixed', params: idParam, body: roleUpdateSchema, response: { 200: one(roleSchema), ...errors } },
    handler: async (req, reply) => {
      const { tenantId } = networkScope(req);
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(roles).where(and(eq(roles.id, req.params.id), eq(roles.tenantId, tenantId))).for('update');
        if (!current) throw notFound();
        if (req.body.name !== undefined && req.body.name !== current.name) throw fieldError('name', 'role.name_fixed');
        await tx.update(roles).set({ displayName: req.body.display_name, description: req.body.description, updatedAt: sql`now()` }).where(eq(roles.id, current.id));
        await audit(tx, req, {
          action: 'update', subjectType: 'role', subjectId: current.id,
          changes: diff({ display_name: current.displayName, description: current.description }, { display_name: req.body.display_name, description: req.body.description }),
        });
      });
      return sendJson(reply, await show(tenantId, req.params.id));
    },
  });

  app.delete('/v1/role/:id', {
    schema: { tags, summary: 'Delete a role that no user holds', params: idParam, response: { 200: one(roleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const json = await deleteShown(db, (tx) => show(tenantId, req.params.id, [], tx), async (tx) => {
      if (await first(tx, sql`select 1 from network_users where role_id = ${req.params.id} limit 1`)) throw fieldError('role', 'role.delete_blocked');
      // The foreign key restricts too: a user linked meanwhile makes this a 400, not a 500.
      const gone = await tx.delete(roles).where(and(eq(roles.id, req.params.id), eq(roles.tenantId, tenantId)))
        .returning({ id: roles.id, name: roles.name, display_name: roles.displayName, description: roles.description });
      for (const { id, ...row } of gone) await audit(tx, req, { action: 'delete', subjectType: 'role', subjectId: id, changes: deleted(row) });
      return gone;
    });
    await forgetAccess();
    return sendJson(reply, json);
  });

  usageRoute(app, deps, {
    url: '/v1/role/:id', table: 'roles', scope: 'tenant', tags, what: 'role',
    uses: [
      // A user counts once, however many networks they hold the role in.
      { kind: 'user', effect: 'blocks', rows: (id) => sql`select distinct on (u.id) u.name from network_users nu join users u on u.id = nu.user_id where nu.role_id = ${id}` },
      { kind: 'action_status', effect: 'unlinks', rows: linkedThrough('action_statuses', { table: 'action_status_roles', column: 'role_id', target: 'action_status_id' }) },
    ],
  });

  app.get('/v1/role/:id/users', {
    schema: { tags, summary: 'The users holding the role, per network', params: idParam, querystring: listQuery, response: { 200: many(roleUserSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    checkIncludes(req.query.include, []);
    if (!(await first(db, sql`select 1 from roles where id = ${req.params.id} and tenant_id = ${tenantId}`))) throw notFound();
    return sendList(reply, db, req.query, {
      select: sql`u.id, u.name, u.email, n.id as network_id, n.name as network_name`,
      from: sql`network_users nu join users u on u.id = nu.user_id join networks n on n.id = nu.network_id where nu.role_id = ${req.params.id}`,
      orderBy: sql`lower(u.name), u.id, n.id`,
      item: roleUserSchema, defaultSort: 'name',
    });
  });

  linkRoutes(app, deps, {
    url: '/v1/role/:id/permissions',
    tags,
    what: 'permissions',
    owner: { table: 'roles', scope: 'tenant' },
    target: { table: 'permissions', scope: 'global' },
    link: { table: 'role_permissions', owner: 'role_id', target: 'permission_id' },
    item: permissionColumns('x'),
    itemSchema: permissionSchema,
    orderBy: sql`x.name`,
    afterCommit: forgetAccess,
  });
}
