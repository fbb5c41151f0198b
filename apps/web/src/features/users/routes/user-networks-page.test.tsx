import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { z } from 'zod';
import { renderWithApp } from '../../../test/render';
import { fakeApi, list, type Call } from '../../../test/fake-api';
import { UserNetworksPage } from './user-networks-page';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const user = { id: 7, name: 'Dirk Visser', email: 'dirk@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1 };
const networks = [
  { id: 1, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 1, ...stamp },
  { id: 2, name: 'Wandelnetwerk', tenant_id: 1, geo_object_id: null, role_id: 1, ...stamp },
];
const roles = [
  { id: 2, tenant_id: 1, name: 'editor', display_name: 'Medewerker', description: null, users_count: 1, ...stamp },
  { id: 3, tenant_id: 1, name: 'viewer', display_name: null, description: null, users_count: 1, ...stamp },
];

const relationBody = z.object({ relation: z.array(z.object({ id: z.number(), role_id: z.number().optional() })) });

/** The API with the user holding `initial` roles (network id → role id); member calls change them. */
function serve(initial: Record<number, number>): Call[] {
  const roleOf = new Map(Object.entries(initial).map(([network, role]) => [Number(network), role]));
  const links = () => list([...roleOf].map(([id, roleId]) => ({ id, name: networks.find((n) => n.id === id)?.name ?? '', role_id: roleId })));
  const relation = (body: unknown) => relationBody.parse(body).relation[0];
  const members = () => list([...roleOf].map(([, roleId]) => ({ id: user.id, name: user.name, email: user.email, role_id: roleId })));
  return fakeApi({
    'GET /v1/user/7': () => ({ status: 200, body: { data: user } }),
    'GET /v1/network': () => list(networks),
    'GET /v1/role': () => list(roles),
    'GET /v1/user/7/network': links,
    'POST /v1/network/1/user': (body) => { roleOf.set(1, relation(body).role_id ?? 0); return members(); },
    'PUT /v1/network/1/user': (body) => { roleOf.set(1, relation(body).role_id ?? 0); return members(); },
    'DELETE /v1/network/1/user': () => { roleOf.delete(1); return members(); },
  });
}

function renderPage() {
  renderWithApp(<Routes><Route path="/editusernetworks/:id" element={<UserNetworksPage />} /></Routes>, '/editusernetworks/7');
}

/** The shown choice of the role select of a network. */
const shown = (network: string) => screen.getByRole('combobox', { name: `Rol op ${network}` }).closest('.ant-select')?.textContent ?? '';

async function choose(network: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Rol op ${network}` }));
  // The option, not the shown value of another select that has the same title.
  const items = await screen.findAllByTitle(option);
  const item = items.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

afterEach(() => vi.unstubAllGlobals());

describe("the user's network roles editor", () => {
  it("shows every network with the user's role, 'Geen toegang' where it has none, display name or else name", async () => {
    serve({ 2: 3 });
    renderPage();
    expect(await screen.findByText('Netwerkrollen van Dirk Visser')).toBeTruthy();
    await waitFor(() => expect(shown('Wandelnetwerk')).toContain('viewer'));
    expect(shown('Fietsknooppunten')).toContain('Geen toegang');
  });

  it("choosing a role where the user has none adds the link (POST) and says 'Netwerkrol toegekend'", async () => {
    const calls = serve({});
    renderPage();
    await waitFor(() => expect(shown('Fietsknooppunten')).toContain('Geen toegang'));
    await choose('Fietsknooppunten', 'Medewerker');
    expect(await screen.findByText('Netwerkrol toegekend')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', url: '/v1/network/1/user', body: { relation: [{ id: 7, role_id: 2 }] } }]);
    await waitFor(() => expect(shown('Fietsknooppunten')).toContain('Medewerker'));
  });

  it("choosing another role updates the link (PUT) and says 'Netwerkrol aangepast'", async () => {
    const calls = serve({ 1: 2 });
    renderPage();
    await waitFor(() => expect(shown('Fietsknooppunten')).toContain('Medewerker'));
    await choose('Fietsknooppunten', 'viewer');
    expect(await screen.findByText('Netwerkrol aangepast')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'PUT', url: '/v1/network/1/user', body: { relation: [{ id: 7, role_id: 3 }] } }]);
  });

  it("choosing no access removes the link (DELETE) and says 'Netwerkrol ontkoppeld'", async () => {
    const calls = serve({ 1: 2 });
    renderPage();
    await waitFor(() => expect(shown('Fietsknooppunten')).toContain('Medewerker'));
    await choose('Fietsknooppunten', 'Geen toegang');
    expect(await screen.findByText('Netwerkrol ontkoppeld')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'DELETE', url: '/v1/network/1/user', body: { relation: [{ id: 7 }] } }]);
    await waitFor(() => expect(shown('Fietsknooppunten')).toContain('Geen toegang'));
  });

  it('shows an unknown user as not found', async () => {
    fakeApi({ 'GET /v1/network': () => list(networks), 'GET /v1/role': () => list(roles), 'GET /v1/user/7/network': () => list([]) });
    renderPage();
    expect(await screen.findByText('Gebruiker niet gevonden')).toBeTruthy();
  });
});
