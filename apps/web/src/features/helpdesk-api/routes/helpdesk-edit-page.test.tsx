import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { HelpdeskSetting } from '@console/contract/integrations';
import { storage } from '../../../lib/storage';
import { fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { HelpdeskEditPage } from './helpdesk-edit-page';

const stamp = { network_id: 3, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const type = (id: number, name: string) => ({
  id, name, description: null, prefix: null, geo_type: 'point', map_object_category_id: null, map_object_category_name: null,
  label_attribute_id: null, label_attribute_name: null, on_network: true, ...stamp,
});
const actionType = (id: number, name: string) => ({
  id, name, own_geo: false, creates_object: false, deletes_object: false, on_network: true,
  dynamic_action_type_category_id: null, dynamic_action_type_category_name: null, ...stamp,
});
const attribute = (id: number, name: string) => ({ id, name, type: 'string', required: false, order: 0 });
const entry = (value: unknown) => ({ status: 200, body: { data: { id: 1, tenant_id: 1, network_id: 3, key: 'helpdesk_api', value, updated_at: '2026-11-28 05:00:00.123456+00' } } });
const KEY = '/v1/kv/helpdesk_api';

function serve(stored: HelpdeskSetting | null) {
  return fakeApi({
    // The network's entries: the setting among them once stored (GET /v1/kv/{key} would say 404 before).
    'GET /v1/kv': () => list(stored ? [entry(stored).body.data] : []),
    [`POST ${KEY}`]: () => entry({}),
    [`PUT ${KEY}`]: (body) => entry(typeof body === 'object' && body && 'value' in body ? body.value : null),
    'GET /v1/action_priority': () => list([{ id: 30, name: 'Hoog', ...stamp }]),
    'GET /v1/type': () => list([type(1, 'Paal'), type(2, 'Bord')]),
    'GET /v1/action_status': () => list([{ id: 40, name: 'Nieuw', weight: 1, is_final: false, color: '-', ...stamp }]),
    'GET /v1/type/1/dynamic_action_type': () => list([actionType(10, 'Reparatie')]),
    'GET /v1/type/2/dynamic_action_type': () => list([actionType(11, 'Vervangen')]),
    'GET /v1/dynamic_action_type/10/attribute': () => list([attribute(100, 'Opmerking')]),
    'GET /v1/dynamic_action_type/11/attribute': () => list([attribute(101, 'Foto')]),
  });
}

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/admin/helpdesk_api/edit" element={<HelpdeskEditPage />} />
      <Route path="/admin/helpdesk_api" element={<p>view</p>} />
    </Routes>,
    '/admin/helpdesk_api/edit',
  );
}

const select = (label: string) => screen.getByRole('combobox', { name: label });
const box = (label: string) => select(label).closest('.ant-select');
const shown = (label: string) => box(label)?.textContent ?? '';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(select(label));
  const items = await screen.findAllByTitle(option, undefined, { timeout: SLOW });
  const item = items.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

// The machine may be busy: give the fake API's answers time.
const SLOW = 5000;

beforeEach(() => storage.setScope(1, 3));
afterEach(() => vi.unstubAllGlobals());

describe('the helpdesk edit screen', { timeout: 30_000 }, () => {
  it('shows an empty form when there is none, writing nothing, with the attribute selects disabled', async () => {
    const calls = serve(null);
    renderPage();
    await screen.findByText('Helpdesk bewerken');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await waitFor(() => expect(box('Actietype')?.className).toContain('disabled'), { timeout: SLOW });
    expect(box('Attribuut melding')?.className).toContain('disabled');
    expect(box('Attribuut locatieomschrijving')?.className).toContain('disabled');
    expect(screen.getByText(/moet ook op een netwerk aangemaakt kunnen worden/)).toBeTruthy();
  });

  it('clears the action type and its attributes when the new type lacks it, and saves by update', async () => {
    const calls = serve({ map_object_type_id: 1, dynamic_action_type_id: 10, report_text: 100, action_status: { 5: 40 } });
    renderPage();
    await waitFor(() => expect(shown('Actietype')).toBe('Reparatie'), { timeout: SLOW });
    await waitFor(() => expect(shown('Attribuut melding')).toBe('Opmerking'), { timeout: SLOW });
    await choose('Objecttype', 'Bord');
    await waitFor(() => expect(shown('Actietype')).toBe('Geen'), { timeout: SLOW });
    await waitFor(() => expect(shown('Attribuut melding')).toBe('Geen'), { timeout: SLOW });
    expect(box('Attribuut melding')?.className).toContain('disabled');
    await choose('Actietype', 'Vervangen');
    await waitFor(() => expect(box('Attribuut melding')?.className).not.toContain('disabled'), { timeout: SLOW });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('view', undefined, { timeout: SLOW });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      network_id: 3,
      // made on the version the screen read
      updated_at: '2026-11-28 05:00:00.123456+00',
      value: {
        instance_id: null, api_key: null, action_priority_id: null, map_object_type_id: 2, dynamic_action_type_id: 11,
        report_text: null, location_description: null, reporting_id: null, action_status: { 5: 40, 8: null, 10: null },
        callback_url: null, distance: null,
      },
    });
  });

  it('keeps the action type when the new type offers it too', async () => {
    serve({ map_object_type_id: 1, dynamic_action_type_id: 10 });
    renderPage();
    await waitFor(() => expect(shown('Actietype')).toBe('Reparatie'), { timeout: SLOW });
    await choose('Objecttype', 'Paal');
    await waitFor(() => expect(shown('Objecttype')).toBe('Paal'), { timeout: SLOW });
    expect(shown('Actietype')).toBe('Reparatie');
  });
});
