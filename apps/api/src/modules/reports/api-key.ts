/** The key an integration sends in X-Api-Key; absent or empty: a 401 before anything is read. */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

export function apiKeyOf(req: FastifyRequest): string {
  const raw = req.headers['x-api-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key === '' || key.length > 500) throw unauthorized('unauthenticated', 'report.unauthenticated');
  return key;
}
