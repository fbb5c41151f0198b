import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MarrekriteSetting } from '@console/contract/integrations';
import { storage } from '../../../lib/storage';
import { fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { MarrekriteEditPage } from './marrekrite-edit-page';

const stamp = { network_id: 3, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const type = (id: number, name: string) => ({
  id, name, description: null, prefix: null, geo_type: 'point', map_object_category_id: null, map_object_category_name: null,
  label_attribute_id: null, label_attribute_name: null, on_network: true, ...stamp,
});
const actionType = (id: number, name: string) => ({
  id, name, own_geo: false, creates_object: false, deletes_object: false, on_network: true,
  dynamic_action_type_category_id: null, dynamic_action_type_category_name: null, ...stamp,
});
const entry = (value: unknown) => ({ status: 200, body: { data: { id: 1, tenant_id: 1, network_id: 3, key: 'marrekrite_api', value, updated_at: '2026-11-28 05:00:00.123456+00' } } });
const KEY = '/v1/kv/marrekrite_api';

// Paal offers Reparatie and Schilderen, Bord only Schilderen; statuses likewise.
function serve(stored: MarrekriteSetting | null) {
  return fakeApi({
    // The network's entries: the setting among them once stored (GET /v1/kv/{key} would say 404 before).
    'GET /v1/kv': () => list(stored ? [entry(stored).body.data] : []),
    [`POST ${KEY}`]: () => entry({}),
    [`PUT ${KEY}`]: (body) => entry(typeof body === 'object' && body && 'value' in body ? body.value : null),
    'GET /v1/action_priority': () => list([{ id: 30, name: 'Hoog', ...stamp }]),
    'GET /v1/type': () => list([type(1, 'Paal'), type(2, 'Bord')]),
    'GET /v1/type/1/dynamic_action_type': () => list([actionType(10, 'Reparatie'), actionType(12, 'Schilderen')]),
    'GET /v1/type/2/dynamic_action_type': () => list([actionType(12, 'Schilderen')]),
    'GET /v1/type/1/action_status': () => list([{ id: 20, name: 'Nieuw' }, { id: 21, name: 'Open' }]),
    'GET /v1/type/2/action_status': () => list([{ id: 21, name: 'Open' }]),
    'GET /v1/dynamic_action_type/10/attribute': () => list([{ id: 100, name: 'Opmerking', type: 'string', required: false, order: 0 }]),
    'GET /v1/dynamic_action_type/12/attribute': () => list([{ id: 101, name: 'Kleur', type: 'string', required: false, order: 0 }]),
  });
}

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/admin/marrekrite_api/edit" element={<MarrekriteEditPage />} />
      <Route path="/admin/marrekrite_api" element={<p>view</p>} />
    </Routes>,
    '/admin/marrekrite_api/edit',
  );
}

const select = (label: string) => screen.getByRole('combobox', { name: label });
const box = (label: string) => select(label).closest('.ant-select');
const shown = (label: string) => box(label)?.querySelector('.ant-select-content')?.textContent ?? box(label)?.textContent ?? '';

/** The option titles of a select's open dropdown (its listbox names the dropdown). */
async function options(label: string): Promise<string[]> {
  fireEvent.mouseDown(select(label));
  const listId = await waitFor(() => {
    const id = select(label).getAttribute('aria-controls');
    if (!id || !document.getElementById(id)) throw new Error('no dropdown yet');
    return id;
  }, { timeout: SLOW });
  const dropdown = document.getElementById(listId)?.closest('.ant-select-dropdown');
  const titles = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.getAttribute('title') ?? '');
  fireEvent.mouseDown(select(label));
  return titles;
}

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

describe('the recreational routes edit screen', { timeout: 30_000 }, () => {
  it('offers only the action types and statuses that all chosen types share, and clears the rest', async () => {
    const calls = serve({ category_id: 1001, map_object_type_ids: [1], dynamic_action_type_id: 10, action_status_id: 20, attribute_id: 100 });
    renderPage();
    await waitFor(() => expect(shown('Actietype')).toBe('Reparatie'), { timeout: SLOW });
    await waitFor(() => expect(shown('Attribuut melding')).toBe('Opmerking'), { timeout: SLOW });
    expect(shown('Categorie')).toBe('Fietsen (1001)');
    await choose('Objecttypes', 'Bord');
    await waitFor(() => expect(shown('Actietype')).toBe('Geen'), { timeout: SLOW });
    expect(shown('Actiestatus')).toBe('Geen');
    expect(shown('Attribuut melding')).toBe('Geen');
    expect(await options('Actietype')).toEqual(['Geen', 'Schilderen']);
    expect(await options('Actiestatus')).toEqual(['Geen', 'Open']);
    await choose('Actietype', 'Schilderen');
    await waitFor(() => expect(shown('Actietype')).toBe('Schilderen'), { timeout: SLOW });
    await choose('Actiestatus', 'Open');
    await waitFor(() => expect(shown('Actiestatus')).toBe('Open'), { timeout: SLOW });
    await waitFor(() => expect(box('Attribuut melding')?.className).not.toContain('disabled'), { timeout: SLOW });
    await choose('Attribuut melding', 'Kleur');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('view', undefined, { timeout: SLOW });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      network_id: 3,
      // made on the version the screen read
      updated_at: '2026-11-28 05:00:00.123456+00',
      value: { category_id: 1001, action_priority_id: null, map_object_type_ids: [1, 2], dynamic_action_type_id: 12, action_status_id: 21, attribute_id: 101 },
    });
  });

  it('shows an empty form when there is none, writing nothing; action type and status wait for a type', async () => {
    const calls = serve(null);
    renderPage();
    await screen.findByText('Marrekrite bewerken');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await waitFor(() => expect(box('Actietype')?.className).toContain('disabled'), { timeout: SLOW });
    expect(box('Actiestatus')?.className).toContain('disabled');
    expect(box('Attribuut melding')?.className).toContain('disabled');
    expect(screen.getByText('Alleen actietypes die bij alle gekozen objecttypes horen, kunnen worden gekozen.')).toBeTruthy();
  });
});
