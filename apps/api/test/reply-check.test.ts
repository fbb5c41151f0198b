/**
 * The test build's reply check (plugins/reply-check.ts): an answer that does not match its
 * route's response schema, or holds a field the schema does not declare, becomes a 500, so the test that caused it fails; a matching one, or
 * a status without a schema, goes out unchanged. The API tests' build has it on.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { sendJson } from '../src/lib/respond';
import { registerErrorHandling } from '../src/plugins/errors';
import { registerReplyCheck, undeclaredFields } from '../src/plugins/reply-check';
import { registerSchemaCompilers } from '../src/plugins/schema';
import { build } from './helpers/app';

async function appWith(check: boolean) {
  const app = Fastify();
  registerSchemaCompilers(app);
  registerErrorHandling(app);
  if (check) registerReplyCheck(app);
  const schema = { response: { 200: one(z.object({ id: z.number(), name: z.string() })), ...commonErrorResponses } };
  app.get('/text/:answer', { schema }, async (req, reply) => {
    const { answer } = req.params as { answer: string };
    if (answer === 'good') return sendJson(reply, '{"data":{"id":1,"name":"Anna"}}');
    if (answer === 'teapot') return sendJson(reply, '{"anything":true}', 418);
    if (answer === 'leaky') return sendJson(reply, '{"data":{"id":1,"name":"Anna","password_hash":"x"}}');
    return sendJson(reply, '{"data":{"id":"1"}}');
  });
  app.get('/object', { schema }, async () => ({ data: { id: 1 } }));
  await app.ready();
  afterAll(() => app.close());
  return app;
}

describe('the reply check', async () => {
  const checked = await appWith(true);
  const unchecked = await appWith(false);

  it('lets an answer that matches its schema through unchanged', async () => {
    const res = await checked.inject({ url: '/text/good' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"data":{"id":1,"name":"Anna"}}');
  });

  it('turns JSON text or an object that drifted from the schema into a 500 naming the fields', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const url of ['/text/bad', '/object']) {
        const res = await checked.inject({ url });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ detail: expect.any(String) });
      }
      expect(errors).toHaveBeenCalledTimes(2);
      expect(String(errors.mock.calls[0][0])).toMatch(/GET \/text\/:answer.*response schema[\s\S]*data\.id[\s\S]*data\.name/);
    } finally {
      errors.mockRestore();
    }
  });

  it('turns an answer with a field its schema does not declare into a 500 naming route and field', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await checked.inject({ url: '/text/leaky' });
      expect(res.statusCode).toBe(500);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0][0])).toMatch(/GET \/text\/:answer[\s\S]*undeclared field: data\.password_hash/);
    } finally {
      errors.mockRestore();
    }
  });

  it('names an undeclared field of a list once, not once per row', () => {
    const sent = { data: [{ id: 1, extra: 1 }, { id: 2, extra: 2, nested: { a: 1, b: 2 } }] };
    const parsed = { data: [{ id: 1 }, { id: 2, nested: { a: 1 } }] };
    expect(undeclaredFields(sent, parsed)).toEqual(['data[0].extra', 'data[1].extra', 'data[1].nested.b']);
  });

  it('leaves a status without a schema alone', async () => {
    const res = await checked.inject({ url: '/text/teapot' });
    expect(res.statusCode).toBe(418);
  });

  it('is off unless asked for: production sends the text as it is', async () => {
    const res = await unchecked.inject({ url: '/text/bad' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"data":{"id":"1"}}');
  });

  it('is on in the API tests’ build', async () => {
    const t = await build();
    expect(t.app.hasDecorator('checksReplies') && t.app.checksReplies).toBe(true);
  });
});
