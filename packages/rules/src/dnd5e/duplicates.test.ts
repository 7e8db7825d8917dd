import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { errorsOf } from './problems.ts';

const derive = (character: Character) => deriveCharacter(character, catalogue);

describe('duplicate proficiencies (2024 rules: take another instead)', () => {
  it("flags a class skill the background also gives, on the class's choice, naming the background", () => {
    // The Soldier gives Athletics and Intimidation; the Fighter picked Athletics too.
    const sheet = derive(
      fighter({ skills: {}, options: { 'fighter-skills': ['athletics', 'perception'] } }),
    );
    expect(sheet.duplicates).toEqual([
      {
        kind: 'skill',
        id: 'athletics',
        sources: ['class:fighter', 'background:soldier'],
        fix: { kind: 'choice', key: 'fighter-skills' },
        fixes: 'class:fighter',
      },
    ]);
    const choice = sheet.choices.find((found) => found.key === 'fighter-skills');
    expect(choice?.problems).toEqual([
      {
        path: 'fighter-skills',
        key: 'proficiency.duplicate',
        params: { option: 'athletics', source: 'Soldier' },
        severity: 'warning',
      },
    ]);
    expect(errorsOf(sheet.problems)).toEqual([]);
  });

  it('clears once another skill is chosen, and ignores marks made by hand', () => {
    const fixed = derive(
      fighter({
        skills: { athletics: 1 },
        options: { 'fighter-skills': ['survival', 'perception'] },
      }),
    );
    expect(fixed.duplicates).toEqual([]);
    expect(fixed.problems.filter((found) => found.key === 'proficiency.duplicate')).toEqual([]);
  });

  it('offers a replacement when every source is fixed (Rogue and Criminal both give Thieves’ Tools)', () => {
    const rogue = fighter({
      classes: [{ id: 'rogue', level: 1 }],
      background: 'criminal',
      skills: {},
      options: { 'rogue-skills': ['acrobatics', 'perception', 'deception', 'insight'] },
    });
    const open = derive(rogue);
    expect(open.duplicates).toEqual([
      expect.objectContaining({
        kind: 'tool',
        id: 'thieves-tools',
        sources: ['class:rogue', 'background:criminal'],
        fix: { kind: 'replacement', key: 'criminal-replace-thieves-tools' },
      }),
    ]);
    const replacement = open.choices.find(
      (found) => found.key === 'criminal-replace-thieves-tools',
    );
    expect(replacement).toMatchObject({
      kind: 'mechanic',
      title: 'choice.replacement',
      source: { kind: 'background', id: 'criminal' },
      required: 1,
      chosen: [],
    });
    expect(replacement?.problems.map((found) => found.key)).toEqual(['choice.not-selected']);

    const chosen = derive({
      ...rogue,
      options: { ...rogue.options, 'criminal-replace-thieves-tools': ['playing-cards'] },
    });
    expect(chosen.proficiencies.tools).toMatchObject({ 'thieves-tools': 1, 'playing-cards': 1 });
    expect(chosen.training.tools.find((tool) => tool.id === 'playing-cards')?.sources).toEqual([
      'background:criminal',
    ]);
    expect(
      chosen.choices.find((found) => found.key === 'criminal-replace-thieves-tools')?.problems,
    ).toEqual([]);
  });

  it('refuses a replacement that is not a tool', () => {
    const rogue = fighter({
      classes: [{ id: 'rogue', level: 1 }],
      background: 'criminal',
      options: { 'criminal-replace-thieves-tools': ['arcana'] },
    });
    expect(errorsOf(derive(rogue).problems).map((found) => found.key)).toEqual([
      'choice.not-offered',
    ]);
  });
});

describe('duplicate cantrips', () => {
  const highElfWizard = (spells: Character['spells'], options: Character['options'] = {}) =>
    fighter({
      classes: [{ id: 'wizard', level: 1 }],
      specie: 'elf',
      skills: {},
      options: {
        'elf-lineage-lineage': ['high-elf'],
        'wizard-skills': ['arcana', 'history'],
        ...options,
      },
      spells,
    });

  it("flags Magic Initiate's pick of a cantrip the lineage gives, on that choice", () => {
    // The fixture's Acolyte gives Magic Initiate with the Wizard list.
    const sheet = derive({
      ...highElfWizard({ 'fire-bolt': { mechanic: 'acolyte-feat-wizard-cantrips' } }),
      background: 'acolyte',
    });
    expect(sheet.duplicates).toEqual([
      {
        kind: 'cantrip',
        id: 'fire-bolt',
        sources: ['species:elf', 'feat:magic-initiate'],
        fix: { kind: 'choice', key: 'acolyte-feat-wizard-cantrips' },
        fixes: 'feat:magic-initiate',
      },
    ]);
    const choice = sheet.choices.find((found) => found.key === 'acolyte-feat-wizard-cantrips');
    expect(choice?.problems).toContainEqual({
      path: 'acolyte-feat-wizard-cantrips',
      key: 'cantrip.duplicate',
      params: { spell: 'Fire Bolt', source: 'Elf' },
      severity: 'warning',
    });
  });

  it("flags a class cantrip the lineage gives, on the class's spell list", () => {
    const sheet = derive(highElfWizard({ 'fire-bolt': { prepared: true, class: 'wizard' } }));
    expect(sheet.duplicates).toEqual([
      expect.objectContaining({ id: 'fire-bolt', fix: { kind: 'spells', key: 'spells.wizard' } }),
    ]);
    expect(sheet.problems).toContainEqual({
      path: 'spells.wizard',
      key: 'cantrip.duplicate',
      params: { spell: 'Fire Bolt', source: 'Elf' },
      severity: 'warning',
    });
    expect(derive(highElfWizard({ light: { prepared: true } })).duplicates).toEqual([]);
  });
});
