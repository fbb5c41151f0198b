import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import { crumbNameOf } from '../../lib/crumb-names';
import { useTenant } from '../../lib/use-tenant';
import { useRouteRecord } from './use-route-record';

const stamp = { paid_licenses: 10, licensed_users: 2, parent_id: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function TenantScreen() {
  const { id, query, failed } = useRouteRecord(useTenant);
  if (failed) return failed;
  return <p>{`${id}: ${query.data?.name ?? 'loading'}`}</p>;
}

function renderAt(path: string) {
  renderWithApp(<Routes><Route path="/admin/tenants/:id" element={<TenantScreen />} /></Routes>, path);
}

afterEach(() => vi.unstubAllGlobals());

describe('useRouteRecord', () => {
  it('shows the record of the route\'s id and names its crumb', async () => {
    fakeApi({ 'GET /v1/tenant/5': () => ({ status: 200, body: { data: { id: 5, name: 'Recreatieschap', ...stamp } } }) });
    renderAt('/admin/tenants/5');
    await screen.findByText('5: Recreatieschap');
    await waitFor(() => expect(crumbNameOf('/admin/tenants/5')).toBe('Recreatieschap'));
  });

  it('says not found for an id the URL cannot hold, without asking the server', async () => {
    const calls = fakeApi({});
    renderAt('/admin/tenants/abc');
    await screen.findByText('Pagina niet gevonden');
    expect(calls).toEqual([]);
  });

  it('says not found for a 404', async () => {
    fakeApi({});
    renderAt('/admin/tenants/6');
    await screen.findByText('Pagina niet gevonden');
  });

  it('offers a retry for another failure (a 4xx is not retried by itself), which shows the record once it loads', async () => {
    let answer = 403;
    const calls = fakeApi({ 'GET /v1/tenant/7': () => (answer === 403 ? { status: 403, body: { detail: 'Geen toegang' } } : { status: 200, body: { data: { id: 7, name: 'Zeven', ...stamp } } }) });
    renderAt('/admin/tenants/7');
    const retry = await screen.findByRole('button', { name: /Opnieuw proberen/ });
    answer = 200;
    fireEvent.click(retry);
    await screen.findByText('7: Zeven');
    expect(calls.length).toBeGreaterThan(1);
  });
});
