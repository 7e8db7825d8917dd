import { describe, expect, it } from 'vitest';

import type { CustomResource } from './character.ts';
import {
  addCustomResource,
  editCustomResource,
  newCustomPath,
  removeCustomResource,
  validateCustomResource,
} from './custom-resources.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { longRest } from './rests.ts';

const luck: CustomResource = { name: 'Lucky coin', max: 3, recovery: 'LONG', recoveryValue: 0 };
const PATH = 'custom-1700000000000';

const withLuck = (used = 0) => {
  const { character } = addCustomResource(fighter(), { ...luck, name: '  Lucky coin ' }, PATH);
  return used
    ? { ...character, resources: { ...character.resources, [`prop-${PATH}`]: used } }
    : character;
};

const resourceOf = (character: ReturnType<typeof fighter>) =>
  deriveCharacter(character, catalogue).resources.find((each) => each.key === `prop-${PATH}`);

describe('custom resources', () => {
  it('adds a resource the sheet lists as the player’s own, with a trimmed name', () => {
    const character = withLuck();
    expect(character.features.at(-1)).toEqual({
      id: PATH,
      path: PATH,
      title: 'Lucky coin',
      resource: luck,
    });
    expect(resourceOf(character)).toMatchObject({
      title: 'Lucky coin',
      max: 3,
      recovery: 'LONG',
      used: 0,
      custom: PATH,
    });
  });

  it('marks only custom resources as the player’s own', () => {
    const sheet = deriveCharacter(withLuck(), catalogue);
    const secondWind = sheet.resources.find((each) => each.key === 'prop-second-wind');
    expect(secondWind).toBeDefined();
    expect(secondWind?.custom).toBeUndefined();
  });

  it('renames and edits one, keeping the uses spent within the new maximum', () => {
    const renamed = editCustomResource(withLuck(2), PATH, {
      name: 'Luck of the draw',
      max: 5,
      recovery: 'SHORT',
      recoveryValue: 1,
    }).character;
    expect(resourceOf(renamed)).toMatchObject({
      title: 'Luck of the draw',
      max: 5,
      recovery: 'SHORT',
      recoveryValue: 1,
      used: 2,
    });
    expect(renamed.features.at(-1)?.title).toBe('Luck of the draw');
    const lowered = editCustomResource(withLuck(3), PATH, { ...luck, max: 1 }).character;
    expect(resourceOf(lowered)?.used).toBe(1);
    // The lowered count is valid for the sheet (and so for the server).
    const problems = deriveCharacter(lowered, catalogue).problems;
    expect(problems.filter((found) => found.path.startsWith('resources.'))).toEqual([]);
    const unlimited = editCustomResource(withLuck(3), PATH, { ...luck, max: 0 }).character;
    expect(resourceOf(unlimited)?.used).toBe(3);
  });

  it('keeps the title of a custom feat when its resource is renamed', () => {
    const feat = {
      ...fighter(),
      features: [{ id: 'custom-feat', path: PATH, title: 'Blessing of the Forge', resource: luck }],
    };
    const edited = editCustomResource(feat, PATH, { ...luck, name: 'Forge charges' }).character;
    expect(edited.features[0]).toMatchObject({
      title: 'Blessing of the Forge',
      resource: { name: 'Forge charges' },
    });
  });

  it('deletes one with its used count; the rests no longer restore it', () => {
    const removed = removeCustomResource(withLuck(2), PATH).character;
    expect(removed.features.some((each) => each.path === PATH)).toBe(false);
    expect(removed.resources[`prop-${PATH}`]).toBeUndefined();
    expect(resourceOf(removed)).toBeUndefined();
    const rested = longRest(
      removed,
      deriveCharacter(removed, catalogue).resources,
      catalogue.spells,
    );
    expect(rested.character.resources[`prop-${PATH}`]).toBeUndefined();
  });

  it('takes only the resource off a custom feat that had one', () => {
    const feat = {
      ...fighter(),
      features: [{ id: 'custom-feat', path: PATH, title: 'Blessing', resource: luck }],
    };
    const removed = removeCustomResource(feat, PATH).character;
    expect(removed.features).toEqual([{ id: 'custom-feat', path: PATH, title: 'Blessing' }]);
  });

  it('changes nothing for a path that is not a custom resource', () => {
    const character = withLuck();
    expect(editCustomResource(character, 'custom-nope', luck).character).toBe(character);
    expect(removeCustomResource(character, 'custom-nope').character).toBe(character);
  });

  it('checks the form: a name, whole numbers from 0, a known recovery', () => {
    expect(validateCustomResource(luck)).toEqual([]);
    expect(validateCustomResource({ ...luck, max: 0, recoveryValue: 0 })).toEqual([]);
    expect(validateCustomResource({ ...luck, name: '   ' })).toEqual([
      { path: 'name', key: 'resource.name' },
    ]);
    expect(
      validateCustomResource({ ...luck, max: -1, recoveryValue: Number.NaN }).map((p) => p.path),
    ).toEqual(['max', 'recoveryValue']);
    expect(
      validateCustomResource({ ...luck, recovery: 'DAWN' as CustomResource['recovery'] }),
    ).toEqual([{ path: 'recovery', key: 'choice.not-offered' }]);
    expect(validateCustomResource({ ...luck, name: 'x'.repeat(101) })[0]?.key).toBe(
      'resource.name-length',
    );
  });

  it('gives each new resource a path of its own', () => {
    const features = [{ id: 'a', path: 'custom-5' }];
    expect(newCustomPath([], 5)).toBe('custom-5');
    expect(newCustomPath(features, 5)).toBe('custom-5-2');
  });
});
