import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Rule } from '../schemas/rule.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference, sharesProse } from './reference-data.ts';

interface Open5eDescription {
  desc: string;
}

const rules = compileCatalogue(ENTRIES_DIR).rules.entries as Rule[];
const ofType = (type: Rule['type']) => rules.filter((rule) => rule.type === type);

function referenceOf(file: string) {
  return new Map(
    readReference<Open5eRecord<Open5eDescription>[]>(file).map((record) => [
      open5eId(record.pk),
      record.fields,
    ]),
  );
}

describe.each([
  ['condition', 'srd52-open5e/ConditionDescription.json', 15],
  ['skill', 'srd52-open5e/SkillDescription.json', 18],
] as const)('SRD 5.2 %ss against the reference data', (type, file, count) => {
  const reference = referenceOf(file);
  const ours = ofType(type);

  it(`has exactly the ${count} SRD entries, each titled by its name`, () => {
    expect(ours).toHaveLength(count);
    expect(ours.map((rule) => rule.id).sort()).toEqual([...reference.keys()].sort());
    for (const rule of ours) {
      expect(rule.title.toLowerCase().replace(/ /g, '-'), rule.id).toBe(rule.id);
    }
  });

  it('words every description in our own words', () => {
    const copied = ours.filter((rule) =>
      sharesProse(rule.description, reference.get(rule.id)?.desc ?? ''),
    );
    expect(copied.map((rule) => rule.id)).toEqual([]);
  });
});

describe('rules entries', () => {
  it('give each skill the ability of the SRD skill list', () => {
    const abilities = Object.fromEntries(ofType('skill').map((rule) => [rule.id, rule.ability]));
    expect(abilities).toEqual({
      acrobatics: 'dex',
      'animal-handling': 'wis',
      arcana: 'int',
      athletics: 'str',
      deception: 'cha',
      history: 'int',
      insight: 'wis',
      intimidation: 'cha',
      investigation: 'int',
      medicine: 'wis',
      nature: 'int',
      perception: 'wis',
      performance: 'cha',
      persuasion: 'cha',
      religion: 'int',
      'sleight-of-hand': 'dex',
      stealth: 'dex',
      survival: 'wis',
    });
  });

  it('have the three spell components', () => {
    expect(
      ofType('component')
        .map((rule) => rule.abbreviation)
        .sort(),
    ).toEqual(['M', 'S', 'V']);
  });

  it('mark the conditions that bring Incapacitated and Prone with them', () => {
    const byId = new Map(rules.map((rule) => [rule.id, rule]));
    expect(byId.get('incapacitated')?.implied_by?.sort()).toEqual([
      'paralyzed',
      'petrified',
      'stunned',
      'unconscious',
    ]);
    expect(byId.get('prone')?.implied_by).toEqual(['unconscious']);
  });
});
