import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

const page = (head: string) => `<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script>${head}</head><body></body></html>`;
const css = '.login{display:flex}';
const plugin = inlineEntryCss('NONCE');
const inline = (html: string, bundle: Record<string, { type: string; source?: string | Uint8Array }>) => plugin.transformIndexHtml.handler(html, { bundle });

describe('inline entry css', () => {
  it("puts the linked stylesheet's CSS in a <style> with the page's nonce, after Vite's own transforms", () => {
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml.order).toBe('post');
    const html = inline(page('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">'), { 'assets/index-d4.css': { type: 'asset', source: css } });
    expect(html).toBe(page(`<style nonce="NONCE">${css}</style>`));
    // An asset's source as bytes reads as its text.
    expect(inline(page('<link rel="stylesheet" href="/assets/index-d4.css">'), { 'assets/index-d4.css': { type: 'asset', source: new TextEncoder().encode(css) } }))
      .toBe(page(`<style nonce="NONCE">${css}</style>`));
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(inline(page('<link rel="modulepreload" href="/assets/x.js">'), {})).toBe(page('<link rel="modulepreload" href="/assets/x.js">'));
  });

  it('stops the build on a link to a file the build did not make, or CSS that would close the element', () => {
    expect(() => inline(page('<link rel="stylesheet" href="/assets/gone.css">'), {})).toThrow('index.html links assets/gone.css, which the build did not make');
    expect(() => inline(page('<link rel="stylesheet" href="/assets/index-d4.css">'), { 'assets/index-d4.css': { type: 'asset', source: 'a{}</style><script>' } }))
      .toThrow('assets/index-d4.css cannot be put in a <style> element');
  });
});
