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

describe('team users editor over the list kit threshold', () => {
  // 2,500 users: the server pages and searches them; the editor never asks for every user.
  const many = Array.from({ length: 2_500 }, (_, i) => ({ id: i + 1, name: `Lid ${i + 1}`, email: `lid${i + 1}@demo.example` }));

  function serveMany(members: { id: number; name: string; email: string }[]) {
    let current = [...members];
    const calls = fakeApi({
      'GET /v2/team/7': () => ({ status: 200, body: { data: { id: 7, tenant_id: 1, name: 'Buitendienst', users_count: current.length, ...stamp } } }),
      'GET /v1/user': () => {
        const query = new URL(calls[calls.length - 1].url, 'http://console.test').searchParams;
        const q = (query.get('q') ?? '').toLowerCase();
        const found = many.filter((u) => `${u.name}\n${u.email}`.toLowerCase().includes(q));
        const perPage = Number(query.get('perPage') ?? 25);
        const page = Number(query.get('page') ?? 1);
        const rows = found.slice((page - 1) * perPage, page * perPage).map(asUser);
        return { status: 200, body: { data: rows, meta: { pagination: { total: found.length, count: rows.length, per_page: perPage, current_page: page, total_pages: Math.ceil(found.length / perPage) } } } };
      },
      'GET /v1/team/7/user': () => list(current),
      'POST /v1/team/7/user': (body) => {
        const ids = (body as { relation: { id: number }[] }).relation.map((r) => r.id);
        current = [...current, ...many.filter((u) => ids.includes(u.id))];
        return list(current);
      },
    });
    return calls;
  }

  it('pages and searches on the server, the ticks are the members on every page and search', async () => {
    const calls = serveMany([many[1499]]);
    renderPage();
    await screen.findByRole('checkbox', { name: 'Koppel Lid 1' });
    expect(await screen.findByText('1 van 2500 gebruikers in dit team')).toBeTruthy();
    expect(screen.getByText('1-25 van 2500')).toBeTruthy();

    // A tick on the first page, then the next page and back: still ticked.
    fireEvent.click(box('Lid 2'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ relation: [{ id: 2 }] }));
    await waitFor(() => expect(box('Lid 2').checked).toBe(true));
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('checkbox', { name: 'Koppel Lid 26' });
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(box('Lid 2').checked).toBe(true));

    // The search box asks the server (q); the member it finds is ticked.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }), { target: { value: 'lid1500@' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Koppel Lid 1' })).toBeNull());
    expect(box('Lid 1500').checked).toBe(true);
    const users = calls.filter((c) => c.url.startsWith('/v1/user')).map((c) => new URL(c.url, 'http://console.test').searchParams);
    expect(users.some((p) => p.get('q') === 'lid1500@' && p.get('page') === '1')).toBe(true);
    expect(users.every((p) => Number(p.get('perPage')) <= 25)).toBe(true);
  });
});
