/** What every write of a selection's photos does after it: that list refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionKey } from './calls';

/** A mutation of `write` under selection `id` that refreshes its photos. */
export function useImagesWrite<V>(id: number, write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...selectionKey(id), 'images'] }) });
}
