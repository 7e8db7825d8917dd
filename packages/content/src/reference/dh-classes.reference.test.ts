import { describe, expect, it } from 'vitest';

import type { DhClassEntry, DhFeature, DhSubclassEntry, DhTrait } from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import { readReference } from './reference-data.ts';

/** daggersearch's localised text: `{ "en-US": "…" }`. */
interface Localised {
  'en-US': string;
}

interface RefFeature {
  name?: Localised;
  description: { paragraph?: Localised }[];
}

interface RefClass {
  name: string;
  domains: string[];
  startingEvasion: number;
  startingHitPoints: number;
  classItems: Localised[];
  hopeFeature: RefFeature & { name: Localised };
  classFeatures: RefFeature[];
}

type Tier = 'foundation' | 'specialization' | 'mastery';

type RefSubclass = {
  name: Localised;
  class: string;
  spellcastTrait?: string;
} & Record<Tier, { features: RefFeature[] }>;

const TIERS: Tier[] = ['foundation', 'specialization', 'mastery'];

/** The reference spells traits out; our catalogue uses the spec's codes. */
const TRAIT_CODES: Record<string, DhTrait> = {
  AGILITY: 'AGL',
  STRENGTH: 'STR',
  FINESSE: 'FNS',
  INSTINCT: 'INS',
  PRESENCE: 'PRE',
  KNOWLEDGE: 'KNW',
};

/**
 * Where the reference's class features differ from the SRD's, by `<class>/<feature title>`.
 * Each must still be needed (a test below checks it).
 */
const FEATURE_EXCEPTIONS: Record<string, string> = {
  'guardian/While Unstoppable, you gain the following benefits:':
    "the reference splits the list of Unstoppable's benefits into a feature of its own; in the SRD it is part of Unstoppable",
};

/** Our ids: the English name in lower case, apostrophes dropped, other non-alphanumerics as `-`. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Names compared as written, apart from the kind of apostrophe. */
const plain = (name: string) => name.replace(/’/g, "'");

const classes = compileCatalogue(ENTRIES_DIR)['dh-classes'].entries as DhClassEntry[];
const subclasses = classes.flatMap((cls) => cls.subclasses.map((sub) => ({ cls, sub })));

const refClasses = readReference<RefClass[]>('daggerheart-daggersearch/core/classes.json');
const refSubclasses = readReference<RefSubclass[]>('daggerheart-daggersearch/core/subclasses.json');

function ourClass(ref: RefClass): DhClassEntry {
  const ours = classes.find((cls) => cls.id === slug(ref.name));
  if (!ours) throw new Error(`no class for the reference's ${ref.name}`);
  return ours;
}

function ourSubclass(ref: RefSubclass): { cls: DhClassEntry; sub: DhSubclassEntry } {
  const ours = subclasses.find(({ sub }) => sub.id === slug(ref.name['en-US']));
  if (!ours) throw new Error(`no subclass for the reference's ${ref.name['en-US']}`);
  return ours;
}

const titles = (features: DhFeature[]) => features.map((feature) => plain(feature.title ?? ''));
const refNames = (features: RefFeature[]) =>
  features.map((feature) => plain(feature.name?.['en-US'] ?? ''));

/** The reference's class feature names, less the ones it has wrong. */
function expectedClassFeatures(ref: RefClass): string[] {
  return refNames(ref.classFeatures).filter(
    (name) => !FEATURE_EXCEPTIONS[`${slug(ref.name)}/${name}`],
  );
}

describe('Daggerheart classes against the reference data', () => {
  it('has the 9 classes and their 18 subclasses, by slugged name', () => {
    expect(refClasses).toHaveLength(9);
    expect(refSubclasses).toHaveLength(18);
    expect(classes.map((cls) => cls.id).sort()).toEqual(
      refClasses.map((ref) => slug(ref.name)).sort(),
    );
    expect(subclasses.map(({ sub }) => sub.id).sort()).toEqual(
      refSubclasses.map((ref) => slug(ref.name['en-US'])).sort(),
    );
  });

  it.each(refClasses.map((ref) => [ref.name, ref] as const))(
    '%s: domains, starting Evasion and Hit Points, class items',
    (_, ref) => {
      const ours = ourClass(ref);
      expect(ours.domains).toEqual(ref.domains.map((domain) => domain.toLowerCase()));
      expect(ours.evasion).toBe(ref.startingEvasion);
      expect(ours.hp).toBe(ref.startingHitPoints);
      expect(ours.class_items.map((item) => plain(item).toLowerCase())).toEqual(
        ref.classItems.map((item) => plain(item['en-US']).toLowerCase()),
      );
    },
  );

  it.each(refClasses.map((ref) => [ref.name, ref] as const))(
    '%s: the Hope feature, its cost, and the class features',
    (_, ref) => {
      const ours = ourClass(ref);
      expect(plain(ours.hope_feature.title ?? '')).toBe(plain(ref.hopeFeature.name['en-US']));
      const cost = /Spend (\d+) Hope/.exec(
        ref.hopeFeature.description[0]?.paragraph?.['en-US'] ?? '',
      );
      expect(cost, 'the reference names the cost').not.toBeNull();
      expect(ours.hope_feature.hope_cost).toBe(Number(cost![1]));
      expect(titles(ours.features)).toEqual(expectedClassFeatures(ref));
    },
  );

  it.each(refSubclasses.map((ref) => [ref.name['en-US'], ref] as const))(
    '%s: class, spellcast trait, and its foundation, specialization and mastery features',
    (_, ref) => {
      const { cls, sub } = ourSubclass(ref);
      expect(cls.id).toBe(slug(ref.class));
      expect(plain(sub.title)).toBe(plain(ref.name['en-US']));
      expect(sub.spellcast_trait).toBe(ref.spellcastTrait ? TRAIT_CODES[ref.spellcastTrait] : null);
      for (const tier of TIERS) {
        expect(titles(sub[tier]), tier).toEqual(refNames(ref[tier].features));
      }
    },
  );

  it('records a reason for every exception, each still needed', () => {
    for (const [key, reason] of Object.entries(FEATURE_EXCEPTIONS)) {
      const [classId, name] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
      const ref = refClasses.find((entry) => slug(entry.name) === classId);
      expect(ref, key).toBeDefined();
      expect(refNames(ref!.classFeatures), key).toContain(name);
      expect(titles(ourClass(ref!).features), key).not.toContain(name);
      expect(reason.length).toBeGreaterThan(5);
    }
  });
});
