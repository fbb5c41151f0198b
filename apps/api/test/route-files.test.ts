/**
 * One entry per module: a module registers its routes through its routes.ts (modules/index.ts
 * imports nothing else of it), and any other file of it that registers routes is named
 * `*-routes.ts`, so a module's routes are found by their file names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/root';

const MODULES = path.join(API_ROOT, 'src', 'modules');

/** Does this source register routes: a route of its own (app.get, ...) or a registrar (`export function xRoutes(app`)? */
export function registersRoutes(text: string): boolean {
  return /\bapp\.(get|post|put|patch|delete|route)\(/.test(text) || /export function \w+Routes\(app\b/.test(text);
}

/** The files (module/file.ts) that register routes but are not named routes.ts or *-routes.ts. */
export function misnamed(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, text]) => registersRoutes(text) && !/(^|\/|-)routes\.ts$/.test(path.posix.basename(file)))
    .map(([file]) => file);
}

/** The imports of modules/index.ts that are not a module's routes.ts. */
export function otherEntries(indexText: string): string[] {
  return [...indexText.matchAll(/from '([^']+)'/g)].map((m) => m[1])
    .filter((s) => s.startsWith('./') && !/^\.\/[a-z-]+\/routes$/.test(s));
}

function moduleFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of fs.readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const name of fs.readdirSync(path.join(MODULES, dir.name)).filter((n) => n.endsWith('.ts'))) {
      files[`${dir.name}/${name}`] = fs.readFileSync(path.join(MODULES, dir.name, name), 'utf8');
    }
  }
  return files;
}

describe('the route files of the modules', () => {
  const files = moduleFiles();

  it('reads the modules', () => {
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(Object.keys(files).filter((f) => registersRoutes(files[f])).length).toBeGreaterThan(40);
  });

  it('name every file that registers routes routes.ts or *-routes.ts', () => {
    expect(misnamed(files)).toEqual([]);
  });

  it('are entered through one routes.ts per module', () => {
    expect(otherEntries(fs.readFileSync(path.join(MODULES, 'index.ts'), 'utf8'))).toEqual([]);
  });

  it('would name a misnamed route file and a second entry', () => {
    expect(misnamed({
      'map-objects/tiles.ts': "export function mapObjectTileRoutes(app: App, deps: Deps) {}",
      'actions/comments.ts': "  app.post('/v1/action/:id/comment', {",
      'actions/comment-routes.ts': "  app.post('/v1/action/:id/comment', {",
      'actions/rules.ts': 'export function actionTypeRules() {}',
    })).toEqual(['map-objects/tiles.ts', 'actions/comments.ts']);
    expect(otherEntries("import { a } from './actions/routes';\nimport { b } from './actions/comment-routes';\nimport type { App } from '../app-types';"))
      .toEqual(['./actions/comment-routes']);
  });
});
