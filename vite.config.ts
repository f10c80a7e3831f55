import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Deep pitch green of the header, and the page background behind the splash screen. */
const THEME_COLOUR = '#06351a';
const BACKGROUND_COLOUR = '#06351a';

// Builds web/ into dist/; the sync-server serves dist/ and /api from one process.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  resolve: {
    alias: [
      // Dexie's ES2018 build (its README's browser import): the default entry wraps the
      // ES5 build for CommonJS interop, about 1.5 KB gzip more on every signed-in start.
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
    ],
  },
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false },
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
        // robots.txt is for crawlers, never the app (the server sends the file).
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/robots\.txt$/],
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
