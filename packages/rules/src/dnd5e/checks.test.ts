import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { markSkill } from './skills.ts';

const derive = (character: Character, items: EquipmentItem[] = []) =>
  deriveCharacter(character, catalogue, items);

const worn = (id: string, itemId: string): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  equipped: true,
});

const labels = (terms: { label: string; value: number; source?: string }[]) =>
  terms.map((term) => `${term.label} ${term.value}${term.source ? ` ${term.source}` : ''}`);

/** A level-1 human Wizard with Arcana and History from the class (the Soldier gives the rest). */
const wizard = (overrides: Partial<Character> = {}) =>
  fighter({
    classes: [{ id: 'wizard', level: 1 }],
    attributes: { str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 10 },
    skills: {},
    options: { 'wizard-skills': ['arcana', 'history'] },
    ...overrides,
  });

describe('skill proficiency and where it comes from', () => {
  it("reports a class skill as granted by the class's choice, not as marked by hand", () => {
    const { skills } = derive(wizard());
    expect(skills.arcana).toMatchObject({ proficiency: 1, granted: 1, manual: 0 });
    expect(skills.arcana.sources).toEqual([
      {
        level: 1,
        source: 'class:wizard',
        path: 'wizard',
        mechanic: 'skills',
        choice: 'wizard-skills',
      },
    ]);
    expect(skills.arcana.mod.value).toBe(3 + 2);
    // The Soldier's skills are fixed: no choice to point to.
    expect(skills.intimidation.sources).toEqual([
      { level: 1, source: 'background:soldier', path: 'soldier', mechanic: 'skills' },
    ]);
  });

  it('layers the manual mark over what is granted: Expertise on top, a plain mark on its own', () => {
    const { skills } = derive(wizard({ skills: { arcana: 2, nature: 1 } }));
    expect(skills.arcana).toMatchObject({ proficiency: 2, granted: 1, manual: 2 });
    expect(labels(skills.arcana.mod.terms)).toEqual(['ability.int 3', 'expertise 4 sheet']);
    expect(skills.nature).toMatchObject({ proficiency: 1, granted: 0, manual: 1 });
    expect(skills.nature.sources.map((from) => from.source)).toEqual(['sheet']);
  });

  it('keeps the granted level when the manual mark is lower', () => {
    const { skills } = derive(wizard({ skills: { arcana: 0 } }));
    expect(skills.arcana).toMatchObject({ proficiency: 1, granted: 1, manual: 0 });
  });
});

describe('Jack of All Trades (SRD 5.2)', () => {
  const bard = (level: number, overrides: Partial<Character> = {}) =>
    fighter({
      classes: [{ id: 'bard', level }],
      attributes: { str: 10, dex: 14, con: 12, int: 10, wis: 12, cha: 16 },
      skills: {},
      options: { 'bard-skills': ['performance', 'persuasion', 'deception'] },
      ...overrides,
    });

  it('adds half the proficiency bonus, rounded down, to checks without proficiency', () => {
    // Level 5: proficiency +3, half of it rounded down +1.
    const { skills } = derive(bard(5));
    expect(labels(skills.arcana.mod.terms)).toEqual([
      'ability.int 0',
      'half-proficiency 1 class:bard',
    ]);
    expect(skills.stealth.mod.value).toBe(2 + 1);
    expect(skills.perception.passive.value).toBe(10 + 1 + 1);
  });

  it('leaves proficient skills alone and adds nothing before level 2', () => {
    const { skills } = derive(bard(5));
    expect(labels(skills.performance.mod.terms)).toEqual([
      'ability.cha 3',
      'proficiency 3 class:bard',
    ]);
    expect(derive(bard(1)).skills.arcana.mod.value).toBe(0);
  });

  it('adds to initiative too, unless a bonus already adds the proficiency bonus (Alert)', () => {
    // Level 9: proficiency +4, half +2.
    expect(labels(derive(bard(9)).initiative.terms)).toEqual([
      'ability.dex 2',
      'half-proficiency 2 class:bard',
    ]);
    const alert = bard(9, { features: [{ id: 'alert', path: 'alert' }] });
    expect(labels(derive(alert).initiative.terms)).toEqual(['ability.dex 2', 'bonus 4 feat:alert']);
  });
});

describe('armor and disadvantage', () => {
  it('marks every Strength and Dexterity test in armor without training, as data', () => {
    const sheet = derive(wizard(), [worn('a', 'scale-mail')]);
    const untrained = { reason: 'armor.untrained', source: 'item:scale-mail' };
    expect(sheet.armorHindrance).toMatchObject({ untrained: 'scale-mail' });
    expect(sheet.skills.athletics.mod.disadvantage).toEqual([untrained]);
    expect(sheet.skills.acrobatics.mod.disadvantage).toEqual([untrained]);
    expect(sheet.skills.arcana.mod.disadvantage).toBeUndefined();
    expect(sheet.abilities.str.save.disadvantage).toEqual([untrained]);
    expect(sheet.abilities.dex.save.disadvantage).toEqual([untrained]);
    expect(sheet.abilities.int.save.disadvantage).toBeUndefined();
    expect(sheet.initiative.disadvantage).toEqual([untrained]);
    expect(sheet.attacks.find((attack) => attack.id === 'unarmed')?.toHit.disadvantage).toEqual([
      untrained,
    ]);
  });

  it('warns without refusing: no spellcasting and disadvantage, the character stays valid', () => {
    const sheet = derive(wizard(), [worn('a', 'scale-mail'), worn('s', 'shield')]);
    const armor = sheet.problems.filter((found) => found.path === 'armor');
    expect(armor).toEqual([
      {
        path: 'armor',
        key: 'armor.untrained',
        params: { item: 'scale-mail' },
        severity: 'warning',
      },
      { path: 'armor', key: 'shield.untrained', params: { item: 'shield' }, severity: 'warning' },
    ]);
  });

  it("puts armor's Stealth disadvantage in the Stealth breakdown, even when trained", () => {
    const sheet = derive(fighter(), [worn('a', 'chain-mail')]);
    expect(sheet.skills.stealth.mod.disadvantage).toEqual([
      { reason: 'armor.stealth', source: 'item:chain-mail' },
    ]);
    expect(sheet.skills.acrobatics.mod.disadvantage).toBeUndefined();
    expect(sheet.abilities.dex.save.disadvantage).toBeUndefined();
    expect(derive(fighter(), [worn('a', 'leather-armor')]).skills.stealth.mod.disadvantage).toBe(
      undefined,
    );
  });
});

describe('the proficiency bonus', () => {
  it('has a breakdown: 2, plus 1 every 4 levels after the first', () => {
    expect(labels(derive(fighter()).proficiencyBreakdown.terms)).toEqual([
      'base 2',
      'proficiency-level 1 level:5',
    ]);
    const first = derive(fighter({ classes: [{ id: 'fighter', level: 1 }] })).proficiencyBreakdown;
    expect(first.value).toBe(2);
  });
});

describe('marking a skill by hand', () => {
  it('adds proficiency or expertise, clears a mark the grant makes needless, never removes a grant', () => {
    const character = wizard();
    expect(markSkill(character, 'arcana', 2, 1).skills).toEqual({ arcana: 2 });
    expect(markSkill(character, 'nature', 1, 0).skills).toEqual({ nature: 1 });
    expect(markSkill(character, 'arcana', 0, 1)).toBe(character);
    const marked = wizard({ skills: { arcana: 2 } });
    expect(markSkill(marked, 'arcana', 1, 1).skills).toEqual({ arcana: 0 });
    expect(markSkill(marked, 'arcana', 2, 1)).toBe(marked);
  });
});
