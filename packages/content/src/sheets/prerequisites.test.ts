import { describe, expect, it } from 'vitest';

import type { Character } from '@hearth/rules';
import {
  deriveCharacter,
  englishNames,
  errorsOf,
  prerequisiteFacts,
  problemSentence,
  problemText,
  reasonsUnavailable,
} from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// Prerequisites of the real SRD 5.2 catalogue, worked out by hand from the SRD.
const catalogue = rulesCatalogueOf(loadCatalogue());
const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';

const english = (found: Parameters<typeof problemSentence>[0]) =>
  problemSentence(found, englishNames(catalogue), (key, params) => problemText({ key, params }));

function warlock(level: number, overrides: Partial<Character> = {}): Character {
  return blankCharacter({
    background: 'sage',
    classes: [{ id: 'warlock', level, hit_dice: 0 }],
    attributes: { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 },
    ...overrides,
  });
}

const invocation = (id: string) => ({ id, path: `${INVOCATIONS}-${id}`, choice: INVOCATIONS });

const factsOf = (character: Character) =>
  prerequisiteFacts(character, deriveCharacter(character, catalogue), catalogue);

const available = (character: Character, type: number) =>
  [...catalogue.feats.values()]
    .filter((feat) => feat.type === type)
    .filter(
      (feat) => reasonsUnavailable({ kind: 'feat', id: feat.id }, factsOf(character)).length === 0,
    )
    .map((feat) => feat.id)
    .sort();

describe('eldritch invocations', () => {
  it('at Warlock 1 offers only the five without a prerequisite', () => {
    expect(available(warlock(1), 7)).toEqual([
      'armor-of-shadows',
      'eldritch-mind',
      'pact-of-the-blade',
      'pact-of-the-chain',
      'pact-of-the-tome',
    ]);
  });

  it('keeps Lifedrinker for a level-9 Warlock with Pact of the Blade, and says why otherwise', () => {
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'lifedrinker' }, factsOf(warlock(1))).map(english),
    ).toEqual(['Lifedrinker: Needs Warlock level 9', 'Lifedrinker: Needs Pact of the Blade']);
    const bladeless = warlock(9);
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'lifedrinker' }, factsOf(bladeless)).map(english),
    ).toEqual(['Lifedrinker: Needs Pact of the Blade']);
    const blade = warlock(9, { features: [invocation('pact-of-the-blade')] });
    expect(reasonsUnavailable({ kind: 'feat', id: 'lifedrinker' }, factsOf(blade))).toEqual([]);
  });

  it('refuses Lifedrinker chosen at Warlock 1, naming the level and the pact', () => {
    const sheet = deriveCharacter(warlock(1, { features: [invocation('lifedrinker')] }), catalogue);
    const choice = sheet.choices.find((entry) => entry.key === INVOCATIONS);
    expect(errorsOf(choice?.problems ?? [])).toEqual([
      {
        path: INVOCATIONS,
        key: 'feat.class-level',
        params: { feat: 'lifedrinker', class: 'warlock', level: 9 },
      },
      {
        path: INVOCATIONS,
        key: 'feat.feature',
        params: { feat: 'lifedrinker', feature: 'pact-of-the-blade' },
      },
    ]);
  });

  it('needs a damaging Warlock cantrip for Agonizing Blast, and one with an attack roll for Repelling Blast', () => {
    const none = warlock(2);
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'agonizing-blast' }, factsOf(none)).map(english),
    ).toEqual(['Agonizing Blast: Needs a Warlock cantrip you know that deals damage']);
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'repelling-blast' }, factsOf(none)).map(english),
    ).toEqual([
      'Repelling Blast: Needs a Warlock cantrip you know that deals damage with an attack roll',
    ]);
    // Mage Hand is a Warlock cantrip but deals no damage; Eldritch Blast does, by an attack roll.
    const handOnly = warlock(2, { spells: { 'mage-hand': { prepared: true, class: 'warlock' } } });
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'agonizing-blast' }, factsOf(handOnly)),
    ).toHaveLength(1);
    const blaster = warlock(2, {
      spells: { 'eldritch-blast': { prepared: true, class: 'warlock' } },
    });
    expect(reasonsUnavailable({ kind: 'feat', id: 'agonizing-blast' }, factsOf(blaster))).toEqual(
      [],
    );
    expect(reasonsUnavailable({ kind: 'feat', id: 'repelling-blast' }, factsOf(blaster))).toEqual(
      [],
    );
  });
});

describe('feats', () => {
  it('keeps epic boons for level 19: none at level 6, six of seven at 19', () => {
    const fighter = (level: number) =>
      blankCharacter({
        classes: [{ id: 'fighter', level, hit_dice: 0 }],
        attributes: { str: 16, dex: 12, con: 14, int: 10, wis: 10, cha: 10 },
      });
    expect(available(fighter(6), 5)).toEqual([]);
    expect(available(fighter(19), 5)).toHaveLength(6);
    // Boon of Spell Recall also needs the Spellcasting feature, which a fighter lacks.
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'boon-of-spell-recall' }, factsOf(fighter(19))).map(
        english,
      ),
    ).toEqual(['Boon of Spell Recall: Needs Spellcasting']);
  });

  it('refuses an epic boon added from the feats page at level 6', () => {
    const fighter = blankCharacter({
      classes: [{ id: 'fighter', level: 6, hit_dice: 0 }],
      features: [{ id: 'boon-of-fate', path: 'feat-boon-of-fate' }],
    });
    expect(errorsOf(deriveCharacter(fighter, catalogue).problems)).toContainEqual({
      path: 'features.feat-boon-of-fate',
      key: 'feat.level',
      params: { feat: 'boon-of-fate', level: 19 },
    });
  });
});

describe('Scholar (wizard level 2)', () => {
  const wizard = (pick: string) =>
    blankCharacter({
      background: 'sage',
      classes: [{ id: 'wizard', level: 2, hit_dice: 0 }],
      options: { 'wizard-skills': ['insight', 'investigation'], 'wizard-scholar-scholar': [pick] },
    });

  it('gives Expertise in a listed skill the wizard is proficient in', () => {
    // The sage background gives Arcana and History; the class, Insight and Investigation.
    const sheet = deriveCharacter(wizard('arcana'), catalogue);
    expect(sheet.skills.arcana.proficiency).toBe(2);
    expect(sheet.choices.find((c) => c.key === 'wizard-scholar-scholar')?.problems).toEqual([]);
  });

  it('refuses a listed skill the wizard is not proficient in, naming it', () => {
    const sheet = deriveCharacter(wizard('nature'), catalogue);
    const problems = sheet.choices.find((c) => c.key === 'wizard-scholar-scholar')?.problems ?? [];
    expect(errorsOf(problems).map(english)).toEqual(['Expertise needs proficiency in Nature']);
  });
});
