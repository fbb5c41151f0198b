/**
 * The first screen's CSS (the entry's: the sign-in page, its frame and the loading state, a few
 * KB) goes in the page itself, in a <style> with the page's nonce, instead of a stylesheet the
 * browser must fetch before its first paint. The file stays: the preloads of later
 * chunks that import the entry's modules still name it (a second copy of the same rules).
 */
import type { Plugin } from 'vite';

/** What the plugin reads of a bundle's output: an asset's text. */
interface BuiltFile { type: string; source?: string | Uint8Array }

/**
 * `html` with each stylesheet link replaced by a <style nonce="`nonce`"> holding the linked
 * file's CSS; the build stops on a link to a file it did not make, or CSS that would end the
 * <style> element early.
 */
export function inlineStylesheets(html: string, bundle: Readonly<Record<string, BuiltFile>>, nonce: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, fileName: string) => {
    const asset = bundle[fileName];
    if (!asset || asset.type !== 'asset' || asset.source === undefined) throw new Error(`index.html links ${fileName}, which the build did not make`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (css.includes('</style')) throw new Error(`${fileName} cannot be put in a <style> element`);
    return `<style nonce="${nonce}">${css}</style>`;
  });
}

/** The plugin, with the page's nonce placeholder (vite.config.ts html.cspNonce). */
export function inlineEntryCss(nonce: string) {
  return {
    name: 'console:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, ctx: { bundle?: Readonly<Record<string, BuiltFile>> }) => inlineStylesheets(html, ctx.bundle ?? {}, nonce),
    },
  } satisfies Plugin;
}
