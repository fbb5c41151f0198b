import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@console/contract/roles';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, list } from '../../../test/fake-api';
import { useDeleteRole } from './delete-role';
import { queryKeys } from '../../../lib/query-keys';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const role = (id: number, name: string): Role => ({ id, tenant_id: 1, name, display_name: null, description: null, users_count: 0, ...stamp });

afterEach(() => vi.unstubAllGlobals());

describe('useDeleteRole', () => {
  it('takes the role out of the cached list at once, so the list never shows it again', async () => {
    const calls = fakeApi({
      'DELETE /v1/role/5': () => ({ status: 200, body: { data: role(5, 'weg') } }),
      'GET /v1/role': () => list([role(1, 'admin')]),
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.roles, [role(1, 'admin'), role(5, 'weg')]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDeleteRole(), { wrapper });

    await result.current.mutateAsync(5);

    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/v1/role/5');
    expect(client.getQueryData<Role[]>(queryKeys.roles)?.map((r) => r.id)).toEqual([1]);
  });
});
