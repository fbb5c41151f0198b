import { z } from 'zod';
import { KEY_MAX } from './limits';
import { versionInput } from './versions';

export const kvEntrySchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  network_id: z.number().int(),
  key: z.string(),
  value: z.unknown(),
  /** its version: a change made on an older one is refused (versions.ts) */
  updated_at: z.string(),
}).meta({ id: 'KeyValue' });
export type KvEntry = z.infer<typeof kvEntrySchema>;

export const kvKeyParam = z.object({
  key: z.string().min(1).max(KEY_MAX).regex(/^[A-Za-z0-9_.:-]+$/),
});

/**
 * The body of a create or update: any JSON value but null (an entry is removed by DELETE, and
 * the column holds no SQL NULL), and optionally the selected network.
 */
export const kvWriteSchema = z.object({
  value: z.json().refine((value) => value !== null, { message: 'kv.value_null' }),
  network_id: z.coerce.number().int().min(1).optional(),
  /** the version the change was made on (an update; a create has none) */
  updated_at: versionInput,
});

/** Lock settings of a network, kept as key-value entries. */
export const LOCK_VALUES = ['none', 'user', 'team'] as const;
export type LockValue = (typeof LOCK_VALUES)[number];
/** A stored lock entry's value as a lock value; anything unreadable counts as none (the spec: shown 'Geen'). */
export const toLockValue = (stored: unknown): LockValue => LOCK_VALUES.find((value) => value === stored) ?? 'none';
export const LOCK_KINDS = ['mapobject', 'mapobjectselections', 'action'] as const;
export type LockKind = (typeof LOCK_KINDS)[number];
export const lockKey = (kind: LockKind, networkId: number) => `lock_${kind}_${networkId}`;
