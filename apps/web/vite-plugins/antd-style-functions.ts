/**
 * antd's components each make their CSS with a style function handed to genStyleHooks (or
 * genComponentStyleHook, genSubStyleComponent) in their `style/` modules. The console draws antd
 * from its prebuilt stylesheet (components/providers: `zeroRuntime`), and then antd never calls
 * those functions: the hook returns the class names without making any CSS. They still come
 * with every component (a third of antd's code on the users list's way in, issue 7), because
 * the functions are handed over as arguments, which the bundler cannot drop.
 *
 * This plugin hands over an empty style function instead, so the style code is left out of the
 * build. What antd still needs at run time stays: the component tokens (the third argument,
 * written as CSS variables for the console's theme), the class names and the prebuilt rules.
 * Only for antd rendered with `zeroRuntime` (all of the console's: every ConfigProvider inherits
 * it from the one in components/providers).
 */
import type { Plugin } from 'vite';
import { programOf, spliced, walk, type Edit, type Node } from './ast';

/** The calls whose second argument is a style function. */
const STYLE_HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const EMPTY_STYLE = '() => []';
/** antd's ES modules, where its components call the makers (antd/es/theme defines them). */
export const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!theme[\\/]).+\.js$/;

/**
 * The module's code with an empty style function in every call of a style hook maker, or null
 * when it has none. Calls nest not: a style function holds no such call.
 */
export function dropStyleFunctions(code: string): string | null {
  if (![...STYLE_HOOK_MAKERS].some((name) => code.includes(`${name}(`))) return null;
  const edits: Edit[] = [];
  for (const [node] of walk(programOf(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'Identifier' || !STYLE_HOOK_MAKERS.has(callee.name as string) || args.length < 2) continue;
    if (args[1].type === 'SpreadElement') continue;
    edits.push({ start: args[1].start, end: args[1].end, text: EMPTY_STYLE });
  }
  return edits.length ? spliced(code, edits) : null;
}

/** The build's plugin: dropStyleFunctions on antd's modules. */
export function antdStyleFunctionsDropped(): Plugin {
  return {
    name: 'console:antd-style-functions-dropped',
    apply: 'build',
    transform: {
      filter: { id: ANTD_MODULE },
      handler(code) {
        const out = dropStyleFunctions(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
