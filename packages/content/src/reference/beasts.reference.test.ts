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
  ability_score_strength: number;
  ability_score_dexterity: number;
  ability_score_constitution: number;
  ability_score_intelligence: number;
  ability_score_wisdom: number;
  ability_score_charisma: number;
}

const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];

const TINY =
  'Tiny in the SRD 5.2 stat block (a d4 hit die); the reference has no Tiny size and says Small';

/** Facts where the reference is wrong and our entry follows the SRD 5.2. `<id>.<fact>`: why. */
const ERRATA: Record<string, string> = {
  'badger.size': TINY,
  'bat.size': TINY,
  'cat.size': TINY,
  'crab.size': TINY,
  'frog.size': TINY,
  'hawk.size': TINY,
  'lizard.size': TINY,
  'owl.size': TINY,
  'piranha.size': TINY,
  'rat.size': TINY,
  'raven.size': TINY,
  'scorpion.size': TINY,
  'seahorse.size': TINY,
  'spider.size': TINY,
  'venomous-snake.size': TINY,
  'weasel.size': TINY,
  'octopus.con':
    'the reference has Constitution 0 and Charisma -3, modifiers typed as scores; the stat block has 11 and 4',
  'octopus.cha':
    'the reference has Constitution 0 and Charisma -3, modifiers typed as scores; the stat block has 11 and 4',
};

const reference = new Map(
  readReference<Open5eRecord<Open5eCreature>[]>('srd52-open5e/Creature.json')
    .filter((record) => record.fields.type === 'beast')
    .map((record) => [open5eId(record.pk), record.fields]),
);
const ours = compileCatalogue(ENTRIES_DIR).beasts.entries as Beast[];

/** Every fact that differs from the reference, errata included. */
function differences(beast: Beast): [string, unknown, unknown][] {
  const ref = reference.get(beast.id);
  if (!ref) return [['id', beast.id, 'an SRD 5.2 beast id']];
  const facts: [string, unknown, unknown][] = [
    ['title', beast.title, ref.name],
    ['size', SIZES[beast.size], ref.size],
    ['cr', beast.cr, Number(ref.challenge_rating)],
    ['ac', beast.ac, ref.armor_class],
    ['hp', beast.hp.max, ref.hit_points],
    ['hit_dice', beast.hp.dice.replace(/\s+/g, ''), ref.hit_dice.replace(/\s+/g, '')],
    ['walk', beast.speed.walk, ref.walk ?? 0],
    ['climb', beast.speed.climb ?? null, ref.climb],
    ['fly', beast.speed.fly ?? null, ref.fly],
    ['swim', beast.speed.swim ?? null, ref.swim],
    ['burrow', beast.speed.burrow ?? null, ref.burrow],
    ['str', beast.abilities.str, ref.ability_score_strength],
    ['dex', beast.abilities.dex, ref.ability_score_dexterity],
    ['con', beast.abilities.con, ref.ability_score_constitution],
    ['int', beast.abilities.int, ref.ability_score_intelligence],
    ['wis', beast.abilities.wis, ref.ability_score_wisdom],
    ['cha', beast.abilities.cha, ref.ability_score_charisma],
  ];
  return facts.filter(([, a, b]) => a !== b);
}

function mismatches(beast: Beast): string[] {
  return differences(beast)
    .filter(([fact]) => !ERRATA[`${beast.id}.${fact}`])
    .map(([fact, a, b]) => `${beast.id}.${fact}: ours ${String(a)} ≠ reference ${String(b)}`);
}

describe('SRD 5.2 beasts against the reference data', () => {
  it('has every one of the 91 SRD beasts', () => {
    const ids = new Set(ours.map((beast) => beast.id));
    expect([...reference.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect(ours).toHaveLength(91);
  });

  it('has the reference facts: CR, AC, HP, speeds, size, abilities', () => {
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
  });

  it('gives each challenge rating its XP and proficiency bonus', () => {
    const XP: Record<string, number> = {
      0.125: 25,
      0.25: 50,
      0.5: 100,
      1: 200,
      2: 450,
      3: 700,
      4: 1100,
      5: 1800,
      6: 2300,
      7: 2900,
      8: 3900,
    };
    for (const beast of ours) {
      if (beast.cr === 0) expect([0, 10], beast.id).toContain(beast.xp);
      else expect(beast.xp, beast.id).toBe(XP[String(beast.cr)]);
      expect(beast.proficiency_bonus, beast.id).toBe(
        Math.max(2, Math.floor((Math.max(beast.cr, 1) - 1) / 4) + 2),
      );
    }
  });
});
