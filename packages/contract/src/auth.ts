import { z } from 'zod';

export const tokenRequestSchema = z.object({
  grant_type: z.string().max(100),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  username: z.string().max(300).optional(),
  password: z.string().max(500).optional(),
  refresh_token: z.string().max(500).optional(),
  scope: z.string().max(500).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});

export const revokeRequestSchema = z.object({
  token: z.string().max(500),
  token_type_hint: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
});
