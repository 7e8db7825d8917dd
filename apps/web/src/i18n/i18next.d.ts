import type { en, EnglishResources } from './resources.ts';

import 'i18next';

// Keys are checked against the English files at compile time; locales.test.ts keeps the
// other languages in step with them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & Omit<EnglishResources, keyof typeof en>;
  }
}
