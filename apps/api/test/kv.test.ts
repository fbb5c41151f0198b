import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const key = (k: string) => `/v1/kv/${k}`;

describe('the key-value store of the selected network', () => {
  it('creates, reads, updates and deletes an entry', async () => {
    const created = await t.call({ method: 'POST', url: key('lock_mapobject_1'), ...w.asAdminA, body: { value: 'user', network_id: w.a1.id } });
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({ data: { id: expect.any(Number), tenant_id: w.tenantA.id, network_id: w.a1.id, key: 'lock_mapobject_1', value: 'user', updated_at: expect.any(String) } });
    expect((await t.call({ url: key('lock_mapobject_1'), ...w.asAdminA })).data).toMatchObject({ data: { value: 'user' } });
    const updated = await t.call({ method: 'PUT', url: key('lock_mapobject_1'), ...w.asAdminA, body: { value: 'team' } });
    expect(updated.data).toMatchObject({ data: { value: 'team' } });
    const deleted = await t.call({ method: 'DELETE', url: key('lock_mapobject_1'), ...w.asAdminA });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call({ url: key('lock_mapobject_1'), ...w.asAdminA })).statusCode).toBe(404);
  });

  it('keeps any JSON value, objects included', async () => {
    const icon = { type: 'icon', icon: '12_tree', frame: 'circle', color: '#000000', nested: { list: [1, 2] } };
    await t.call({ method: 'PUT', url: key('icon_7'), ...w.asAdminA, body: { value: icon, network_id: w.a1.id } });
    expect((await t.call({ url: key('icon_7'), ...w.asAdminA })).data).toMatchObject({ data: { value: icon } });
  });

  it('creates on PUT when the key is new, and PATCH works alike', async () => {
    expect((await t.call({ method: 'PUT', url: key('fresh_key'), ...w.asAdminA, body: { value: 1 } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: key('fresh_key'), ...w.asAdminA, body: { value: 2 } })).data).toMatchObject({ data: { value: 2 } });
  });

  it('refuses a second POST of the same key with a 400 on key, never a 500', async () => {
    await t.call({ method: 'POST', url: key('twice'), ...w.asAdminA, body: { value: 'a' } });
    const again = await t.call({ method: 'POST', url: key('twice'), ...w.asAdminA, body: { value: 'b' } });
    expect(again.statusCode).toBe(400);
    expect(again.data).toEqual({ messages: { key: ['Deze sleutel bestaat al'] } });
  });

  it('refuses a network_id other than the selected network', async () => {
    const res = await t.call({ method: 'POST', url: key('elsewhere'), ...w.asAdminA, body: { value: 'a', network_id: w.b1.id } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { network_id: ['network_id moet het gekozen netwerk zijn'] } });
  });

  it('asks for a value and a well-formed key', async () => {
    const noValue = await t.call({ method: 'POST', url: key('novalue'), ...w.asAdminA, body: {} });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.data).toMatchObject({ messages: { value: [expect.any(String)] } });
    const badKey = await t.call({ url: key('has%20space'), ...w.asAdminA });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.data).toMatchObject({ messages: { key: [expect.any(String)] } });
  });

  it('refuses a null value on value, in Dutch and in English', async () => {
    const nl = await t.call({ method: 'PUT', url: key('null_value'), ...w.asAdminA, body: { value: null } });
    expect(nl.statusCode).toBe(400);
    expect(nl.data).toEqual({ messages: { value: ['Vul een waarde in; verwijder de sleutel om een instelling te wissen'] } });
    const en = await t.call({ method: 'POST', url: key('null_value'), ...w.asAdminA, body: { value: null }, headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(400);
    expect(en.data).toEqual({ messages: { value: ['Enter a value; delete the key to remove a setting'] } });
  });

  it('refuses a value nested thousands of levels deep on value, naming the limit, and keeps one nested 60 deep', async () => {
    const nested = (n: number) => `{"value":${'['.repeat(n)}1${']'.repeat(n)}}`;
    const deep = await t.call({ method: 'PUT', url: key('deep'), ...w.asAdminA, body: nested(5000), headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.data).toEqual({ messages: { value: ['De invoer is te diep genest: maximaal 64 niveaus'] } });
    const fine = await t.call({ method: 'PUT', url: key('deep'), ...w.asAdminA, body: nested(60), headers: { 'content-type': 'application/json' } });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses NUL and lone surrogates anywhere in a value, keys included, on the field that holds them', async () => {
    const put = (value: unknown) => t.call({ method: 'PUT', url: key('hostile'), ...w.asAdminA, body: { value } });
    expect((await put({ list: ['ok', 'a\u0000b'] })).data).toEqual({ messages: { 'value.list.1': ['Het teken NUL (\\u0000) is niet toegestaan'] } });
    expect((await put({ 'k\u0000': 1 })).data).toEqual({ messages: { value: ['Het teken NUL (\\u0000) is niet toegestaan'] } });
    expect((await put('a\ud800b')).data).toEqual({ messages: { value: ['Bevat een ongeldig teken (een losse UTF-16-surrogaat)'] } });
    expect((await t.call({ url: key('hostile'), ...w.asAdminA })).statusCode).toBe(404);
  });

  it('keeps control characters and surrogate pairs in a value exactly as sent', async () => {
    const text = 'tab\there\r\nbell\u0007 esc\u001b del\u007f c1\u0085 pair\ud83d\ude00';
    const value = { text, [text]: [text] };
    expect((await t.call({ method: 'PUT', url: key('controls'), ...w.asAdminA, body: { value } })).statusCode).toBe(200);
    expect((await t.call({ url: key('controls'), ...w.asAdminA })).data).toMatchObject({ data: { value } });
  });

  it('never shows or changes an entry of another organisation', async () => {
    await t.call({ method: 'PUT', url: key('secret'), ...asB, body: { value: 'b-only' } });
    expect((await t.call({ url: key('secret'), ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: key('secret'), ...w.asAdminA })).statusCode).toBe(404);
    const list = await t.call({ url: '/v1/kv?perPage=9999', ...w.asAdminA });
    expect(JSON.stringify(list.data)).not.toContain('b-only');
    expect((await t.call({ url: key('secret'), ...asB })).data).toMatchObject({ data: { value: 'b-only' } });
  });

  it('lists the entries by key with pagination', async () => {
    for (const k of ['p_c', 'p_a', 'p_b']) await t.call({ method: 'PUT', url: key(k), token: w.tokens.super, tenant: w.tenantA.id, network: w.a2.id, body: { value: k } });
    const res = await t.call({ url: '/v1/kv?perPage=2&page=2', token: w.tokens.super, tenant: w.tenantA.id, network: w.a2.id });
    expect(res.data).toEqual({
      data: [expect.objectContaining({ key: 'p_c' })],
      meta: { pagination: { total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 } },
    });
  });

  it('answers 403 to a member without module-admin', async () => {
    expect((await t.call({ url: '/v1/kv', token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
  });
});
