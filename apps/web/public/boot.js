// Runs before the first paint and before any module (a small script in <head>: the build
// inlines it, and the server hashes it into the page's CSP). It sets zod's settings, and puts
// the stored theme and scheme (data/prefs.ts, key 'hearth.prefs') on <html> at once, so the
// loading shell and then the app paint in the user's colours with no flash of the default
// theme. data-shell picks the shell's layout: the landing's hero on '/', a header bar
// elsewhere. data-first-screen picks the prerendered screen shown instead of the shell
// (build/firstPaint.ts), only when it is exactly what the app will show. A signed-in user's first
// reads start here too (below). Kept tiny and dependency-free on purpose.
/* global document, history, location */
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
  var screen = firstScreen();
  if (screen) root.setAttribute('data-first-screen', screen);
  startEarlyReads();

  /** The path the app will open: at the root, a signed-in user's last route (lastRoute.ts). */
  function openingPath() {
    var path = location.pathname;
    var last = localStorage.getItem('hearth.lastRoute');
    if (path === '/' && last && last.charAt(0) === '/' && last.charAt(1) !== '/') {
      path = last.split(/[?#]/)[0];
    }
    return path;
  }

  /**
   * A signed-in user's first reads (the user; on a character's page the character and its
   * inventories) are asked for now, while the app's code downloads, instead of once it has run:
   * on a phone on slow 4G the sheet then shows seconds earlier (issue 16). The app takes each
   * answer once, for the same request with the same token (data/api/earlyReads.ts); an answer
   * it does not take is never used.
   */
  function startEarlyReads() {
    try {
      var token = localStorage.getItem('hearth.token');
      if (!token || typeof fetch !== 'function') return;
      var headers = { accept: 'application/json', authorization: 'Bearer ' + token };
      var reads = {};
      var read = function (path) {
        reads[path] = fetch(path, { headers: headers });
        // Handled here: an early read that fails and is never taken is not an error to report.
        reads[path].catch(function () {});
      };
      read('/api/auth/user');
      var character = localStorage.getItem('hearth.character');
      // The character routes of app/routes/routeTable.ts (boot.test.ts checks they agree).
      var characterPage =
        /^\/(moc\/[123]|character(-settings|\/origin|\/history)?|features\/[^/]+|magic(\/[^/]+)?|spells|pact-spells|feats|classes|actions|beasts(-add)?|notes(\/[^/]+)?|items(\/[^/]+){0,2}|inventory(\/[^/]+(\/apply-preset)?)?|lvlup(\/[^/]+)?)\/?$/;
      if (character && characterPage.test(openingPath())) {
        var id = encodeURIComponent(character);
        read('/api/characters/' + id);
        read('/api/inventory/' + id);
      }
      globalThis.__hearthEarlyReads = { token: token, startedAt: Date.now(), reads: reads };
    } catch {
      // No storage: the app reads as usual.
    }
  }

  /**
   * The prerendered screens are a visitor's on a first visit, in English: none with a session
   * (the app shows its own variants), another language, or a sign-in address handed over in
   * the history state. At the root the app opens the last route (app/routes/lastRoute.ts), so
   * the screen is that route's.
   */
  function firstScreen() {
    var screens = { '/': 'landing', '/login': 'login', '/home': 'home' };
    try {
      var prefs = JSON.parse(localStorage.getItem('hearth.prefs') || '{}') || {};
      if ((prefs.lang || 'en') !== 'en' || localStorage.getItem('hearth.token')) return null;
      if (history.state && history.state.usr) return null;
      var path = openingPath();
      return Object.prototype.hasOwnProperty.call(screens, path) ? screens[path] : null;
    } catch {
      return null; // No storage: the shell, as the app may not start as a visitor would.
    }
  }
})();
