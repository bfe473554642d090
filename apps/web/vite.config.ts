import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mapWater } from './scripts/map-water.plugin';

// In development the API, media and thumbnails come from the real server (npm start).
const apiTarget = process.env.RETROPICS_API ?? 'http://localhost:8080';
const proxiedPrefixes = ['/feed_items', '/media', '/thumbnail', '/image_galleries', '/docs'];

// react-router's package exports only its development build; production builds use the smaller
// production build it ships next to it (no dev warnings, same API).
/** JavaScript chunks up to this size are precached; larger ones are cached on first use. */
const PRECACHE_CHUNK_LIMIT_BYTES = 40 * 1024;

const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * Speeds up `/`, the installed app's start URL, without giving up route-level code splitting:
 * - the start screen's early request (`boot`) becomes its own tiny entry, loaded with `async`, so it starts
 *   the data request before the app's code has arrived;
 * - the start screen's chunk gets `modulepreload` links, so it downloads together with the shell.
 */
function startScreenFastPath(options: { boot: string; screen: string }): Plugin {
  return {
    name: 'retropics:start-screen-fast-path',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            input: { index: 'index.html', boot: options.boot },
            output: {
              codeSplitting: {
                groups: [
                  // The early script stays tiny: its own modules and the pure helpers they share with
                  // the screens (media URLs, masonry layout, stored settings), nothing of React.
                  {
                    name: 'early',
                    test: /boot[\\/]early-splash|top-albums-early|feed-early|feed[\\/]first-picture|lib[\\/]media[\\/](image-urls|preloaded-thumbnails)|masonry[\\/](masonry-layout|aspect-tile)|settings[\\/]settings-storage|hydra[\\/]iri|domain[\\/](src|dist)[\\/](constants|feed-first-picture)/,
                    priority: 20,
                  },
                  // Everything the first render needs in one chunk instead of ~30 small ones, so a
                  // server on HTTP/1.1 (6 connections) does not queue the early data request.
                  {
                    name: 'shell',
                    tags: ['$initial'],
                    // The entry module itself stays in the entry chunk, which then runs it.
                    test: (id: string) => !/src[\\/]main\.tsx$|index\.html/.test(id),
                    priority: 10,
                  },
                  // The start screen with the components it uses in one chunk (it is preloaded with
                  // the shell), instead of a dozen small chunks shared with other screens.
                  { name: 'start', test: /src[\\/]features[\\/]start[\\/]/, priority: 5 },
                ],
              },
            },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byModule = (suffix: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`startScreenFastPath: no chunk for ${suffix}`);
          return chunk;
        };
        const withImports = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            withImports(imported, into);
          }
          return into;
        };
        const boot = byModule(options.boot);
        const bootImports = withImports(boot.fileName);
        bootImports.delete(boot.fileName);
        const screenFiles = withImports(byModule(options.screen).fileName);
        const preload = (file: string, injectTo: 'head' | 'head-prepend', startScreenOnly = false) => ({
          tag: 'link',
          // The server drops the start screen's preloads from other pages' HTML (web-app plugin).
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            ...(startScreenOnly ? { 'data-start-screen': true } : {}),
          },
          injectTo,
        });
        return [
          // First in <head>, so the early request is not queued behind the app's larger chunks.
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend' as const,
          },
          ...[...bootImports].map((file) => preload(file, 'head-prepend')),
          ...[...screenFiles]
            .filter((file) => !html.includes(file) && !bootImports.has(file))
            .map((file) => preload(file, 'head', true)),
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react(),
    mapWater(),
    startScreenFastPath({
      boot: 'src/app/boot/early-splash.ts',
      screen: 'src/features/start/start-screen.tsx',
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/features/pwa) to drive the new-version snackbar.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Precache the shell, not every feature: the first visit should not download megabytes of
        // map, viewer and geodata code. Bigger chunks are cached when first used (src/sw/sw.ts).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) =>
                !entry.url.endsWith('.js') ||
                entry.size <= PRECACHE_CHUNK_LIMIT_BYTES ||
                /(^|\/)(index|shell|boot|early|rolldown-runtime)-[\w-]+\.js$/.test(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
      includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'RetroPics',
        short_name: 'RetroPics',
        description:
          'Historische Fotografien entdecken, auf der Karte finden und mit RetroSnaps von heute vergleichen.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#121212',
        theme_color: '#1c1712',
        categories: ['photo', 'education', 'travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // Read by scripts/report-bundle-size.ts to hold `/` to its JavaScript budget.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
}));
