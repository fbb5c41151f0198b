/**
 * A body over the size limit, sent to a listening server (not app.inject, which has no socket):
 * every client reads its 400 on `body`, also when several arrive at once, and a big body refused
 * before it is read (a bad token, a type no route reads) gets its answer too. The server answers
 * such a body before it has read it; had it then closed the connection, a client still sending
 * would lose the answer (EPIPE) and a browser would show a network error instead.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { messageText } from '@console/contract/messages';
import { build } from './helpers/app';
import { makeNetwork, makeTenant } from './helpers/factories';

const t = await build();
const tenant = await makeTenant(t.db);
const network = await makeNetwork(t.db, tenant.id);
const token = await t.signIn();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;
afterAll(() => t.app.close());

const LIMIT_TEXT = messageText('body.too_large: 2 MB', 'nl');
/** Several times the 2 MB limit: more than loopback's socket buffers take in at once. */
const BIG = Buffer.from(JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }));

interface Answer { status: number; body: string }

/**
 * POSTs the body to a route; `chunked` sends it without a content-length, in pieces. An error
 * on the socket fails the call even after the answer came: a browser drops such an answer.
 */
function post(path: string, body: Buffer, opts: { chunked?: boolean; contentType?: string; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${opts.token ?? token}`, 'x-tenant': String(tenant.id), 'x-network': String(network.id),
      'content-type': opts.contentType ?? 'application/json',
    };
    if (!opts.chunked) headers['content-length'] = String(body.length);
    let answer: Answer | null = null;
    let closed = false;
    // Settled once the answer is read and the request closed: a write that failed after the answer shows by then.
    const settle = () => { if (answer && closed) resolve(answer); };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { text += d; });
      res.on('error', reject);
      res.on('end', () => { answer = { status: res.statusCode ?? 0, body: text }; settle(); });
    });
    req.on('error', reject);
    req.on('close', () => { closed = true; settle(); });
    if (!opts.chunked) {
      req.end(body);
      return;
    }
    const piece = 256 * 1024;
    for (let at = 0; at < body.length; at += piece) req.write(body.subarray(at, at + piece));
    req.end();
  });
}

describe('a body over the 2 MB limit, on a listening server', () => {
  it('answers each of several sent side by side with its 400, none losing its connection', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => post('/v2/team', BIG)));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ messages: { body: [LIMIT_TEXT] } });
    }
  });

  it('answers a body sent in pieces without a length alike', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => post('/v2/team', BIG, { chunked: true })));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ messages: { body: [LIMIT_TEXT] } });
    }
  });

  it('answers a big body of a type no route reads with its 415', async () => {
    const answer = await post('/v2/team', BIG, { contentType: 'application/xml' });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
  });

  it('answers a big body with a bad token with its 401', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => post('/v2/team', BIG, { token: 'not-a-token' })));
    for (const answer of answers) expect(answer.status).toBe(401);
  });

  it('still serves the connection’s next caller: the server keeps working', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
