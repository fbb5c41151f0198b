import { describe, expect, it } from 'vitest';
import type { User } from '@console/contract/users';
import { toEditValues, toUserCreate, toUserUpdate } from './user-payload';

describe('toUserCreate', () => {
  it('lowercases the e-mail address and trims the name', () => {
    expect(toUserCreate({ name: '  Dirk ', email: ' Dirk@Demo.Example ' }, false)).toEqual({ name: 'Dirk', email: 'dirk@demo.example' });
  });

  it('never sends super_admin or needs_license for a non-super-admin', () => {
    const body = toUserCreate({ name: 'Dirk', email: 'd@x.nl', needs_license: false, super_admin: true }, false);
    expect(body).not.toHaveProperty('super_admin');
    expect(body).not.toHaveProperty('needs_license');
  });

  it('sends the switches for a super admin, with the defaults needs_license on and super_admin off', () => {
    expect(toUserCreate({ name: 'Dirk', email: 'd@x.nl' }, true)).toMatchObject({ needs_license: true, super_admin: false });
    expect(toUserCreate({ name: 'Dirk', email: 'd@x.nl', needs_license: false, super_admin: true }, true))
      .toMatchObject({ needs_license: false, super_admin: true });
  });

  it('turns the complete (network, role) rows into two lists of equal length', () => {
    const body = toUserCreate({ name: 'D', email: 'd@x.nl', roles: [{ network_id: 1, role_id: 3 }, { network_id: 2 }, { network_id: 5, role_id: 1 }] }, false);
    expect(body.selected_networks).toEqual([1, 5]);
    expect(body.selected_roles).toEqual([3, 1]);
  });

  it('sends send_invitation only when the invitation is switched off', () => {
    expect(toUserCreate({ name: 'D', email: 'd@x.nl', send_invitation: true }, false)).not.toHaveProperty('send_invitation');
    expect(toUserCreate({ name: 'D', email: 'd@x.nl', send_invitation: false }, false)).toMatchObject({ send_invitation: false });
  });

  it('leaves the lists out without rows', () => {
    expect(toUserCreate({ name: 'D', email: 'd@x.nl', roles: [] }, false)).not.toHaveProperty('selected_networks');
  });
});

const user: User = {
  id: 7, name: 'Dirk', email: 'dirk@demo.example', super_admin: false, needs_license: true, primary_tenant_id: 1,
  active: true, deactivated_at: null, invited_at: null, last_sign_in_at: null,
 
  userAttribute: { data: { function: 'Ranger', department: null, phone: '050 1', phone_mobile: null } },
};

describe('toUserUpdate', () => {
  it('sends the userAttribute fields flat, empty ones as null, the e-mail lowercased', () => {
    const body = toUserUpdate({ ...toEditValues(user), email: 'Dirk.Visser@Demo.EXAMPLE', phone: ' ' }, false, user.email);
    expect(body).toEqual({
      name: 'Dirk', email: 'dirk.visser@demo.example', function: 'Ranger', department: null, phone: null, phone_mobile: null, primary_tenant_id: 1,
    });
  });

  it('leaves the e-mail out when it did not change (case aside)', () => {
    expect(toUserUpdate({ ...toEditValues(user), email: ' DIRK@demo.example' }, false, user.email)).not.toHaveProperty('email');
  });

  it('sends the switches only for a super admin', () => {
    const values = { ...toEditValues(user), needs_license: false, super_admin: true };
    expect(toUserUpdate(values, false, user.email)).not.toHaveProperty('super_admin');
    expect(toUserUpdate(values, true, user.email)).toMatchObject({ needs_license: false, super_admin: true });
  });
});
