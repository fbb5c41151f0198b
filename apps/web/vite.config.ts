import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { wayInChunks } from './vite-plugins/way-in-chunks';
import { directImportsOf } from './vite-plugins/direct-imports';

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
 * browser must fetch before its first paint. The file stays: the preloads of later
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
