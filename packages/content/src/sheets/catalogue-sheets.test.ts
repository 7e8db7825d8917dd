import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Character, CharacterFeature } from '@hearth/rules';
import {
  ABILITY_METHODS,
  deriveCharacter,
  draftCharacter,
  errorsOf,
  sneakAttackDice,
  suggestedDraft,
  WIZARD_STEPS,
  wizardStepProblems,
} from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// The whole catalogue through the engine: every class at every level, every species trait and
// option, every feat, every wizard proposal. A content change the engine cannot read fails here.
const catalogue = rulesCatalogueOf(loadCatalogue());
const classIds = [...catalogue.classes.keys()];
const speciesIds = [...catalogue.species.keys()];
const backgroundIds = [...catalogue.backgrounds.keys()];

const blank = (overrides: Partial<Character>) =>
  blankCharacter({
    background: 'soldier',
    attributes: { str: 13, dex: 14, con: 14, int: 12, wis: 13, cha: 13 },
    hp: { current: 1, max: 1, max_mod: 0, temp: 0 },
    ...overrides,
  });

/** Picks the first offer of every inline choice and a valid feature for every feature choice. */
function withEveryChoiceMade(character: Character): Character {
  let current = character;
  for (let round = 0; round < 4; round += 1) {
    const sheet = deriveCharacter(current, catalogue);
    const options = { ...current.options };
    const features: CharacterFeature[] = [...current.features];
    for (const choice of sheet.choices) {
      if (choice.chosen.length > 0 || choice.fixed) continue;
      if (choice.kind === 'options' && choice.offered)
        options[choice.key] = choice.offered.slice(0, 1);
      if (choice.kind === 'features') {
        const subclass = [...catalogue.subclasses.values()].find(
          (s) => s.class === choice.source.id,
        );
        const feat = [...catalogue.feats.values()].find(
          (f) => f.type === choice.featureType && !f.prerequisite,
        );
        const id = choice.featureType === 2 ? subclass?.id : feat?.id;
        if (id) features.push({ id, path: `${choice.key}-taken`, choice: choice.key });
      }
    }
    current = { ...current, options, features };
  }
  return current;
}

describe('every class at every level', () => {
  it.each(classIds)('%s derives from level 1 to 20 with what the content names', (classId) => {
    for (let level = 1; level <= 20; level += 1) {
      const character = withEveryChoiceMade(blank({ classes: [{ id: classId, level }] }));
      const sheet = deriveCharacter(character, catalogue);
      expect(sheet.level).toBe(level);
      const unknown = sheet.problems.filter((p) => p.key.endsWith('.unknown'));
      expect(unknown, `${classId} ${level}`).toEqual([]);
      for (const resource of sheet.resources) {
        expect(resource.max, `${classId} ${level} ${resource.key}`).toBeGreaterThanOrEqual(0);
      }
      const casting = catalogue.classes.get(classId)!.spellcasting;
      expect(sheet.spellcasting.length, `${classId} ${level}`).toBe(casting ? 1 : 0);
    }
  });

  it('gives the Rogue the Sneak Attack of its table: half the level rounded up, in d6', () => {
    const rogue = catalogue.classes.get('rogue')!;
    for (const row of rogue.table) {
      expect(row.columns?.['sneak-attack'], `level ${row.level}`).toBe(sneakAttackDice(row.level));
    }
  });
});

describe('every species and background', () => {
  it.each(speciesIds)('%s with each of its options', (speciesId) => {
    const species = catalogue.species.get(speciesId)!;
    for (const trait of species.traits) {
      for (const choice of trait.choices ?? []) {
        for (const option of choice.options ?? []) {
          const character = blank({
            specie: speciesId,
            classes: [{ id: 'fighter', level: 20 }],
            options: { [`${speciesId}-${trait.id}-${choice.id}`]: [option.id] },
          });
          const sheet = deriveCharacter(character, catalogue);
          expect(sheet.problems.filter((p) => p.key.endsWith('.unknown'))).toEqual([]);
          expect(sheet.speed.value).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each(backgroundIds)('%s gives its two skills and its feat', (backgroundId) => {
    const background = catalogue.backgrounds.get(backgroundId)!;
    const sheet = deriveCharacter(
      blank({ background: backgroundId, classes: [{ id: 'wizard', level: 1 }] }),
      catalogue,
    );
    for (const skill of background.skills)
      expect(sheet.skills[skill as 'arcana'].proficiency).toBe(1);
    expect(sheet.features.map((f) => f.id)).toContain(background.feat);
  });
});

describe('every feat and invocation', () => {
  it('applies when taken freely', () => {
    for (const feat of catalogue.feats.values()) {
      const character = withEveryChoiceMade(
        blank({
          classes: [{ id: 'warlock', level: 20 }],
          features: [{ id: feat.id, path: `feat-${feat.id}` }],
        }),
      );
      const sheet = deriveCharacter(character, catalogue);
      expect(
        sheet.features.map((f) => f.id),
        feat.id,
      ).toContain(feat.id);
      expect(
        sheet.problems.filter((p) => p.key.endsWith('.unknown')),
        feat.id,
      ).toEqual([]);
    }
  });
});

describe("the wizard's proposals on the SRD catalogue", () => {
  it('are valid at every step, and the character they make has no errors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...classIds),
        fc.constantFrom(...backgroundIds),
        fc.constantFrom(...speciesIds),
        fc.constantFrom(ABILITY_METHODS.array, ABILITY_METHODS.pointBuy),
        (classId, backgroundId, speciesId, method) => {
          const draft = suggestedDraft(catalogue, {
            classId,
            backgroundId,
            speciesId,
            method,
            name: 'Ash',
          });
          for (const step of WIZARD_STEPS) {
            expect(wizardStepProblems(step, draft, catalogue), step).toEqual([]);
          }
          const sheet = deriveCharacter(draftCharacter(draft), catalogue);
          expect(errorsOf(sheet.problems)).toEqual([]);
          expect(sheet.hp.differsFromRecommended).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
