import { describe, expect, it } from 'vitest';

import { deriveCharacter } from './derive.ts';
import {
  blackBear,
  brownBear,
  druid,
  druidCatalogue,
  eagle,
  giantBat,
  owlbear,
  wolf,
} from './fixtures/wild-shape.ts';
import { longRest, shortRest } from './rests.ts';
import { WILD_SHAPE, wildShape } from './wild-shape.ts';
import type { BeastFormRules } from './wild-shape-forms.ts';
import { challengeRatingText, wildShapeEligibility, wildShapeLimits } from './wild-shape-forms.ts';

describe('wildShapeLimits (SRD 5.2 Druid table and Beast Shapes table)', () => {
  it.each([
    [1, undefined],
    [2, { uses: 2, knownForms: 4, maxCr: 0.25, fly: false }],
    [3, { uses: 2, knownForms: 4, maxCr: 0.25, fly: false }],
    [4, { uses: 2, knownForms: 6, maxCr: 0.5, fly: false }],
    [5, { uses: 2, knownForms: 6, maxCr: 0.5, fly: false }],
    [6, { uses: 3, knownForms: 6, maxCr: 0.5, fly: false }],
    [7, { uses: 3, knownForms: 6, maxCr: 0.5, fly: false }],
    [8, { uses: 3, knownForms: 8, maxCr: 1, fly: true }],
    [16, { uses: 3, knownForms: 8, maxCr: 1, fly: true }],
    [17, { uses: 4, knownForms: 8, maxCr: 1, fly: true }],
    [20, { uses: 4, knownForms: 8, maxCr: 1, fly: true }],
  ])('druid level %i → %o', (level, limits) => {
    expect(wildShapeLimits(level)).toEqual(limits);
  });

  it('writes challenge ratings as stat blocks do', () => {
    expect([0, 0.125, 0.25, 0.5, 1, 2].map(challengeRatingText)).toEqual([
      '0',
      '1/8',
      '1/4',
      '1/2',
      '1',
      '2',
    ]);
  });
});

const problems = (beast: BeastFormRules, level: number) =>
  wildShapeEligibility(beast, level).problems.map(({ key, params }) => ({ key, params }));

const FLY = { key: 'wild-shape.fly', params: { level: 8 } };
const cr = (value: string, max: string) => ({
  key: 'wild-shape.challenge',
  params: { cr: value, max },
});
const NOT_BEAST = { key: 'wild-shape.not-beast', params: { type: 'monstrosity' } };

describe('wildShapeEligibility', () => {
  it.each([
    // Wolf: CR 1/4, walks: allowed from level 2.
    ['wolf', wolf, 2, []],
    // Giant Bat: CR 1/4 but flies: a Fly Speed waits for level 8.
    ['giant bat', giantBat, 2, [FLY]],
    ['giant bat', giantBat, 4, [FLY]],
    ['giant bat', giantBat, 8, []],
    // Eagle: CR 0 flyer, the same.
    ['eagle', eagle, 7, [FLY]],
    ['eagle', eagle, 8, []],
    // Black Bear: CR 1/2 walker: above 1/4 at level 2, allowed from level 4.
    ['black bear', blackBear, 2, [cr('1/2', '1/4')]],
    ['black bear', blackBear, 4, []],
    ['black bear', blackBear, 8, []],
    // Brown Bear: CR 1: allowed from level 8.
    ['brown bear', brownBear, 2, [cr('1', '1/4')]],
    ['brown bear', brownBear, 4, [cr('1', '1/2')]],
    ['brown bear', brownBear, 8, []],
    // Owlbear: a CR 3 Monstrosity: never, and every reason is given.
    ['owlbear', owlbear, 2, [NOT_BEAST, cr('3', '1/4')]],
    ['owlbear', owlbear, 8, [NOT_BEAST, cr('3', '1')]],
    ['owlbear', owlbear, 20, [NOT_BEAST, cr('3', '1')]],
  ])('%s at druid level %i', (_name, beast, level, expected) => {
    expect(problems(beast, level)).toEqual(expected);
    expect(wildShapeEligibility(beast, level).allowed).toBe(expected.length === 0);
  });

  it('a flying beast above the CR gets both reasons', () => {
    const flyingBear = { ...blackBear, speed: { walk: 30, fly: 30 } };
    expect(problems(flyingBear, 2)).toEqual([cr('1/2', '1/4'), FLY]);
  });

  it('before level 2 there is no Wild Shape at all', () => {
    expect(wildShapeEligibility(wolf, 1)).toEqual({
      allowed: false,
      problems: [{ path: 'beast_id', key: 'wild-shape.level', params: { level: 2 } }],
    });
  });
});

describe('Wild Shape uses and rests', () => {
  const uses = (level: number) =>
    deriveCharacter(druid(level), druidCatalogue).resources.find((r) => r.key === WILD_SHAPE);

  it('the resource follows the Druid table: 2 at level 2, 3 at 6, 4 at 17', () => {
    expect(uses(1)).toBeUndefined();
    for (let level = 2; level <= 20; level += 1) {
      expect(uses(level)?.max, `level ${level}`).toBe(wildShapeLimits(level)?.uses);
    }
  });

  it('a Short Rest gives back one spent use, a Long Rest all of them', () => {
    const druid6 = druid(6);
    const resources = deriveCharacter(druid6, druidCatalogue).resources;
    let shaped = druid6;
    for (let taken = 0; taken < 3; taken += 1) {
      shaped = wildShape(shaped, { uses: 3, druidLevel: 6 }).character;
    }
    expect(shaped.resources[WILD_SHAPE]).toBe(3);
    const rested = shortRest(shaped, resources, druidCatalogue.spells).character;
    // 3 used − 1 back = 2 used.
    expect(rested.resources[WILD_SHAPE]).toBe(2);
    expect(
      shortRest(rested, resources, druidCatalogue.spells).character.resources[WILD_SHAPE],
    ).toBe(1);
    expect(longRest(shaped, resources, druidCatalogue.spells).character.resources[WILD_SHAPE]).toBe(
      0,
    );
  });
});
