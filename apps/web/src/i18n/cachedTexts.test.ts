import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import type { Translate } from './cachedTexts.ts';
import { cachedTexts } from './cachedTexts.ts';

async function counted() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          school: 'Evocation',
          extraFor: 'Extra: {{spell}}',
          both: '{{a}} and {{a}}',
          price: '{{amount, number}} gp',
          result_one: '{{count}} spell',
          result_other: '{{count}} spells',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  const calls: string[] = [];
  // The app's typed keys do not know this test's texts.
  const translate = i18n.t.bind(i18n) as unknown as Translate;
  const t: Translate = (key, options) => {
    calls.push(key);
    return translate(key, options);
  };
  return { text: cachedTexts(t), calls };
}

describe('cachedTexts', () => {
  it('looks a label up once', async () => {
    const { text, calls } = await counted();
    expect([text('school'), text('school'), text('school')]).toEqual(Array(3).fill('Evocation'));
    expect(calls).toEqual(['school']);
  });

  it('fills a text’s string values into a template looked up once', async () => {
    const { text, calls } = await counted();
    expect(text('extraFor', { spell: 'Bless' })).toBe('Extra: Bless');
    expect(text('extraFor', { spell: 'Fire $& Bolt' })).toBe('Extra: Fire $& Bolt');
    expect(calls).toEqual(['extraFor']);
  });

  it('asks again for plurals, formats and repeated values, and still gets them right', async () => {
    const { text } = await counted();
    expect(text('result', { count: 1 })).toBe('1 spell');
    expect(text('result', { count: 3 })).toBe('3 spells');
    expect(text('both', { a: 'x' })).toBe('x and x');
    expect(text('price', { amount: 1500 })).toBe('1,500 gp');
  });
});
