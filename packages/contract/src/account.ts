import { z } from 'zod';
import { emailInput } from './users';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits';

export const recoveryMailSchema = z.object({ email: z.string().trim().max(300) });

export const passwordInput = z.string()
  .min(PASSWORD_MIN, { error: 'password.min' })
  .max(PASSWORD_MAX);

/** A new password and its confirmation; the mismatch lands on password_confirmation. */
export const passwordPairSchema = z.object({
  password: passwordInput,
  password_confirmation: z.string().max(PASSWORD_MAX),
}).refine((v) => v.password === v.password_confirmation, {
  error: 'password.mismatch',
  path: ['password_confirmation'],
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordInput,
  password_confirmation: z.string().max(PASSWORD_MAX),
}).refine((v) => v.password === v.password_confirmation, {
  error: 'password.mismatch',
  path: ['password_confirmation'],
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const messageAnswerSchema = z.object({ data: z.object({ message: z.string() }) });

export { emailInput };

/** POST /v1/account/reset with a username only (the original client's): mail a recovery link. */
export const resetRequestSchema = z.object({ username: z.string().trim().min(1).max(300) });

/** POST /v1/account/reset/{token} (the original client's): the new password; a confirmation sent must match. */
export const resetByTokenSchema = z.object({
  password: passwordInput,
  password_confirmation: z.string().max(PASSWORD_MAX).optional(),
}).refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
  error: 'password.mismatch',
  path: ['password_confirmation'],
});

export const resetTokenParams = z.object({ token: z.string().min(1).max(200) });
export const resetTokenQuery = z.object({ username: z.string().trim().max(300).optional() });

/** GET /v1/account/reset/{token}: whether the token can still set a password. */
export const resetTokenStateSchema = z.object({ data: z.object({ valid: z.boolean() }) });
