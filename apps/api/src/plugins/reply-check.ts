/**
 * In the test build only (buildApp's checkReplies): every JSON answer is parsed with its route's
 * declared response schema for its status code, so an answer that drifted from its schema fails
 * the test that caused it, as a 500 with zod's issues in the log and on stderr, instead of as a
 * zod error in the console later. Presenters build JSON in SQL and lib/respond.ts sends it as
 * text: in production nothing parses it again (speed), which is why the tests must.
 *
 * The check is strict: a field the schema does not declare fails it too (zod would strip it
 * quietly), so a presenter's SQL cannot send a column that no schema, document or client knows.
 *
 * Answers of a status the route declares no schema for, and 5xx answers (the error handler's
 * own, including the one this check causes), are not checked.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer that does not match its route's response schema. */
export class ReplyDrift extends Error {
  constructor(readonly route: string, readonly status: number, readonly issues: z.core.$ZodIssue[]) {
    super(`the ${status} answer of ${route} does not match its response schema:\n${z.prettifyError(new z.ZodError(issues))}`);
    this.name = 'ReplyDrift';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The paths of the fields the answer holds and the parsed answer lost: zod strips what an object
 * schema does not declare, so what is sent but not parsed is undeclared. A field's value kept
 * whole (a record, `z.unknown()`) is the same object on both sides and is not walked.
 */
export function undeclaredFields(sent: unknown, parsed: unknown, at = ''): string[] {
  if (sent === parsed) return [];
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => undeclaredFields(item, parsed[i], `${at}[${i}]`));
  }
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.keys(sent).flatMap((key) => {
    const path = at ? `${at}.${key}` : key;
    return Object.hasOwn(parsed, key) ? undeclaredFields(sent[key], parsed[key], path) : [path];
  });
}

/** One issue per undeclared field, its rows' indexes left out (`data[].email`), so a list names it once. */
function undeclaredIssues(paths: string[]): z.core.$ZodIssue[] {
  const fields = [...new Set(paths.map((p) => p.replace(/\[\d+\]/g, '[]')))];
  return fields.map((field) => ({ code: 'unrecognized_keys', keys: [field], path: [], message: `undeclared field: ${field}` }));
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/** The route's response schema for a status: by its code, its class ('2xx') or 'default'. */
function schemaFor(req: FastifyRequest, status: number): z.ZodType | null {
  const responses: unknown = req.routeOptions.schema?.response;
  if (typeof responses !== 'object' || responses === null) return null;
  const byStatus = responses as Record<string, unknown>;
  const schema = byStatus[String(status)] ?? byStatus[`${Math.floor(status / 100)}xx`] ?? byStatus.default;
  return isZod(schema) ? schema : null;
}

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').includes('json');

declare module 'fastify' {
  interface FastifyInstance {
    /** whether answers are checked against their schemas (the tests' build) */
    checksReplies: boolean;
  }
}

export function registerReplyCheck(app: FastifyInstance) {
  app.decorate('checksReplies', true);
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 500 || typeof payload !== 'string' || !isJson(reply)) return payload;
    const schema = schemaFor(req, reply.statusCode);
    if (!schema) return payload;
    const sent: unknown = JSON.parse(payload);
    const result = schema.safeParse(sent);
    const issues: z.core.$ZodIssue[] = result.success
      ? undeclaredIssues(undeclaredFields(sent, result.data))
      : result.error.issues;
    if (!issues.length) return payload;
    const drift = new ReplyDrift(`${req.method} ${req.routeOptions.url ?? req.url}`, reply.statusCode, issues);
    req.log.error({ err: drift, issues: drift.issues }, 'answer does not match its response schema');
    // Test builds usually log nothing: the test's output must still show why it got a 500.
    console.error(drift.message);
    throw drift;
  });
}
