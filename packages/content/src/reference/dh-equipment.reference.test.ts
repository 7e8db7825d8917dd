import { describe, expect, it } from 'vitest';

import type { DhArmorEntry, DhItemEntry, DhModifier, DhWeaponEntry } from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import { readReference } from './reference-data.ts';

const catalogue = compileCatalogue(ENTRIES_DIR);
const armors = catalogue['dh-armor'].entries as DhArmorEntry[];
const weapons = catalogue['dh-weapon'].entries as DhWeaponEntry[];
const consumables = (catalogue['dh-items'].entries as DhItemEntry[]).filter(
  (item) => item.kind === 'consumable',
);

interface Localised {
  'en-US': string;
}
interface RefFeature {
  name?: Localised;
  description: { paragraph: Localised }[];
}
interface RefArmor {
  name: Localised;
  tier: number;
  baseMajorThreshold: number;
  baseSevereThreshold: number;
  baseScore: number;
  features?: RefFeature[];
}
interface RefWeapon {
  name: Localised;
  type: 'PRIMARY_PHYSICAL' | 'PRIMARY_MAGIC' | 'SECONDARY';
  tier: number;
  trait: string;
  range: string;
  damage: { dice: string; modifier?: number; type: 'PHYSICAL' | 'MAGICAL' | 'PHYSICAL_OR_MAGICAL' };
  burden: 'ONE_HANDED' | 'TWO_HANDED';
  features?: RefFeature[];
}
interface RefConsumable {
  name: Localised;
  features: RefFeature[];
}

const refArmors = readReference<RefArmor[]>('daggerheart-daggersearch/core/armors.json');
const refWeapons = readReference<RefWeapon[]>('daggerheart-daggersearch/core/weapons.json');
const refConsumables = readReference<RefConsumable[]>(
  'daggerheart-daggersearch/core/consumables.json',
);

/** Our id for an English name: apostrophes dropped, other runs of non-alphanumerics a dash. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const nameOf = (entry: { name: Localised }) => entry.name['en-US'];
const textOf = (feature: RefFeature) =>
  feature.description.map((part) => part.paragraph['en-US']).join(' ');
const featureNames = (features: { title?: string }[] | undefined) =>
  (features ?? []).map((feature) => feature.title);
const refFeatureNames = (features: RefFeature[] | undefined) =>
  (features ?? []).map((feature) => feature.name?.['en-US']);

const TRAITS: Record<string, string> = {
  AGILITY: 'AGL',
  STRENGTH: 'STR',
  FINESSE: 'FNS',
  INSTINCT: 'INS',
  PRESENCE: 'PRE',
  KNOWLEDGE: 'KNW',
};

/** The numbers an SRD feature states flat out ("+1 to Evasion", "-2 to Evasion; -1 to Agility"). */
const FLAT_TARGETS: Record<string, DhModifier['target']> = {
  evasion: 'evasion',
  agility: 'AGL',
  finesse: 'FNS',
  presence: 'PRE',
  'armor score': 'armor-score',
  'attack rolls': 'attack',
  'spellcast rolls': 'spellcast',
  'severe damage threshold': 'severe-threshold',
  'all character traits': 'traits',
};

function flatModifiers(text: string): DhModifier[] {
  return text.split(';').flatMap((part) => {
    const match = /^\s*([+-])(\d+) to (.+?)\.?\s*$/.exec(part);
    if (!match) return [];
    const value = Number(match[2]) * (match[1] === '-' ? -1 : 1);
    // "-1 to all character traits and Evasion" names two targets.
    return match[3]!
      .toLowerCase()
      .split(' and ')
      .flatMap((name) => (FLAT_TARGETS[name] ? [{ target: FLAT_TARGETS[name], value }] : []));
  });
}

/**
 * Modifiers not read off the reference's flat numbers, by feature: Bonded's bonus is the
 * character's level ("equal to your level"), which {@link flatModifiers} does not read.
 */
const READ_BEYOND_FLAT_NUMBERS: Record<string, DhModifier[]> = {
  Bonded: [{ target: 'damage', value: 'level' }],
};

const sameModifier = (a: DhModifier) => (b: DhModifier) =>
  a.target === b.target && a.value === b.value;

/**
 * How our features' modifiers differ from the flat numbers the reference states for the
 * features of the same name: each missing one, and each one the reference does not state.
 */
function modifierDifferences(
  ours: { title?: string; modifiers?: DhModifier[] }[],
  theirs: RefFeature[] | undefined,
): string[] {
  return (theirs ?? []).flatMap((feature) => {
    const title = feature.name?.['en-US'] ?? '';
    const mine = ours.find((entry) => entry.title === title)?.modifiers ?? [];
    const stated = [...flatModifiers(textOf(feature)), ...(READ_BEYOND_FLAT_NUMBERS[title] ?? [])];
    const show = (modifier: DhModifier) => `${title} ${modifier.target} ${modifier.value}`;
    return [
      ...stated
        .filter((modifier) => !mine.some(sameModifier(modifier)))
        .map((m) => `missing ${show(m)}`),
      ...mine
        .filter((modifier) => !stated.some(sameModifier(modifier)))
        .map((m) => `extra ${show(m)}`),
    ];
  });
}

describe('Daggerheart armor against the reference data', () => {
  it('has the 34 armors, one per reference entry', () => {
    expect(refArmors).toHaveLength(34);
    expect(armors.map((armor) => armor.id).sort()).toEqual(
      refArmors.map((ref) => slug(nameOf(ref))).sort(),
    );
  });

  it.each(refArmors.map((ref) => [nameOf(ref), ref] as const))(
    '%s has its tier, thresholds, score, features and their flat numbers',
    (name, ref) => {
      const ours = armors.find((armor) => armor.id === slug(name))!;
      expect({
        title: ours.title,
        tier: ours.tier,
        thresholds: ours.thresholds,
        score: ours.score,
        features: featureNames(ours.features),
      }).toEqual({
        title: name,
        tier: ref.tier,
        thresholds: [ref.baseMajorThreshold, ref.baseSevereThreshold],
        score: ref.baseScore,
        features: refFeatureNames(ref.features),
      });
      expect(modifierDifferences(ours.features, ref.features)).toEqual([]);
    },
  );
});

/**
 * Where the reference departs from the SRD 1.0 weapon tables (checked in the SRD PDF of
 * 26 June 2025 and of May 2025), ours follow the SRD.
 */
const WEAPON_ERRATA: Record<string, Partial<RefWeapon>> = {
  // The SRD's tier 2 table gives the Improved Broadsword Reliable (+1 to attack rolls), like
  // every other broadsword; the reference leaves its feature out.
  'Improved Broadsword': {
    features: [
      {
        name: { 'en-US': 'Reliable' },
        description: [{ paragraph: { 'en-US': '+1 to attack rolls' } }],
      },
    ],
  },
  // The SRD's tier 4 magic table gives the Bloodstaff Far range, not Very Far.
  Bloodstaff: { range: 'FAR' },
};

/** Ghostblade deals "phy or mag" (its Otherworldly feature lets the wielder choose); ours lists magic. */
const damageType = (ref: RefWeapon) => (ref.damage.type === 'PHYSICAL' ? 'physical' : 'magic');

describe('Daggerheart weapons against the reference data', () => {
  it('has the 192 weapons, one per reference entry, with unique names', () => {
    expect(refWeapons).toHaveLength(192);
    expect(new Set(weapons.map((weapon) => weapon.title)).size).toBe(weapons.length);
    expect(weapons.map((weapon) => weapon.id).sort()).toEqual(
      refWeapons.map((ref) => slug(nameOf(ref))).sort(),
    );
  });

  it.each(
    refWeapons.map((ref) => [nameOf(ref), { ...ref, ...WEAPON_ERRATA[nameOf(ref)] }] as const),
  )(
    '%s has its category, tier, trait, range, damage, burden, features and their flat numbers',
    (name, ref) => {
      const ours = weapons.find((weapon) => weapon.id === slug(name))!;
      expect({
        title: ours.title,
        type: ours.type,
        magic: ours.magic,
        tier: ours.tier,
        trait: ours.trait,
        range: ours.range,
        damage: ours.damage,
        burden: ours.burden,
        features: featureNames(ours.features),
      }).toEqual({
        title: name,
        type: ref.type === 'SECONDARY' ? 'secondary' : 'primary',
        magic: ref.type === 'PRIMARY_MAGIC',
        tier: ref.tier,
        trait: TRAITS[ref.trait],
        range: ref.range.toLowerCase().replace('_', '-'),
        damage: {
          count: 1,
          die: Number(ref.damage.dice.replace(/^D/, '')),
          mod: ref.damage.modifier ?? 0,
          type: damageType(ref),
        },
        burden: ref.burden === 'ONE_HANDED' ? 1 : 2,
        features: refFeatureNames(ref.features),
      });
      expect(modifierDifferences(ours.features, ref.features)).toEqual([]);
    },
  );

  it('gives only magic weapons magic damage', () => {
    expect(weapons.filter((weapon) => (weapon.damage.type === 'magic') !== weapon.magic)).toEqual(
      [],
    );
  });
});

/** Dice and bonuses a consumable's text states ("1d4+1", "d12", "+1"). */
const diceIn = (text: string) => (text.match(/(?<![\w+])(\d*d\d+(?:\+\d+)?|\+\d+)/g) ?? []).sort();

/** Reference texts whose numbers were garbled in extraction; ours follow the SRD's table. */
const CONSUMABLE_ERRATA: Record<string, string[]> = {
  // The reference reads "(d20"; the SRD says 4d20.
  'Major Arcane Shard': ['4d20'],
  // The reference reads ")–6", "2–(" and "' Stress"; the SRD: 5–6 clear 2 HP, 2–4 clear 3 Stress.
  'Sun Tree Sap': ['d6'],
};

describe('Daggerheart consumables against the reference data', () => {
  it('has the 60 consumables, one per reference entry', () => {
    expect(refConsumables).toHaveLength(60);
    expect(consumables.map((item) => item.id).sort()).toEqual(
      refConsumables.map((ref) => slug(nameOf(ref))).sort(),
    );
  });

  it.each(refConsumables.map((ref) => [nameOf(ref), ref] as const))(
    '%s has its title and the dice and bonuses of its effect',
    (name, ref) => {
      const ours = consumables.find((item) => item.id === slug(name))!;
      expect(ours.title).toBe(name);
      const expected = CONSUMABLE_ERRATA[name] ?? diceIn(ref.features.map(textOf).join(' '));
      expect(diceIn(ours.description)).toEqual(expect.arrayContaining(expected));
    },
  );
});
