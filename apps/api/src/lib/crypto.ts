import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque random token: 32 bytes, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Tokens are stored only as this hash. Every authenticated call hashes its token: the one-shot
 * crypto.hash makes no Hash object per call (the same digest as createHash(...).digest('hex')).
 */
export const sha256 = (value: string) => digest('sha256', value, 'hex');

export const hashPassword = (password: string) => hash(password);

/** Verifies a password; a missing or malformed hash never matches. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Constant-time comparison of two secrets. */
export function sameSecret(a: string, b: string): boolean {
  const ha = Buffer.from(sha256(a));
  const hb = Buffer.from(sha256(b));
  return timingSafeEqual(ha, hb);
}
