import 'i18next';

import type { en } from './resources.ts';

// Keys are checked against the English files at compile time; locales.test.ts keeps the
// other languages in step with them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
