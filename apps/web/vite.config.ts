import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { pwaOptions } from './pwa.config.ts';

// The running build's version (the root package.json's), compared with the server's app_version.
const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const apiTarget = process.env.HEARTH_API_URL ?? 'http://127.0.0.1:3001';
// The API lives on another port in development and preview; production is same-origin.
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/**
 * index.html paints the app's frame (its static shell) with no script at all, so the app's
 * scripts must not hold back that first paint: fetched at low priority, the browser gives the
 * page's HTML and CSS the connection first, and tools that treat high-priority scripts as
 * render-blocking (Lighthouse's simulation) see the page as it is. Their download still starts
 * at once, from the preload links.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'hearth:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), scriptsAfterFirstPaint()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: { proxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules only declare schemas and endpoints: what a chunk does not use
      // may be dropped, so the landing does not carry zod for the api client alone.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
      },
      output: {
        // Libraries change less often than our code: their own chunks stay cached across
        // releases. All four are needed by the first screen anyway.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
