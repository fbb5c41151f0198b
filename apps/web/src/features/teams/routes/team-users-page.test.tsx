import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test/render';
import { fakeApi, list } from '../../../test/fake-api';
import { TeamUsersPage } from './team-users-page';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const anna = { id: 2, name: 'Anna de Vries', email: 'anna@demo.example' };
const bram = { id: 3, name: 'Bram Jansen', email: 'bram@demo.example' };
const carla = { id: 4, name: 'Carla Smit', email: 'carla@demo.example' };
// GET /v1/user answers whole users; the team member calls answer {id, name, email}.
const asUser = (member: typeof anna) => ({ ...member, super_admin: false, needs_license: true, primary_tenant_id: 1, ...stamp });

function serve(members: { id: number; name: string; email: string }[]) {
  let current = [...members];
  return fakeApi({
    'GET /v2/team/7': () => ({ status: 200, body: { data: { id: 7, tenant_id: 1, name: 'Buitendienst', users_count: current.length, ...stamp } } }),
    'GET /v1/user': () => list([anna, bram, carla].map(asUser)),
    'GET /v1/team/7/user': () => list(current),
    'POST /v1/team/7/user': () => {
      current = [...current, anna];
      return list(current);
    },
    'DELETE /v1/team/7/user': () => {
      current = current.filter((user) => user.id !== bram.id);
      return list(current);
    },
  });
}

function renderPage() {
  renderWithApp(
    <Routes><Route path="/admin/teams/:id/editusers" element={<TeamUsersPage />} /></Routes>,
    '/admin/teams/7/editusers',
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Koppel ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe('team users editor', () => {
  it('ticks the members among all users of the organisation', async () => {
    serve([bram]);
    renderPage();
    await waitFor(() => expect(box(bram.name).checked).toBe(true));
    expect(box(anna.name).checked).toBe(false);
    expect(screen.getByText('1 van 3 gebruikers in dit team')).toBeTruthy();
  });

  it('filters the users with the search box', async () => {
    serve([]);
    renderPage();
    await screen.findByRole('checkbox', { name: `Koppel ${carla.name}` });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }), { target: { value: 'CARLA' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Koppel ${anna.name}` })).toBeNull());
    expect(box(carla.name)).toBeTruthy();
  });

  it("ticking adds the user at once with {relation: [{id}]} and says 'User toegevoegd aan Team'", async () => {
    const calls = serve([bram]);
    renderPage();
    await waitFor(() => expect(box(bram.name).checked).toBe(true));
    fireEvent.click(box(anna.name));
    expect(await screen.findByText('User toegevoegd aan Team')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/v1/team/7/user', body: { relation: [{ id: anna.id }] } });
    await waitFor(() => expect(box(anna.name).checked).toBe(true));
  });

  it("unticking removes the user at once and says 'User verwijderd van team'", async () => {
    const calls = serve([bram]);
    renderPage();
    await waitFor(() => expect(box(bram.name).checked).toBe(true));
    fireEvent.click(box(bram.name));
    expect(await screen.findByText('User verwijderd van team')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/v1/team/7/user', body: { relation: [{ id: bram.id }] } });
    await waitFor(() => expect(box(bram.name).checked).toBe(false));
  });

  it('shows a failed load with a retry', async () => {
    fakeApi({
      'GET /v2/team/7': () => ({ status: 200, body: { data: { id: 7, tenant_id: 1, name: 'Buitendienst', users_count: 0, ...stamp } } }),
      // A 4xx is not retried, so the error shows at once.
      'GET /v1/user': () => ({ status: 403, body: {} }),
      'GET /v1/team/7/user': () => list([]),
    });
    renderPage();
    expect(await screen.findByText('Het laden is mislukt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
