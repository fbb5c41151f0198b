/**
 * The permission list of contract/permissions.ts is the catalogue a database holds once
 * migrated and seeded, and every route asks permissions of it (by a preset).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, PERMISSION_PRESETS, type PermissionName } from '@console/contract/permissions';
import { rows } from '../src/db/sql';
import { asks } from '../src/auth/scope';
import { build } from './helpers/app';

const t = await build();

describe('the permission list', () => {
  it('is the catalogue the database holds', async () => {
    const held = await rows<{ name: string }>(t.db, sql`select name from permissions order by name`);
    expect(held.map((p) => p.name)).toEqual([...PERMISSION_NAMES].sort());
  });

  it('names every permission a route asks', () => {
    const asked = t.app.routeTable.flatMap((r) => r.permission ?? []);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((p) => !PERMISSION_NAMES.includes(p))).toEqual([]);
  });

  it('gives every network route one of the presets', () => {
    const presets = Object.values(PERMISSION_PRESETS).map((p) => [...p].sort().join());
    const routes = t.app.routeTable.filter((r) => r.scope === 'network');
    expect(routes.filter((r) => !presets.includes([...(r.permission ?? [])].sort().join()))).toEqual([]);
  });
});

// Not run: tsc (npm run typecheck) checks that a permission is a name of the list.
export function misspeltPermissionsDoNotCompile(): PermissionName[] {
  // @ts-expect-error: not a permission of the catalogue
  const misspelt: PermissionName = 'module-mpa';
  // @ts-expect-error: not a preset
  asks('editMaps');
  return [misspelt, ...asks('readMap').permission];
}
