/**
 * A network's key for a caller from outside: what a GIS sends to read the network's published
 * layers (OGC API - Features, ogc.ts) and what the Marrekrite's reports carry (reports.ts). The
 * API keeps only its SHA-256, so the console sees the key once, in the answer that made it.
 */
import { z } from 'zod';

/** What the API says of a network's key: whether there is one, since when and by whom (never the key). */
export const networkKeySchema = z.object({
  exists: z.boolean(),
  created_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
}).meta({ id: 'NetworkKey' });
export type NetworkKey = z.infer<typeof networkKeySchema>;

/** A key just made (or rotated): the only time it is shown. */
export const madeNetworkKeySchema = z.object({
  key: z.string(),
  created_at: z.string(),
}).meta({ id: 'MadeNetworkKey' });
export type MadeNetworkKey = z.infer<typeof madeNetworkKeySchema>;
