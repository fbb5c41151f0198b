import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { storage } from '../../../lib/storage';
import { fakeApi, list } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CreateDialog } from './create-dialog';

const at = '2026-01-01T00:00:00Z';
const me = { id: 4, name: 'Anna', email: 'anna@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1 };
// Several types, the route last: a network where earlier work made a few.
const types = ['Onderhoudsset', 'Inspectieronde', 'Wandelset', 'Themaroute'].map((name, i) => ({
  id: i + 1, network_id: 5, name, is_network: true, is_ordered: name === 'Themaroute', created_at: at, updated_at: at,
}));

beforeEach(() => {
  storage.setToken('token');
  storage.setScope(1, 5);
  fakeApi({
    'GET /v1/me': () => ({ status: 200, body: { data: me } }),
    'GET /v1/selection_type': () => list(types),
    // The user's teams, as the network answers its members (include=user.teams).
    'GET /v1/network/5': () => ({ status: 200, body: { data: {
      id: 5, name: 'Fietsknooppunten', tenant_id: 1, geo_object_id: null, role_id: 3, created_at: at, updated_at: at,
      user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 3, teams: { data: [] } }] },
    } } }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("'Nieuwe route of selectie'", () => {
  it('opened on a route type among several says how a route starts, once the types have come', async () => {
    renderWithApp(<CreateDialog open onClose={() => undefined} typeId={4} />);
    expect(await screen.findByText(/Een route begint leeg/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nieuwe route of selectie' })).toBeTruthy();
  });
});
