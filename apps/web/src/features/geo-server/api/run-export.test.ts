import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotifier } from '../../../test/fake-notifier';
import { storage } from '../../../lib/storage';
import { fakeApi } from '../../../test/fake-api';
import { runExports } from './run-export';

const result = (key: string) => () => ({
  status: 200,
  body: { data: { key, name: 'x', layer: 'network_3_map_object_type_7', map_object_type_id: 7, columns: [], status_ids: [], exported_at: '2026-01-01T00:00:00Z' } },
});

beforeEach(() => {
  storage.setScope(1, 3);
  fakeNotifier();
});
afterEach(() => vi.unstubAllGlobals());

describe('runExports', () => {
  it('exports each key in turn without a payload, and counts the failures without stopping', async () => {
    const calls = fakeApi({
      'POST /v1/export/geoserver/key_value/geoserver_export_7': result('geoserver_export_7'),
      'POST /v1/export/geoserver/key_value/geoserver_export_9': result('geoserver_export_9'),
    });
    expect(await runExports(['geoserver_export_7', 'geoserver_export_8', 'geoserver_export_9'])).toEqual({ failed: 1 });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/v1/export/geoserver/key_value/geoserver_export_7', undefined],
      ['POST', '/v1/export/geoserver/key_value/geoserver_export_8', undefined],
      ['POST', '/v1/export/geoserver/key_value/geoserver_export_9', undefined],
    ]);
  });
});
