/** What every write under one action (its comments or its photos) does after it: that list refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionKey } from './calls';

/** A mutation of `write` under action `id` that refreshes its `part`. */
export function useActionPart<V>(id: number, part: 'comments' | 'images', write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...actionKey(id), part] }) });
}
