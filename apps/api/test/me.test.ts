import { describe, expect, it } from 'vitest';
import { ADMIN, build } from './helpers/app';
import { makeTenant, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);

describe('GET /v1/me', () => {
  it('answers the signed-in user wrapped in data, with userAttribute on request', async () => {
    const res = await t.call({ url: '/v1/me?include=userAttribute', token: w.tokens.adminA });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      data: expect.objectContaining({
        id: w.adminA.id, name: 'Admin A', email: w.adminA.email, super_admin: false, needs_license: true,
        primary_tenant_id: w.tenantA.id,
        userAttribute: { data: { function: null, department: null, phone: null, phone_mobile: null } },
      }),
    });
  });

  it('leaves userAttribute out unless included', async () => {
    const res = await t.call({ url: '/v1/me', token: w.tokens.adminA });
    expect(res.data).toEqual({ data: expect.not.objectContaining({ userAttribute: expect.anything() }) });
  });

  it('shows super_admin for a super admin', async () => {
    const res = await t.call({ url: '/v1/me', token: w.tokens.super });
    expect(res.data).toMatchObject({ data: { email: ADMIN.email, super_admin: true } });
  });

  it('refuses an unknown include with a 400 naming include', async () => {
    const res = await t.call({ url: '/v1/me?include=password', token: w.tokens.adminA });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { include: ['Onbekende include: password'] } });
  });

  it('answers 401 without a token and with a bad one', async () => {
    const none = await t.call({ url: '/v1/me' });
    expect(none.statusCode).toBe(401);
    expect(none.data).toEqual({ error: 'unauthenticated', error_description: 'Je bent niet ingelogd' });
    const bad = await t.call({ url: '/v1/me', token: 'not-a-token' });
    expect(bad.data).toEqual({ error: 'invalid_token', error_description: expect.any(String) });
  });
});

describe('PUT /v1/me', () => {
  it('updates the profile, lowercases the e-mail, and answers the user', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const token = await t.signIn(user.email, 'password-123');
    const res = await t.call({
      method: 'PUT', url: '/v1/me', token,
      body: { name: 'Nieuwe Naam', email: 'Nieuw@Example.COM', function: 'Beheerder', department: 'Recreatie', phone: '050-1234567', phone_mobile: '06-12345678', primary_tenant_id: w.tenantA.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { name: 'Nieuwe Naam', email: 'nieuw@example.com', userAttribute: { data: { function: 'Beheerder', department: 'Recreatie', phone: '050-1234567', phone_mobile: '06-12345678' } } } });
    const me = await t.call({ url: '/v1/me?include=userAttribute', token });
    expect(me.data).toMatchObject({ data: { name: 'Nieuwe Naam', userAttribute: { data: { function: 'Beheerder' } } } });
  });

  it('accepts PATCH alike', async () => {
    const user = await makeUser(t.db);
    const token = await t.signIn(user.email, 'password-123');
    const res = await t.call({ method: 'PATCH', url: '/v1/me', token, body: { department: 'ICT' } });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { name: user.name, userAttribute: { data: { department: 'ICT' } } } });
  });

  it('refuses an e-mail address of another user, in any case, on the email field', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token: w.tokens.memberA, body: { email: w.adminA.email.toUpperCase() } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { email: ['Dit e-mailadres is al in gebruik'] } });
  });

  it('refuses a primary tenant the user does not belong to', async () => {
    const other = await makeTenant(t.db);
    const res = await t.call({ method: 'PUT', url: '/v1/me', token: w.tokens.adminA, body: { primary_tenant_id: other.id } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ messages: { primary_tenant_id: [expect.any(String)] } });
  });

  it('names each bad field: an empty name, a malformed e-mail, a too-long phone, a wrong type', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token: w.tokens.adminA, body: { name: ' ', email: 'nope', phone: 'x'.repeat(51), primary_tenant_id: 'abc' } });
    expect(res.statusCode).toBe(400);
    const messages = (res.data as { messages: Record<string, string[]> }).messages;
    expect(Object.keys(messages).sort()).toEqual(['email', 'name', 'phone', 'primary_tenant_id']);
    expect(messages.name).toEqual(['Dit veld is verplicht']);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token: w.tokens.adminA, body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ messages: { body: [expect.any(String)] } });
  });
});

describe('two users taking the same e-mail address at once', () => {
  it('gives one of them a 400 on email, never a 500', async () => {
    const [u1, u2] = await Promise.all([makeUser(t.db), makeUser(t.db)]);
    const [t1, t2] = await Promise.all([t.signIn(u1.email, 'password-123'), t.signIn(u2.email, 'password-123')]);
    const results = await Promise.all([t1, t2].map((token) => t.call({ method: 'PUT', url: '/v1/me', token, body: { email: 'race@example.com' } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.data).toEqual({ messages: { email: ['Dit e-mailadres is al in gebruik'] } });
  });
});
