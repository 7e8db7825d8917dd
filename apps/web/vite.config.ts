import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { firstPaintFromHtml } from './build/firstPaint.ts';
import { pwaOptions } from './pwa.config.ts';

// The running build's version (the root package.json's), compared with the server's app_version.
const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const define = { __APP_VERSION__: JSON.stringify(appVersion) };

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

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
let startModules: Set<string> | undefined;

/**
 * Our modules every page loads: those of this app main.tsx reaches by static imports (the
 * contract's are left out: the graph still lists what tree-shaking drops from them). Left to automatic
 * splitting they came as some 25 small chunks, which a browser on HTTP/1.1 (six connections)
 * fetches in four or five rounds; as one chunk they come in one. Their bytes are loaded by every
 * page anyway, so nothing is loaded that was not before.
 */
function startChunk(moduleId: string, ctx: ChunkingContext): string | null {
  if (!startModules) {
    startModules = new Set();
    const queue = [ENTRY];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (startModules.has(id)) continue;
      startModules.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  // main.tsx itself stays in the entry chunk: it awaits the router's chunk, which imports the
  // start chunk, and a chunk cannot wait for one that waits for it.
  if (moduleId === ENTRY) return null;
  return startModules.has(moduleId) && moduleId.startsWith(APP_SOURCE) ? 'start' : null;
}

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), scriptsAfterFirstPaint(), firstPaintFromHtml(define)],
  define,
  // The app worker as an ES module (it is started with `type: 'module'`): it can then load the
  // catalogue sync and the character schema only when a request needs them, and answer the
  // first device read after loading little more than Dexie.
  worker: { format: 'es' },
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
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contract|rules)[\\/]/.test(id),
      },
      // With the rules' barrel (index.ts) side-effect free, a route's chunk graph follows the
      // rules modules it really imports, not every module the barrel re-exports (issue 16).
      experimental: { lazyBarrel: true },
      output: {
        // Libraries change less often than our code: their own chunks stay cached across
        // releases. All four are needed by the first screen anyway.
        codeSplitting: {
          // A group takes only the modules it names: the start chunk must not swallow the
          // libraries' own chunks (it would with their dependencies included).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: startChunk, priority: -1 },
          ],
        },
      },
    },
  },
});
