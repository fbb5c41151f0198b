/**
 * A query made of an ApiCall (api-call.ts): its key and request are the call's, its answer is
 * checked against the schema, and it starts with the call's early answer when that is already
 * in (a fresh page's first calls, a route loader's): the screen's first render has the data.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiCall } from './api-call';
import { earlyData, request, type RequestOptions } from './http';

/** Query options of `call`; `silent` leaves every failure to the caller (no notification). */
export function callQuery<S extends z.ZodType>(call: ApiCall, schema: S, { silent }: Pick<RequestOptions, 'silent'> = {}) {
  return queryOptions({
    queryKey: call.key,
    queryFn: ({ signal }) => request('GET', call.path, schema, { query: call.query, raw: call.raw, silent, signal }),
    initialData: () => earlyData(call.path, call.query, schema, call.raw),
  });
}
