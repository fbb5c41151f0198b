import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { ANTD_MODULE, dropStyleFunctions } from './antd-style-functions';

const require = createRequire(import.meta.url);

describe('dropStyleFunctions', () => {
  it('hands every style hook maker an empty style function and keeps the other arguments', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent, genComponentStyleHook } from '../../theme/internal';",
      "const genButtonStyle = (token) => ({ [token.componentCls]: { color: 'red' } });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => [genButtonStyle(token)], prepareComponentToken);",
      "export const useWave = genComponentStyleHook('Wave', function (token) { return [genButtonStyle(token)]; });",
      "export default genStyleHooks('Button', (token) => { const t = mergeToken(token, {}); return [genButtonStyle(t)]; }, prepareComponentToken, { unitless: { fontWeight: true } });",
    ].join('\n');
    expect(dropStyleFunctions(code)).toBe([
      "import { genStyleHooks, genSubStyleComponent, genComponentStyleHook } from '../../theme/internal';",
      "const genButtonStyle = (token) => ({ [token.componentCls]: { color: 'red' } });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken);",
      "export const useWave = genComponentStyleHook('Wave', () => []);",
      "export default genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } });",
    ].join('\n'));
  });

  it('leaves a module without such a call, and other calls, as they are', () => {
    expect(dropStyleFunctions("export const a = genOther('X', (t) => [t]);")).toBeNull();
    expect(dropStyleFunctions("import genStyleHooks from 'x'; genStyleHooks.call(null, 'X', (t) => [t]);")).toBeNull();
    expect(dropStyleFunctions("genStyleHooks('X');")).toBeNull();
  });

  it('cuts at the right place after text that is not ASCII', () => {
    expect(dropStyleFunctions("const s = 'é€😀'; genStyleHooks('X', (t) => [s, t], p);")).toBe("const s = 'é€😀'; genStyleHooks('X', () => [], p);");
  });

  it("leaves antd's Button style module valid, with its component token and without its CSS", () => {
    const file = require.resolve('antd/es/button/style/index.js');
    const code = fs.readFileSync(file, 'utf8');
    const out = dropStyleFunctions(code);
    expect(out).not.toBeNull();
    expect(() => parseAst(out!)).not.toThrow();
    expect(out).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
    // The style function's body (genSharedButtonStyle and the rest) is no longer called from the hook.
    expect(out!.slice(out!.indexOf('genStyleHooks('))).not.toContain('genSharedButtonStyle(');
  });

  it("applies to antd's component modules, not to its theme (where the makers are defined)", () => {
    expect(ANTD_MODULE.test('/r/node_modules/antd/es/button/style/index.js')).toBe(true);
    expect(ANTD_MODULE.test('C:\\r\\node_modules\\antd\\es\\form\\style\\explain.js')).toBe(true);
    expect(ANTD_MODULE.test('/r/node_modules/antd/es/theme/util/genStyleUtils.js')).toBe(false);
    expect(ANTD_MODULE.test('/r/node_modules/@rc-component/table/es/Table.js')).toBe(false);
  });
});
