/**
 * Validation with zod, keeping the issues so the error handler can name each field and
 * translate the message per request. Answers are serialized with plain JSON.stringify:
 * presenters (in SQL) decide what leaves the server, response schemas document it.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ValidationFailure } from './errors';

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export function registerSchemaCompilers(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    if (!isZod(schema)) return { value: data };
    // reportInput: the texts then say what was received ("ontving NaN"), not "undefined".
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(result.error.issues, httpPart ?? 'body') };
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
