/** The error every API call rejects with: the HTTP status and the parsed answer body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** A 429's or 503's Retry-After, in seconds (null when the answer had none). */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: unknown, message?: string, retryAfterSeconds: number | null = null) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `messages` of a 400 answer as field → messages; empty when the body has none. */
export function validationMessages(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.messages)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body.messages)) {
    const texts = Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
    if (texts.length > 0) out[field] = texts;
  }
  return out;
}

/** A string field of an error body (`detail`, `error`, `error_description`), if present. */
export function bodyText(body: unknown, field: string): string | null {
  if (!isRecord(body)) return null;
  const value = body[field];
  return typeof value === 'string' && value !== '' ? value : null;
}
