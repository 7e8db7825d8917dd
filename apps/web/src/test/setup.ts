import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { clearToasts } from '../components/toast/toastStore.ts';
import { loadPrefs } from '../data/prefs.ts';
import { i18n, initI18n } from '../i18n/index.ts';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  loadPrefs();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-scheme');
  window.history.replaceState(null, '', '/');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
