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
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(result.error.issues, httpPart ?? 'body') };
  });
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
}
