import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('local storage of the session', () => {
  it('keeps token, tenant and network under the spec keys', () => {
    storage.setToken('t');
    storage.setScope(1, 2);
    expect(window.localStorage.getItem('access_token')).toBe('t');
    expect(window.localStorage.getItem('tenant_id')).toBe('1');
    expect(window.localStorage.getItem('network_id')).toBe('2');
    expect(storage.getTenantId()).toBe(1);
    expect(storage.getNetworkId()).toBe(2);
  });

  it('ignores an id that is not a positive number', () => {
    window.localStorage.setItem('tenant_id', 'abc');
    window.localStorage.setItem('network_id', '0');
    expect(storage.getTenantId()).toBeNull();
    expect(storage.getNetworkId()).toBeNull();
  });

  it('clearing the session keeps the language choice only', () => {
    storage.setToken('t');
    storage.setScope(1, 2);
    storage.setLang('en');
    window.localStorage.setItem('something_else', 'x');
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getTenantId()).toBeNull();
    expect(window.localStorage.getItem('something_else')).toBeNull();
    expect(storage.getLang()).toBe('en');
  });
});
