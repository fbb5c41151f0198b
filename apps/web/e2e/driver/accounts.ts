/** Who and what the seeded demo data holds (DEMO_DATA=1), and names no other test uses. */

/** The accounts the server seeds. */
export const accounts = {
  admin: { email: 'admin@example.com', password: 'admin12345', name: 'Super admin' },
  anna: { email: 'anna@demo.example', password: 'demo12345', name: 'Anna de Vries' },
  bram: { email: 'bram@demo.example', password: 'demo12345', name: 'Bram Jansen' },
  carla: { email: 'carla@demo.example', password: 'demo12345', name: 'Carla Smit' },
} as const;

export const DEMO_TENANT = 'Recreatieschap Demo';
export const NETWORKS = { cycling: 'Fietsknooppunten', walking: 'Wandelnetwerk' } as const;

/**
 * A name no other test (or earlier run on the same database) uses: prefix, a hyphen and a
 * short stamp (no space: a role's name allows none).
 */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A lowercase e-mail address that goes with a unique name. */
export function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example`;
}
