import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Item } from '../schemas/item.ts';
import type { Preset } from '../schemas/preset.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference } from './reference-data.ts';

const catalogue = compileCatalogue(ENTRIES_DIR);
const items = new Map((catalogue.items.entries as Item[]).map((item) => [item.id, item]));
const presets = catalogue.presets.entries as Preset[];

interface Open5eItem {
  name: string;
  category: string;
  cost: string;
  weight: string;
}
interface Open5eWeapon {
  name: string;
  damage_dice: string;
  damage_type: string;
  is_simple: boolean;
  range: number;
  long_range: number;
}
interface Open5eArmor {
  name: string;
  ac_base: number;
  ac_add_dexmod: boolean;
  ac_cap_dexmod: number | null;
  grants_stealth_disadvantage: boolean;
  strength_score_required: number | null;
}

const referenceItems = readReference<Open5eRecord<Open5eItem>[]>('srd52-open5e/Item.json');
const weapons = readReference<Open5eRecord<Open5eWeapon>[]>('srd52-open5e/Weapon.json');
const armor = readReference<Open5eRecord<Open5eArmor>[]>('srd52-open5e/Armor.json');
const assignments = readReference<Open5eRecord<{ weapon: string; property: string }>[]>(
  'srd52-open5e/WeaponPropertyAssignment.json',
);
const itemFields = new Map(referenceItems.map((record) => [record.pk, record.fields]));

/** Our id for a reference item: bundles drop their count (`arrows-20` is `arrows`). */
const ourId = (pk: string) => open5eId(pk).replace(/-\d+$/, '');

/** Reference items that are not entries of their own here (magic items are checked, with their
 * variants, by `magic-items.reference.test.ts`). */
const MAGIC_ITEMS: Record<string, string> = {
  'potions-of-healing':
    'the table of healing grades: variants of our Potion of Healing, checked in magic-items.reference.test.ts',
};

function weaponDifferences(record: Open5eRecord<Open5eWeapon>): string[] {
  const id = ourId(record.pk);
  const ours = items.get(id);
  if (!ours?.weapon) return [`${id}: missing`];
  const ref = record.fields;
  const properties = assignments
    .filter((assignment) => assignment.fields.weapon === record.pk)
    .map((assignment) => open5eId(assignment.fields.property));
  const mastery = properties.find((p) => p.endsWith('-mastery'))?.replace(/-mastery$/, '');
  const plain = properties
    .filter((p) => p.endsWith('-wp'))
    .map((p) => p.replace(/-wp$/, ''))
    .sort();
  const facts: [string, unknown, unknown][] = [
    ['title', ours.title, ref.name],
    ['damage', ours.weapon.damage.dice, ref.damage_dice],
    ['damage_type', ours.weapon.damage.type, ref.damage_type],
    ['subtype', ours.subtype, ref.is_simple ? 'simple' : 'martial'],
    ['mastery', ours.mastery, mastery],
    [
      'properties',
      ours.properties
        .filter((p) => p !== 'range')
        .sort()
        .join(','),
      plain.join(','),
    ],
    ['range', ours.weapon.range?.normal ?? 0, ref.range],
    ['long_range', ours.weapon.range?.long ?? 0, ref.long_range],
    ['value', ours.value, Number(itemFields.get(record.pk)?.cost ?? NaN)],
  ];
  return facts
    .filter(([, a, b]) => a !== b)
    .map(([fact, a, b]) => `${id}.${fact}: ours ${String(a)} ≠ reference ${String(b)}`);
}

const DEX: Record<string, string> = { full: 'true:', 'max-2': 'true:2', none: 'false:' };

function armorDifferences(record: Open5eRecord<Open5eArmor>): string[] {
  const id = ourId(record.pk);
  const ours = items.get(id);
  if (!ours?.armor) return [`${id}: missing`];
  const ref = record.fields;
  const refDex = id === 'shield' ? 'false:' : `${ref.ac_add_dexmod}:${ref.ac_cap_dexmod ?? ''}`;
  const facts: [string, unknown, unknown][] = [
    ['title', ours.title, ref.name],
    ['ac', ours.armor.ac, ref.ac_base],
    ['dex', DEX[ours.armor.dex], refDex],
    ['strength', ours.armor.strength ?? null, ref.strength_score_required],
    ['stealth', ours.armor.stealth_disadvantage, ref.grants_stealth_disadvantage],
    ['weight', ours.weight, Number(itemFields.get(record.pk)?.weight ?? NaN)],
    ['value', ours.value, Number(itemFields.get(record.pk)?.cost ?? NaN)],
  ];
  return facts
    .filter(([, a, b]) => a !== b)
    .map(([fact, a, b]) => `${id}.${fact}: ours ${String(a)} ≠ reference ${String(b)}`);
}

describe('SRD 5.2 equipment against the reference data', () => {
  it('has the 38 weapons with their damage, properties and mastery', () => {
    expect(weapons).toHaveLength(38);
    expect(weapons.flatMap(weaponDifferences)).toEqual([]);
  });

  it('has the 13 armors with their AC, DEX, strength, stealth and weight', () => {
    expect(armor).toHaveLength(13);
    expect(armor.flatMap(armorDifferences)).toEqual([]);
  });

  it('has every other SRD item: gear, tools, ammunition, packs, mounts and vehicles', () => {
    const missing = referenceItems
      .map((record) => ourId(record.pk))
      .filter((id) => !items.has(id) && !MAGIC_ITEMS[id]);
    expect(missing).toEqual([]);
  });

  it('has the 8 items of the pack category: 7 packs and the backpack, a container', () => {
    const packs = referenceItems.filter((record) => record.fields.category === 'equipment-pack');
    expect(packs).toHaveLength(8);
    for (const record of packs) {
      const ours = items.get(ourId(record.pk));
      expect(ours?.type, record.pk).toBe(ourId(record.pk) === 'backpack' ? 'container' : 'pack');
    }
  });

  it('offers each pack as a preset whose contents exist and weigh what the pack weighs', () => {
    const packs = [...items.values()].filter((item) => item.type === 'pack');
    expect(packs).toHaveLength(7);
    for (const pack of packs) {
      const preset = presets.find((entry) => entry.id === pack.id);
      expect(preset, pack.id).toBeDefined();
      const weight = preset!.items.reduce((sum, line) => {
        const item = items.get(line.item_id);
        expect(item, `${pack.id} → ${line.item_id}`).toBeDefined();
        const perUnit = item!.weight / (item!.bundle ?? 1);
        return sum + perUnit * line.quantity;
      }, 0);
      expect(Math.abs(weight - pack.weight), pack.id).toBeLessThan(0.01);
    }
  });

  it('gives each class two or three starting options and each background two', () => {
    const byClass = new Map<string, Preset[]>();
    for (const preset of presets) {
      if (preset.class_id)
        byClass.set(preset.class_id, [...(byClass.get(preset.class_id) ?? []), preset]);
    }
    expect(byClass.size).toBe(12);
    for (const [cls, options] of byClass) {
      expect(options.map((preset) => preset.option).sort(), cls).toEqual(
        options.length === 3 ? ['A', 'B', 'C'] : ['A', 'B'],
      );
    }
    for (const background of ['acolyte', 'criminal', 'sage', 'soldier']) {
      const options = presets.filter((preset) => preset.background_id === background);
      expect(options.map((preset) => preset.option).sort()).toEqual(['A', 'B']);
      expect(options.find((preset) => preset.option === 'B')?.gold).toBe(50);
    }
  });

  it('refers only to items that exist', () => {
    const dangling = presets.flatMap((preset) =>
      preset.items
        .filter((line) => !items.has(line.item_id))
        .map((l) => `${preset.id} → ${l.item_id}`),
    );
    expect(dangling).toEqual([]);
  });
});
