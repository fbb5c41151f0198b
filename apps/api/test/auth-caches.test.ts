/**
 * The auth caches (sessions, access decisions) never answer for another database: the API
 * tests run many files in one process (`isolate: false`), each on a database of its own where
 * ids start from 1 again, and a decision cached on one must not hold on the next.
 */
import { describe, expect, it } from 'vitest';
import { canSeeTenant } from '../src/auth/access';
import { findSession } from '../src/auth/sessions';
import { build } from './helpers/app';
import { makeTenant, makeUser } from './helpers/factories';

const a = await build();
const b = await build();

describe('auth caches per database', () => {
  it('an access decision cached on one database does not hold on another with the same ids', async () => {
    const tenantA = await makeTenant(a.db);
    const tenantB = await makeTenant(b.db);
    const userA = await makeUser(a.db, { tenantId: tenantA.id });
    const userB = await makeUser(b.db);
    expect([tenantB.id, userB.id]).toEqual([tenantA.id, userA.id]);
    const caller = { id: userA.id, super_admin: false };
    expect(await canSeeTenant(a.db, caller, tenantA.id)).toBe(true);
    expect(await canSeeTenant(b.db, caller, tenantB.id)).toBe(false);
    expect(await canSeeTenant(a.db, caller, tenantA.id)).toBe(true);
  });

  it('a session cached on one database is no session on another', async () => {
    const token = await a.signIn();
    expect((await findSession(a.db, token))?.user.super_admin).toBe(true);
    expect(await findSession(b.db, token)).toBeNull();
    expect(await findSession(a.db, token)).not.toBeNull();
  });
});
