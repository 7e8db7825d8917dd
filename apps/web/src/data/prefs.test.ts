import { describe, expect, it } from 'vitest';

import { DEFAULT_PREFS, loadPrefs, parsePrefs, updatePrefs } from './prefs.ts';
import { STORAGE_KEYS } from './storage.ts';

describe('preferences', () => {
  it('defaults to English, neon, dark', () => {
    expect(parsePrefs(null)).toEqual({
      lang: 'en',
      theme: 'neon',
      scheme: 'dark',
      sources: [],
      navanim: true,
      navtext: true,
    });
  });

  it('keeps valid fields and drops unknown ones one by one', () => {
    expect(parsePrefs('{"lang":"ru","theme":"gothic","scheme":"light"}')).toEqual({
      lang: 'ru',
      theme: 'neon',
      scheme: 'light',
      sources: [],
      navanim: true,
      navtext: true,
    });
    expect(parsePrefs('not json')).toEqual(DEFAULT_PREFS);
  });

  it('paints the stored theme on load and persists updates', () => {
    window.localStorage.setItem(STORAGE_KEYS.prefs, '{"theme":"nordic","scheme":"light"}');
    loadPrefs();
    expect(document.documentElement.dataset.theme).toBe('nordic');
    expect(document.documentElement.dataset.scheme).toBe('light');

    updatePrefs({ theme: 'feywild' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.prefs)!)).toEqual({
      lang: 'en',
      theme: 'feywild',
      scheme: 'light',
      sources: [],
      navanim: true,
      navtext: true,
    });
    expect(document.documentElement.dataset.theme).toBe('feywild');
  });
});
