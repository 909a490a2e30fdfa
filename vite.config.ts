import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazySchemasPlugin } from './scripts/vite-lazy-schemas';
import { messagePartsPlugin } from './scripts/vite-message-parts';
import { pagePreloadsPlugin, webCataloguesPlugin } from './scripts/vite-page-preloads';
import { startChunkGroup } from './scripts/vite-start-chunk';
import { MESSAGE_COPY_PREFIX } from './src/web/offline/message-files';

/** Common chunks smaller than this (bytes of transformed source) are copied into their importers (below). */
const INLINE_COMMON_CHUNKS_BELOW = 8000;

// each language's catalogue split by where the app names its messages: the core before the first render, each lazily
// imported module's part with it (issue 41)
const messageParts = messagePartsPlugin({
  webRoot: resolve(import.meta.dirname, 'src/web'),
  locales: resolve(import.meta.dirname, 'src/shared/i18n/locales'),
  helper: resolve(import.meta.dirname, 'src/web/message-parts.ts'),
});

// The web app: two entries (the server-rendered sign-in page's script, and the single-page app),
// served by Fastify under /supplier/ with hashed assets in /supplier/assets/.
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/web'),
  base: '/supplier/',
  publicDir: resolve(import.meta.dirname, 'src/web/public'),
  // @formatjs/intl pins its own patch versions of the ICU parser and formatter: one copy in the bundle, not two
  // (32 KB less before a handheld's first scan field, issue 41)
  resolve: { dedupe: ['@formatjs/icu-messageformat-parser', '@formatjs/icu-skeleton-parser', 'intl-messageformat'] },
  plugins: [
    react(),
    // the contracts' zod schemas built when a screen first uses them, not when their module is evaluated (issue 41)
    lazySchemasPlugin({
      contracts: resolve(import.meta.dirname, 'src/shared/contracts/'),
      helper: resolve(import.meta.dirname, 'src/web/lazy-schema.ts'),
    }),
    // each page's screen chunks, for the server to name in that page's HTML (modulepreload, issue 41)
    pagePreloadsPlugin({ webRoot: resolve(import.meta.dirname, 'src/web'), messages: messageParts.files }),
    messageParts,
    // the reader's catalogue only: shared/i18n's English one is not in the app's entry (web/i18n.ts loads it);
    // each catalogue compiled, FormatJS without its parser
    webCataloguesPlugin({
      sharedI18n: resolve(import.meta.dirname, 'src/shared/i18n/index.ts'),
      locales: resolve(import.meta.dirname, 'src/shared/i18n/locales'),
    }),
    // the handheld app shell (issue 20): a manifest and a service worker precaching the app's code
    // (src/web/sw.ts); the server serves both from dist/web (routes/offline.ts)
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'Supplier Portal',
        short_name: 'Portal',
        description: 'Supplier Portal: warehouse handheld and supplier screens',
        start_url: '/supplier/warehouse/menu/index',
        scope: '/supplier/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f4e79',
        icons: [{ src: '/supplier/assets/images/terminal.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,svg}', `assets/${MESSAGE_COPY_PREFIX}*.json`],
        // the desktop dashboards' charts and spreadsheet export (1.3 MB together) are online screens: the
        // handheld's offline shell does not wait for them on install; a language's message files come as one
        // (messages-worker-<language>-<hash>.json, scripts/vite-message-parts.ts), answered from it by the worker
        globIgnores: ['assets/charts-*.js', 'assets/exceljs*.js', 'assets/messages-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'src/web/index.html'),
        login: resolve(import.meta.dirname, 'src/web/login.html'),
        bauth: resolve(import.meta.dirname, 'src/web/bauth.html'),
        secondStep: resolve(import.meta.dirname, 'src/web/second-step.html'),
        password: resolve(import.meta.dirname, 'src/web/password.html'),
      },
      output: {
        codeSplitting: {
          // a small common chunk (under 8 KB of source) is copied into the chunks that import it (Rolldown keeps one
          // state and one evaluation of its modules across the copies) rather than fetched as a file of its own: the
          // goods receipt loaded 23 files before its scan field, a handheld on HTTP/1.1 fetches six at once, and each
          // further file waited a round trip (issue 41: first paint 2.6 -> 2.2 s in Lighthouse). Styles are never
          // copied (Vite would emit a copied module's CSS once per copy); the service worker's precache grows from
          // about 630 to 850 KiB gzipped, downloaded after the first screen.
          experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_BELOW, exclude: /\.css(\?|$)/ },
          groups: [
            // React, its DOM renderer, JSX runtime and scheduler: four chunks every page loads together, as one (issue 41)
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 10 },
            // the rest of what the app's entry imports statically, as one (scripts/vite-start-chunk.ts)
            startChunkGroup(resolve(import.meta.dirname, 'src/web')),
            // the screens' styles as one file (about 6 KiB gzipped): copied chunks are wrapped to keep their order of
            // evaluation, so a chunk of styles alone is no longer dropped but stays a script of its own, and a screen
            // fetched three of them and their stylesheets before its first paint
            // (the sign-in pages keep their own stylesheet)
            { name: 'styles', test: /[\\/]src[\\/]web[\\/](screens|ui|offline)[\\/].*\.css(\?|$)/, priority: 3 },
          ],
        },
      },
    },
  },
});
