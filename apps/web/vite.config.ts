import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { antdStyleFunctionsDropped } from './vite-plugins/antd-style-functions';
import { tableScrollbarMeasure } from './vite-plugins/table-scrollbar-measure';
import { wayInChunks } from './vite-plugins/way-in-chunks';
import { directImportsOf } from './vite-plugins/direct-imports';
import { antdLazyParts } from './vite-plugins/antd-lazy-parts';

// Paths the API server owns; the dev server forwards them and the service worker never
// answers them with the cached app shell.
const API_PREFIXES = ['/v1', '/v2', '/docs', '/healthz'];
const API_TARGET = 'http://127.0.0.1:3000';

const brotli = promisify(zlib.brotliCompress);
/** Brotli's strongest level costs seconds on the map's megabyte; above this size level 9 (a few % larger). */
const BROTLI_MAX_AT_11 = 500 * 1024;
const gzip = promisify(zlib.gzip);

/**
 * Brotli and gzip files beside every built text file (x.js.br, x.js.gz), made once at build
 * with strong settings; the server sends them as they are (apps/api plugins/web.ts,
 * @fastify/static's preCompressed). A file that does not get smaller gets none.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json|webmanifest)$/.test(name));
      await Promise.all(files.map(async (name) => {
        const file = path.join(outDir, name);
        const raw = await fs.promises.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > BROTLI_MAX_AT_11 ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
      }));
    },
  };
}

/**
 * antd's components the console never draws (nor do the ones it draws, inside): their rules
 * leave antd's prebuilt stylesheet (trimAntdCss). Checked against the source's imports from
 * 'antd'; ColorPicker's presets draw a Collapse and its modes a Segmented, so those stay.
 */
const UNUSED_ANTD = ['picker', 'steps', 'tree', 'tabs', 'mentions', 'cascader', 'image', 'tour', 'transfer', 'splitter',
  'timeline', 'carousel', 'badge', 'ribbon', 'float-btn', 'anchor', 'avatar', 'rate', 'statistic', 'qrcode', 'masonry', 'otp'];
const UNUSED_SELECTOR = new RegExp(`\\.ant-(?:${UNUSED_ANTD.join('|')})(?![a-z0-9-])|\\.ant-(?:${UNUSED_ANTD.join('|')})-|\\.css-var-_R_`);

/** Splits at commas outside parentheses and brackets (a selector list, `:is(a, b)` kept whole). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The selector without what stands in parentheses (pseudo-classes' arguments). */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let out = '';
  for (const c of selector) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/** The stylesheet without the rules (and selectors) of UNUSED_ANTD, inside @media and the like too. */
export function trimCss(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, close - 1);
    i = close;
    if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      const inner = trimCss(body);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`; // @keyframes, @font-face: as they are
    } else {
      // A class inside :has(), :is() or :not() may be one of several, or excluded: only the others count.
      const kept = splitSelectors(prelude).filter((selector) => !UNUSED_SELECTOR.test(outsideParentheses(selector)));
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/**
 * antd's prebuilt stylesheet (1 MB, antd/dist/antd.css, imported by components/providers) as
 * the console uses it: without the components of UNUSED_ANTD and without the theme variables
 * written for server rendering (.css-var-_R_…: in the browser antd writes its own, for the
 * console's theme, at run time). About a third smaller (issue 7).
 */
function trimAntdCss(): Plugin {
  return {
    name: 'console:trim-antd-css',
    enforce: 'pre',
    async load(id) {
      if (!/[\\/]antd[\\/]dist[\\/]antd\.css$/.test(id)) return null;
      return trimCss(await fs.promises.readFile(id, 'utf8'));
    },
  };
}

/**
 * antd's Button and Tag styles need two small things of the colour picker: its colour class
 * (AggregationColor) and one function of its preset panel (isBright). Their modules import the
 * whole picker and, for the panel, Collapse: about 6 KB brotli in every screen with a button,
 * though only the configuration forms draw a picker. Here the colour class gets the picker's
 * Color class from its own module, and the Button and Tag styles get isBright (as antd writes
 * it) without the panel; the picker itself is unchanged (issue 7).
 */
/** The style modules that ask the preset panel for isBright. */
const ASKS_IS_BRIGHT = /[\\/]antd[\\/]es[\\/](?:button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;
const ANTD_COLOR = /[\\/]antd[\\/]es[\\/]color-picker[\\/]color\.js$/;
const IS_BRIGHT = '\0console:antd-is-bright';
function antdColorWithoutPicker(): Plugin {
  return {
    name: 'console:antd-color-without-picker',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (source === '../../color-picker/components/ColorPresets' && ASKS_IS_BRIGHT.test(importer)) return IS_BRIGHT;
      if (source === '@rc-component/color-picker' && ANTD_COLOR.test(importer)) {
        return this.resolve('@rc-component/color-picker/es/color.js', importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id !== IS_BRIGHT) return null;
      return `import { Color as RcColor } from '@rc-component/color-picker/es/color.js';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
`;
    },
  };
}

/** The language most visits show first (lib/i18n.ts DEFAULT_LANG): its texts load with the entry. */
const DEFAULT_LANG = 'nl';

/**
 * A modulepreload of the default language's texts in index.html: main.tsx loads them with a
 * dynamic import (only the language shown), which would otherwise start only once the entry
 * has run. The nonce is the page's, as on Vite's own tags.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'console:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === `texts-${DEFAULT_LANG}`);
        if (!chunk) throw new Error(`no texts-${DEFAULT_LANG} chunk to preload`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The first screen's CSS (the entry's: the sign-in page, its frame and the loading state, a few
 * KB) goes in the page itself, in a <style> with the page's nonce, instead of a stylesheet the
 * browser must fetch before its first paint (issue 7). The file stays: the preloads of later
 * chunks that import the entry's modules still name it (a second copy of the same rules).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'console:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not make`);
          const css = String(asset.source);
          if (css.includes('</style')) throw new Error(`${fileName} cannot be put in a <style> element`);
          return `<style nonce="CSP_NONCE_PLACEHOLDER">${css}</style>`;
        });
      },
    },
  };
}

// The console shell's and the admin layout's modules, each in one chunk (vite-plugins/way-in-chunks.ts).
const wayIn = wayInChunks([
  { name: 'console-shell', roots: /src[\\/]app[\\/]console-shell\.tsx$/ },
  { name: 'app-layout', roots: /src[\\/]app[\\/](?:admin-routes\.tsx|layout[\\/]app-layout\.tsx)$/ },
  // The list kit every list screen draws (table, card, pagination), but what the switcher
  // shares with it (Select, Alert): the switcher does not load the table.
  { name: 'list-table', roots: /src[\\/]components[\\/]list-table[\\/]list-table\.tsx$/, except: /src[\\/]features[\\/]switcher[\\/]routes[\\/]switcher-page\.tsx$/ },
]);

export default defineConfig({
  // The server puts a fresh nonce in place of this on every load of the page (apps/api
  // plugins/web.ts, same string there); Vite writes it into <meta property="csp-nonce">, where
  // lib/page-nonce.ts reads it for antd's run-time <style> elements; the inlined first-screen
  // CSS carries it too (inlineEntryCss).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  plugins: [
    react(),
    trimAntdCss(),
    antdColorWithoutPicker(),
    antdStyleFunctionsDropped(),
    tableScrollbarMeasure(),
    antdLazyParts(),
    directImportsOf(['antd', '@ant-design/icons']),
    wayIn.plugin,
    precompress(),
    preloadDefaultTexts(),
    inlineEntryCss(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the console itself once the first screen is up (app/service-worker.ts).
      injectRegister: false,
      manifest: {
        name: 'Beheerconsole',
        short_name: 'Beheer',
        lang: 'nl',
        start_url: '/',
        display: 'standalone',
        theme_color: '#1677ff',
        background_color: '#f5f5f5',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        // antd, react and (later) maplibre make a bundle of a few MB; the default 2 MB limit
        // would leave the main chunk out of the offline cache.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: API_PREFIXES.map((p) => new RegExp(`^${p}(/|$)`)),
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      },
    }),
  ],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every screen is a chunk of its own (lib/lazy-route.ts), and the sign-in page loads
            // no zod: the contract's schemas are made in the chunks of the screens after it.
            // app/zod-setup.ts must configure zod first (its jitless setting is read when a
            // schema is made): in zod's own chunk, right after zod, it runs before any chunk
            // that makes a schema, wherever zod is loaded from.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-setup\.ts$/, priority: 10 },
            // One chunk per language, the shell's texts with every feature's (lib/translations.ts).
            { name: 'texts-nl', test: /src[\\/](?:features[\\/][^\\/]+[\\/])?locales[\\/]nl\.json$/, priority: 10 },
            { name: 'texts-en', test: /src[\\/](?:features[\\/][^\\/]+[\\/])?locales[\\/]en\.json$/, priority: 10 },
            ...wayIn.groups,
          ],
        },
      },
    },
  },
});
