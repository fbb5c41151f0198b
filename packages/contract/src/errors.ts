import { z } from 'zod';

/** The error shapes, one per status, as the console's error catalogue reads them. */
export const validationErrorSchema = z.object({
  messages: z.record(z.string(), z.array(z.string())),
}).meta({ id: 'ValidationError', description: '400: messages per field' });

export const authErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
}).meta({ id: 'AuthError', description: '401 (and OAuth errors, RFC 6749)' });

export const detailErrorSchema = z.object({
  detail: z.string(),
}).meta({ id: 'DetailError', description: '403, 404, 429 and 5xx' });

export type ValidationError = z.infer<typeof validationErrorSchema>;
export type AuthError = z.infer<typeof authErrorSchema>;
export type DetailError = z.infer<typeof detailErrorSchema>;

/** The answers every scoped route may give besides its own. */
export const commonErrorResponses = {
  400: validationErrorSchema,
  401: authErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
} as const;
