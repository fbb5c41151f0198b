import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpdeskSettingSchema } from '@console/contract/integrations';
import { fakeNotifier, type FakeNotifier } from '../test/fake-notifier';
import { storage } from './storage';
import { fakeApi } from '../test/fake-api';
import { kvSetting } from './kv-setting';

const getHelpdeskSetting = kvSetting('helpdesk_api', helpdeskSettingSchema).get;

const KEY = '/v1/kv/helpdesk_api';
const entry = (value: unknown, status = 200) => () => ({ status, body: { data: { id: 1, tenant_id: 1, network_id: 3, key: 'helpdesk_api', value } } });
let notifier: FakeNotifier;

beforeEach(() => {
  storage.setScope(1, 3);
  notifier = fakeNotifier();
});
afterEach(() => vi.unstubAllGlobals());

describe('kvSetting(...).get', () => {
  it('reads the stored setting', async () => {
    const calls = fakeApi({ [`GET ${KEY}`]: entry({ instance_id: 4 }) });
    expect(await getHelpdeskSetting()).toEqual({ instance_id: 4 });
    expect(calls).toHaveLength(1);
  });

  it('creates it empty in the selected network when it is not found', async () => {
    const calls = fakeApi({ [`POST ${KEY}`]: entry({}, 201) });
    expect(await getHelpdeskSetting()).toEqual({});
    expect(calls.map((c) => [c.method, c.body])).toEqual([['GET', undefined], ['POST', { value: {}, network_id: 3 }]]);
  });

  it('reads again, quietly, when another screen created it meanwhile', async () => {
    let created = false;
    fakeApi({
      [`GET ${KEY}`]: () => (created ? entry({ api_key: 'k' })() : { status: 404, body: { detail: 'Niet gevonden' } }),
      [`POST ${KEY}`]: () => {
        created = true;
        return { status: 400, body: { messages: { key: ['Deze sleutel bestaat al'] } } };
      },
    });
    expect(await getHelpdeskSetting()).toEqual({ api_key: 'k' });
    expect(notifier.info).not.toHaveBeenCalled();
  });
});
