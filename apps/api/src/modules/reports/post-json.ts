/**
 * One POST of JSON to a helpdesk: time-limited, never following a redirect (a 3xx is an answer
 * like any other, and not a success), the answer's body read and dropped. Answers the status
 * code, or what went wrong (a reason the console words, and the technical detail for the log),
 * and how long it took; it never throws.
 */
import type { ConnectionFailure } from '@console/contract/reports';

export interface PostResult { ok: boolean; statusCode: number | null; reason: ConnectionFailure | null; error: string | null; durationMs: number }

const ERROR_MAX = 500;

/** The system's error code of a failed fetch (undici puts it on the cause: ECONNREFUSED, ENOTFOUND, ...). */
function codeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? code : '';
}

/** What kept a post from arriving, from the error fetch threw. */
export function failureOf(error: unknown, timedOut: boolean): ConnectionFailure {
  if (timedOut) return 'timeout';
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown_host';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') return 'timeout';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'reset';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'certificate';
  return 'unreachable';
}

export async function postJson(url: string, body: unknown, headers: Record<string, string>, timeoutMs: number): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    const redirect = res.status >= 300 && res.status < 400;
    return {
      ok, statusCode: res.status, reason: ok ? null : redirect ? 'redirect' : 'http_status',
      error: ok ? null : `HTTP ${res.status}${redirect ? ' (redirects are not followed)' : ''}`, durationMs: took(),
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const text = timedOut ? `no answer within ${timeoutMs} ms` : `${error instanceof Error ? error.message : String(error)}${cause}`;
    return { ok: false, statusCode: null, reason: failureOf(error, timedOut), error: text.slice(0, ERROR_MAX), durationMs: took() };
  }
}
