/**
 * Validation with zod, keeping the issues so the error handler can name each field and
 * translate the message per request. Answers are serialized with plain JSON.stringify:
 * presenters (in SQL) decide what leaves the server, response schemas document it.
 *
 * Before zod sees a request, one pass refuses what no schema should have to think of:
 * NUL (PostgreSQL cannot store it in text or jsonb), lone surrogates (they would be stored
 * as U+FFFD, silently changed), and nesting deeper than any real payload (zod's recursion
 * over z.json() would overflow the stack). Other control characters are ordinary text.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ValidationFailure } from '../lib/errors';

/** The deepest nesting a request may carry: a network's area is 6 levels, a stack overflow thousands. */
export const MAX_DEPTH = 64;

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

// In a u-mode expression a surrogate pair is one code point, so only lone surrogates match.
const LONE_SURROGATE = /\p{Cs}/u;
const textProblem = (text: string) => text.includes('\u0000') ? 'text.nul' : LONE_SURROGATE.test(text) ? 'text.surrogate' : null;

interface Finding { code: 'custom'; path: PropertyKey[]; message: string }

/**
 * The first thing in the input a string column cannot hold, or the field nested too deeply;
 * without recursion, so the depth of the input cannot overflow the stack here either.
 */
export function hostileInput(data: unknown): Finding | null {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { code: 'custom', path, message: problem };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // The field that holds the nesting, not a path thousands of segments long.
    if (path.length >= MAX_DEPTH) return { code: 'custom', path: Array.isArray(data) ? [] : path.slice(0, 1), message: `body.too_deep: ${MAX_DEPTH}` };
    for (const [key, child] of Object.entries(value)) {
      // A bad key is named by the object that holds it: the key itself cannot be a field name.
      const problem = textProblem(key);
      if (problem) return { code: 'custom', path, message: problem };
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return null;
}

export function registerSchemaCompilers(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    if (!isZod(schema)) return { value: data };
    const part = httpPart ?? 'body';
    const hostile = hostileInput(data);
    if (hostile) return { error: new ValidationFailure([hostile], part) };
    // reportInput: the texts then say what was received ("ontving NaN"), not "undefined".
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(result.error.issues, part) };
  });
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));

  // An empty body sent as JSON (a DELETE from a client that always sets the header) is no
  // body at all, not invalid JSON; anything else goes through Fastify's own safe parser.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return json(req, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
