/**
 * A modulepreload of the default language's texts in index.html: main.tsx loads them with a
 * dynamic import (only the language shown), which would otherwise start only once the entry
 * has run. The nonce is the page's, as on Vite's own tags.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of a bundle's output: a chunk's name and file. */
interface BuiltFile { type: string; name?: string; fileName: string }

/** The modulepreload tag of the chunk `texts-<lang>` (vite.config.ts's texts groups); the build stops without one. */
export function textsPreload(lang: string, bundle: Readonly<Record<string, BuiltFile>>): HtmlTagDescriptor[] {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === `texts-${lang}`);
  if (!chunk) throw new Error(`no texts-${lang} chunk to preload`);
  return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
}

/** The plugin, for `lang`: the language most visits show first (lib/i18n.ts DEFAULT_LANG). */
export function preloadDefaultTexts(lang: string) {
  return {
    name: 'console:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html: string, ctx: { bundle?: Readonly<Record<string, BuiltFile>> }) => textsPreload(lang, ctx.bundle ?? {}),
    },
  } satisfies Plugin;
}
