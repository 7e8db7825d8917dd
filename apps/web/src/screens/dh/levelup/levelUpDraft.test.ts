import { describe, expect, it } from 'vitest';

import type { DhLevelUpOption, DhLevelUpOptions } from '@hearth/rules';

import type { LevelUpDraft } from './levelUpDraft.ts';
import {
  canAddAdvancement,
  choicesUsed,
  emptyAdvancement,
  emptyLevelUpDraft,
  levelUpRecord,
  newExperienceSlot,
} from './levelUpDraft.ts';

const option = (
  kind: DhLevelUpOption['kind'],
  slots: number,
  used = 0,
  cost: 1 | 2 = 1,
  available = true,
): DhLevelUpOption => ({ kind, slots, used, cost, available });

/** Level 5 (tier 3): an achievement level, where proficiency takes both choices. */
const OPTIONS: DhLevelUpOptions = {
  level: 5,
  tier: 3,
  achievements: { experience: true, proficiency: true, clearMarks: true },
  options: [
    option('traits', 3),
    option('hp', 2, 1),
    option('evasion', 1),
    option('proficiency', 1, 0, 2),
    option('multiclass', 1, 0, 2, false),
  ],
  cardMaxLevel: 5,
  markedTraits: [],
  cardChoices: [],
};

const draft = (changes: Partial<LevelUpDraft>): LevelUpDraft => ({
  ...emptyLevelUpDraft(),
  ...changes,
});

describe('the level-up draft', () => {
  it('counts proficiency as both of the level choices', () => {
    expect(choicesUsed(OPTIONS, draft({ advancements: [{ kind: 'proficiency' }] }))).toBe(2);
    expect(choicesUsed(OPTIONS, draft({ advancements: [{ kind: 'hp' }] }))).toBe(1);
  });

  it('offers an advancement only while it has a slot, is open, and the level has the choices', () => {
    const one = draft({ advancements: [{ kind: 'evasion' }] });
    // Evasion has one slot, now taken by this draft.
    expect(canAddAdvancement(OPTIONS, one, 'evasion')).toBe(false);
    // HP: one of two slots used before; one left.
    expect(canAddAdvancement(OPTIONS, one, 'hp')).toBe(true);
    // Proficiency costs two choices; one is spent.
    expect(canAddAdvancement(OPTIONS, one, 'proficiency')).toBe(false);
    expect(canAddAdvancement(OPTIONS, emptyLevelUpDraft(), 'proficiency')).toBe(true);
    expect(canAddAdvancement(OPTIONS, emptyLevelUpDraft(), 'multiclass')).toBe(false);
  });

  it('names what is still to choose, then gives the record', () => {
    const started = draft({ advancements: [emptyAdvancement('traits'), { kind: 'hp' }] });
    expect(levelUpRecord(OPTIONS, started).missing).toEqual(['experience', 'traits', 'card']);
    const done = draft({
      experience: ' Sailor ',
      advancements: [{ kind: 'traits', traits: ['AGL', 'KNW'] }, { kind: 'hp' }],
      card: 'whirlwind',
    });
    expect(levelUpRecord(OPTIONS, done)).toEqual({
      record: {
        level: 5,
        experience: 'Sailor',
        advancements: [{ kind: 'traits', traits: ['AGL', 'KNW'] }, { kind: 'hp' }],
        card: 'whirlwind',
      },
      missing: [],
    });
  });

  it('wants an exchange finished or switched off', () => {
    const base = { experience: 'Sailor', advancements: [{ kind: 'proficiency' as const }] };
    const half = draft({ ...base, card: 'x', exchange: { from: 'a', to: null } });
    expect(levelUpRecord(OPTIONS, half).missing).toEqual(['exchange']);
    const whole = draft({ ...base, card: 'x', exchange: { from: 'a', to: 'b' } });
    expect(levelUpRecord(OPTIONS, whole).record?.exchange).toEqual({ from: 'a', to: 'b' });
  });

  it('puts the new experience in the first unused slot, else the first without text', () => {
    const named = (text: string, mod = 2) => ({ text, mod });
    expect(newExperienceSlot({ experiences: [named('A'), named('B'), named('', 0)] })).toBe(2);
    expect(newExperienceSlot({ experiences: [named('A'), named('', 1), named('C')] })).toBe(3);
    const full = ['A', 'B', 'C', 'D', 'E'].map((text) => named(text));
    expect(newExperienceSlot({ experiences: full })).toBeNull();
  });
});
