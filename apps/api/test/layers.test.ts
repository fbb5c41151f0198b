/**
 * The API's layers import downward only (docs/architecture.md): db/, lib/, auth/ and plugins/
 * know nothing of modules/, db/, lib/ and auth/ nothing of plugins/, db/ nothing of auth/; and
 * app.ts and seed.ts, which compose everything, are imported by server.ts alone (the tests
 * import them too, from outside src/). Between modules, an import is allowed only where
 * MODULE_IMPORTS says so: a new dependency of one module on another is a decision made in
 * that table, and a module that should hear of another's work listens to its events instead
 * (lib/events.ts: the reports hear an action's status change; actions import nothing of reports).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldError, notFound } from '../src/lib/errors';
import { API_ROOT } from '../src/root';

const SRC = path.join(API_ROOT, 'src');

/** Every .ts file under src/, relative to src/ with forward slashes. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The src files a file imports (static, type-only, re-exports and dynamic imports alike). */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), s));
    return resolved.endsWith('.ts') ? resolved : `${resolved}.ts`;
  });
}

const layer = (file: string) => file.split('/')[0];

/** The imports that go against the layers, as 'importer -> imported'. */
export function violations(graph: Record<string, string[]>): string[] {
  const found: string[] = [];
  const below: Record<string, string[]> = {
    // what each layer may not import
    db: ['modules', 'plugins', 'auth'],
    lib: ['modules', 'plugins'],
    auth: ['modules', 'plugins'],
    plugins: ['modules'],
  };
  for (const [file, imports] of Object.entries(graph)) {
    for (let target of imports) {
      // './modules' names modules/index.ts
      if (!(target in graph) && `${target.replace(/\.ts$/, '')}/index.ts` in graph) target = `${target.replace(/\.ts$/, '')}/index.ts`;
      const forbidden = below[layer(file)] ?? [];
      if (forbidden.includes(layer(target))) found.push(`${file} -> ${target}`);
      if ((target === 'app.ts' || target === 'seed.ts') && file !== 'server.ts') found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/**
 * Which module (modules/<name>/) may import which other; a module not named imports none.
 * modules/index.ts registers every module's routes and is not a module. Kept exact: an
 * allowance no import uses any more fails too, so the table says what the code does.
 */
export const MODULE_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  account: ['oauth'],
  actions: ['map-objects'],
  'geo-areas': ['attributes', 'imports', 'map-objects'],
  imports: ['networks', 'users'],
  'map-object-types': ['action-types'],
  'map-objects': ['imports', 'map-object-statuses', 'map-object-types'],
  me: ['oauth', 'users'],
  networks: ['users'],
  ogc: ['map-objects', 'network-keys', 'selections'],
  reports: ['actions', 'network-keys'],
  'selection-types': ['attributes'],
  selections: ['map-objects'],
  session: ['networks', 'tenants'],
  tenants: ['networks', 'roles', 'users'],
  users: ['account', 'networks', 'oauth', 'teams', 'tenants'],
};

/** The module a src file belongs to (modules/<name>/...); none for other files and modules/index.ts. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The imports of one module from another that the table does not allow, as 'importer -> imported'. */
export function moduleViolations(graph: Record<string, string[]>, allowed = MODULE_IMPORTS): string[] {
  return Object.entries(graph).flatMap(([file, imports]) => {
    const from = moduleOf(file);
    if (from === null) return [];
    return imports.filter((target) => {
      const to = moduleOf(target);
      return to !== null && to !== from && !(allowed[from] ?? []).includes(to);
    }).map((target) => `${file} -> ${target}`);
  });
}

/** The table's allowances that no import uses, as 'module -> module'. */
export function unusedAllowances(graph: Record<string, string[]>, allowed = MODULE_IMPORTS): string[] {
  const used = new Set(Object.entries(graph).flatMap(([file, imports]) => imports.map((target) => `${moduleOf(file)} -> ${moduleOf(target)}`)));
  return Object.entries(allowed).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`)).filter((pair) => !used.has(pair));
}

describe('the layers of the API', () => {
  const graph = Object.fromEntries(sourceFiles().map((f) => [f, importsOf(f, fs.readFileSync(path.join(SRC, f), 'utf8'))]));

  it('reads the imports of every source file', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(50);
    expect(graph['server.ts']).toEqual(expect.arrayContaining(['app.ts', 'seed.ts', 'db/client.ts']));
    expect(graph['app.ts']).toContain('modules.ts');
  });

  it('import downward only', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('import another module only where the table allows it', () => {
    expect(moduleViolations(graph)).toEqual([]);
    expect(unusedAllowances(graph)).toEqual([]);
  });

  it('keep actions from reports and files from the map objects', () => {
    // An action's status change is an event the reports hear; the permissions are the contract's.
    expect(MODULE_IMPORTS.actions).not.toContain('reports');
    expect(MODULE_IMPORTS.files ?? []).not.toContain('map-objects');
    expect(moduleViolations({
      'modules/actions/write.ts': ['modules/reports/status-change.ts', 'modules/map-objects/write.ts', 'modules/actions/live.ts', 'lib/events.ts'],
      'modules/files/routes.ts': ['modules/map-objects/routes.ts'],
      'modules/index.ts': ['modules/reports/routes.ts'],
    })).toEqual(['modules/actions/write.ts -> modules/reports/status-change.ts', 'modules/files/routes.ts -> modules/map-objects/routes.ts']);
    expect(unusedAllowances({ 'modules/actions/write.ts': ['modules/map-objects/write.ts'] }, { actions: ['files', 'map-objects'] })).toEqual(['actions -> files']);
  });

  it('would name an upward import', () => {
    expect(violations({
      'db/sql.ts': ['modules/users/presenter.ts'],
      'lib/crud.ts': ['plugins/auth.ts', 'app.ts'],
      'auth/sessions.ts': ['modules/users/presenter.ts'],
      'plugins/auth.ts': ['modules.ts'],
      'modules/index.ts': ['app-types.ts', 'seed.ts'],
      'modules/users/presenter.ts': [],
      'server.ts': ['app.ts', 'seed.ts'],
    })).toEqual([
      'db/sql.ts -> modules/users/presenter.ts',
      'lib/crud.ts -> plugins/auth.ts',
      'lib/crud.ts -> app.ts',
      'auth/sessions.ts -> modules/users/presenter.ts',
      'plugins/auth.ts -> modules/index.ts',
      'modules/index.ts -> seed.ts',
    ]);
  });
});

// Not run: tsc (npm run typecheck) checks that an error's message must be a code of
// contract/messages.ts, alone or with its detail after ': '.
export function mistypedCodesDoNotCompile() {
  // @ts-expect-error: not a code of the catalogue
  fieldError('name', 'name.takne');
  // @ts-expect-error: a detail needs a code before it
  fieldError('relation', 'unknown: 4');
  // @ts-expect-error: a 404 carries a code, not free text
  notFound('Niet gevonden');
  return fieldError('relation', 'relation.unknown: 4');
}
