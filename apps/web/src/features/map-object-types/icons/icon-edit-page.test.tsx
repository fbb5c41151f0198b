import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { defaultIcon, type IconSetting } from '@console/contract/icons';
import { storage } from '../../../lib/storage';
import { fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { IconEditPage } from './icon-edit-page';

const stamp = { network_id: 3, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const post = {
  id: 7, name: 'Knooppuntpaal', description: null, prefix: 'KP', geo_type: 'point', map_object_category_id: null,
  map_object_category_name: null, label_attribute_id: null, label_attribute_name: null, on_network: true, ...stamp,
};
const tree: IconSetting = {
  type: 'icon', map_object_type_id: 7, icon: '34_tree', frame: 'circle',
  color: '#43a047', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#fdd835',
};
const KEY = '/v1/kv/map_object_type_icon_7';
const entry = (value: unknown) => ({ status: 200, body: { data: { id: 1, tenant_id: 1, network_id: 3, key: 'map_object_type_icon_7', value, updated_at: '2026-11-28 05:00:00.123456+00' } } });

function serve(stored: IconSetting | null, put: (body: unknown) => { status: number; body: unknown } = (body) => entry(typeof body === 'object' && body && 'value' in body ? body.value : null)) {
  return fakeApi({
    'GET /v1/type/7': () => ({ status: 200, body: { data: post } }),
    // The network's entries: the setting among them once stored (GET /v1/kv/{key} would say 404 before).
    'GET /v1/kv': () => list(stored ? [entry(stored).body.data] : []),
    [`PUT ${KEY}`]: put,
  });
}

function renderPage(path = '/admin/map_object_types/7/icon') {
  renderWithApp(
    <Routes>
      <Route path="/admin/map_object_types/:id/icon" element={<IconEditPage />} />
      <Route path="/admin/map_object_types/:id" element={<p>show screen</p>} />
    </Routes>,
    path,
  );
}

const select = (label: string) => screen.getByRole('combobox', { name: label });
const shown = (label: string) => select(label).closest('.ant-select')?.textContent ?? '';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(select(label));
  const items = await screen.findAllByTitle(option);
  const item = items.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

beforeEach(() => storage.setScope(1, 3));
afterEach(() => vi.unstubAllGlobals());

describe('the icon editor', () => {
  it('starts from the default label icon when the network has none stored, frame and icon disabled', async () => {
    serve(null);
    renderPage();
    await waitFor(() => expect(shown('Type')).toBe('Label'));
    expect(select('Kader').closest('.ant-select')?.className).toContain('disabled');
    expect(select('Icoon').closest('.ant-select')?.className).toContain('disabled');
    expect(screen.getByText('Icoon van type Knooppuntpaal bewerken')).toBeTruthy();
    // Normal and selected, labelled with the type's prefix.
    expect(screen.getAllByRole('img', { name: /^(Normaal|Geselecteerd)$/ })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Normaal' }).textContent).toBe('KP');
  });

  it('enables frame and icon once type icon is chosen, and the preview follows', async () => {
    serve(null);
    renderPage();
    await waitFor(() => expect(shown('Type')).toBe('Label'));
    await choose('Type', 'Pictogram');
    await waitFor(() => expect(select('Kader').closest('.ant-select')?.className).not.toContain('disabled'));
    expect(select('Icoon').closest('.ant-select')?.className).not.toContain('disabled');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Normaal' }).getAttribute('data-type')).toBe('icon'));
  });

  it("saves with PUT {value, network_id}, says 'Wijzigingen opgeslagen' and returns to the type", async () => {
    const calls = serve(tree);
    renderPage();
    await waitFor(() => expect(shown('Icoon')).toBe('34_tree'));
    await choose('Kader', 'Driehoek');
    await waitFor(() => expect(shown('Kader')).toBe('Driehoek'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wijzigingen opgeslagen')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: KEY, body: { value: { ...tree, frame: 'triangle' }, network_id: 3 } });
    expect(await screen.findByText('show screen')).toBeTruthy();
  });

  it('sends the default icon as it is when saved unchanged', async () => {
    const calls = serve(null);
    renderPage();
    await waitFor(() => expect(shown('Type')).toBe('Label'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('show screen');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ value: defaultIcon(7), network_id: 3 });
  });

  it("puts the server's 400 on 'value.color' under the colour field and stays", async () => {
    serve(tree, () => ({ status: 400, body: { messages: { 'value.color': ['Kies een geldige kleur'] } } }));
    renderPage();
    await waitFor(() => expect(shown('Icoon')).toBe('34_tree'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const messages = await screen.findAllByText('Kies een geldige kleur');
    expect(messages.some((el) => el.closest('.ant-form-item-explain'))).toBe(true);
    expect(screen.queryByText('show screen')).toBeNull();
  });

  it('shows the type as not found for an unknown type id', async () => {
    serve(null);
    renderPage('/admin/map_object_types/8/icon');
    expect(await screen.findByText('Type niet gevonden')).toBeTruthy();
  });
});
