/**
 * POST /v1/user/{id}/deactivate, /activate and /invitation, DELETE /v1/user/{id}/sessions:
 * what an administrator does to a user's account; the rules are in accountability.ts.
 */
import { sql } from 'drizzle-orm';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { sessionsEndedSchema } from '@console/contract/sessions';
import { userSchema } from '@console/contract/users';
import type { App, Deps } from '../../app-types';
import { oneOr404 } from '../../db/sql';
import { sendJson } from '../../lib/respond';
import { networkScope } from '../../auth/scope';
import { langOf } from '../../plugins/errors';
import { activateUser, deactivateUser, endUserSessions, inviteUser } from './accountability';
import { USER_INCLUDES, userColumns } from './presenter';

const tags = ['users'];
const errors = commonErrorResponses;

export function userAccountabilityRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const show = (id: number) => oneOr404(db, userColumns(USER_INCLUDES), sql`users u where u.id = ${id}`);

  app.post('/v1/user/:id/deactivate', {
    schema: {
      tags, params: idParam, response: { 200: one(userSchema), ...errors },
      summary: 'Deactivate a user: no sign-in, every session ends, the licence is free; roles, networks and teams stay (not oneself; a super admin only by one)',
    },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await deactivateUser(db, req, user, tenantId, req.params.id);
    return sendJson(reply, await show(req.params.id));
  });

  app.post('/v1/user/:id/activate', {
    schema: {
      tags, params: idParam, response: { 200: one(userSchema), ...errors },
      summary: 'Activate a deactivated user with the same roles, networks and teams; refused at the licence limit (403) unless super admin',
    },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await activateUser(db, req, user, tenantId, req.params.id);
    return sendJson(reply, await show(req.params.id));
  });

  app.post('/v1/user/:id/invitation', {
    schema: {
      tags, params: idParam, response: { 200: one(userSchema), ...errors },
      summary: 'Mail the user a fresh invitation: a link to choose their own password, valid 7 days; the earlier link stops working',
    },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await inviteUser(deps, req, user, tenantId, req.params.id, langOf(req));
    return sendJson(reply, await show(req.params.id));
  });

  app.delete('/v1/user/:id/sessions', {
    schema: {
      tags, params: idParam, response: { 200: sessionsEndedSchema, ...errors },
      summary: 'Sign the user out everywhere: every session (token pair) ends (not oneself: see DELETE /v1/me/sessions)',
    },
  }, async (req) => {
    const { tenantId, user } = networkScope(req);
    return { data: { ended: await endUserSessions(db, req, user, tenantId, req.params.id) } };
  });
}
