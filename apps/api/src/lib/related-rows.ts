/**
 * A sub-resource of a row that is another row's GET, declared once: `/v1/object/{id}/type` is
 * `/v1/type/{the object's type}`, `/v1/action/{id}/priority` is `/v1/action_priority/{its
 * priority}` (the original client's small sub-resources). The owner is found in the caller's
 * network (404 when it is not there, deleted or another organisation's), the path of the row it
 * points at is read from it, and that path is answered as its own GET answers the same caller:
 * the same presenter, permission and query parameters, so nothing is presented twice and a
 * sub-resource never shows what the row's own GET would not. An owner that points at nothing
 * (an object without a status, an action on the network) answers `none`.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { idParam } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../app-types';
import { networkScope, type Scoped } from '../auth/scope';
import { first } from '../db/sql';
import { notFound } from './errors';
import { sendText } from './respond';

export interface RelatedRow {
  /** the sub-resource's path; `:id` is its owner's id */
  url: string;
  summary: string;
  /** who may ask: the owner's read permission (the related GET then asks its own too) */
  config: FastifyContextConfig;
  /** the answer of the related GET (its 200 schema) */
  answer: z.ZodType;
  /** the owner in the scope, as one row with the related GET's path in `target` (null: none); no row: 404 */
  target: (id: number, s: Scoped) => SQL;
  /** the answer when the owner points at nothing; default `{"data": null}` */
  none?: unknown;
  /** the related GET's query (a list's sort, filters and paging), checked here as there */
  querystring?: z.ZodType;
}

/** The request headers a forwarded GET keeps: who calls, where, and in which language. */
const FORWARDED = ['authorization', 'x-tenant', 'x-network', 'accept-language', 'accept'] as const;

/** Registers each sub-resource as a GET answering its related row's GET. */
export function relatedRoutes(app: App, { db }: Deps, tags: string[], related: readonly RelatedRow[]) {
  for (const spec of related) {
    app.get(spec.url, {
      config: spec.config,
      schema: { tags, summary: spec.summary, params: idParam, ...(spec.querystring ? { querystring: spec.querystring } : {}), response: { 200: spec.answer, ...commonErrorResponses } },
    }, async (req, reply) => {
      const found = await first<{ target: string | null }>(db, spec.target(req.params.id, networkScope(req)));
      if (!found) throw notFound();
      if (found.target === null) return reply.send(spec.none ?? { data: null });
      const headers: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const res = await app.inject({ method: 'GET', url: `${found.target}${query}`, headers });
      const type = res.headers['content-type'];
      return sendText(reply, typeof type === 'string' ? type : 'application/json; charset=utf-8', res.body, res.statusCode);
    });
  }
}

/** `{"data": row | null}`: a related row's answer, or none. */
export const oneOrNone = <T extends z.ZodType>(item: T) => z.object({ data: item.nullable() });
