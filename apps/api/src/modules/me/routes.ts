/** GET and PUT/PATCH /v1/me: the signed-in user's own profile; GET /v1/me/role: the roles they hold. */
import { eq, sql } from 'drizzle-orm';
import { includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { profileUpdateSchema, userRoleSchema, userSchema } from '@console/contract/users';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import type { App, Deps } from '../../app-types';
import { users } from '../../db/schema';
import { first, oneOr404 } from '../../db/sql';
import { callerOf } from '../../auth/scope';
import { forgetUser } from '../../auth/sessions';
import { actorOf, audit, diff } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { USER_INCLUDES, userColumns } from '../users/presenter';
import { emailTaken } from '../users/service';
import { meSessionRoutes } from './session-routes';

export function meRoutes(app: App, deps: Deps) {
  const { db } = deps;
  // The module's other route files, registered here: the module's one entry.
  meSessionRoutes(app, deps);
  const show = (id: number, includes: readonly string[]) => oneOr404(db, userColumns(includes), sql`users u where u.id = ${id}`);

  // GET /v1/account and /v1/session/user: the original client's paths, the same handler.
  for (const url of ['/v1/me', '/v1/account', '/v1/session/user']) {
    app.get(url, {
      config: { scope: 'user' },
      schema: {
        tags: ['me'],
        summary: 'The signed-in user; include=userAttribute adds function, department and phones',
        querystring: includeQuery,
        response: { 200: one(userSchema), ...commonErrorResponses },
      },
    }, async (req, reply) => {
      const includes = checkIncludes(req.query.include, USER_INCLUDES);
      return sendJson(reply, await show(callerOf(req).user.id, includes));
    });
  }

  app.get('/v1/me/role', {
    config: { scope: 'user' },
    schema: { tags: ['me'], summary: 'The roles the signed-in user holds, per network', querystring: listQuery, response: { 200: many(userRoleSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: sql`r.id, r.name, r.display_name, n.id as network_id, n.name as network_name`,
      from: sql`network_users nu join networks n on n.id = nu.network_id join roles r on r.id = nu.role_id where nu.user_id = ${callerOf(req).user.id}`,
      orderBy: sql`lower(n.name), n.id`,
      item: userRoleSchema, defaultSort: 'network_name',
    });
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/me',
    config: { scope: 'user' },
    schema: {
      tags: ['me'],
      summary: 'Update the own profile: name, email, primary_tenant_id, function, department, phone, phone_mobile',
      body: profileUpdateSchema,
      response: { 200: one(userSchema), ...commonErrorResponses },
    },
    handler: async (req, reply) => {
      const me = callerOf(req).user;
      const b = req.body;
      await db.transaction(async (tx) => {
        if (b.email !== undefined && await emailTaken(tx, b.email, me.id)) throw fieldError('email', 'email.taken');
        if (b.primary_tenant_id) {
          const member = await first(tx, sql`select 1 from tenant_users where tenant_id = ${b.primary_tenant_id} and user_id = ${me.id} for share`);
          if (!member) throw fieldError('primary_tenant_id', 'tenant.not_member');
        }
        const [before] = await tx.select().from(users).where(eq(users.id, me.id)).for('update');
        await tx.update(users).set({
          name: b.name, email: b.email, primaryTenantId: b.primary_tenant_id, function: b.function,
          department: b.department, phone: b.phone, phoneMobile: b.phone_mobile, updatedAt: sql`now()`,
        }).where(eq(users.id, me.id));
        // The own profile: recorded in the primary organisation (the new one, when it changes).
        await audit(tx, { ...actorOf(req), tenantId: b.primary_tenant_id ?? before?.primaryTenantId ?? null }, {
          action: 'update', subjectType: 'user', subjectId: me.id,
          changes: diff(before && {
            name: before.name, email: before.email, primary_tenant_id: before.primaryTenantId, function: before.function,
            department: before.department, phone: before.phone, phone_mobile: before.phoneMobile,
          }, { name: b.name, email: b.email, primary_tenant_id: b.primary_tenant_id, function: b.function, department: b.department, phone: b.phone, phone_mobile: b.phone_mobile }),
        });
      });
      await forgetUser(me.id);
      return sendJson(reply, await show(me.id, USER_INCLUDES));
    },
  });
}
