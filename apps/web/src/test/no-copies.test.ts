import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module copied into a second place drifts from the first at the next fix: what several
 * features use lives once, in lib/ or components/. This compares every module's code without
 * its comments and imports (a copy differs in its relative import paths).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function modulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code of a module as a copy keeps it: without comments, imports and layout. */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import\s[\s\S]*?;\s*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the console has no copied modules', () => {
  it('reads a module and its copy with other comments and import paths as the same code', () => {
    const original = "/** Uploads. */\nimport { http } from './http';\n\nexport const up = () => http.post('/v1/file');\n";
    const copy = "// Uploads a file.\nimport { http } from '../../../lib/http';\nexport const up = () =>\n  http.post('/v1/file');\n";
    expect(codeOf(copy)).toBe(codeOf(original));
  });

  it('holds no module whose code is that of another', () => {
    const byCode = new Map<string, string[]>();
    for (const file of modulesUnder(src)) {
      const code = codeOf(fs.readFileSync(file, 'utf8'));
      // Tiny modules (a re-export, a constant) may well read alike.
      if (code.length < 80) continue;
      byCode.set(code, [...(byCode.get(code) ?? []), path.relative(src, file)]);
    }
    expect([...byCode.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
