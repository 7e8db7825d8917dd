import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Spell } from '../schemas/spell.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference, sharesProse } from './reference-data.ts';

interface Open5eSpell {
  name: string;
  desc: string;
  higher_level: string;
  level: number;
  school: string;
  casting_time: string;
  range_text: string;
  ritual: boolean;
  concentration: boolean;
  verbal: boolean;
  somatic: boolean;
  material: boolean;
  saving_throw_ability: string;
  damage_roll: string;
  classes: string[];
}

/**
 * Facts where the reference dataset is wrong and our entry follows the SRD 5.2 text.
 * Key: `<spell id>.<fact>`; value: why.
 */
const TEN_MINUTES = 'the SRD 5.2 casting time is 10 minutes; the reference flattens it to 1 minute';

const ERRATA: Record<string, string> = {
  'alter-self.damage':
    "the reference's damage roll is the natural weapons' die, which is weapon damage rather than the spell's, not damage",
  'awaken.casting_time': 'SRD 5.2 casting time is 8 hours',
  'bane.damage': "the reference's damage roll is the 1d4 penalty die, not damage",
  'beacon-of-hope.save': 'the reference lists a Wisdom save; the spell only grants benefits',
  'bless.damage': "the reference's damage roll is the 1d4 bonus die, not damage",
  'blink.damage':
    "the reference's damage roll is the d6 rolled each turn to see whether you vanish, not damage",
  'clairvoyance.casting_time': TEN_MINUTES,
  'confusion.damage': "the reference's damage roll is the d10 behaviour table roll, not damage",
  'conjure-animals.save':
    'creatures hit by the pack save with Dexterity; Strength is the Advantage clause',
  'conjure-celestial.save': "the reference text drops Searing Light's Dexterity save",
  'conjure-elemental.damage':
    'the 8d8 damage type depends on the chosen element; kept in the text until elements are modelled',
  'contingency.casting_time': TEN_MINUTES,
  'control-water.save': 'the reference lists no save; the whirlpool calls for a Strength save',
  'control-weather.casting_time': TEN_MINUTES,
  'control-weather.damage':
    "the reference's damage roll is the 1d4 \u00d7 10 minutes the change takes, not damage",
  'dispel-evil-and-good.save': 'the reference text stops before Dismissal and its Charisma save',
  'fabricate.casting_time': TEN_MINUTES,
  'false-life.damage': 'the reference puts the 2d4 + 4 Temporary Hit Points in its damage field',
  'freedom-of-movement.damage':
    'the reference copies the save, damage and area of Freezing Sphere; the spell has none',
  'freedom-of-movement.save':
    'the reference copies the save, damage and area of Freezing Sphere; the spell has none',
  'gaseous-form.save':
    'the reference lists a Constitution save; the target is willing and no save is made',
  'glyph-of-warding.save':
    'the reference lists no save; the explosive rune calls for a Dexterity save',
  'guidance.damage': "the reference's damage roll is the 1d4 bonus die, not damage",
  'hallow.casting_time': 'SRD 5.2 casting time is 24 hours',
  'hallucinatory-terrain.casting_time': TEN_MINUTES,
  'haste.save':
    'the reference lists a Dexterity save; Haste targets a willing creature with no save',
  'heroes-feast.casting_time': TEN_MINUTES,
  'heroes-feast.damage':
    'the reference puts the 2d10 Hit Point maximum increase in its damage field',
  'holy-aura.save':
    'the reference lists no save; a fiend or undead striking you saves with Constitution or is Blinded',
  'legend-lore.casting_time': TEN_MINUTES,
  'mirage-arcane.casting_time': TEN_MINUTES,
  'planar-ally.casting_time': TEN_MINUTES,
  'plant-growth.casting_time':
    'an action (Overgrowth) or 8 hours (Enrichment); the reference says 1 hour',
  'prayer-of-healing.casting_time': TEN_MINUTES,
  'prismatic-spray.damage':
    'the reference gives the d8 ray roll; the rays deal 12d6 of their colour',
  'prismatic-wall.save':
    "the wall's layers call for Dexterity saves (half damage); Constitution is only the blinding",
  'private-sanctum.casting_time': TEN_MINUTES,
  'ray-of-enfeeblement.damage':
    "the 1d8 is the penalty on the target's damage rolls; the spell deals no damage",
  'reincarnate.damage':
    "the reference's damage roll is a d10 roll on the new-species table, not damage",
  'resistance.damage': "the reference's damage roll is the 1d4 damage-reduction die, not damage",
  'scrying.casting_time': TEN_MINUTES,
  'simulacrum.casting_time': 'SRD 5.2 casting time is 12 hours',
  'symbol.save': 'the reference lists no save; the triggered glyph effects call for one',
  'teleport.damage':
    "the reference's damage roll is the d100 accuracy roll; the mishap deals 3d10 force, not damage",
  'time-stop.damage': "the reference's damage roll is the 1d4 + 1 extra turns, not damage",
  'wish.damage':
    "the reference's damage roll is the strain damage per spell level, taken by the caster, not dealt, not damage",
};

const CASTING_TIME: Record<string, Spell['casting_time']> = {
  action: 'action',
  'bonus-action': 'bonus',
  reaction: 'reaction',
  '1minute': 'minute',
  '10minutes': '10-minutes',
  '1hour': 'hour',
};

const ABILITY: Record<string, string> = {
  strength: 'str',
  dexterity: 'dex',
  constitution: 'con',
  intelligence: 'int',
  wisdom: 'wis',
  charisma: 'cha',
};

function rangeText(spell: Spell): string {
  switch (spell.range.type) {
    case 'ranged':
      return `${spell.range.feet} feet`;
    case 'miles':
      return `${spell.range.miles} mile${spell.range.miles === 1 ? '' : 's'}`;
    default:
      return spell.range.type[0]!.toUpperCase() + spell.range.type.slice(1);
  }
}

const reference = new Map(
  readReference<Open5eRecord<Open5eSpell>[]>('srd52-open5e/Spell.json').map((record) => [
    open5eId(record.pk),
    record.fields,
  ]),
);
const ours = compileCatalogue(ENTRIES_DIR).spells.entries as Spell[];

/** Every fact of one spell that differs from the reference, as `<id>.<fact>: ours ≠ theirs`. */
function mismatches(spell: Spell): string[] {
  const ref = reference.get(spell.id);
  if (!ref) return [`${spell.id}: not an SRD 5.2 spell id`];
  const facts: [string, unknown, unknown][] = [
    ['title', spell.title, ref.name],
    ['level', spell.level, ref.level],
    ['school', spell.school, ref.school],
    ['casting_time', spell.casting_time, CASTING_TIME[ref.casting_time]],
    ['range', rangeText(spell), ref.range_text],
    ['ritual', spell.ritual, ref.ritual],
    ['concentration', spell.concentration, ref.concentration],
    ['verbal', spell.components.verbal, ref.verbal],
    ['somatic', spell.components.somatic, ref.somatic],
    ['material', spell.components.material !== null, ref.material],
    ['classes', [...spell.classes].sort().join(','), ref.classes.map(open5eId).sort().join(',')],
    ['save', spell.save?.ability ?? '', ABILITY[ref.saving_throw_ability] ?? ''],
  ];
  if (ref.damage_roll) {
    // The reference writes `1d4 + 1`, and puts healing dice in its damage field too.
    const rolled = ref.damage_roll.replace(/\s+/g, '');
    const dice = [...(spell.damage ?? []).map((d) => d.dice), spell.healing?.dice];
    facts.push(['damage', dice.includes(rolled) ? rolled : dice.join('|'), rolled]);
  }
  return facts
    .filter(([fact, a, b]) => a !== b && !ERRATA[`${spell.id}.${fact}`])
    .map(([fact, a, b]) => `${spell.id}.${fact}: ours ${String(a)} ≠ reference ${String(b)}`);
}

describe('SRD 5.2 spells against the reference data', () => {
  it('has every one of the 339 SRD spells', () => {
    const ids = new Set(ours.map((spell) => spell.id));
    expect([...reference.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect(ours).toHaveLength(339);
  });

  it('words every description in our own words', () => {
    const copied = ours.filter((spell) => {
      const ref = reference.get(spell.id);
      if (!ref) return false;
      return sharesProse(
        `${spell.description}\n${spell.higher_levels ?? ''}`,
        `${ref.desc} ${ref.higher_level ?? ''}`,
      );
    });
    expect(copied.map((spell) => spell.id)).toEqual([]);
  });

  it('has entries only for SRD spells, each with the reference facts', () => {
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.flatMap(mismatches)).toEqual([]);
  });

  it('records a reason for every exception', () => {
    for (const [key, reason] of Object.entries(ERRATA)) {
      expect(reference.has(key.split('.')[0]!), key).toBe(true);
      expect(reason.length, key).toBeGreaterThan(10);
    }
  });
});
