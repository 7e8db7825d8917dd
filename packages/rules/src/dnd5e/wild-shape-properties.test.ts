import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { abilityModifier, proficiencyBonus } from './core.ts';
import { deriveCharacter } from './derive.ts';
import { druid, druidCatalogue } from './fixtures/wild-shape.ts';
import type { ProficiencyLevel } from './skills.ts';
import { SKILL_IDS, SKILLS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';
import type { BeastFormRules } from './wild-shape-forms.ts';
import { wildShapeEligibility } from './wild-shape-forms.ts';
import { FORM_ABILITIES, wildShapeSheet } from './wild-shape-sheet.ts';

const score = fc.integer({ min: 1, max: 30 });
const scores = fc.record(
  Object.fromEntries(ABILITIES.map((ability) => [ability, score])) as Record<Ability, typeof score>,
);
const modifier = fc.integer({ min: -5, max: 17 });
const CRS = [0, 0.125, 0.25, 0.5, 1, 2, 3, 5];

/** Any stat block: scores, listed saves and skills, a type, a CR and maybe a Fly Speed. */
const beastArb: fc.Arbitrary<BeastFormRules> = fc
  .record({
    type: fc.constantFrom('beast', 'monstrosity', 'fey'),
    cr: fc.constantFrom(...CRS),
    fly: fc.option(fc.integer({ min: 10, max: 90 }), { nil: undefined }),
    abilities: scores,
    saves: fc.dictionary(fc.constantFrom(...ABILITIES), modifier),
    skills: fc.dictionary(fc.constantFrom(...SKILL_IDS), modifier),
    ac: fc.integer({ min: 5, max: 25 }),
  })
  .map(({ fly, saves, ...rest }) => ({
    ...rest,
    id: 'beast',
    title: 'Beast',
    size: 2,
    speed: fly ? { walk: 30, fly } : { walk: 30 },
    saving_throws: saves,
    senses: {},
    actions: [],
  }));

const characterArb = fc.record({
  level: fc.integer({ min: 2, max: 20 }),
  attributes: scores,
  skills: fc.dictionary(fc.constantFrom(...SKILL_IDS), fc.constantFrom<ProficiencyLevel>(0, 1, 2)),
  exhaustion: fc.integer({ min: 0, max: 5 }),
});

describe('Wild Shape invariants (fixed seed)', () => {
  it('keeps HP, INT, WIS, CHA and PB; saves and skills never fall below the own proficient modifier over the form’s scores', () => {
    fc.assert(
      fc.property(characterArb, beastArb, (generated, beast) => {
        const character = druid(generated.level, {
          attributes: generated.attributes,
          skills: generated.skills,
          resources: { 'prop-exhaustion': generated.exhaustion },
        });
        const sheet = deriveCharacter(character, druidCatalogue);
        const form = wildShapeSheet(sheet, beast);
        const pb = proficiencyBonus(generated.level);
        const d20 = -2 * generated.exhaustion;
        expect(form.hp).toEqual(sheet.hp);
        expect(form.proficiencyBonus).toBe(pb);
        for (const ability of ['int', 'wis', 'cha'] as const) {
          expect(form.abilities[ability].score.value).toBe(generated.attributes[ability]);
        }
        const formScore = (ability: Ability) =>
          FORM_ABILITIES.includes(ability)
            ? beast.abilities[ability]
            : generated.attributes[ability];
        for (const ability of ABILITIES) {
          // The druid's saves are INT and WIS; a save the stat block lists is gained.
          const proficient =
            ability === 'int' || ability === 'wis' || beast.saving_throws?.[ability] !== undefined;
          const own = abilityModifier(formScore(ability)) + (proficient ? pb : 0) + d20;
          const listed =
            beast.saving_throws?.[ability] ?? abilityModifier(beast.abilities[ability]);
          expect(form.abilities[ability].save.mod.value).toBe(Math.max(own, listed + d20));
        }
        for (const skill of SKILL_IDS) {
          const listed = beast.skills?.[skill];
          const level = Math.max(generated.skills[skill] ?? 0, listed === undefined ? 0 : 1);
          const own = abilityModifier(formScore(SKILLS[skill])) + level * pb + d20;
          const mod = form.skills[skill].mod.value;
          expect(mod).toBeGreaterThanOrEqual(own);
          expect(mod).toBe(listed === undefined ? own : Math.max(own, listed + d20));
        }
        expect(form.passivePerception.value).toBe(10 + form.skills.perception.mod.value);
      }),
      { seed: 17, numRuns: 150 },
    );
  });

  it('eligibility only grows with the Druid level', () => {
    fc.assert(
      fc.property(
        beastArb,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (beast, first, second) => {
          const [low, high] = first <= second ? [first, second] : [second, first];
          const before = wildShapeEligibility(beast, low);
          const after = wildShapeEligibility(beast, high);
          if (before.allowed) expect(after.allowed).toBe(true);
          const earlier = new Set(before.problems.map((found) => found.key));
          // From level 2 on, a reason only goes away; the level reason stands for all others.
          if (low >= 2) {
            for (const found of after.problems) expect(earlier.has(found.key)).toBe(true);
          }
        },
      ),
      { seed: 29, numRuns: 300 },
    );
  });
});
