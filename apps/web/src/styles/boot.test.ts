import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ROUTES } from '../app/routes/routeTable.ts';
import { STORAGE_KEYS } from '../data/storage.ts';
import { THEMES } from '../theme/themes.ts';

// public/boot.js runs in <head> before the first paint, outside the bundle: it is read and
// run here as the browser runs it, on the test's document.
const here = dirname(fileURLToPath(import.meta.url));
const script = readFileSync(join(here, '../../public/boot.js'), 'utf8');
const runBootScript = () => new Function(script)() as void;

function openAt(path: string, prefs: string | null) {
  window.history.replaceState(null, '', path);
  if (prefs === null) window.localStorage.removeItem(STORAGE_KEYS.prefs);
  else window.localStorage.setItem(STORAGE_KEYS.prefs, prefs);
  const root = document.documentElement;
  root.dataset.theme = 'neon';
  root.dataset.scheme = 'dark';
  runBootScript();
  return root.dataset;
}

describe('boot.js (the stored theme before the first paint)', () => {
  afterEach(() => window.localStorage.clear());

  it('tells zod not to probe for eval, which the CSP refuses, before any module parses', () => {
    openAt('/', null);
    expect(z.config().jitless).toBe(true);
  });

  it('paints the shell in the stored theme and scheme, so a light theme does not flash dark', () => {
    const attributes = openAt('/login', '{"theme":"nordic","scheme":"light","lang":"en"}');
    expect(attributes.theme).toBe('nordic');
    expect(attributes.scheme).toBe('light');
  });

  it.each(THEMES)('knows the theme %s, as the app does', (theme) => {
    expect(openAt('/', JSON.stringify({ theme, scheme: 'light' })).theme).toBe(theme);
  });

  it('keeps the default theme for nothing stored, a damaged value or an unknown theme', () => {
    expect(openAt('/', null)).toMatchObject({ theme: 'neon', scheme: 'dark' });
    expect(openAt('/', 'not json')).toMatchObject({ theme: 'neon', scheme: 'dark' });
    expect(openAt('/', '{"theme":"gothic","scheme":"dusk"}')).toMatchObject({
      theme: 'neon',
      scheme: 'dark',
    });
  });

  it("lays the shell out as the landing's hero on / and as a header bar elsewhere", () => {
    expect(openAt('/', null).shell).toBe('landing');
    expect(openAt('/character', null).shell).toBe('page');
  });

  describe('the prerendered screen it shows instead of the shell', () => {
    const firstScreen = (path: string, storage: Record<string, string> = {}) => {
      window.localStorage.clear();
      delete document.documentElement.dataset.firstScreen;
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      return openAt(path, storage[STORAGE_KEYS.prefs] ?? null).firstScreen;
    };
    afterEach(() => {
      delete document.documentElement.dataset.firstScreen;
      window.history.replaceState(null, '', '/');
    });

    it.each([
      ['/', 'landing'],
      ['/login', 'login'],
      ['/home', 'home'],
    ])('shows a visitor the prerendered screen of %s', (path, screen) => {
      expect(firstScreen(path)).toBe(screen);
    });

    it('shows none on the other pages', () => {
      expect(firstScreen('/register')).toBeUndefined();
      expect(firstScreen('/character')).toBeUndefined();
    });

    it("shows none with a session, whose screens differ from a visitor's", () => {
      expect(firstScreen('/login', { [STORAGE_KEYS.token]: 'token' })).toBeUndefined();
      expect(firstScreen('/', { [STORAGE_KEYS.token]: 'token' })).toBeUndefined();
    });

    it('shows none in another language than the English it is rendered in', () => {
      expect(firstScreen('/', { [STORAGE_KEYS.prefs]: '{"lang":"ru"}' })).toBeUndefined();
      expect(firstScreen('/', { [STORAGE_KEYS.prefs]: '{"lang":"en"}' })).toBe('landing');
    });

    it("shows the restored route's screen at the root, as the app opens it", () => {
      expect(firstScreen('/', { [STORAGE_KEYS.lastRoute]: '/home?from=x' })).toBe('home');
      expect(firstScreen('/', { [STORAGE_KEYS.lastRoute]: '/list' })).toBeUndefined();
      expect(firstScreen('/', { [STORAGE_KEYS.lastRoute]: '/' })).toBe('landing');
      expect(firstScreen('/login', { [STORAGE_KEYS.lastRoute]: '/list' })).toBe('login');
    });

    it('shows none when the sign-in page was handed an address in the history state', () => {
      window.history.replaceState({ usr: { email: 'a@example.test' } }, '', '/login');
      window.localStorage.clear();
      runBootScript();
      expect(document.documentElement.dataset.firstScreen).toBeUndefined();
    });
  });
});

describe("boot.js (a signed-in user's first reads, started before the app's code)", () => {
  const fetched = (path: string, storage: Record<string, string>) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    globalThis.__hearthEarlyReads = undefined;
    openAt(path, null);
    vi.unstubAllGlobals();
    return fetchMock.mock.calls.map(([url, init]) => {
      const headers = init?.headers as Record<string, string>;
      return `${String(url)} ${headers.authorization}`;
    });
  };
  const signedIn = { [STORAGE_KEYS.token]: 'tok', [STORAGE_KEYS.character]: 'c-1' };
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    globalThis.__hearthEarlyReads = undefined;
  });

  it("reads the user, the character and its inventories on a character's page", () => {
    expect(fetched('/character', signedIn)).toEqual([
      '/api/auth/user Bearer tok',
      '/api/characters/c-1 Bearer tok',
      '/api/inventory/c-1 Bearer tok',
    ]);
    expect(Object.keys(globalThis.__hearthEarlyReads?.reads ?? {})).toHaveLength(3);
  });

  it('reads only the user on the other pages, and nothing for a visitor', () => {
    expect(fetched('/list', signedIn)).toEqual(['/api/auth/user Bearer tok']);
    expect(fetched('/character', { [STORAGE_KEYS.character]: 'c-1' })).toEqual([]);
    expect(globalThis.__hearthEarlyReads).toBeUndefined();
  });

  it('reads the character for the route the app restores at the root', () => {
    const atRoot = { ...signedIn, [STORAGE_KEYS.lastRoute]: '/magic/spells' };
    expect(fetched('/', atRoot)).toHaveLength(3);
    expect(fetched('/', { ...signedIn, [STORAGE_KEYS.lastRoute]: '/campaigns' })).toHaveLength(1);
  });

  // The pattern in boot.js is written by hand: every route of the table is opened here, with
  // and without its optional parts, and must agree with the route's access.
  const examples = (path: string): string[] => {
    const parts = path.split('/').filter(Boolean);
    const filled = (withOptional: boolean) =>
      '/' +
      parts
        .filter((part) => withOptional || !part.endsWith('?'))
        .map((part) => (part.startsWith(':') ? 'x1' : part))
        .join('/');
    return [...new Set([filled(true), filled(false)])];
  };
  const cases = ROUTES.filter((route) => route.path !== '*' && route.path !== '/').flatMap(
    (route) => examples(route.path).map((path) => [path, route.access] as const),
  );

  it.each(cases)('%s (%s) reads the character only if it is a character route', (path, access) => {
    const reads = fetched(path, signedIn);
    expect(reads.length === 3).toBe(access === 'character');
  });
});
