import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import { crumbNameOf } from '../../lib/crumb-names';
import { useTenant } from '../../lib/use-tenant';
import { i18n } from '../../lib/i18n';
import { Card } from '../page/card';
import { DetailPage, DetailRoute } from './detail-page';
import type { DetailResource } from './detail-resource';

const stamp = { paid_licenses: 10, licensed_users: 2, parent_id: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
// A resource with texts of its own (the selections'), its list and its records elsewhere.
const resource: DetailResource = { key: 'selections', list: '/admin/tenants', subjectType: 'tenant' };
const notFound = () => i18n.t('selections.not_found');

function TenantView({ id }: { id: number }) {
  const query = useTenant(id);
  return (
    <DetailPage
      resource={resource}
      id={id}
      query={query}
      fields={(r) => [{ key: 'licenses', label: 'Licenties', value: r.paid_licenses }]}
      // Only record 8 may be deleted here, as a page offers the delete to whoever may.
      remove={id === 8 ? () => Promise.resolve() : undefined}
      notice={<p>Alleen lezen</p>}
      map={() => <Card title="Kaart">de kaart</Card>}
      beside={() => <Card title="Gegevens">naam</Card>}
      below={() => [<Card key="a" title="Kenmerken" />, <Card key="b" title="Foto's" />]}
    />
  );
}

function renderAt(path: string) {
  renderWithApp(
    <Routes>
      <Route path="/admin/tenants" element={<p>De lijst</p>} />
      <Route path="/admin/tenants/:id" element={<DetailRoute resource={resource} view={TenantView} />} />
    </Routes>,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the detail page frame', () => {
  it('shows the record: its name as heading and crumb, its fields and history, no delete unless allowed, the notice, the map and the cards', async () => {
    fakeApi({ 'GET /v1/tenant/5': () => ({ status: 200, body: { data: { id: 5, name: 'Recreatieschap', ...stamp } } }) });
    renderAt('/admin/tenants/5');
    const card = await screen.findByRole('region', { name: 'Recreatieschap' });
    expect(within(card).getByText('Licenties')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Geschiedenis/ }).getAttribute('href')).toBe('/admin/audit?subject_type=tenant&subject_id=5');
    await waitFor(() => expect(crumbNameOf('/admin/tenants/5')).toBe('Recreatieschap'));
    expect(screen.queryByRole('button', { name: /Acties/ })).toBeNull();
    expect(screen.getByText('Alleen lezen')).toBeTruthy();
    for (const name of ['Kaart', 'Gegevens', 'Kenmerken', "Foto's"]) expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it("says the resource's not found for an id the URL cannot hold, without asking the server", async () => {
    const calls = fakeApi({});
    renderAt('/admin/tenants/abc');
    await screen.findByText(notFound());
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: i18n.t('selections.back_to_list') }).getAttribute('href')).toBe('/admin/tenants');
  });

  it('says not found for a 404, and shows no cards', async () => {
    fakeApi({});
    renderAt('/admin/tenants/6');
    await screen.findByText(notFound());
    expect(screen.queryByRole('region', { name: 'Kaart' })).toBeNull();
  });

  it('offers a retry for another failure', async () => {
    fakeApi({ 'GET /v1/tenant/7': () => ({ status: 403, body: { detail: 'Geen toegang' } }) });
    renderAt('/admin/tenants/7');
    expect(await screen.findByRole('button', { name: /Opnieuw proberen/ })).toBeTruthy();
  });

  it('deletes after the confirmation, says so and goes back to the list', async () => {
    fakeApi({ 'GET /v1/tenant/8': () => ({ status: 200, body: { data: { id: 8, name: 'Acht', ...stamp } } }) });
    renderAt('/admin/tenants/8');
    fireEvent.click(await screen.findByRole('button', { name: /Acties/ }));
    fireEvent.click(await screen.findByText(i18n.t('selections.delete')));
    expect((await screen.findAllByText(i18n.t('selections.delete_title', { name: 'Acht' }))).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, ik weet het zeker' }));
    await screen.findByText('De lijst');
    expect((await screen.findAllByText(i18n.t('selections.deleted', { name: 'Acht' }))).length).toBeGreaterThan(0);
  });
});
