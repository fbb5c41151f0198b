/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with the comment
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread the first time it is called.
 *
 * The console's chunks are loaded for the screen that calls them: a screen's first render runs
 * most of react-dom, antd's components and the screen's own code. Without the hint V8 parses
 * those functions twice (a pre-parse at load, the full parse at the first call) and compiles
 * them on the main thread during that render; and the code cache of a later visit holds only
 * what ran at the module's evaluation, so every visit compiles them again. Measured on the users
 * list's opening (issue 10, docs/operations.md): the main thread's compiling went from 200-350 ms
 * to about 40, and the page's CPU in all fell too, on a first visit as on a later one.
 *
 * Browsers without the hint read a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** Puts the hint on every JavaScript chunk of the build, after every other plugin changed it. */
export function compileHints(): Plugin {
  return {
    name: 'console:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: Vite writes the preload list (__vite__mapDeps) at the top of a chunk in its own
    // generateBundle, and the hint must stay the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
        }
      },
    },
  };
}
