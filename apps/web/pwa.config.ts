import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Colour of the default theme (neon, dark): the splash screen and browser chrome before CSS. */
const NEON_BACKGROUND = '#0b0b1a';

/**
 * Installable app shell. The service worker precaches the built shell (every chunk, so
 * lazily loaded screens and the Russian locale work offline) and answers navigations
 * with index.html; it never touches /api, whose answers must always be fresh.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
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
  },
};
