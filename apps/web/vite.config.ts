import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// Paths the API server owns; the dev server forwards them and the service worker never
// answers them with the cached app shell.
const API_PREFIXES = ['/v1', '/v2', '/docs', '/healthz'];
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  // The server puts a fresh nonce in place of this on every load of the page (apps/api
  // plugins/web.ts, same string there); Vite writes it into <meta property="csp-nonce">, where
  // app/providers.tsx reads it for antd's run-time <style> elements.
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
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
            // Every screen is a chunk of its own (lib/lazy-route.ts), so the contract's schemas
            // are made in shared chunks that run before the entry's own code. app/csp.ts must
            // still configure zod first (its jitless setting is read when a schema is made): in
            // zod's own chunk, right after zod, it runs before any chunk that makes a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]csp\.ts$/, priority: 10 },
          ],
        },
      },
    },
  },
});
