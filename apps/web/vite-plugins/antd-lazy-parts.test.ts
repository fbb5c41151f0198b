import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { LAZY_PARTS, lazyDefaultImport } from './antd-lazy-parts';

const require = createRequire(import.meta.url);

describe('lazyDefaultImport', () => {
  it('makes the default import a lazy component in a Suspense, the rest as it was', () => {
    const code = "import * as React from 'react';\nimport Tabs from '../tabs';\nexport const a = tabList ? React.createElement(Tabs, { items }) : null;";
    const out = lazyDefaultImport(code, '../tabs');
    expect(out).not.toMatch(/import Tabs from/);
    expect(out).toContain("__consoleLazy(() => import(\"../tabs\"))");
    expect(out).toContain('const Tabs = (props) => __consoleH(__consoleSuspense, { fallback: null }, __consoleH(__consoleLazyTabs, props));');
    expect(out).toContain('export const a = tabList ? React.createElement(Tabs, { items }) : null;');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('refuses a module that uses a member of the import, or has no such import', () => {
    expect(() => lazyDefaultImport("import Tabs from '../tabs';\nexport const P = Tabs.TabPane;", '../tabs')).toThrow(/Tabs.TabPane/);
    expect(() => lazyDefaultImport("import { Tabs } from '../tabs';", '../tabs')).toThrow(/no default import/);
    expect(() => lazyDefaultImport("import Tree from '../tree';", '../tabs')).toThrow(/no default import/);
  });

  it("applies to antd's Card and the table's filter dropdown as they are", () => {
    for (const [file, part] of [['antd/es/card/Card.js', LAZY_PARTS[0]], ['antd/es/table/hooks/useFilter/FilterDropdown.js', LAZY_PARTS[1]]] as const) {
      const path = require.resolve(file);
      expect(part.module.test(path)).toBe(true);
      const out = lazyDefaultImport(fs.readFileSync(path, 'utf8'), part.source);
      expect(out).toContain(`import(${JSON.stringify(part.source)})`);
    }
  });
});
