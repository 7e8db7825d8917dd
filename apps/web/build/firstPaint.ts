import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';
import { createServer } from 'vite';

import type * as FirstScreens from './firstScreens.tsx';
import type { FirstScreen } from './firstScreens.tsx';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BOOT_SCRIPT = fileURLToPath(new URL('../public/boot.js', import.meta.url));
/** Where index.html wants the prerendered screens: inside #root, after the loading shell. */
export const FIRST_SCREENS_SLOT = '<!--first-screens-->';
/** The screens whose styles the prerendered screens need beyond the entry's. */
const SCREEN_MODULES: Record<Exclude<FirstScreen, 'landing'>, RegExp> = {
  login: /[\\/]screens[\\/]auth[\\/]AuthScreen\.tsx$/,
  home: /[\\/]screens[\\/]home[\\/]HomeScreen\.tsx$/,
};

/**
 * Which prerendered screen shows, from the `data-first-screen` attribute boot.js puts on
 * <html>; none (and the loading shell) when it puts none. `display: contents` lays the screen
 * out as a direct child of #root, where React puts it.
 */
function firstScreenStyle(screens: readonly FirstScreen[]): string {
  const shown = screens.map((id) => `[data-first-screen='${id}'] .first-screen--${id}`).join(',');
  const shellHidden = screens
    .map((id) => `[data-first-screen='${id}'] .first-screen--${id} ~ .app-shell`)
    .join(',');
  return `.first-screen{display:none}${shown}{display:contents}${shellHidden}{display:none}`;
}

/**
 * The first screens' markup, rendered with react-dom/server from the app's own components
 * (build/firstScreens.tsx), loaded through a development server of this app's sources.
 */
async function renderFirstScreens(define: Record<string, string>) {
  const server = await createServer({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'warn',
    define,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(
      fileURLToPath(new URL('./firstScreens.tsx', import.meta.url)),
    )) as typeof FirstScreens;
    return await module.renderFirstScreens();
  } finally {
    await server.close();
  }
}

/** CSS files a chunk loads with it: its own and those of the chunks it imports statically. */
function cssOfChunk(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const entry = bundle[fileName];
    if (entry?.type !== 'chunk') return;
    entry.imports.forEach(visit);
    entry.viteMetadata?.importedCss.forEach((file) => css.add(file));
  };
  visit(chunk.fileName);
  return [...css];
}

function assetText(bundle: Rollup.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the bundle`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * Styles inline instead of linked: the first paint waits for no stylesheet. Each file keeps a
 * `disabled` link (never fetched): the module preloader, which adds a screen's stylesheets
 * before running it, finds it there and does not load the same rules a second time.
 */
function inlineStyles(
  html: string,
  bundle: Rollup.OutputBundle,
  base: string,
  screenCss: string[],
): string {
  const linked = new Set<string>();
  const withEntryCss = html.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
    (_tag, href: string) => {
      const fileName = href.slice(base.length);
      linked.add(fileName);
      return inlineStyle(href, assetText(bundle, fileName));
    },
  );
  const extra = screenCss
    .filter((fileName) => !linked.has(fileName))
    .map((fileName) => inlineStyle(base + fileName, assetText(bundle, fileName)))
    .join('');
  return withEntryCss.replace('</head>', `${extra}</head>`);
}

function inlineStyle(href: string, css: string): string {
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The first paint of `/`, `/login` and `/home` is the screen itself, from the HTML alone:
 * index.html carries those screens prerendered (as a visitor sees them on a first visit), their
 * styles and boot.js inline, so nothing but the HTML is fetched before the browser paints them.
 * boot.js picks the one to show, or the plain loading shell (another path, a session, another
 * language); React then renders the same screen in its place. The prerendered screens are
 * `inert` until then: a form typed into or sent before the app runs would be lost.
 */
export function firstPaintFromHtml(define: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'hearth:first-paint-from-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html: string, ctx: IndexHtmlTransformContext) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        if (!html.includes(FIRST_SCREENS_SLOT)) {
          throw new Error(`index.html has no ${FIRST_SCREENS_SLOT} slot for the first screens`);
        }
        const screens = await renderFirstScreens(define);
        const ids = Object.keys(screens) as FirstScreen[];
        const markup = ids
          .map((id) => `<div class="first-screen first-screen--${id}" inert>${screens[id]}</div>`)
          .join('');
        const screenCss = Object.values(SCREEN_MODULES).flatMap((pattern) => {
          const chunk = Object.values(bundle).find(
            (entry): entry is Rollup.OutputChunk =>
              entry.type === 'chunk' && pattern.test(entry.facadeModuleId ?? ''),
          );
          if (!chunk) throw new Error(`No chunk for ${String(pattern)}`);
          return cssOfChunk(bundle, chunk);
        });
        const boot = readFileSync(BOOT_SCRIPT, 'utf8');
        return inlineStyles(
          html
            .replace('<script src="/boot.js"></script>', `<script>${boot}</script>`)
            .replace('</head>', `<style>${firstScreenStyle(ids)}</style></head>`)
            .replace(FIRST_SCREENS_SLOT, markup),
          bundle,
          base,
          [...new Set(screenCss)],
        );
      },
    },
  };
}
