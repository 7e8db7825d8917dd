import { describe, expect, it } from 'vitest';

import { ERROR_CODES } from '@hearth/contract';
import { PROPERTY_KEYS } from '@hearth/rules';

import { LANGUAGES } from './languages.ts';
import { en, LAZY_NAMESPACES, NAMESPACES } from './resources.ts';
import { englishRulesTexts } from './rulesTexts.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Dotted keys of every string; plural suffixes are folded so languages may differ there. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix + key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (value && typeof value === 'object') {
      return keysOf(value as Record<string, unknown>, `${path}.`);
    }
    expect(typeof value, path).toBe('string');
    expect(value, path).not.toBe('');
    return [path];
  });
}

function locale(language: string, namespace: string): Record<string, unknown> {
  // English rules texts come from the rules package itself.
  if (language === 'en' && namespace === 'rules') return englishRulesTexts();
  const file = files[`./locales/${language}/${namespace}.json`];
  expect(file, `${language}/${namespace}.json`).toBeDefined();
  return file ?? {};
}

describe('locales', () => {
  it('every language has the same files', () => {
    const names = (language: string) =>
      Object.keys(files)
        .filter((path) => path.startsWith(`./locales/${language}/`))
        .map((path) => path.split('/').pop())
        .sort();
    const all = [...NAMESPACES, ...LAZY_NAMESPACES];
    for (const language of LANGUAGES) {
      const expected = all.filter((namespace) => language !== 'en' || namespace !== 'rules');
      expect(names(language)).toEqual(expected.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each([...NAMESPACES, ...LAZY_NAMESPACES])(
    '%s: every English key exists in Russian and vice versa',
    (namespace) => {
      const english = [...new Set(keysOf(locale('en', namespace)))].sort();
      const russian = [...new Set(keysOf(locale('ru', namespace)))].sort();
      expect(russian).toEqual(english);
    },
  );

  it('every property a feature can grant names its breakdown term in every language', () => {
    for (const language of LANGUAGES) {
      const terms = new Set(keysOf(locale(language, 'character')));
      const missing = PROPERTY_KEYS.filter((key) => !terms.has(`terms.${key}`));
      expect(missing, language).toEqual([]);
    }
  });

  it('the error dictionary covers every code of the contract', () => {
    const english = new Set(keysOf(en.errors));
    expect(ERROR_CODES.filter((code) => !english.has(code))).toEqual([]);
  });
});
