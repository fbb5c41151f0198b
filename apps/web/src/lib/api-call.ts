/**
 * One GET the console makes, as data: its query key, path and query. Each is written once, as
 * a function of its ids (`userCall(3)`), and is both what a screen's query asks
 * (call-query.ts) and what a fresh page or a route loader starts before the screen's code is in
 * (screen-calls.ts): the two cannot drift apart, so no call goes out twice. Without zod or the
 * query client, so the first chunk can start them.
 */
import { listQuery, startEarlyGet, type QueryValue } from './http';

export interface ApiCall {
  /** The query key of its answer (nested under its resource's key: an invalidation reaches it). */
  readonly key: readonly unknown[];
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** The answer is read whole (a list page with its pagination), not its `data`. */
  readonly raw?: boolean;
}

/** A list call as the spec makes it: every row at once (perPage=9999). */
export function listCall(key: readonly unknown[], path: string, query?: Record<string, QueryValue>): ApiCall {
  return { key, path, query: listQuery(query) };
}

/** Starts the calls early (lib/http.ts startEarlyGet); resolves when all their answers are in. */
export function startCalls(calls: readonly ApiCall[]): Promise<unknown> {
  return Promise.all(calls.map((call) => startEarlyGet(call.path, call.query)));
}
