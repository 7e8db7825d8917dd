import { describe, expect, it } from 'vitest';

import { emptyDhDraft } from '@hearth/rules';

import { initialDhWizardState, parseDhWizardState } from './dhWizardStorage.ts';

describe('the kept wizard state', () => {
  it('starts afresh from nothing, broken JSON or something else', () => {
    for (const text of [null, '', '{not json', '[1,2]', '"draft"']) {
      expect(parseDhWizardState(text)).toEqual(initialDhWizardState());
    }
  });

  it('gives back what was kept', () => {
    const state = {
      draft: {
        ...emptyDhDraft(),
        class: 'wizard',
        subclass: 'school-of-knowledge',
        ancestries: ['elf', 'orc'],
        traits: { AGL: -1, STR: 0, FNS: 0, INS: 1, PRE: 1, KNW: 2 },
        cards: ['book-of-ava'],
        primary: 'hand-runes',
        experiences: [
          { text: 'Scholar', mod: 2 },
          { text: '', mod: 2 },
        ],
        name: 'Wren',
        avatar: 'data:image/jpeg;base64,AAAA',
        classItem: 'a tiny harmless elemental pet',
      },
      step: 'primary' as const,
      reached: 9,
      mixedAncestry: true,
    };
    expect(parseDhWizardState(JSON.stringify(state))).toEqual(state);
  });

  it('replaces each unusable field alone, and never reaches beyond the last step', () => {
    const parsed = parseDhWizardState(
      JSON.stringify({
        draft: {
          class: 7,
          traits: { AGL: 'two', STR: null, KNW: 1.5 },
          cards: ['a', 3, 'b'],
          experiences: 'none',
          avatar: 'javascript:alert(1)',
          name: 'Kept',
        },
        step: 'nowhere',
        reached: 99,
      }),
    );
    const fresh = emptyDhDraft();
    expect(parsed.step).toBe('class');
    expect(parsed.reached).toBe(10);
    expect(parsed.draft).toMatchObject({
      class: null,
      cards: ['a', 'b'],
      experiences: fresh.experiences,
      avatar: null,
      name: 'Kept',
    });
    expect(parsed.draft.traits).toEqual({ ...fresh.traits, STR: null });
  });
});
