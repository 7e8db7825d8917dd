import { describe, expect, it } from 'vitest';

import type { EquipmentItem } from '@hearth/rules';
import { deriveCharacter, errorsOf } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// Proficiencies against the real catalogue: Jack of All Trades, the 2024 rule on proficiencies
// and cantrips gained twice, armor without training. Each number is worked out from SRD 5.2.
const catalogue = rulesCatalogueOf(loadCatalogue());

const worn = (id: string, itemId: string): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  equipped: true,
});

describe('a level-6 bard with Jack of All Trades', () => {
  const bard = blankCharacter({
    background: 'acolyte',
    classes: [{ id: 'bard', level: 6, hit_dice: 0 }],
    attributes: { str: 8, dex: 14, con: 12, int: 10, wis: 12, cha: 16 },
    options: { 'bard-skills': ['performance', 'persuasion', 'deception'] },
  });
  const sheet = deriveCharacter(bard, catalogue);

  it('adds +1 (half of +3, rounded down) to every skill it lacks, with its source', () => {
    expect(sheet.proficiencyBonus).toBe(3);
    expect(sheet.skills.athletics.mod).toEqual({
      value: -1 + 1,
      terms: [
        { label: 'ability.str', value: -1 },
        { label: 'half-proficiency', value: 1, source: 'class:bard' },
      ],
    });
    expect(sheet.skills.performance.mod.value).toBe(3 + 3);
    // Acolyte: Insight and Religion proficient, no half bonus on top.
    expect(sheet.skills.insight.mod.value).toBe(1 + 3);
  });

  it('adds it to initiative too: +2 DEX, +1', () => {
    expect(sheet.initiative.value).toBe(3);
  });
});

describe('a Sage wizard who picked Arcana and History with the class', () => {
  const wizard = blankCharacter({
    specie: 'elf',
    background: 'sage',
    classes: [{ id: 'wizard', level: 1, hit_dice: 0 }],
    attributes: { str: 8, dex: 14, con: 13, int: 15, wis: 12, cha: 10 },
    options: {
      'wizard-skills': ['arcana', 'history'],
      'elf-elven-lineage-lineage': ['high-elf'],
      'elf-keen-senses-skill': ['perception'],
    },
    spells: { prestidigitation: { mechanic: 'sage-feat-wizard-cantrips' } },
  });
  const sheet = deriveCharacter(wizard, catalogue);

  it("flags both skills on the class's choice, naming the Sage", () => {
    const choice = sheet.choices.find((found) => found.key === 'wizard-skills');
    const duplicates = choice?.problems.filter((found) => found.key === 'proficiency.duplicate');
    expect(duplicates?.map((found) => found.params)).toEqual([
      { option: 'arcana', source: 'Sage' },
      { option: 'history', source: 'Sage' },
    ]);
    expect(errorsOf(sheet.problems)).toEqual([]);
  });

  it('flags Prestidigitation picked with Magic Initiate when the High Elf lineage gives it', () => {
    expect(sheet.duplicates.filter((found) => found.kind === 'cantrip')).toEqual([
      expect.objectContaining({
        id: 'prestidigitation',
        fix: { kind: 'choice', key: 'sage-feat-wizard-cantrips' },
      }),
    ]);
  });
});

describe("a rogue-criminal's Thieves' Tools", () => {
  it('offers another tool instead, applied once chosen', () => {
    const rogue = blankCharacter({
      background: 'criminal',
      classes: [{ id: 'rogue', level: 1, hit_dice: 0 }],
      options: { 'criminal-replace-thieves-tools': ['disguise-kit'] },
    });
    const sheet = deriveCharacter(rogue, catalogue);
    expect(sheet.proficiencies.tools).toMatchObject({ 'thieves-tools': 1, 'disguise-kit': 1 });
    expect(sheet.duplicates).toContainEqual(
      expect.objectContaining({
        id: 'thieves-tools',
        fix: { kind: 'replacement', key: 'criminal-replace-thieves-tools' },
      }),
    );
  });
});

describe('a wizard in chain mail', () => {
  const sheet = deriveCharacter(
    blankCharacter({ classes: [{ id: 'wizard', level: 1, hit_dice: 0 }] }),
    catalogue,
    [worn('mail', 'chain-mail')],
  );

  it('is warned, not refused: disadvantage on STR and DEX tests, Stealth hampered too', () => {
    expect(sheet.problems).toContainEqual(
      expect.objectContaining({ key: 'armor.untrained', severity: 'warning' }),
    );
    expect(sheet.skills.stealth.mod.disadvantage?.map((note) => note.reason)).toEqual([
      'armor.untrained',
      'armor.stealth',
    ]);
    expect(sheet.abilities.str.save.disadvantage).toHaveLength(1);
    expect(sheet.abilities.wis.save.disadvantage).toBeUndefined();
  });
});
