/**
 * One POST of JSON to a helpdesk: time-limited, never following a redirect (a 3xx is an answer
 * like any other, and not a success), the answer's body read and dropped. Answers the status
 * code, or what went wrong, and how long it took; it never throws.
 */
export interface PostResult { ok: boolean; statusCode: number | null; error: string | null; durationMs: number }

const ERROR_MAX = 500;

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
    return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}${res.status >= 300 && res.status < 400 ? ' (redirects are not followed)' : ''}`, durationMs: took() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const text = timedOut ? `no answer within ${timeoutMs} ms` : `${error instanceof Error ? error.message : String(error)}${cause}`;
    return { ok: false, statusCode: null, error: text.slice(0, ERROR_MAX), durationMs: took() };
  }
}
