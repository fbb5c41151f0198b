/**
 * Parts of antd's components the console never draws, loaded only if one is drawn: antd's Card
 * imports Tabs for its `tabList`, and the table's filter dropdown imports Tree for its
 * `filterMode: 'tree'`. The console uses neither, but every list (a Card around a Table with a
 * column search) loaded both: some 16 KB brotli on the users list's way in (issue 7). Here the
 * import becomes a React.lazy component in a Suspense of its own (nothing shown while its chunk
 * loads), so a screen that does draw one still gets it.
 *
 * The replaced name must be used only as a component (`createElement(Tabs, …)`): a static member
 * (`Tabs.TabPane`) would be undefined on the lazy one, so the build stops if antd's module uses
 * one (lazyDefaultImport throws).
 */
import type { Plugin } from 'vite';
import { programOf, walk, type Node } from './ast';

/** The antd modules and the default import in each that loads when first drawn. */
export const LAZY_PARTS: readonly { module: RegExp; source: string }[] = [
  { module: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs' },
  { module: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/, source: '../../../tree' },
];

/**
 * The module with `import X from '<source>'` replaced by a lazy X in a Suspense; throws when
 * the module has no such import or uses a member of X.
 */
export function lazyDefaultImport(code: string, source: string): string {
  const program = programOf(code);
  const decl = program.body.find((n) => n.type === 'ImportDeclaration' && (n.source as Node).value === source);
  const specs = (decl?.specifiers ?? []) as Node[];
  if (!decl || specs.length !== 1 || specs[0].type !== 'ImportDefaultSpecifier') throw new Error(`no default import of ${source} alone`);
  const name = (specs[0].local as Node).name as string;
  for (const [node, parent] of walk(program)) {
    if (node.type === 'MemberExpression' && (node.object as Node).type === 'Identifier' && (node.object as Node).name === name) {
      throw new Error(`${name} is used as ${code.slice(node.start, node.end)}: its lazy stand-in has no members`);
    }
    if (node.type === 'Identifier' && node.name === name && parent?.type === 'JSXMemberExpression') throw new Error(`${name} has a member used in JSX`);
  }
  const lazyName = `__consoleLazy${name}`;
  const replacement = [
    `import { lazy as __consoleLazy, Suspense as __consoleSuspense, createElement as __consoleH } from 'react';`,
    `const ${lazyName} = __consoleLazy(() => import(${JSON.stringify(source)}));`,
    `const ${name} = (props) => __consoleH(__consoleSuspense, { fallback: null }, __consoleH(${lazyName}, props));`,
  ].join(' ');
  return code.slice(0, decl.start) + replacement + code.slice(decl.end);
}

/** The build's plugin: lazyDefaultImport for LAZY_PARTS. */
export function antdLazyParts(): Plugin {
  return {
    name: 'console:antd-lazy-parts',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd[\\/]es[\\/]/ },
      handler(code, id) {
        const part = LAZY_PARTS.find((p) => p.module.test(id));
        if (!part) return null;
        try {
          return { code: lazyDefaultImport(code, part.source), map: null };
        } catch (err) {
          this.error(`antd-lazy-parts, ${id}: ${err instanceof Error ? err.message : String(err)}`);
        }
      },
    },
  };
}
