import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { LinkSource } from '../resource/link-api';
import { clearAbsent, offeredAfterChange } from './dependent-choices';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

describe('clearAbsent', () => {
  it('clears a chosen id that the new list no longer offers', () => {
    expect(clearAbsent({ dynamic_action_type_id: 4 }, rows(1, 2))).toEqual({ dynamic_action_type_id: null });
    expect(clearAbsent({ attribute_id: 5 }, rows(1, 2))).toEqual({ attribute_id: null });
  });

  it('keeps a chosen id that the new list still offers', () => {
    expect(clearAbsent({ dynamic_action_type_id: 2 }, rows(1, 2))).toEqual({});
  });

  it('leaves empty choices alone and treats each field on its own', () => {
    expect(clearAbsent({ report_text: 1, location_description: null, reporting_id: 9 }, rows(1, 2))).toEqual({ reporting_id: null });
    expect(clearAbsent({ report_text: undefined }, [])).toEqual({});
    expect(clearAbsent({ attribute_id: undefined }, rows(1))).toEqual({});
  });

  it('clears every choice when the parent is gone (an empty list)', () => {
    expect(clearAbsent({ report_text: 1, location_description: 2, reporting_id: 3 }, [])).toEqual({ report_text: null, location_description: null, reporting_id: null });
  });
});

describe('offeredAfterChange', () => {
  const source: LinkSource<{ id: number; name: string }> = { api: (id) => `/v1/owner/${id}/row`, schema: z.object({ id: z.number(), name: z.string() }) };
  const answering = (client: QueryClient) => vi.spyOn(client, 'fetchQuery').mockResolvedValue(rows(3, 4));

  it('gives the rows the new parent offers while the parent is still the one asked for', async () => {
    const client = new QueryClient();
    const fetched = answering(client);
    await expect(offeredAfterChange(client, source, 7, () => 7)).resolves.toEqual(rows(3, 4));
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('gives nothing to apply when the parent changed again meanwhile', async () => {
    const client = new QueryClient();
    answering(client);
    await expect(offeredAfterChange(client, source, 7, () => 8)).resolves.toBeNull();
  });

  it('offers no rows for no parent, without asking the server', async () => {
    const client = new QueryClient();
    const fetched = answering(client);
    await expect(offeredAfterChange(client, source, null, () => null)).resolves.toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
  });
});
