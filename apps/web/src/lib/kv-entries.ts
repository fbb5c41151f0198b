/**
 * A network's key-value entries read as one list (GET /v1/kv, small JSON values), to pick a
 * setting from: a setting never stored is simply absent there, where GET /v1/kv/{key} would
 * answer 404. Reads made at the same time (a network's three locks, the icons of a page, a
 * setting's read and the create after it) share one call.
 */
import { kvEntrySchema, type KvEntry } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { storage } from './storage';

export interface KvReadOptions {
  /** Another network than the selected one (its x-network header). */
  networkId?: number;
  /** No notification when the read fails (the caller decides what a failure means). */
  silent?: boolean;
}

const inFlight = new Map<string, Promise<KvEntry[]>>();

/** Every entry of the (selected or given) network. */
export function readKvEntries({ networkId, silent = false }: KvReadOptions = {}): Promise<KvEntry[]> {
  const id = `${storage.getTenantId()}:${networkId ?? storage.getNetworkId()}:${silent}`;
  const running = inFlight.get(id);
  if (running) return running;
  const headers = networkId === undefined ? undefined : { 'x-network': String(networkId) };
  const call = http.list(apiPaths.kv, kvEntrySchema, { headers, silent }).finally(() => inFlight.delete(id));
  inFlight.set(id, call);
  return call;
}

/** The entry stored under `key`; null when there is none. */
export async function readKvEntry(key: string, options: KvReadOptions = {}): Promise<KvEntry | null> {
  return (await readKvEntries(options)).find((entry) => entry.key === key) ?? null;
}
