import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { z } from 'zod';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiCall } from './api-call';
import { callQuery } from './call-query';
import { createQueryClient } from './query-client';
import type { ScreenCalls } from './screen-calls';
import { FIRST_CALLS_GRACE_MS, screenLoader } from './screen-loader';
import { storage } from './storage';

const thing = z.object({ id: z.number(), name: z.string() });
const thingCall = (id: number): ApiCall => ({ key: ['things', id], path: `/v1/thing/${id}` });
const screen: ScreenCalls = { route: { name: 'things.show', path: '/things/:id' }, calls: ({ params }) => [thingCall(Number(params.id))] };
const args = (id: number) => ({ params: { id: String(id) }, request: new Request(`http://console.test/things/${id}`) }) as unknown as LoaderFunctionArgs;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const id = Number(String(url).split('/').pop());
    return new Response(JSON.stringify({ data: { id, name: `ding ${id}` } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('token');
  storage.setScope(1, 1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('screenLoader', () => {
  it("starts the screen's first calls and waits for them, so its query starts with the answer and asks nothing", async () => {
    const client = createQueryClient();
    await screenLoader(screen, client)(args(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // As a screen's first render creates its query: the data is there at once.
    expect(new QueryObserver(client, callQuery(thingCall(3), thing)).getCurrentResult().data).toEqual({ id: 3, name: 'ding 3' });
    await client.fetchQuery(callQuery(thingCall(3), thing));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts nothing the console holds fresh', async () => {
    const client = createQueryClient();
    await client.fetchQuery(callQuery(thingCall(4), thing));
    fetchMock.mockClear();
    expect(screenLoader(screen, client)(args(4))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the screen render without the answers after the grace, and never fails', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    let done = false;
    void screenLoader(screen, createQueryClient())(args(5))?.then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(FIRST_CALLS_GRACE_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
    fetchMock.mockImplementation(async () => { throw new TypeError('Failed to fetch'); });
    await expect(screenLoader(screen, createQueryClient())(args(6))).resolves.toBeNull();
  });

  it('starts nothing without a session or a chosen scope', () => {
    storage.clearSession();
    storage.setToken('token');
    expect(screenLoader(screen, createQueryClient())(args(7))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
