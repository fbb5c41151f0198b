/**
 * A setting kept as one key-value entry of the selected network (the helpdesk and Marrekrite
 * integrations): read it from the network's entries (lib/kv-entries: no 404 for a setting not
 * stored yet); none stored reads as the empty setting, without writing one (the spec had the
 * screen create it empty, but opening a screen must change nothing: the audit log would fill
 * with entries nobody made); save by update (PUT {value, network_id}, which also creates it, on
 * the version read: updated_at);
 * delete it.
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

/** The calls of one setting. */
export interface KvSetting<V> {
  /** The stored setting; an empty one when none is stored. */
  get: () => Promise<V>;
  useSetting: () => UseQueryResult<V>;
  /** The stored entry's id (the audit log's subject kv), from the same read as useSetting; undefined: none stored. */
  useEntryId: () => number | undefined;
  /** Saves by update (PUT {value, network_id}) and answers the saved value. */
  useSave: () => UseMutationResult<V, Error, V>;
  /** Deletes the entry; the screen then shows it empty. */
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

  /** The stored entry; null when none is stored (reading writes nothing: the first save makes it). */
  const getEntry = async (): Promise<KvEntry | null> => readKvEntry(key);
  const entryId = (entry: KvEntry | null) => entry?.id;
  /** The setting: the stored one, or the empty one a network without it has. */
  const settingOf = (entry: KvEntry | null): Value => valueOf(entry ?? { value: {} });

  return {
    get: async () => settingOf(await getEntry()),
    // One query holds the entry; the setting and its id are read from it.
    useSetting: () => useQuery({ queryKey, queryFn: getEntry, select: settingOf }),
    useEntryId: () => useQuery({ queryKey, queryFn: getEntry, select: entryId }).data,
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (value: Value) => {
          // Made on the version the screen read: a save over someone else's meanwhile is refused
          // (lib/http.ts says so) and the screen reads the setting as it is now.
          const read = queryClient.getQueryData<KvEntry | null>(queryKey);
          try {
            const saved = await http.put(path, kvEntrySchema, { ...body(value), ...(read ? { updated_at: read.updated_at } : {}) });
            queryClient.setQueryData(queryKey, saved);
            return valueOf(saved);
          } catch (error) {
            if (error instanceof ApiError && (error.status === 409 || error.status === 412)) await queryClient.invalidateQueries({ queryKey });
            throw error;
          }
        },
      });
    },
    /** Deletes the entry; the screen then shows it empty. */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: () => http.delete(path, kvEntrySchema),
        onSuccess: () => queryClient.invalidateQueries({ queryKey }),
      });
    },
  };
}
