import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInPreloads } from './web/build/signed-in-preloads.ts';
import { startChunks } from './web/build/start-chunks.ts';

/** Deep pitch green of the header, and the page background behind the splash screen. */
const THEME_COLOUR = '#06351a';
const BACKGROUND_COLOUR = '#06351a';

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
/** Smaller files fit in one packet either way. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the
 * highest levels (the work is done once, here, not per request); the server's static
 * handler (sync-server/src/http/static.ts) sends the variant a browser accepts. Runs
 * last, after the service worker is written. A variant no smaller than its file is not kept.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return {
    name: 'pitchside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const wanted = (await files(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          wanted.map(async (file) => {
            if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
            const bytes = await readFile(file);
            const variants = [
              ['.br', await brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
              ['.gz', await gzipped(bytes, { level: zlib.Z_BEST_COMPRESSION })],
            ] as const;
            for (const [suffix, packed] of variants) if (packed.length < bytes.length) await writeFile(file + suffix, packed);
          }),
        );
      },
    },
  };
}

const dexieModern = fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url));
const zodJitless = fileURLToPath(new URL('./web/src/app/zod-jitless.ts', import.meta.url));

/** The CSS files a chunk and the chunks it imports bring, in load order. */
function cssOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((name) => {
    const dep = bundle[name];
    return dep?.type === 'chunk' ? cssOf(bundle, dep, seen) : [];
  });
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}

/** The chunk of a lazy screen, by its module's path. */
function screenChunk(bundle: OutputBundle, path: string): OutputChunk {
  const chunk = Object.values(bundle).find((out): out is OutputChunk => out.type === 'chunk' && (out.facadeModuleId ?? '').endsWith(path));
  if (!chunk) throw new Error(`prerender: no chunk for ${path} in the build`);
  return chunk;
}

/**
 * Builds the landing page's and the sign-in page's HTML into index.html
 * (web/src/features/landing/prerender.tsx, features/login/prerender.tsx), so a visitor on a
 * slow connection sees them before any script has loaded. The landing's stylesheets go into
 * the head; the sign-in page's are listed for start.js, which adds them on /login only (the
 * landing does not wait for them). React's screens replace them once loaded (app/App.tsx);
 * start.js hides them where they are not what will show. The signed-in home's frame
 * (app/home-frame.tsx) comes too; its styles are in the main stylesheet.
 */
function prerenderStartPages(): Plugin {
  return {
    name: 'pitchside-prerender-start-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const server = await createServer({
          configFile: false,
          root: 'web',
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // Only server-side rendering runs here: no browser will ask this server for modules,
          // so it pre-bundles nothing (a scan would also stumble on the PWA plugin's virtual
          // module, which this server does not have).
          optimizeDeps: { noDiscovery: true, include: [] },
          plugins: [react()],
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule('/src/features/landing/prerender.tsx')) as { renderLanding: () => string };
          const { renderLogin } = (await server.ssrLoadModule('/src/features/login/prerender.tsx')) as { renderLogin: () => string };
          const bundle = ctx.bundle ?? {};
          const inHead = new Set([...html.matchAll(/href="\/([^"]+\.css)"/g)].map((m) => m[1]));
          const landingCss = [...new Set(cssOf(bundle, screenChunk(bundle, '/features/landing/Landing.tsx')))].filter((file) => !inHead.has(file));
          const links = landingCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
          const loginCss = [...new Set(cssOf(bundle, screenChunk(bundle, '/features/login/Login.tsx')))]
            .filter((file) => !inHead.has(file) && !landingCss.includes(file))
            .map((file) => `/${file}`);
          const { renderHomeFrame } = (await server.ssrLoadModule('/src/app/home-frame.tsx')) as { renderHomeFrame: () => string };
          const start = '<script src="/start.js"></script>';
          if (!html.includes(start)) throw new Error('prerender: index.html has no start.js');
          return html
            .replace(start, `<script type="application/json" id="login-styles">${JSON.stringify(loginCss)}</script>${start}`)
            .replace('</head>', `${links}</head>`)
            .replace('<!--prerendered-landing-->', `<div id="prerender">${renderLanding()}</div><div id="prerender-login">${renderLogin()}</div>${renderHomeFrame()}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

// Builds web/ into dist/; the sync-server serves dist/ and /api from one process.
/**
 * react-router's package exports name only its development build (dev warnings and checks);
 * a production build takes its production files: less JavaScript on every first load.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

const start = startChunks();

export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  resolve: {
    alias: [
      // Dexie's ES2018 build (its README's browser import): the default entry wraps the
      // ES5 build for CommonJS interop, about 1.5 KB gzip more on every signed-in start.
      { find: /^dexie$/, replacement: dexieModern },
      // Every schema module gets zod with eval switched off first (the CSP forbids it).
      { find: /^zod$/, replacement: zodJitless },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The PWA plugin and precompression write every file again after the bundle is done, so
      // on a busy machine their callbacks always look slow; the timing report would greet a
      // newcomer's first `npm start` with a warning about work that is meant to be there.
      checks: { bundlerTimings: false },
      output: {
        // React, its JSX runtime and the router, loaded by every first page: one file, not
        // several small ones, each a request before the app can run (left to itself, the
        // bundler split the router out once enough lazy screens shared it).
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](?:react|react-router|react-router-dom)[\\/]/ }, start.group] },
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
        // robots.txt is for crawlers, never the app (the server sends the file).
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/robots\.txt$/, /^\/share\//, /^\/receipt\//],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page (no older version to wait for), so screens
        // not opened yet still open offline after the first visit. A new version still waits
        // for the user's Reload ('prompt').
        clientsClaim: true,
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
    start.plugin,
    prerenderStartPages(),
    signedInPreloads(),
    precompress(),
  ],
}));
