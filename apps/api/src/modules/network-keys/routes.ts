/**
 * The console's three calls for one purpose of a network's keys (keys.ts): GET whether there is
 * one, POST to make or rotate it (the answer holds the key, the only time it is shown), DELETE
 * (404 when there was none). Each purpose's module mounts them at its own address.
 */
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { madeNetworkKeySchema, networkKeySchema } from '@console/contract/network-keys';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { deleteNetworkKey, makeNetworkKey, networkKeyJson, type KeyPurpose } from './keys';

export interface NetworkKeyRoutes {
  url: string;
  purpose: KeyPurpose;
  tags: string[];
  config?: FastifyContextConfig;
  /** the path's parameters (e.g. the network's id) */
  params?: z.ZodType;
  /** what the key is, in the calls' summaries: "The network's publication key for its published layers" */
  what: string;
  /** what a deleted key stops: "reading its layers" */
  stops: string;
}

export function networkKeyRoutes(app: App, { db }: Deps, r: NetworkKeyRoutes) {
  const base: { config?: FastifyContextConfig } = r.config ? { config: r.config } : {};
  const params = r.params ? { params: r.params } : {};
  app.get(r.url, {
    ...base,
    schema: { tags: r.tags, summary: `${r.what}: whether there is one, since when and by whom (never the key)`, ...params, response: { 200: one(networkKeySchema), ...commonErrorResponses } },
  }, async (req, reply) => sendJson(reply, `{"data":${await networkKeyJson(db, networkScope(req).networkId, r.purpose)}}`));

  app.post(r.url, {
    ...base,
    schema: { tags: r.tags, summary: `${r.what}: made, or a new one in its place (the old one stops working at once); the answer holds the key, the only time it is shown`, ...params, response: { 201: one(madeNetworkKeySchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    return reply.code(201).send({ data: await makeNetworkKey(db, req, s, s.user.id, r.purpose) });
  });

  app.delete(r.url, {
    ...base,
    schema: { tags: r.tags, summary: `${r.what}: deleted, which stops ${r.stops} with it (404 when there was none)`, ...params, response: { 200: one(networkKeySchema), ...commonErrorResponses } },
  }, async (req) => {
    if (!(await deleteNetworkKey(db, req, networkScope(req), r.purpose))) throw notFound();
    return { data: { exists: false, created_at: null, created_by_name: null } };
  });
}
