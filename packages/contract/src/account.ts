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
