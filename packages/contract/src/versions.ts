/**
 * Versions of rows, so that a change made on an old reading is refused instead of silently
 * undoing what someone else saved in between (optimistic concurrency). A row's version is its
 * `updated_at`, which every change moves on. A change says which version it was made on in one
 * of two ways:
 *  - `updated_at` in the body, as the row was read: a stale one is a 409 Conflict;
 *  - HTTP's own `If-Match` with the ETag of the read (RFC 9110): a stale one is a 412.
 * Both answers say what changed meanwhile and hold the row as it is now. A change that says
 * neither (the original platform's client) applies as before.
 */
import { z } from 'zod';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * A timestamp with its zone (PostgreSQL's text form `2026-11-28 05:12:33.123456+00`, or ISO
 * 8601) as microseconds since 1970, exactly (a Date would drop the last three digits); null
 * when it is not one.
 */
export function versionMicros(text: string): string | null {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  // 2026-02-30 or 25:00 roll over in Date.UTC: not a timestamp.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day
    || back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second) return null;
  const zone = m[8];
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  }
  const fraction = Number((m[7] ?? '').padEnd(6, '0'));
  return String((BigInt(ms) - BigInt(offsetMinutes) * 60_000n) * 1000n + BigInt(fraction));
}

/** The ETag of a row read with this `updated_at` (strong: the version is exact). */
export const etagOf = (updatedAt: string): string | null => {
  const micros = versionMicros(updatedAt);
  return micros === null ? null : `"${micros}"`;
};

/** `updated_at` in a change's body: the version the change was made on (optional). */
export const versionInput = z.string().max(40)
  .refine((v) => versionMicros(v) !== null, { error: 'version.invalid' })
  .optional()
  .meta({ description: 'the updated_at of the row as it was read: a change made on an older version is refused (409)' });

/** One change made since the version a refused change was made on, from the audit log. */
export const versionChangeSchema = z.object({
  field: z.string(),
  user_name: z.string().nullable(),
  at: z.string(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

/** 409 (a stale `updated_at`) and 412 (a failed `If-Match`): what changed meanwhile, and the row as it is now. */
export const versionConflictSchema = z.object({
  detail: z.string(),
  changes: z.array(versionChangeSchema),
  current: z.record(z.string(), z.unknown()),
}).meta({ id: 'VersionConflict', description: '409 and 412: the row changed since it was read' });
export type VersionConflict = z.infer<typeof versionConflictSchema>;

/** The answers of a change that carries a version. */
export const versionResponses = { 409: versionConflictSchema, 412: versionConflictSchema } as const;
