import { describe, expect, it } from 'vitest';

import type {
  DhAncestryCard,
  DhCardEntry,
  DhCommunityCard,
  DhFeature,
  DhItemEntry,
} from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import { readReference } from './reference-data.ts';

const catalogue = compileCatalogue(ENTRIES_DIR);
const cards = catalogue['dh-cards'].entries as DhCardEntry[];
const ancestries = cards.filter((card): card is DhAncestryCard => card.type === 'ancestry');
const communities = cards.filter((card): card is DhCommunityCard => card.type === 'community');
// The same store holds the consumables, written separately.
const items = (catalogue['dh-items'].entries as DhItemEntry[]).filter(
  (item) => item.kind === 'item',
);

/** daggersearch's localised text and rich-text blocks. */
interface Localised {
  'en-US': string;
}
interface RefFeature {
  name?: Localised;
  description: { paragraph?: Localised }[];
}
interface RefAncestry {
  name: Localised;
  features: RefFeature[];
}
interface RefCommunity {
  name: Localised;
  personalities: Localised[];
  features: RefFeature[];
}
interface RefItem {
  name: Localised;
  features: RefFeature[];
}

const refAncestries = readReference<RefAncestry[]>('daggerheart-daggersearch/core/ancestries.json');
const refCommunities = readReference<RefCommunity[]>(
  'daggerheart-daggersearch/core/communities.json',
);
const refItems = readReference<RefItem[]>('daggerheart-daggersearch/core/items.json');

/** Our ids: the English name in lower case, apostrophes dropped, other runs of non-alphanumerics as `-`. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const textOf = (feature: RefFeature) =>
  feature.description.map((block) => block.paragraph?.['en-US'] ?? '').join(' ');

/**
 * The numbers and dice a text states (`3`, `+1`, `d8`, `2d6`, the `12` of "Instinct Roll (12)"):
 * our rewording must keep every one of the reference's.
 */
const numbersIn = (text: string) => new Set(text.match(/\+?\d*d\d+|\+?\d+/g) ?? []);

function missingNumbers(ours: string, theirs: string): string[] {
  const kept = numbersIn(ours);
  return [...numbersIn(theirs)].filter((number) => !kept.has(number));
}

const featureTitles = (features: DhFeature[]) => features.map((feature) => feature.title);

describe('Daggerheart ancestries against the reference data', () => {
  const byId = new Map(ancestries.map((ancestry) => [ancestry.id, ancestry]));

  it('has the 18 ancestries of the SRD, and no other', () => {
    expect(refAncestries).toHaveLength(18);
    expect(ancestries.map((ancestry) => ancestry.id).sort()).toEqual(
      refAncestries.map((ref) => slug(ref.name['en-US'])).sort(),
    );
  });

  it.each(refAncestries.map((ref) => [ref.name['en-US'], ref] as const))(
    '%s has its title and its two features in the SRD order, with their numbers',
    (name, ref) => {
      const ours = byId.get(slug(name))!;
      expect(ours.title).toBe(name);
      expect(featureTitles(ours.features)).toEqual(ref.features.map((f) => f.name?.['en-US']));
      ours.features.forEach((feature, index) => {
        expect(missingNumbers(feature.description, textOf(ref.features[index]!))).toEqual([]);
      });
    },
  );

  it('carries exactly the always-on bonuses as modifiers', () => {
    const modified = ancestries.flatMap((ancestry) =>
      ancestry.features
        .filter((feature) => feature.modifiers)
        .map((feature) => [`${ancestry.id}/${feature.title}`, feature.modifiers]),
    );
    expect(Object.fromEntries(modified)).toEqual({
      'galapa/Shell': [{ target: 'thresholds', value: 'proficiency' }],
      'giant/Endurance': [{ target: 'hp', value: 1 }],
      'human/High Stamina': [{ target: 'stress', value: 1 }],
      'simiah/Nimble': [{ target: 'evasion', value: 1 }],
    });
  });
});

describe('Daggerheart communities against the reference data', () => {
  const byId = new Map(communities.map((community) => [community.id, community]));

  it('has the 9 communities of the SRD, and no other', () => {
    expect(refCommunities).toHaveLength(9);
    expect(communities.map((community) => community.id).sort()).toEqual(
      refCommunities.map((ref) => slug(ref.name['en-US'])).sort(),
    );
  });

  it.each(refCommunities.map((ref) => [ref.name['en-US'], ref] as const))(
    '%s has its title, its words for its people and its feature, with its numbers',
    (name, ref) => {
      const ours = byId.get(slug(name))!;
      expect(ours.title).toBe(name);
      expect(ours.adjectives).toEqual(ref.personalities.map((word) => word['en-US']));
      expect(featureTitles(ours.features)).toEqual(ref.features.map((f) => f.name?.['en-US']));
      expect(missingNumbers(ours.features[0]!.description, textOf(ref.features[0]!))).toEqual([]);
    },
  );

  it('has no always-on numbers (every community feature is situational)', () => {
    expect(
      communities.flatMap((community) => community.features).filter((f) => f.modifiers),
    ).toEqual([]);
  });
});

describe('Daggerheart loot items against the reference data', () => {
  const byId = new Map(items.map((item) => [item.id, item]));

  it('has the 60 loot items of the SRD, and no other', () => {
    expect(refItems).toHaveLength(60);
    expect(items.map((item) => item.id).sort()).toEqual(
      refItems.map((ref) => slug(ref.name['en-US'])).sort(),
    );
  });

  it.each(refItems.map((ref) => [ref.name['en-US'], ref] as const))(
    '%s has its title and keeps its numbers',
    (name, ref) => {
      const ours = byId.get(slug(name))!;
      expect(ours.title).toBe(name);
      expect(missingNumbers(ours.description, ref.features.map(textOf).join(' '))).toEqual([]);
    },
  );
});
