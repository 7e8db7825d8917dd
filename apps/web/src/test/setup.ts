import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

import { clearToasts } from '../components/toast/toastStore.ts';
import { resetClientConfig } from '../data/config.ts';
import { loadPrefs } from '../data/prefs.ts';
import { loadCachedUser } from '../data/user.ts';
import { i18n, initI18n } from '../i18n/index.ts';

import 'fake-indexeddb/auto';

// A screen's first render waits on lazy chunks, i18n namespaces and the device store; on a busy
// 2-core machine that can pass the library's 1 s default, so waits get 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, and its scrollTo only logs "not implemented"; the router's scroll memory
// calls it on every navigation.
window.scrollTo = () => undefined;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  clearToasts();
  // Tests rewrite the device's catalogue between them: the next screen reads it afresh. Imported
  // here, not above: Dexie must load after fake-indexeddb.
  (await import('../data/catalogue/catalogueSnapshot.ts')).catalogueSnapshot.reset();
  // The outbox keeps a tap's edit in memory until after the paint: written now, it is cleared
  // with the rest, instead of landing in the next test's storage; its memory is forgotten too.
  const outbox = await import('../data/outbox/outbox.ts');
  outbox.persistOutbox();
  window.localStorage.clear();
  outbox.resetOutboxForTests();
  loadPrefs();
  loadCachedUser();
  resetClientConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-scheme');
  window.history.replaceState(null, '', '/');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
