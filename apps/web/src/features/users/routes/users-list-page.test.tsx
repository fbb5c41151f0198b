import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { fakeApi, list } from '../../../test/fake-api';
import { UsersListPage } from './users-list-page';

const person = (id: number, name: string, superAdmin = false) => ({
  id, name, email: `${name.toLowerCase()}@demo.example`, super_admin: superAdmin, needs_license: !superAdmin, primary_tenant_id: 1,
});

function serve({ superAdmin, paid, used }: { superAdmin: boolean; paid: number; used: number }) {
  fakeApi({
    'GET /v1/me': () => ({ status: 200, body: { data: person(2, superAdmin ? 'Admin' : 'Anna', superAdmin) } }),
    'GET /v1/user': () => list([person(2, 'Anna'), person(3, 'Bram'), person(4, 'Carla')]),
    'GET /v1/tenant/license': () => ({ status: 200, body: { data: { tenant_id: 1, paid_licenses: paid, licensed_users: used } } }),
  });
}

/** The add button: a link while enabled, an <a> without href (aria-disabled) while disabled. */
const addButton = () => screen.getByText('Gebruiker toevoegen').closest('a');

afterEach(() => vi.unstubAllGlobals());

describe('users list', () => {
  it('lists the users with a view link each and the licence figures', async () => {
    serve({ superAdmin: false, paid: 10, used: 3 });
    renderWithApp(<UsersListPage />, '/admin/users');
    expect(await screen.findByText('carla@demo.example')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Bekijken/ }).map((a) => a.getAttribute('href'))).toEqual(['/admin/users/2', '/admin/users/3', '/admin/users/4']);
    expect(await screen.findByText('3 van 10 licenties in gebruik')).toBeTruthy();
    expect(addButton()?.getAttribute('href')).toBe('/admin/users/create');
  });

  it("disables the add button for a non-super-admin at the licence limit, with 'Maximum aantal gebruikerslicenties bereikt'", async () => {
    serve({ superAdmin: false, paid: 3, used: 3 });
    renderWithApp(<UsersListPage />, '/admin/users');
    await waitFor(() => expect(addButton()?.getAttribute('aria-disabled')).toBe('true'));
    const wrapper = addButton()?.parentElement;
    if (!wrapper) throw new Error('no tooltip wrapper');
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByText('Maximum aantal gebruikerslicenties bereikt')).toBeTruthy();
  });

  it('keeps the add button enabled for a super admin at the limit', async () => {
    serve({ superAdmin: true, paid: 3, used: 3 });
    renderWithApp(<UsersListPage />, '/admin/users');
    expect(await screen.findByText('3 van 3 licenties in gebruik')).toBeTruthy();
    // Enabled once /v1/me says super admin (the rule needs both answers).
    await waitFor(() => expect(addButton()?.getAttribute('href')).toBe('/admin/users/create'));
    expect(addButton()?.getAttribute('aria-disabled')).not.toBe('true');
  });
});
