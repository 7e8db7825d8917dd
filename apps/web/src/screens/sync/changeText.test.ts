import { beforeAll, describe, expect, it } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { partLabel, shortValue, valueChanges } from './changeText.ts';

let t: Translate;

beforeAll(async () => {
  await i18n.loadNamespaces('sync');
  t = i18n.getFixedT('en', 'sync') as unknown as Translate;
});

describe('changes in words', () => {
  it.each([
    ['hp', ['current'], 'Hit points · current'],
    ['hp', [], 'Hit points'],
    ['spell_slots', ['0', '2'], 'Spell slots · level 3'],
    ['spell_slots', ['1', '0'], 'Spell slots · pact, level 1'],
    ['classes', ['fighter', 'hit_dice'], 'Classes · Fighter · hit dice spent'],
    ['resources', ['second-wind'], 'Resources · Second wind'],
    ['mystery_field', [], 'Mystery field'],
  ])('names %s at %j as %s', (field, path, expected) => {
    expect(partLabel(t, field, path)).toBe(expected);
  });

  it.each([
    [3, '3'],
    [true, 'yes'],
    [null, 'none'],
    [[], 'none'],
    [['poisoned', 'prone'], 'Poisoned, Prone'],
    [[[1, 0], [2]], '1, 0 / 2'],
    [{ current: 7, temp: 2 }, 'current 7, temporary 2'],
    ['x'.repeat(60), `${'x'.repeat(47)}…`],
  ])('says %j as %s', (value, expected) => {
    expect(shortValue(t, value)).toBe(expected);
  });

  it('lists only the keys two records differ in', () => {
    expect(
      valueChanges(t, { current: 7, max: 12, temp: 0 }, { current: 7, max: 12, temp: 3 }),
    ).toEqual([{ key: 'temporary', old: '0', new: '3' }]);
    expect(valueChanges(t, 'Mirela', 'Mirela the Bold')).toEqual([
      { old: 'Mirela', new: 'Mirela the Bold' },
    ]);
  });
});
