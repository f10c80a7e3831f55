import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Deep pitch green of the header, and the page background behind the splash screen. */
const THEME_COLOUR = '#06351a';
const BACKGROUND_COLOUR = '#06351a';

/**
 * The device's data layer: Dexie and web/src/data. Not its entries (boot and session, loaded
 * on demand by app/data-layer.ts; pending-deletes, after start), nor what signed-out pages use
 * too (token-store and device-store in the shell, the api client in the contact form): those
 * would pull the whole chunk, Dexie included, in with them.
 */
const DATA_LAYER_LIBRARIES = /[\\/]node_modules[\\/](dexie|dexie-react-hooks)[\\/]/;
const DATA_LAYER_MODULE = /[\\/]web[\\/]src[\\/]data[\\/][^/\\]+\.ts$/;
const NOT_IN_DATA_CHUNK = /[\\/](boot|session|pending-deletes|token-store|device-store|api)\.ts$/;
function isDataLayer(id: string): boolean {
  return DATA_LAYER_LIBRARIES.test(id) || (DATA_LAYER_MODULE.test(id) && !NOT_IN_DATA_CHUNK.test(id));
}

// Builds web/ into dist/; the sync-server serves dist/ and /api from one process.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  resolve: {
    alias: [
      // Dexie's modern ES build (the one its README imports in browsers): the package's
      // default entry wraps its ES5 UMD build, 1.4 KB gzip more on every signed-in start.
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every signed-in start loads the whole data layer: one chunk compresses better
            // than a dozen small ones (DESIGN.md's JS budgets) and is fewer requests.
            { name: 'data', test: isDataLayer, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787', '/uploads': 'http://127.0.0.1:8787' },
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // We register ourselves (web/src/app/service-worker.ts) to show the update prompt.
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Pitchside',
        short_name: 'Pitchside',
        description: 'Plan, schedule and run soccer training sessions — on the pitch, even offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        categories: ['sports', 'education', 'productivity'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Uploaded diagrams never change under the same server-made name: cache-first
            // keeps them viewable on the pitch without a signal.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pitchside-uploads',
              expiration: { maxEntries: 2000, maxAgeSeconds: 60 * 60 * 24 * 365 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
});
