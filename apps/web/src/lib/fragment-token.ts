/**
 * An access token handed over in the URL fragment (`#access_token=...`), as an identity
 * provider or another app of the platform does it.
 */

/** The access_token parameter of a URL fragment, or null. */
export function tokenFromFragment(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return null;
  const token = new URLSearchParams(fragment).get('access_token');
  return token && token.trim() !== '' ? token.trim() : null;
}
