import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { MissingCard } from './missing-card';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const type = { id: 5, network_id: 1, name: 'Fietsroute', is_network: true, is_ordered: true, ...stamp };
const post = (id: number) => ({ id, code: `KP${id}`, label: '', map_object_type_id: 2, map_object_type_name: 'Knooppuntpaal' });
const TOTAL = 12_345;

afterEach(() => vi.unstubAllGlobals());

describe("the selection type's required check", () => {
  it("says the server's total of objects in no route, not the length of the page it lists", async () => {
    const calls = fakeApi({
      'GET /v1/selection_type/5/type': () => ({ status: 200, body: { data: [{ id: 2, name: 'Knooppuntpaal', required: true }, { id: 3, name: 'Bank', required: false }] } }),
      'GET /v1/selection_type/5/missing': () => ({ status: 200, body: {
        data: Array.from({ length: 100 }, (_, i) => post(i + 1)),
        meta: { pagination: { total: TOTAL, count: 100, per_page: 100, current_page: 1, total_pages: 124 } },
      } }),
    });
    renderWithApp(<MissingCard type={type} />);
    await waitFor(() => expect(screen.getByText('12.345 objecten van type Knooppuntpaal in geen route')).toBeTruthy());
    expect(screen.getByText('En nog 12.245.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(100);
    // Only the required type is asked for.
    const asked = calls.filter((c) => c.url.includes('/missing')).map((c) => new URL(c.url, 'http://x').searchParams.get('filter[map_object_type_id]'));
    expect(asked).toEqual(['2']);
  });
});
