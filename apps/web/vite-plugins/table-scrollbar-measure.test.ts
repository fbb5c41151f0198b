import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RC_TABLE, measureOnlyForFixedHeaders, tableScrollbarMeasure } from './table-scrollbar-measure';

// The Table.js antd uses, as installed.
const require = createRequire(import.meta.url);
const tableJs = path.join(path.dirname(require.resolve('@rc-component/table/package.json')), 'es', 'Table.js');

describe('rc-table measures the scrollbar only for fixed and sticky headers', () => {
  it("changes the installed Table.js's measuring effect and nothing else", () => {
    const code = fs.readFileSync(tableJs, 'utf8');
    const changed = measureOnlyForFixedHeaders(code);
    expect(changed).toContain('if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {');
    expect(changed.replace('(fixHeader || isSticky) && (!tailor || !useInternalHooks)', '!tailor || !useInternalHooks')).toBe(code);
    // Both are declared before the effect in the component's body (isSticky from useSticky's result).
    const effect = changed.indexOf('(fixHeader || isSticky) &&');
    expect(changed.indexOf('const fixHeader')).toBeLessThan(effect);
    expect(changed.indexOf('isSticky')).toBeLessThan(effect);
    expect(changed.indexOf('useSticky(sticky')).toBeLessThan(effect);
  });

  it('stops the build when the effect is not there (an upgrade changed it)', () => {
    expect(() => measureOnlyForFixedHeaders('export default function Table() {}')).toThrow(/not found once/);
  });

  it('transforms rc-table\'s Table.js only', () => {
    const transform = tableScrollbarMeasure().transform as { filter: { id: RegExp }; handler: (code: string) => { code: string } };
    expect(transform.filter.id).toBe(RC_TABLE);
    expect(RC_TABLE.test(tableJs)).toBe(true);
    expect(RC_TABLE.test('/node_modules/antd/es/table/Table.js')).toBe(false);
    expect(transform.handler(fs.readFileSync(tableJs, 'utf8')).code).toContain('(fixHeader || isSticky) &&');
  });
});
