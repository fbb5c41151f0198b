import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definingModules, directImports, reExportsOf, type ReExport } from './direct-imports';

describe('direct imports', () => {
  it("reads an index module's re-exports by name and its re-exports of everything", () => {
    const { names, stars } = reExportsOf([
      "import warning from './warning';",
      "export { default as Button } from './button';",
      "export { useToken as themeToken, default as theme } from './theme';",
      "export * from './icons';",
      "export * as ns from './ns';",
      'export const version = 6;',
    ].join('\n'));
    expect(Object.fromEntries(names)).toEqual({
      Button: { source: './button', imported: 'default' },
      themeToken: { source: './theme', imported: 'useToken' },
      theme: { source: './theme', imported: 'default' },
    });
    // `export * as ns` is a name of the index itself (a namespace): not followed.
    expect(stars).toEqual(['./icons']);
  });

  const table: Record<string, ReExport> = {
    Button: { source: '/nm/antd/es/button/index.js', imported: 'default' },
    theme: { source: '/nm/antd/es/theme/index.js', imported: 'default' },
    useToken: { source: '/nm/antd/es/theme/useToken.js', imported: 'useToken' },
  };
  const resolved = (pkg: string, name: string) => (pkg === 'antd' ? table[name] ?? null : null);

  it('imports each name from the module that defines it, under the same local name', () => {
    const code = "import { Button as AntButton, theme, useToken } from 'antd';\nimport { useState } from 'react';\nAntButton; theme; useToken;";
    expect(directImports(code, ['antd'], resolved)).toBe(
      'import AntButton from "/nm/antd/es/button/index.js"; import theme from "/nm/antd/es/theme/index.js"; '
        + 'import { useToken } from "/nm/antd/es/theme/useToken.js";\nimport { useState } from \'react\';\nAntButton; theme; useToken;',
    );
  });

  it('keeps on the index a name it does not know, and default or namespace imports', () => {
    expect(directImports("import { Button, version } from 'antd';", ['antd'], resolved))
      .toBe('import { version } from "antd"; import Button from "/nm/antd/es/button/index.js";');
    expect(directImports("import antd from 'antd'; import * as all from 'antd';", ['antd'], resolved)).toBeNull();
    expect(directImports("import { useState } from 'react';", ['antd'], resolved)).toBeNull();
  });
});

describe('the installed packages', () => {
  const require = createRequire(import.meta.url);
  /** A relative specifier as the bundler resolves it in these packages: the file, or with .js, or its index.js. */
  const resolve = async (source: string, importer: string) => {
    if (!source.startsWith('.')) return null;
    const base = path.resolve(path.dirname(importer), source);
    return [base, `${base}.js`, path.join(base, 'index.js')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
  };
  /** The package's ES index module (its package.json's `module`). */
  const indexOf = (pkg: string) => {
    const manifest = require.resolve(`${pkg}/package.json`);
    const { module } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { module: string };
    return path.join(path.dirname(manifest), module);
  };
  /** The names the console's modules import from `pkg` by name (types left out: they are gone before the build). */
  const importedNames = (pkg: string) => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(new RegExp(`import \\{([^}]*)\\} from '${pkg}';`, 'g'))) {
            for (const spec of list.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '))) names.add(spec.split(' as ')[0]);
          }
        }
      }
    };
    walk(path.resolve(import.meta.dirname, '../src'));
    return [...names];
  };

  it.each(['antd', '@ant-design/icons'])('%s defines every name the console imports in a module of its own', async (pkg) => {
    const modules = await definingModules(indexOf(pkg), resolve);
    const names = importedNames(pkg);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !modules.has(name))).toEqual([]);
  });
});
