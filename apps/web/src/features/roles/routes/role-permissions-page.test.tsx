import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PermissionName } from '@console/contract/permissions';
import type { Permission } from '@console/contract/roles';
import { renderWithApp } from '../../../test/render';
import { fakeApi, list } from '../../../test/fake-api';
import { RolePermissionsPage } from './role-permissions-page';

const admin: Permission = { id: 1, name: 'module-admin' satisfies PermissionName, display_name: 'Beheer', description: 'Toegang tot de beheerconsole' };
const map: Permission = { id: 2, name: 'module-map' satisfies PermissionName, display_name: 'Kaart', description: 'Kaart bekijken' };
const reports: Permission = { id: 6, name: 'module-reports' satisfies PermissionName, display_name: 'Rapportages', description: null };
const role = {
  id: 5, tenant_id: 1, name: 'planner', display_name: 'Planner', description: null, users_count: 0,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};

function serve() {
  let linked = [map];
  return fakeApi({
    'GET /v1/role/5': () => ({ status: 200, body: { data: { ...role, permissions: { data: linked } } } }),
    'GET /v1/permission': () => list([admin, map, reports]),
    'GET /v1/role/5/permissions': () => list(linked),
    'POST /v1/role/5/permissions': () => {
      linked = [...linked, reports];
      return list(linked);
    },
    'DELETE /v1/role/5/permissions': () => {
      linked = linked.filter((p) => p.id !== map.id);
      return list(linked);
    },
  });
}

function renderPage() {
  renderWithApp(
    <Routes><Route path="/admin/roles/:id/edit_role_premissions" element={<RolePermissionsPage />} /></Routes>,
    '/admin/roles/5/edit_role_premissions',
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Koppel ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe('role permissions editor', () => {
  it("lists every permission, ticked where the role has it, under the role's name", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(box('module-map').checked).toBe(true));
    expect(box('module-admin').checked).toBe(false);
    expect(box('module-reports').checked).toBe(false);
    expect(await screen.findByText('Rolpermissies bewerken: Planner')).toBeTruthy();
  });

  it("ticking adds the permission at once with {relation: [id]} and says 'Permissie toegevoegd aan rol'", async () => {
    const calls = serve();
    renderPage();
    await waitFor(() => expect(box('module-map').checked).toBe(true));
    fireEvent.click(box('module-reports'));
    expect(await screen.findByText('Permissie toegevoegd aan rol')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/v1/role/5/permissions', body: { relation: [reports.id] } });
    await waitFor(() => expect(box('module-reports').checked).toBe(true));
  });

  it("unticking removes the permission at once and says 'Permissie verwijderd van rol'", async () => {
    const calls = serve();
    renderPage();
    await waitFor(() => expect(box('module-map').checked).toBe(true));
    fireEvent.click(box('module-map'));
    expect(await screen.findByText('Permissie verwijderd van rol')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/v1/role/5/permissions', body: { relation: [map.id] } });
    await waitFor(() => expect(box('module-map').checked).toBe(false));
  });

  it('shows an unknown role as not found', async () => {
    fakeApi({ 'GET /v1/permission': () => list([admin]), 'GET /v1/role/5/permissions': () => list([]) });
    renderPage();
    expect(await screen.findByText('Rol niet gevonden')).toBeTruthy();
  });
});
