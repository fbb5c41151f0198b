/**
 * A console session for the bench's browser: the init script that puts a signed-in session (its
 * token, organisation and network) in localStorage before the console's code runs, so a
 * measurement starts at the screen, not at the sign-in. Page code as text: this package is
 * typed for Node, without the DOM.
 */
export interface BenchSession { token: string; tenantId: number; networkId: number }

export function sessionScript(session: BenchSession): string {
  const store = { access_token: session.token, tenant_id: String(session.tenantId), network_id: String(session.networkId) };
  return Object.entries(store).map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n');
}
