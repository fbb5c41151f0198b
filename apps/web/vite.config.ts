import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { wayInChunks } from './vite-plugins/way-in-chunks.ts';
import { directImportsOf } from './vite-plugins/direct-imports.ts';
import { inlineEntryCss } from './vite-plugins/inline-entry-css.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadDefaultTexts } from './vite-plugins/preload-default-texts.ts';

// Paths the API server owns; the dev server forwards them and the service worker never
// answers them with the cached app shell.
const API_PREFIXES = ['/v1', '/v2', '/docs', '/healthz'];
const API_TARGET = 'http://127.0.0.1:3000';

/** The language most visits show first (lib/i18n.ts DEFAULT_LANG): its texts load with the entry. */
const DEFAULT_LANG = 'nl';

// The server puts a fresh nonce in place of this on every load of the page (apps/api
// plugins/web.ts, same string there); Vite writes it into <meta property="csp-nonce">, where
// lib/page-nonce.ts reads it for antd's run-time <style> elements; the inlined first-screen
// CSS carries it too (inlineEntryCss).
const CSP_NONCE = 'CSP_NONCE_PLACEHOLDER';

// The console shell's and the admin layout's modules, each in one chunk (vite-plugins/way-in-chunks.ts).
const wayIn = wayInChunks([
  { name: 'console-shell', roots: /src[\\/]app[\\/]console-shell\.tsx$/ },
  { name: 'app-layout', roots: /src[\\/]app[\\/](?:admin-routes\.tsx|layout[\\/]app-layout\.tsx)$/ },
  // The list kit every list screen draws (table, card, pagination), but what the switcher
  // shares with it (Select, Alert): the switcher does not load the table.
  { name: 'list-table', roots: /src[\\/]components[\\/]list-table[\\/]list-table\.tsx$/, except: /src[\\/]features[\\/]switcher[\\/]routes[\\/]switcher-page\.tsx$/ },
]);

export default defineConfig({
  html: { cspNonce: CSP_NONCE },
  plugins: [
    react(),
    directImportsOf(['antd', '@ant-design/icons']),
    wayIn.plugin,
    precompress(),
    preloadDefaultTexts(DEFAULT_LANG),
    inlineEntryCss(CSP_NONCE),
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
