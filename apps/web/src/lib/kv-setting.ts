/**
 * A setting kept as one key-value entry of the selected network (the helpdesk and Marrekrite
 * integrations): read it from the network's entries (lib/kv-entries: no 404 for a setting not
 * stored yet), and when there is none create it empty, as the spec says; save by update
 * (PUT {value, network_id}); delete it.
 */
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { kvEntrySchema, type KvEntry } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { ApiError } from './api-error';
import { http } from './http';
import { readKvEntry } from './kv-entries';
import { storage } from './storage';
import { queryKeys } from './query-keys';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The calls of one setting. */
export interface KvSetting<V> {
  /** The stored setting; creates an empty one when none is stored. */
  get: () => Promise<V>;
  useSetting: () => UseQueryResult<V>;
  /** The stored entry's id (the audit log's subject kv), from the same read as useSetting. */
  useEntryId: () => number | undefined;
  /** Saves by update (PUT {value, network_id}) and answers the saved value. */
  useSave: () => UseMutationResult<V, Error, V>;
  /** Deletes the entry; the screen then reads (and so recreates) it empty. */
  useDelete: () => UseMutationResult<unknown, Error, void>;
}

export function kvSetting<S extends z.ZodType<object>>(key: string, schema: S): KvSetting<z.output<S>> {
  type Value = z.output<S>;
  const valueOf = (entry: { value: unknown }): Value => schema.parse(entry.value);
  const path = apiPaths.kvKey(key);
  const queryKey = [...queryKeys.config, 'kv', key] as const;
  /** The body of a write: the value and the selected network. */
  const body = (value: unknown) => {
    const networkId = storage.getNetworkId();
    return networkId === null ? { value } : { value, network_id: networkId };
  };

  /** The stored entry; creates an empty one when none is stored. */
  async function getEntry(): Promise<KvEntry> {
    const stored = await readKvEntry(key);
    if (stored) return stored;
    try {
      // Silent: a 400 here means another screen made it meanwhile, which is no error to show.
      return await http.post(path, kvEntrySchema, body({}), { silent: true });
    } catch (error) {
      if (!isStatus(error, 400)) throw error;
      const made = await readKvEntry(key);
      if (!made) throw error;
      return made;
    }
  }
  const entryId = (entry: KvEntry) => entry.id;

  return {
    get: async () => valueOf(await getEntry()),
    // One query holds the entry; the setting and its id are read from it.
    useSetting: () => useQuery({ queryKey, queryFn: getEntry, select: valueOf }),
    useEntryId: () => useQuery({ queryKey, queryFn: getEntry, select: entryId }).data,
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (value: Value) => {
          const saved = await http.put(path, kvEntrySchema, body(value));
          queryClient.setQueryData(queryKey, saved);
          return valueOf(saved);
        },
      });
    },
    /** Deletes the entry; the screen then reads (and so recreates) it empty. */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: () => http.delete(path, kvEntrySchema),
        onSuccess: () => queryClient.invalidateQueries({ queryKey }),
      });
    },
  };
}
