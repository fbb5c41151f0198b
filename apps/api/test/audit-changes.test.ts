/** lib/audit.ts's changes: what differs, as [before, after], and secrets as *** at any depth. */
import { describe, expect, it } from 'vitest';
import { created, deleted, diff, maskedChanges } from '../src/lib/audit';

describe('changes of a write', () => {
  it('keeps only what differs; fields not sent did not change; bookkeeping columns are no change', () => {
    expect(diff({ id: 1, name: 'a', description: 'x', updated_at: 't1' }, { name: 'b', description: 'x', weight: undefined, updated_at: 't2' }))
      .toEqual({ name: ['a', 'b'] });
    expect(diff({ value: { a: 1, b: [2] } }, { value: { a: 1, b: [2] } })).toEqual({});
    expect(diff({ value: { a: 1 } }, { value: { a: 2 } })).toEqual({ value: [{ a: 1 }, { a: 2 }] });
  });

  it('writes a create as [null, v] and a delete as [v, null], empty fields left out', () => {
    expect(created({ name: 'n', description: null, tenant_id: 4 })).toEqual({ name: [null, 'n'] });
    expect(deleted({ id: 3, name: 'n', description: null })).toEqual({ name: ['n', null] });
  });

  it('hides passwords, tokens, secrets, reset links and api keys, nested too, keeping null as null', () => {
    expect(maskedChanges({
      password: [null, 'p'],
      access_token: ['t1', 't2'],
      value: [{ api_key: 'k', instance_id: 4, deep: { client_secret: 's', reset_link: 'https://x/reset/1' } }, null],
      name: ['a', 'b'],
    })).toEqual({
      password: [null, '***'],
      access_token: ['***', '***'],
      value: [{ api_key: '***', instance_id: 4, deep: { client_secret: '***', reset_link: '***' } }, null],
      name: ['a', 'b'],
    });
  });
});
