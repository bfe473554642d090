import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the API, media and thumbnails come from the real server (npm start).
const apiTarget = process.env.RETROPICS_API ?? 'http://localhost:8080';
const proxiedPrefixes = ['/feed_items', '/media', '/thumbnail', '/image_galleries', '/docs'];

// react-router's package exports only its development build; production builds use the smaller
// production build it ships next to it (no dev warnings, same API).
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/features/pwa) to drive the new-version snackbar.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
