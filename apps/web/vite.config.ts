import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { clientRouteTables } from './build/client-route-tables.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';

const api = 'http://127.0.0.1:3000';
const firstScreen = firstScreenChunks();
// Lingui's macro transform, with the English it writes compiled in the same pass.
const linguiMacros = linguiTransformerBabelPreset({ descriptorFields: 'message' });
const linguiMacrosCompiled = { ...linguiMacros, preset: { plugins: [...linguiMacros.preset.plugins, precompiledMessages] } };

// React Router's package points every import at its development build, whose warning
// checks run on every navigation and render; the production build is the same code
// without them. The dev server and tests keep the warnings.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  plugins: [
    // A PO catalog is compiled when it is imported. Lingui's macros (t, Trans, plural)
    // become catalog look-ups through its Babel plugin, before React's transform: its
    // native transform is an optional binary that npm leaves out when it installs under
    // an older Node.js than the portal runs on (a fresh machine's first `npm ci`). Each
    // message keeps its English beside its id, so English needs no catalog (lib/i18n.ts):
    // a phone's first screen carries the words of its own pages, not of every page. The
    // English is compiled at build time (build/precompiled-messages.ts).
    lingui(),
    babel({ presets: [linguiMacrosCompiled] }),
    react(),
    clientRouteTables(),
    precompress(),
    firstScreen.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      // The worker is the portal's own (src/app/service-worker.ts): besides the app's
      // files and the kept runtime config, it sends punches kept on the phone while the
      // portal is closed (Background Sync).
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'service-worker.ts',
      // The Excel writer (about 1 MB) is fetched on the first export, not installed on every phone;
      // nor are the dashboard's charts (about 300 KB), which only HR opens.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], globIgnores: ['**/exceljs*.js', '**/dashboard-charts*.js'] },
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'HR Portal',
        short_name: 'HR Portal',
        description: 'Time in and out, attendance, requests and payslips.',
        theme_color: '#d32f2f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/#/timeinout',
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: { output: { codeSplitting: { groups: firstScreen.groups } } },
  },
  server: {
    proxy: { '/api': api, '/config.json': api },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
