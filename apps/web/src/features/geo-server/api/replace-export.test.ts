import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotifier, type FakeNotifier } from '../../../test/fake-notifier';
import { storage } from '../../../lib/storage';
import { fakeApi } from '../../../test/fake-api';
import { replaceExport } from './replace-export';

const old = { network_id: 3, map_object_type_id: 7, name: 'Palen', map_object_status_id: [1], attributes: ['Nummer'] };
const next = { ...old, map_object_type_id: 8, name: 'Borden' };
const entry = (key: string, value: unknown) => ({ status: 200, body: { data: { id: 1, tenant_id: 1, network_id: 3, key, value, updated_at: '2026-11-28 05:00:00.123456+00' } } });
const valueOf = (body: unknown) => (typeof body === 'object' && body !== null && 'value' in body ? body.value : null);
const created = (key: string) => (body: unknown) => ({ ...entry(key, valueOf(body)), status: 201 });
let notifier: FakeNotifier;

beforeEach(() => {
  storage.setScope(1, 3);
  notifier = fakeNotifier();
});
afterEach(() => vi.unstubAllGlobals());

describe('replaceExport', () => {
  it('deletes the old export, then creates the new one under its own key', async () => {
    const calls = fakeApi({
      'DELETE /v1/kv/geoserver_export_7': () => entry('geoserver_export_7', old),
      'POST /v1/kv/geoserver_export_8': created('geoserver_export_8'),
    });
    expect(await replaceExport({ oldKey: 'geoserver_export_7', old, next })).toBe('geoserver_export_8');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['DELETE', '/v1/kv/geoserver_export_7', undefined],
      ['POST', '/v1/kv/geoserver_export_8', { value: next, network_id: 3 }],
    ]);
  });

  it('puts the old export back when the new one is refused, and still fails', async () => {
    const calls = fakeApi({
      'DELETE /v1/kv/geoserver_export_7': () => entry('geoserver_export_7', old),
      'POST /v1/kv/geoserver_export_8': () => ({ status: 400, body: { messages: { key: ['Deze sleutel bestaat al'] } } }),
      'POST /v1/kv/geoserver_export_7': created('geoserver_export_7'),
    });
    await expect(replaceExport({ oldKey: 'geoserver_export_7', old, next })).rejects.toMatchObject({ status: 400 });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/v1/kv/geoserver_export_7'],
      ['POST', '/v1/kv/geoserver_export_8'],
      ['POST', '/v1/kv/geoserver_export_7'],
    ]);
    expect(calls[2].body).toEqual({ value: old, network_id: 3 });
    // The refusal is shown once ('Validatie'); the restore adds nothing.
    expect(notifier.info).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the old export cannot be deleted', async () => {
    const calls = fakeApi({ 'DELETE /v1/kv/geoserver_export_7': () => ({ status: 404, body: { detail: 'Niet gevonden' } }) });
    await expect(replaceExport({ oldKey: 'geoserver_export_7', old, next })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});
