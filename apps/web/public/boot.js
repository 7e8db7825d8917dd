// Runs before the first paint and before any module (a small render-blocking script in <head>,
// not inline, so the page's CSP needs no hash for it). It sets zod's settings, and puts the
// stored theme and scheme (data/prefs.ts, key 'hearth.prefs') on <html> at once, so the loading
// shell and then the app paint in the user's colours with no flash of the default theme. data-shell picks the shell's layout: the
// landing's hero on '/', a header bar elsewhere. Kept tiny and dependency-free on purpose.
/* global document, location */
(function () {
  // The page's Content-Security-Policy has no 'unsafe-eval'. Zod probes for compiled parsers
  // with `new Function('')`: refused, it falls back anyway, but the refusal is reported as a
  // violation. Interpreted parsing is plenty for the client, so zod is told not to probe. Set
  // here, before any module runs, because the bundler may run a chunk that parses with zod
  // before the entry's own first line (zod reads this global object for its settings).
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
    jitless: true,
  });

  var root = document.documentElement;
  // The themes of theme/themes.ts: an unknown name would leave the page without colours.
  var themes =
    /^(neon|darkember|shadowfell|elemental|parchment|rosegold|nordic|feywild|mechanus|ethereal)$/;
  try {
    var prefs = JSON.parse(localStorage.getItem('hearth.prefs') || '{}') || {};
    if (themes.test(prefs.theme)) root.setAttribute('data-theme', prefs.theme);
    if (prefs.scheme === 'dark' || prefs.scheme === 'light') {
      root.setAttribute('data-scheme', prefs.scheme);
    }
  } catch {
    // No storage (private mode) or a damaged value: the default theme, as the app does.
  }
  root.setAttribute('data-shell', location.pathname === '/' ? 'landing' : 'page');
})();
