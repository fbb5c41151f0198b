import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { EARLY_GET_TTL_MS, http, setUnauthorizedHandler, startEarlyGet, VALIDATION_DURATION } from './http';
import { changeLang } from './i18n';
import { fakeNotifier, type FakeNotifier } from '../test/fake-notifier';
import { clearSignOutNotice, readSignOutNotice } from './sign-out-notice';
import { storage } from './storage';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let notifier: FakeNotifier;
let logout: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  notifier = fakeNotifier();
  logout = vi.fn();
  setUnauthorizedHandler(logout);
  clearSignOutNotice();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLang('nl');
});

/** The headers of the n-th fetch call. */
function sentHeaders(n = 0): Record<string, string> {
  const init = fetchMock.mock.calls[n][1];
  const headers = init?.headers;
  if (!headers || headers instanceof Headers || Array.isArray(headers)) throw new Error('expected a header record');
  return headers;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client: answers', () => {
  it('unwraps data and checks it against the schema', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1, name: 'Anna', extra: true } }));
    const user = await http.get('/v1/me', z.object({ id: z.number(), name: z.string() }));
    expect(user).toEqual({ id: 1, name: 'Anna' });
  });

  it('returns a list of data and asks for all rows with perPage=9999', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [{ id: 1 }, { id: 2 }], meta: { pagination: {} } }));
    const rows = await http.list('/v1/tenant', z.object({ id: z.number() }), { query: { include: 'user' } });
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/tenant?perPage=9999&include=user');
  });

  it('returns the whole answer with raw (OAuth answers are not wrapped)', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 'abc' }));
    const tokens = await http.post('/v1/oauth/access_token', z.object({ access_token: z.string() }), {}, { raw: true });
    expect(tokens.access_token).toBe('abc');
  });

  it('rejects an answer without data', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    await expect(http.get('/v1/me', z.unknown())).rejects.toBeInstanceOf(ApiError);
  });

  it('sends JSON bodies with their content type', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    await http.put('/v1/me', z.unknown(), { name: 'Anna' });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Anna"}');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body (a file upload) as it is, its multipart type left to fetch', async () => {
    fetchMock.mockResolvedValue(answer(201, { data: {} }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await http.post('/v1/file', z.unknown(), form);
    expect(fetchMock.mock.calls[0][1]?.body).toBe(form);
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });
});

describe('http client: headers', () => {
  it('sends the bearer token, tenant, network and language on every call', async () => {
    storage.setToken('tok-1');
    storage.setScope(3, 7);
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await http.get('/v1/network/7', z.null());
    expect(sentHeaders()).toMatchObject({ Authorization: 'Bearer tok-1', 'x-tenant': '3', 'x-network': '7', 'Accept-Language': 'nl' });
  });

  it('leaves out what is not chosen yet and follows the language switch', async () => {
    await changeLang('en');
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await http.get('/v1/me', z.null());
    const headers = sentHeaders();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['x-tenant']).toBeUndefined();
    expect(headers['x-network']).toBeUndefined();
    expect(headers['Accept-Language']).toBe('en');
  });

  it('lets one call override a scope header', async () => {
    storage.setScope(3, 7);
    fetchMock.mockResolvedValue(answer(200, { data: [] }));
    await http.list('/v1/tenant/9/network', z.unknown(), { headers: { 'x-tenant': '9' } });
    expect(sentHeaders()['x-tenant']).toBe('9');
  });
});

describe('http client: error catalogue', () => {
  it('401 with error_description: logout, leaving the notice (error as title) for the sign-in page', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'invalid_token', error_description: 'Het toegangstoken is ongeldig' }));
    const error = await failure(http.get('/v1/me', z.unknown()));
    expect(error.status).toBe(401);
    expect(readSignOutNotice()).toEqual({ title: 'invalid_token', description: 'Het toegangstoken is ongeldig' });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('401 without error_description is passed on without notification or logout', async () => {
    fetchMock.mockResolvedValue(answer(401, { detail: 'x' }));
    expect((await failure(http.get('/v1/me', z.unknown()))).status).toBe(401);
    expect(readSignOutNotice()).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it("400: one 'Validatie' info notification per message, bottom right, 4 seconds", async () => {
    const body = { messages: { email: ['Dit e-mailadres is al in gebruik'], name: ['Dit veld is verplicht', 'Te lang'] } };
    fetchMock.mockResolvedValue(answer(400, body));
    const error = await failure(http.put('/v1/me', z.unknown(), {}));
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(notifier.info).toHaveBeenCalledTimes(3);
    expect(notifier.info.mock.calls.map((c) => c[0].description)).toEqual(['Dit e-mailadres is al in gebruik', 'Dit veld is verplicht', 'Te lang']);
    for (const [args] of notifier.info.mock.calls) {
      expect(args).toMatchObject({ title: 'Validatie', placement: 'bottomRight', duration: VALIDATION_DURATION });
    }
    expect(VALIDATION_DURATION).toBe(4);
    expect(logout).not.toHaveBeenCalled();
  });

  it("403 with detail: error notification titled 'Error' with the detail, nothing else", async () => {
    fetchMock.mockResolvedValue(answer(403, { detail: 'Je hebt geen beheerrechten (module-admin) op dit netwerk' }));
    expect((await failure(http.get('/v1/network/2', z.unknown()))).status).toBe(403);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error.mock.calls[0][0]).toMatchObject({ title: 'Error', description: 'Je hebt geen beheerrechten (module-admin) op dit netwerk' });
    expect(notifier.info).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('409 and 412 (a change made on an older version) show their detail, unless the caller shows the conflict itself', async () => {
    const conflict = { detail: 'Dit is intussen door iemand anders gewijzigd; uw wijziging is niet opgeslagen', changes: [], current: {} };
    fetchMock.mockResolvedValueOnce(answer(409, conflict)).mockResolvedValueOnce(answer(412, conflict)).mockResolvedValueOnce(answer(409, conflict));
    expect((await failure(http.put('/v1/kv/x', z.unknown(), { value: 1 }))).status).toBe(409);
    expect((await failure(http.put('/v1/kv/x', z.unknown(), { value: 1 }))).status).toBe(412);
    expect(notifier.error).toHaveBeenCalledTimes(2);
    expect(notifier.error.mock.calls[0][0]).toMatchObject({ title: 'Error', description: conflict.detail });
    expect((await failure(http.put('/v1/object/1', z.unknown(), { name: 'x' }, { ownsConflicts: true }))).status).toBe(409);
    expect(notifier.error).toHaveBeenCalledTimes(2);
  });

  it('other statuses are passed on without notification', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { detail: 'Niet gevonden' })).mockResolvedValueOnce(answer(500, { detail: 'oops' }));
    expect((await failure(http.get('/v1/network/99', z.unknown()))).status).toBe(404);
    expect((await failure(http.get('/v1/network/99', z.unknown()))).status).toBe(500);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.info).not.toHaveBeenCalled();
  });

  it('silent calls skip the catalogue (a failed sign-in only stops the spinner)', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'invalid_client', error_description: 'Client authentication failed.' }));
    expect((await failure(http.post('/v1/oauth/access_token', z.unknown(), {}, { raw: true, silent: true }))).status).toBe(401);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('a lost connection rejects with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(http.get('/v1/me', z.unknown()))).status).toBe(0);
  });
});

describe('http client: GETs started early', () => {
  const schema = z.object({ id: z.number() });

  it('a GET of the same URL and headers takes the answer in flight, once', async () => {
    storage.setToken('token');
    storage.setScope(1, 2);
    fetchMock.mockImplementation(async () => answer(200, { data: { id: fetchMock.mock.calls.length } }));
    startEarlyGet('/v1/me', { include: 'userAttribute' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(http.get('/v1/me', schema, { query: { include: 'userAttribute' } })).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: the next call asks again.
    await expect(http.get('/v1/me', schema, { query: { include: 'userAttribute' } })).resolves.toEqual({ id: 2 });
    storage.clearSession();
  });

  it('is not taken by another URL, other headers, another method, or after its time', async () => {
    vi.useFakeTimers();
    try {
      storage.setToken('token');
      storage.setScope(1, 2);
      fetchMock.mockImplementation(async () => answer(200, { data: { id: fetchMock.mock.calls.length } }));
      startEarlyGet('/v1/tenant/1');
      await http.get('/v1/tenant/1', schema, { query: { include: 'x' } });
      await http.get('/v1/tenant/1', schema, { headers: { 'x-tenant': '7' } });
      await http.post('/v1/tenant/1', schema, {});
      expect(fetchMock).toHaveBeenCalledTimes(4);
      startEarlyGet('/v1/network/2');
      await vi.advanceTimersByTimeAsync(EARLY_GET_TTL_MS + 1);
      await http.get('/v1/network/2', schema);
      expect(fetchMock).toHaveBeenCalledTimes(6);
    } finally {
      vi.useRealTimers();
      storage.clearSession();
    }
  });

  it('a failed early GET fails the call that takes it, with the error catalogue', async () => {
    fetchMock.mockResolvedValue(answer(403, { detail: 'Geen toegang' }));
    startEarlyGet('/v1/tenant/license');
    expect((await failure(http.get('/v1/tenant/license', schema))).status).toBe(403);
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Geen toegang' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
