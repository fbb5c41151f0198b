import { describe, expect, it } from 'vitest';
import { directImports, reExportsOf, type ReExport } from './direct-imports';

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
