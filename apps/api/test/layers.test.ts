/**
 * The API's layers import downward only (docs/architecture.md): db/, lib/, auth/ and plugins/
 * know nothing of modules/, db/, lib/ and auth/ nothing of plugins/, db/ nothing of auth/; and
 * app.ts and seed.ts, which compose everything, are imported by server.ts alone (the tests
 * import them too, from outside src/).
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
