import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Colour of the default theme (neon, dark): the splash screen and browser chrome before CSS. */
const NEON_BACKGROUND = '#0b0b1a';

/**
 * Installable app shell. The service worker precaches the built shell (every chunk, so
 * lazily loaded screens and the Russian locale work offline) and answers navigations
 * with index.html; it never touches /api, whose answers must always be fresh.
 *
 * A new build's worker installs and then waits: it takes over only when the app asks it to
 * (data/catalogue/appUpdate.ts posts SKIP_WAITING, then reloads) or when every tab is closed.
 * It must never take over on its own mid-session: activation deletes the old build's precache,
 * so an open page could no longer load the screens it has not loaded yet, and the update flow
 * must first make sure no edit is left unsent (issue 19). Hence `prompt`, not `autoUpdate`
 * (which, with the plugin's own registration, skips waiting and reloads open pages).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Hearth',
    short_name: 'Hearth',
    description: 'Your tabletop companion: characters, campaigns and notes at the table.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: NEON_BACKGROUND,
    background_color: NEON_BACKGROUND,
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // Navigations to the API (and its docs) must reach the server, never the cached shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    // No runtimeCaching on purpose: /api is never cached by the service worker.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // Waits for the app's SKIP_WAITING (see above).
    skipWaiting: false,
    // The first worker controls the page that installed it at once: offline in that same
    // visit, a screen not opened yet still loads its code from the precache.
    clientsClaim: true,
  },
};
