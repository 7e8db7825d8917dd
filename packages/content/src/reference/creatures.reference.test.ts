import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Beast } from '../schemas/beast.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference } from './reference-data.ts';

interface Open5eCreature {
  name: string;
  type: string;
  size: string;
  challenge_rating: string;
  armor_class: number;
  hit_points: number;
  hit_dice: string;
  walk: number | null;
  climb: number | null;
  fly: number | null;
  swim: number | null;
  burrow: number | null;
  hover: boolean;
  ability_score_strength: number;
  ability_score_dexterity: number;
  ability_score_constitution: number;
  ability_score_intelligence: number;
  ability_score_wisdom: number;
  ability_score_charisma: number;
}

interface Open5eAction {
  parent: string;
  action_type: 'ACTION' | 'BONUS_ACTION' | 'REACTION' | 'LEGENDARY_ACTION';
}

interface Open5eTrait {
  parent: string;
  name: string;
}

const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];
const KINDS = {
  ACTION: 'action',
  BONUS_ACTION: 'bonus',
  REACTION: 'reaction',
  LEGENDARY_ACTION: 'legendary',
};

/** The SRD 5.2 table of experience points and proficiency bonus by challenge rating. */
const BY_CR: Record<string, { xp: number; pb: number }> = {
  0: { xp: 10, pb: 2 },
  0.125: { xp: 25, pb: 2 },
  0.25: { xp: 50, pb: 2 },
  0.5: { xp: 100, pb: 2 },
  1: { xp: 200, pb: 2 },
  2: { xp: 450, pb: 2 },
  3: { xp: 700, pb: 2 },
  4: { xp: 1100, pb: 2 },
  5: { xp: 1800, pb: 3 },
  6: { xp: 2300, pb: 3 },
  7: { xp: 2900, pb: 3 },
  8: { xp: 3900, pb: 3 },
  9: { xp: 5000, pb: 4 },
  10: { xp: 5900, pb: 4 },
  11: { xp: 7200, pb: 4 },
  12: { xp: 8400, pb: 4 },
  13: { xp: 10000, pb: 5 },
  14: { xp: 11500, pb: 5 },
  15: { xp: 13000, pb: 5 },
  16: { xp: 15000, pb: 5 },
  17: { xp: 18000, pb: 6 },
  18: { xp: 20000, pb: 6 },
  19: { xp: 22000, pb: 6 },
  20: { xp: 25000, pb: 6 },
  21: { xp: 33000, pb: 7 },
  22: { xp: 41000, pb: 7 },
  23: { xp: 50000, pb: 7 },
  24: { xp: 62000, pb: 7 },
  25: { xp: 75000, pb: 8 },
  26: { xp: 90000, pb: 8 },
  27: { xp: 105000, pb: 8 },
  28: { xp: 120000, pb: 8 },
  29: { xp: 135000, pb: 9 },
  30: { xp: 155000, pb: 9 },
};
const CRS = Object.keys(BY_CR)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * Size rules where the reference can't say what the SRD says. Each names the creatures it
 * covers, and a test checks it still covers at least one.
 */
const SIZE_RULES: { reason: string; applies: (ref: Open5eCreature) => boolean; sizes: string[] }[] =
  [
    {
      reason:
        'Tiny in the SRD 5.2 stat block (a d4 hit die); the reference has no Tiny size and says Small',
      applies: (ref) => ref.size === 'small' && /d4\b/.test(ref.hit_dice),
      sizes: ['tiny'],
    },
    {
      reason:
        'the SRD 5.2 NPCs are "Medium or Small Humanoid"; the reference keeps only Small, we may list either',
      applies: (ref) => ref.type === 'humanoid' && ref.size === 'small',
      sizes: ['medium', 'small'],
    },
  ];

/** Facts where the reference is wrong and our entry follows the SRD 5.2. `<id>.<fact>`: why. */
const ERRATA: Record<string, string> = {
  'octopus.con':
    'the reference has Constitution 0 and Charisma -3, modifiers typed as scores; the stat block has 11 and 4',
  'octopus.cha':
    'the reference has Constitution 0 and Charisma -3, modifiers typed as scores; the stat block has 11 and 4',
};

const reference = new Map(
  readReference<Open5eRecord<Open5eCreature>[]>('srd52-open5e/Creature.json').map((record) => [
    open5eId(record.pk),
    record.fields,
  ]),
);

/** Actions of each kind per creature, from the reference's actions by parent. */
const referenceActions = new Map<string, Record<string, number>>();
for (const { fields } of readReference<Open5eRecord<Open5eAction>[]>(
  'srd52-open5e/CreatureAction.json',
)) {
  const counts = referenceActions.get(open5eId(fields.parent)) ?? {};
  const kind = KINDS[fields.action_type];
  counts[kind] = (counts[kind] ?? 0) + 1;
  referenceActions.set(open5eId(fields.parent), counts);
}

/** Creatures whose stat block gives more XP in their lair (`Legendary Resistance (…in Lair)`). */
const inLair = new Set(
  readReference<Open5eRecord<Open5eTrait>[]>('srd52-open5e/CreatureTrait.json')
    .filter((record) => /in Lair/.test(record.fields.name))
    .map((record) => open5eId(record.fields.parent)),
);

const ours = compileCatalogue(ENTRIES_DIR).beasts.entries as Beast[];

function actionCounts(beast: Beast): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const action of beast.actions) counts[action.kind] = (counts[action.kind] ?? 0) + 1;
  return counts;
}

/** Every fact that differs from the reference, errata included. */
function differences(beast: Beast): [string, unknown, unknown][] {
  const ref = reference.get(beast.id);
  if (!ref) return [['id', beast.id, 'an SRD 5.2 creature id']];
  const size = SIZE_RULES.find((rule) => rule.applies(ref));
  const ourActions = actionCounts(beast);
  const refActions = referenceActions.get(beast.id) ?? {};
  const facts: [string, unknown, unknown][] = [
    ['title', beast.title, ref.name],
    ['type', beast.type, ref.type],
    [
      'size',
      SIZES[beast.size],
      size?.sizes.includes(SIZES[beast.size]!) ? SIZES[beast.size] : (size?.sizes[0] ?? ref.size),
    ],
    ['cr', beast.cr, Number(ref.challenge_rating)],
    ['ac', beast.ac, ref.armor_class],
    ['hp', beast.hp.max, ref.hit_points],
    ['hit_dice', beast.hp.dice.replace(/\s+/g, ''), ref.hit_dice.replace(/\s+/g, '')],
    ['walk', beast.speed.walk, ref.walk ?? 0],
    ['climb', beast.speed.climb ?? null, ref.climb],
    ['fly', beast.speed.fly ?? null, ref.fly],
    ['swim', beast.speed.swim ?? null, ref.swim],
    ['burrow', beast.speed.burrow ?? null, ref.burrow],
    ['hover', beast.speed.hover ?? false, ref.hover],
    ['str', beast.abilities.str, ref.ability_score_strength],
    ['dex', beast.abilities.dex, ref.ability_score_dexterity],
    ['con', beast.abilities.con, ref.ability_score_constitution],
    ['int', beast.abilities.int, ref.ability_score_intelligence],
    ['wis', beast.abilities.wis, ref.ability_score_wisdom],
    ['cha', beast.abilities.cha, ref.ability_score_charisma],
    ...(['action', 'bonus', 'reaction', 'legendary'] as const).map(
      (kind): [string, unknown, unknown] => [
        `${kind}s`,
        ourActions[kind] ?? 0,
        refActions[kind] ?? 0,
      ],
    ),
  ];
  return facts.filter(([, a, b]) => a !== b);
}

function mismatches(beast: Beast): string[] {
  return differences(beast)
    .filter(([fact]) => !ERRATA[`${beast.id}.${fact}`])
    .map(([fact, a, b]) => `${beast.id}.${fact}: ours ${String(a)} ≠ reference ${String(b)}`);
}

describe('SRD 5.2 creatures against the reference data', () => {
  it('has every one of the 331 SRD creatures, and no other', () => {
    const ids = new Set(ours.map((beast) => beast.id));
    expect([...reference.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect(ours.filter((beast) => !reference.has(beast.id)).map((beast) => beast.id)).toEqual([]);
    expect(ours).toHaveLength(331);
  });

  it('keeps the 91 beasts that wild shape can take', () => {
    expect(ours.filter((beast) => beast.type === 'beast')).toHaveLength(91);
  });

  it('has the reference facts: CR, AC, HP, hit dice, size, type, speeds, abilities, actions of each kind', () => {
    expect(ours.flatMap(mismatches)).toEqual([]);
  });

  it('records a reason for every exception, each still needed', () => {
    for (const [key, reason] of Object.entries(ERRATA)) {
      const [id, fact] = key.split('.') as [string, string];
      const beast = ours.find((entry) => entry.id === id);
      expect(beast, key).toBeDefined();
      expect(
        differences(beast!).map(([differing]) => differing),
        key,
      ).toContain(fact);
      expect(reason.length, key).toBeGreaterThan(10);
    }
    for (const rule of SIZE_RULES) {
      const covered = ours.filter((beast) => {
        const ref = reference.get(beast.id);
        return ref && rule.applies(ref) && SIZES[beast.size] !== ref.size;
      });
      expect(covered.length, rule.reason).toBeGreaterThan(0);
    }
  });

  it('gives each challenge rating its XP and proficiency bonus, and lair XP where the stat block has a lair', () => {
    expect(CRS).toHaveLength(34);
    for (const beast of ours) {
      const row = BY_CR[String(beast.cr)];
      expect(row, `${beast.id} CR ${beast.cr}`).toBeDefined();
      // A CR 0 creature with no damaging attack is worth 0 XP, otherwise 10.
      if (beast.cr === 0) expect([0, 10], beast.id).toContain(beast.xp);
      else expect(beast.xp, beast.id).toBe(row!.xp);
      expect(beast.proficiency_bonus, beast.id).toBe(row!.pb);
      if (inLair.has(beast.id)) {
        // In its lair the creature counts as one challenge rating higher.
        expect(beast.xp_lair, beast.id).toBe(BY_CR[String(CRS[CRS.indexOf(beast.cr) + 1])]!.xp);
      } else {
        expect(beast.xp_lair, beast.id).toBeUndefined();
      }
    }
  });

  it('gives every creature with legendary actions its uses a round', () => {
    for (const beast of ours) {
      const legendary = beast.actions.some((action) => action.kind === 'legendary');
      expect(beast.legendary !== undefined, beast.id).toBe(legendary);
      if (beast.legendary?.uses_lair !== undefined) {
        expect(beast.legendary.uses_lair, beast.id).toBe(beast.legendary.uses + 1);
        expect(inLair.has(beast.id), beast.id).toBe(true);
      }
    }
  });
});
