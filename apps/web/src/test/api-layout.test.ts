import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature's API code is laid out one way (docs/architecture.md, "The console's API code"):
 * `api/calls.ts` holds its reads as ApiCalls, and every other file one API operation, its
 * hook named after it. A file that gathers a feature's reads or writes is found here by the
 * hooks it exports: one per file, beside the cache's own `useTake…` of a refused save.
 */
const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');

function apiFiles(): string[] {
  return fs.readdirSync(features).flatMap((feature) => {
    const dir = path.join(features, feature, 'api');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => `${feature}/api/${name}`);
  });
}

/** The hooks a module exports that are operations (not the cache's own `useTake…`). */
function operationHooks(code: string): string[] {
  return [...code.matchAll(/^export (?:async )?(?:const|function) (use[A-Z]\w*)/gm)].map((m) => m[1]).filter((name) => !name.startsWith('useTake'));
}

describe("the features' API code", () => {
  it('finds the hooks of a module that gathers several operations', () => {
    const grouped = 'export const useTypes = () => 1;\nexport function useObject(id: number) {}\nexport function useTakeObject() {}\nconst useInner = 1;\n';
    expect(operationHooks(grouped)).toEqual(['useTypes', 'useObject']);
  });

  it('holds one operation per file, named in kebab case', () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(50);
    const gathering = files.map((file) => ({ file, hooks: operationHooks(fs.readFileSync(path.join(features, file), 'utf8')) })).filter(({ hooks }) => hooks.length > 1);
    expect(gathering).toEqual([]);
    expect(files.filter((file) => !/^[a-z0-9-]+\/api\/[a-z0-9-]+\.tsx?$/.test(file))).toEqual([]);
  });
});
