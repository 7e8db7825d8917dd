import { describe, expect, expectTypeOf, it } from 'vitest';

import type {
  BackgroundRules,
  BeastFormRules,
  BeastRules,
  ClassRules,
  FeatureRules,
  ItemRules,
  Mechanic as RulesMechanic,
  PresetRules,
  SpeciesRules,
  SpellRules,
} from '@hearth/rules';
import { SKILLS } from '@hearth/rules';

import { loadCatalogue } from './build/load.ts';
import { rulesCatalogueOf } from './rules-catalogue.ts';
import type { Background } from './schemas/background.ts';
import type { Beast } from './schemas/beast.ts';
import type { Class } from './schemas/class.ts';
import type { Feature } from './schemas/feature.ts';
import type { Item } from './schemas/item.ts';
import type { Mechanic } from './schemas/mechanic.ts';
import type { Preset } from './schemas/preset.ts';
import type { Rule } from './schemas/rule.ts';
import type { Species } from './schemas/species.ts';
import type { Spell } from './schemas/spell.ts';

const compiled = loadCatalogue();
const catalogue = rulesCatalogueOf(compiled);

describe('the catalogue is what the rules engine reads', () => {
  it('every schema type fits the engine’s structural type', () => {
    expectTypeOf<Mechanic>().toExtend<RulesMechanic>();
    expectTypeOf<Class>().toExtend<ClassRules>();
    expectTypeOf<Feature>().toExtend<FeatureRules>();
    expectTypeOf<Species>().toExtend<SpeciesRules>();
    expectTypeOf<Background>().toExtend<BackgroundRules>();
    expectTypeOf<Item>().toExtend<ItemRules>();
    expectTypeOf<Spell>().toExtend<SpellRules>();
    expectTypeOf<Beast>().toExtend<BeastRules>();
    expectTypeOf<Beast>().toExtend<BeastFormRules>();
    expectTypeOf<Preset>().toExtend<PresetRules>();
  });

  it('indexes every store by id', () => {
    expect(catalogue.classes.size).toBe(12);
    expect(catalogue.subclasses.size).toBe(12);
    expect(catalogue.spells.size).toBe(339);
    expect(catalogue.feats.size).toBe(compiled.features.entries.length - 12);
  });

  it('the skills table of the engine is the rules store’s', () => {
    const skills = (compiled.rules.entries as Rule[]).filter((rule) => rule.type === 'skill');
    expect(Object.fromEntries(skills.map((skill) => [skill.id, skill.ability]))).toEqual(SKILLS);
  });
});
