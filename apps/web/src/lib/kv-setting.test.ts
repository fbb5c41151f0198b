import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpdeskSettingSchema } from '@console/contract/integrations';
import { fakeNotifier, type FakeNotifier } from '../test/fake-notifier';
import { storage } from './storage';
import { fakeApi, list } from '../test/fake-api';
import { kvSetting } from './kv-setting';

const getHelpdeskSetting = kvSetting('helpdesk_api', helpdeskSettingSchema).get;

const KEY = '/v1/kv/helpdesk_api';
const row = (key: string, value: unknown) => ({ id: 1, tenant_id: 1, network_id: 3, key, value, updated_at: '2026-11-28 05:00:00.123456+00' });
const entry = (value: unknown, status = 200) => () => ({ status, body: { data: row('helpdesk_api', value) } });
let notifier: FakeNotifier;

beforeEach(() => {
  storage.setScope(1, 3);
  notifier = fakeNotifier();
});
afterEach(() => vi.unstubAllGlobals());

describe('kvSetting(...).get', () => {
  it("reads the stored setting from the network's entries", async () => {
    const calls = fakeApi({ 'GET /v1/kv': () => list([row('lock_action_3', 'team'), row('helpdesk_api', { instance_id: 4 })]) });
    expect(await getHelpdeskSetting()).toEqual({ instance_id: 4 });
    expect(calls.map((c) => [c.method, c.url.split('?')[0]])).toEqual([['GET', '/v1/kv']]);
  });

  it('answers the empty setting when it is not among them, writing nothing and not asking for the key (no 404)', async () => {
    const calls = fakeApi({ 'GET /v1/kv': () => list([row('lock_action_3', 'team')]), [`POST ${KEY}`]: entry({}, 201) });
    expect(await getHelpdeskSetting()).toEqual({});
    expect(calls.map((c) => [c.method, c.url.split('?')[0]])).toEqual([['GET', '/v1/kv']]);
  });

  it('shares one call between reads made at the same time', async () => {
    const calls = fakeApi({ 'GET /v1/kv': () => list([row('helpdesk_api', { instance_id: 4 })]) });
    expect(await Promise.all([getHelpdeskSetting(), getHelpdeskSetting()])).toEqual([{ instance_id: 4 }, { instance_id: 4 }]);
    expect(calls).toHaveLength(1);
  });
});
