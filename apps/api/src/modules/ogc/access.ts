/**
 * Who may read a network's published layers (/ogc/networks/{networkId}/...): the network's
 * publication key, sent as `Authorization: Bearer <key>` or `?key=<key>` (what a GIS can send),
 * or a signed-in console user whose role on the network holds module-export (or module-admin),
 * with the console's own token. The whole rule, run before validation so a caller without
 * access learns nothing from a 400:
 * - nothing sent: 401 with WWW-Authenticate;
 * - a publication key of another network, or a network that does not exist: 404 (a key never
 *   tells whether a network exists);
 * - neither a publication key nor a live console token: 401 invalid_token;
 * - a console user outside the network's organisation: 404; a member without the permission: 403.
 * Keys are found by their SHA-256 through a unique index: nothing compares them one by one.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/errors';
import { hostileInput } from '../../plugins/schema';
import { networkPermission, tenantOfNetwork } from '../../auth/access';
import { findSession } from '../../auth/sessions';
import { networkOfKey } from '../network-keys/keys';
import { PERMISSION_PRESETS } from '@console/contract/permissions';


const challenge = (error?: string) => ({ 'www-authenticate': `Bearer realm="ogc"${error ? `, error="${error}"` : ''}` });

/** The key or token a request sends: `?key=` first, else the bearer token. */
export function credentialOf(req: FastifyRequest): { value: string; from: 'query' | 'header' } | null {
  const query = req.query as Record<string, unknown> | undefined;
  const key = query?.key;
  // What no field may hold (NUL, a lone surrogate) is refused on the field, as validation would.
  const hostile = typeof key === 'string' ? hostileInput(key) : null;
  if (hostile) throw fieldError('key', hostile.message === 'text.nul' ? 'text.nul' : 'text.surrogate');
  if (typeof key === 'string' && key !== '') return { value: key, from: 'query' };
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match ? { value: match[1], from: 'header' } : null;
}

/** The network of the path; a malformed id is no network (404). */
export function pathNetworkId(req: FastifyRequest): number {
  const id = (req.params as Record<string, string | undefined>).networkId ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2147483647) throw notFound();
  return Number(id);
}

/** The network's organisation when the request may read its published layers; throws the refusal otherwise. */
export async function ogcAccess(db: Db, req: FastifyRequest): Promise<{ tenantId: number; networkId: number }> {
  const credential = credentialOf(req);
  if (!credential) throw new HttpError(401, { kind: 'auth', error: 'unauthenticated', code: 'unauthenticated' }, challenge());
  const networkId = pathNetworkId(req);
  const key = await networkOfKey(db, 'ogc', credential.value);
  if (key) {
    if (key.network_id !== networkId) throw notFound();
    return { tenantId: key.tenant_id, networkId };
  }
  const session = credential.from === 'header' ? await findSession(db, credential.value) : null;
  if (!session) throw new HttpError(401, { kind: 'auth', error: 'invalid_token', code: 'invalid_token' }, challenge('invalid_token'));
  const tenantId = await tenantOfNetwork(db, networkId);
  if (tenantId === null) throw notFound();
  const { access } = await networkPermission(db, session.user, tenantId, networkId, PERMISSION_PRESETS.export);
  if (access === 'none') throw notFound();
  if (access === 'no') throw forbidden('forbidden.permission');
  return { tenantId, networkId };
}
