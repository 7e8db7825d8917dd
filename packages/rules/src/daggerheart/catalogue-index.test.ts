import { describe, expect, it } from 'vitest';

import { buildDhCatalogue, domainCardsOf } from './catalogue-index.ts';
import { armors, cards, catalogue, guardian, warrior, weapons } from './fixtures/catalogue.ts';

describe('buildDhCatalogue', () => {
  it('indexes every store by id', () => {
    const built = buildDhCatalogue({
      cards,
      classes: [guardian, warrior],
      armor: armors,
      weapons,
      items: [],
    });
    expect(built.classes.get('warrior')).toBe(warrior);
    expect(built.cards.get('human')?.type).toBe('ancestry');
    expect(built.armor.get('gambeson-armor')?.score).toBe(3);
    expect(built.weapons.get('greatsword')?.burden).toBe(2);
    expect(built.items.size).toBe(0);
  });
});

describe('domainCardsOf', () => {
  it('lists the domains’ cards up to a level, by level then title', () => {
    const ids = domainCardsOf(catalogue, ['blade', 'bone'], 2).map((card) => card.id);
    expect(ids).toEqual([
      'deft-maneuvers',
      'get-back-up',
      'not-good-enough',
      'untouchable',
      'whirlwind',
      'a-soldiers-bond',
      'ferocity',
    ]);
  });

  it('leaves out ancestries, communities and other domains', () => {
    const found = domainCardsOf(catalogue, ['codex'], 10);
    expect(found.map((card) => card.id)).toEqual(['book-of-ava']);
  });
});
