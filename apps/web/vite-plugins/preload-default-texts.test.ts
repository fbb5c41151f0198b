import { describe, expect, it } from 'vitest';
import { preloadDefaultTexts } from './preload-default-texts';

const bundle = {
  'assets/index-a1.js': { type: 'chunk', name: 'index', fileName: 'assets/index-a1.js' },
  'assets/texts-en-b2.js': { type: 'chunk', name: 'texts-en', fileName: 'assets/texts-en-b2.js' },
  'assets/texts-nl-c3.js': { type: 'chunk', name: 'texts-nl', fileName: 'assets/texts-nl-c3.js' },
  'assets/texts-nl-c3.css': { type: 'asset', name: 'texts-nl', fileName: 'assets/texts-nl-c3.css' },
};

describe('preload default texts', () => {
  it("adds a modulepreload of the language's texts chunk to the page's head, after Vite's own tags", () => {
    const plugin = preloadDefaultTexts('nl');
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml.order).toBe('post');
    expect(plugin.transformIndexHtml.handler('<html></html>', { bundle })).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/texts-nl-c3.js' }, injectTo: 'head' },
    ]);
    expect(preloadDefaultTexts('en').transformIndexHtml.handler('', { bundle })[0].attrs?.href).toBe('/assets/texts-en-b2.js');
  });

  it('stops the build when the texts chunk is missing (the chunk groups were renamed)', () => {
    expect(() => preloadDefaultTexts('de').transformIndexHtml.handler('', { bundle })).toThrow('no texts-de chunk to preload');
    expect(() => preloadDefaultTexts('nl').transformIndexHtml.handler('', {})).toThrow('no texts-nl chunk to preload');
  });
});
