/**
 * The callers with a key instead of a user's token, as plugins/auth.ts admits them:
 * - publication (`/ogc/networks/{networkId}/...`, docs/publishing.md): the network's publication
 *   key, sent as `Authorization: Bearer <key>` or `?key=<key>` (what a GIS can send), or a
 *   console user's token whose role on the path's network holds export (or module-admin).
 *   Nothing sent: 401 with WWW-Authenticate; a publication key of another network, or a network
 *   that does not exist: 404 (a key never tells whether a network exists); neither a key nor a
 *   live token: 401 invalid_token; a user outside the network's organisation 404, a member
 *   without the permission 403. Checked before validation, so a caller without access learns
 *   nothing from a 400.
 * - integration (docs/integrations.md): the key in X-Api-Key, found by the route's declared
 *   check (config.integration); absent, empty or not found: 401 invalid_api_key. Checked after
 *   validation, as the helpdesk's key is found with the instance its report names (a malformed
 *   report is a 400 before the key is looked at).
 */
import type { FastifyRequest } from 'fastify';
import { PERMISSION_PRESETS } from '@console/contract/permissions';
import type { Db } from '../db/client';
import { networkPermission, tenantOfNetwork } from '../auth/access';
import { networkOfKey } from '../auth/network-keys';
import type { KeyCaller } from '../auth/scope';
import { findSession } from '../auth/sessions';
import { HttpError, fieldError, forbidden, notFound, unauthorized } from '../lib/errors';
import { hostileInput } from './schema';

const challenge = (error?: string) => ({ 'www-authenticate': `Bearer realm="ogc"${error ? `, error="${error}"` : ''}` });

/** The key or token a publication request sends: `?key=` first, else the bearer token. */
function credentialOf(req: FastifyRequest): { value: string; from: 'query' | 'header' } | null {
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

/** The network of a publication path; a malformed id is no network (404). */
function pathNetworkId(req: FastifyRequest): number {
  const id = (req.params as Record<string, string | undefined>).networkId ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2147483647) throw notFound();
  return Number(id);
}

/** Admits a publication route's caller: a key (answered as the caller) or a user (set on req.auth). */
export async function admitPublication(db: Db, req: FastifyRequest): Promise<KeyCaller | null> {
  const credential = credentialOf(req);
  if (!credential) throw new HttpError(401, { kind: 'auth', error: 'unauthenticated', code: 'unauthenticated' }, challenge());
  const networkId = pathNetworkId(req);
  const key = await networkOfKey(db, 'ogc', credential.value);
  if (key) {
    if (key.networkId !== networkId) throw notFound();
    return { kind: 'publication', ...key, queryKey: credential.from === 'query' ? credential.value : null };
  }
  const session = credential.from === 'header' ? await findSession(db, credential.value) : null;
  if (!session) throw new HttpError(401, { kind: 'auth', error: 'invalid_token', code: 'invalid_token' }, challenge('invalid_token'));
  const tenantId = await tenantOfNetwork(db, networkId);
  if (tenantId === null) throw notFound();
  const { access, admin } = await networkPermission(db, session.user, tenantId, networkId, PERMISSION_PRESETS.export);
  if (access === 'none') throw notFound();
  if (access === 'no') throw forbidden('forbidden.permission');
  req.auth = { user: session.user, tokenId: session.tokenId, fieldApp: session.fieldApp, tenantId, networkId, networkAdmin: admin };
  return null;
}

/** Admits an integration route's caller by its X-Api-Key, through the route's declared check. */
export async function admitIntegration(db: Db, req: FastifyRequest): Promise<KeyCaller> {
  const declared = req.routeOptions.config.integration;
  if (!declared) throw new Error(`route ${req.routeOptions.url ?? ''} has scope integration without its key check`);
  const raw = req.headers['x-api-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key === '' || key.length > 500) throw unauthorized('unauthenticated', 'report.unauthenticated');
  const found = await declared.find(db, key, req);
  if (!found) throw unauthorized('invalid_api_key', 'report.unauthenticated');
  return { kind: 'integration', integration: declared.name, ...found };
}
