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

/**
 * React Router's build makes its components with unmarked top-level calls
 * (`var Link = React.forwardRef(…)`) and names them for React's developer tools
 * (`Link.displayName = "Link"`). A bundler must keep such statements, and with them each
 * component and all it uses, even where the app never uses it: `Link` with its prefetching,
 * `Form` with its submission code, `ScrollRestoration`. The calls are marked pure (forwardRef
 * only wraps a function) and the developer-tool names are dropped from the production build, so
 * what the app does not use goes (the app's links: components/link/RouterLink.tsx).
 */
function routerWithoutDevtoolNames(): Plugin {
  return {
    name: 'hearth:router-without-devtool-names',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/^\s*[\w$]+\.displayName = "[\w.]+";$/gm, '')
          .replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2'),
        map: null,
      }),
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

const appModule = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** What every page loads after main.tsx: the router and the shell around the screens. */
const ROUTER_APP = appModule('app/routerApp.tsx');
/** Imports every screen (lazily). */
const ROUTE_TABLE = appModule('app/routes/routeTable.ts');
/**
 * The pages of issue 16's budget, by their screen module: the chunks are cut for them (below).
 * The character pages come last, so those of a group shared by all five are named alike.
 */
const BUDGET_SCREENS: [string, string][] = [
  ['landing', 'landing/LandingScreen.tsx'],
  ['login', 'auth/AuthScreen.tsx'],
  ['home', 'home/HomeScreen.tsx'],
  ['list', 'characters/CharacterListScreen.tsx'],
  // Not in the budget, but every visitor's: its groups are cut for it as well.
  ['catalogue', 'catalogue/CatalogueScreen.tsx'],
  ['sheet', 'sheet/SheetScreen.tsx'],
  ['magic', 'magic/MagicScreen.tsx'],
  ['spells', 'spells/SpellsScreen.tsx'],
  ['inventory', 'inventory/InventoryScreen.tsx'],
  ['items', 'items/ItemsScreen.tsx'],
].map(([name, path]) => [name!, appModule(`screens/${path}`)]);

/** Every module `from` reaches by static imports (what loads with it). */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The group of each module the budget pages load, by the set of those pages that load it. */
const CHARACTER_PAGES = ['sheet', 'magic', 'spells', 'inventory', 'items'];

let budgetGroups: Map<string, string> | undefined;

function groupName(pages: string[]): string {
  if (pages.length === BUDGET_SCREENS.length) return 'pages';
  if (pages.join() === 'sheet,magic,spells,inventory,items') return 'character-pages';
  return `shared-${pages.join('-')}`;
}

/**
 * Our modules outside the start chunk, grouped by which of the budget pages load them. Automatic
 * splitting groups them by which of all 40 screens load them, so the character pages got some
 * 40 chunks, most under 1 KB, each with its own gzip overhead and request. Grouped by the budget
 * pages, each of those pages loads exactly the modules it loaded before, in a dozen chunks. A page
 * outside the budget (a wizard step, the catalogue) may load some modules it does not use with a
 * group it needs. Libraries keep their own chunks (a library's chunk must never wait for ours),
 * and modules the start chunk has stay there (it must not wait for one of these either).
 */
function budgetGroup(moduleId: string, ctx: ChunkingContext): string | null {
  if (!budgetGroups) {
    const started = staticClosure(ENTRY, ctx);
    const everyPage = staticClosure(ROUTER_APP, ctx);
    const budgetScreens = new Set(BUDGET_SCREENS.map(([, id]) => id));
    const otherScreens = (ctx.getModuleInfo(ROUTE_TABLE)?.dynamicallyImportedIds ?? []).filter(
      (id) => !budgetScreens.has(id),
    );
    const elsewhere = new Set(otherScreens.flatMap((id) => [...staticClosure(id, ctx)]));
    const pagesOf = new Map<string, string[]>();
    for (const [name, screenId] of BUDGET_SCREENS) {
      for (const id of new Set([...everyPage, ...staticClosure(screenId, ctx)])) {
        if (started.has(id) || !id.startsWith(APP_SOURCE)) continue;
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
      }
    }
    const everyCharacterPage = (pages: string[]) =>
      CHARACTER_PAGES.every((page) => pages.includes(page));
    budgetGroups = new Map(
      [...pagesOf]
        .filter(
          ([id, pages]) => !elsewhere.has(id) || everyPage.has(id) || everyCharacterPage(pages),
        )
        .map(([id, pages]) => [id, groupName(pages)]),
    );
  }
  return budgetGroups.get(moduleId) ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA(pwaOptions),
    scriptsAfterFirstPaint(),
    firstPaintFromHtml(define),
    routerWithoutDevtoolNames(),
  ],
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
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/](contract|rules)[\\/]/.test(id) ? false : undefined,
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
            { name: budgetGroup, priority: -2 },
          ],
        },
      },
    },
  },
});
