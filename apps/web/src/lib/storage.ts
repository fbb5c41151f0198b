/**
 * The console's local storage: the session (access token, chosen tenant and network) and the
 * language choice. Keys are the ones the spec names, so a token or scope set by hand (or by
 * a test) is picked up as is.
 */
export type Lang = 'nl' | 'en';

const KEYS = {
  token: 'access_token',
  tenant: 'tenant_id',
  network: 'network_id',
  lang: 'lang',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Private mode or a disabled storage: behave as signed out rather than crash.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value just does not survive a reload.
  }
}

function readId(key: string): number | null {
  const raw = read(key);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const storage = {
  getToken: (): string | null => read(KEYS.token),
  setToken: (token: string): void => write(KEYS.token, token),
  getTenantId: (): number | null => readId(KEYS.tenant),
  getNetworkId: (): number | null => readId(KEYS.network),
  /** Signed in with an organisation and network chosen: a screen under the layout may open. */
  inScope: (): boolean => Boolean(read(KEYS.token)) && readId(KEYS.tenant) !== null && readId(KEYS.network) !== null,
  /** Stores the switcher's choice: both ids together, so they never disagree. */
  setScope: (tenantId: number, networkId: number): void => {
    write(KEYS.tenant, String(tenantId));
    write(KEYS.network, String(networkId));
  },
  getLang: (): Lang | null => {
    const raw = read(KEYS.lang);
    return raw === 'nl' || raw === 'en' ? raw : null;
  },
  setLang: (lang: Lang): void => write(KEYS.lang, lang),
  /** Forgets the session (token, tenant, network) and anything else stored, but keeps the language choice. */
  clearSession: (): void => {
    const lang = read(KEYS.lang);
    try {
      window.localStorage.clear();
    } catch {
      // See read().
    }
    if (lang !== null) write(KEYS.lang, lang);
  },
};
