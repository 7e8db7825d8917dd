import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { ItemRules } from '@hearth/rules';
import { baseItemCandidates, expandMagicItem, magicItemName } from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Item } from '../schemas/item.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference } from './reference-data.ts';

/**
 * Every SRD 5.2 magic item of the reference (757 records, one per variant and base item) is a
 * concrete item of our catalogue: an entry, or one of its variants over one of its base items
 * (`expandMagicItem`), with the same name (as a set of words), type, rarity and attunement.
 */

interface Open5eMagicItem {
  name: string;
  category: string;
  rarity: string;
  requires_attunement: boolean;
}
interface Open5eItem {
  name: string;
  category: string;
  desc: string;
}

/** What a reference record says, and what our concrete item must match. */
interface Expected {
  name: string;
  type: string;
  rarity?: string;
  attunement?: boolean;
}

/** One concrete item of ours. `unsplit`: named without its variant (see {@link UNSPLIT}). */
interface Concrete {
  entry: string;
  name: string;
  type: string;
  rarity: string;
  attunement: boolean;
  unsplit?: boolean;
}

type Fact = 'type' | 'rarity' | 'attunement';

/**
 * Facts where the reference is wrong and our entry follows the SRD 5.2, for every record of the
 * entry. `<entry id>.<fact>`: why.
 */
const ERRATA: Record<string, string> = {
  'magic-armor.rarity':
    'the SRD 5.2 makes armor +1 Rare, +2 Very Rare and +3 Legendary; the reference gives the armor the Uncommon/Rare/Very Rare of a +N shield or weapon',
  'armor-of-vulnerability.attunement':
    'the SRD 5.2 heading says Rare (Requires Attunement), and its curse starts when you attune; the reference says no attunement',
};

/** Reference records with no item of ours, because the SRD 5.2 allows no such item. Name: why. */
const NOT_SRD: Record<string, string> = {
  'Flame Tongue Dart':
    'a Flame Tongue is any Melee weapon in the SRD 5.2, and the Dart is a Simple Ranged weapon (the reference counts it as melee here only)',
};

/** Reference names misspelt: the SRD 5.2's name that our item carries, and why. */
const RENAMED: Record<string, { name: string; reason: string }> = {
  'Figurine of Wondrous Power (Obsidian Stead)': {
    name: 'Figurine of Wondrous Power (Obsidian Steed)',
    reason: 'the SRD 5.2 calls it the Obsidian Steed (a horse that becomes a Nightmare)',
  },
};

/**
 * Entries whose variants the reference does not tell apart (one record per base item for all
 * of them): their concrete items also count under the name without the variant. Id: why.
 */
const UNSPLIT: Record<string, string> = {
  'armor-of-resistance':
    'the reference keeps one record per armor for all ten damage types of Armor of Resistance',
  'armor-of-vulnerability':
    'the reference keeps one record per armor for all three damage types of Armor of Vulnerability',
};

/** The magic items that the reference keeps among the mundane items (`Item.json`). */
const ITEM_JSON_MAGIC = [
  'potion-of-healing',
  'potions-of-healing',
  'potion-of-giant-strength',
  'spell-scroll',
  'ioun-stone',
];

const TYPES: Record<string, string> = { 'wondrous-item': 'wondrous' };

/**
 * A filtered run while a group of entries is being written: `MAGIC_ITEMS_ONLY=<file>` names a
 * JSON array of the reference names to check. The committed test runs on all of them.
 */
const only = process.env.MAGIC_ITEMS_ONLY
  ? new Set(JSON.parse(readFileSync(process.env.MAGIC_ITEMS_ONLY, 'utf8')) as string[])
  : undefined;

const magicRecords = readReference<Open5eRecord<Open5eMagicItem>[]>('srd52-open5e/MagicItem.json');

/**
 * Item.json rows: a record, or one per row of its table when the table gives each a rarity.
 * Item.json says nothing of attunement, so it is not compared for them.
 */
function itemJsonExpected(record: Open5eRecord<Open5eItem>): Expected[] {
  const type = TYPES[record.fields.category] ?? record.fields.category;
  const header = record.fields.desc.split('\n').find((line) => /^\|\s*Potion\b/.test(line));
  if (!header) return [{ name: record.fields.name, type }];
  const columns = header.split('|').map((cell) => cell.trim().toLowerCase());
  const rarityAt = columns.indexOf('rarity');
  return record.fields.desc
    .split('\n')
    .filter((line) => /^\|\s*Potion of/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => ({
      name: cells[1]!,
      type,
      rarity: cells[rarityAt]!.toLowerCase().replace(/\s+/g, '-'),
    }));
}

const expected: Expected[] = [
  ...magicRecords.map((record) => ({
    name: RENAMED[record.fields.name]?.name ?? record.fields.name,
    type: TYPES[record.fields.category] ?? record.fields.category,
    rarity: record.fields.rarity,
    attunement: record.fields.requires_attunement,
  })),
  ...readReference<Open5eRecord<Open5eItem>[]>('srd52-open5e/Item.json')
    .filter((record) => ITEM_JSON_MAGIC.includes(open5eId(record.pk)))
    .flatMap(itemJsonExpected),
].filter(
  (record) =>
    !only || only.has(record.name) || [...only].some((name) => RENAMED[name]?.name === record.name),
);

const items = compileCatalogue(ENTRIES_DIR).items.entries as Item[];
const rulesItems = items as unknown as ItemRules[];

/** The words of a name: lower-case, punctuation dropped except `+`, 'armor' optional. */
function words(name: string): string {
  const list = name
    .toLowerCase()
    .replace(/[^a-z0-9+\s]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'armor');
  return [...new Set(list)].sort().join(' ');
}

/** Our type as the reference names it: ammunition is a weapon in the SRD 5.2. */
const referenceType = (type: string) => (type === 'ammunition' ? 'weapon' : type);

function concreteItems(entry: Item): Concrete[] {
  const own = {
    entry: entry.id,
    type: referenceType(entry.type),
    rarity: entry.rarity,
    attunement: entry.attunement !== false,
  };
  const expansions = expandMagicItem(entry as unknown as ItemRules, rulesItems).map(
    ({ name, variant }) => ({
      ...own,
      name,
      rarity: variant?.rarity ?? entry.rarity,
      attunement: (variant?.attunement ?? entry.attunement) !== false,
    }),
  );
  const unsplit = UNSPLIT[entry.id]
    ? baseItemCandidates(entry as unknown as ItemRules, rulesItems).map((base) => ({
        ...own,
        name: magicItemName(entry, undefined, base.title),
        unsplit: true,
      }))
    : [];
  return [{ ...own, name: entry.title }, ...expansions, ...unsplit];
}

const byWords = new Map<string, Concrete[]>();
for (const entry of items.filter((item) => item.magical)) {
  for (const concrete of concreteItems(entry)) {
    const key = words(concrete.name);
    byWords.set(key, [...(byWords.get(key) ?? []), concrete]);
  }
}

function differences(record: Expected, ours: Concrete): Fact[] {
  const facts: Fact[] = [];
  if (ours.type !== record.type) facts.push('type');
  if (record.rarity !== undefined && ours.rarity !== record.rarity) facts.push('rarity');
  if (record.attunement !== undefined && ours.attunement !== record.attunement) {
    facts.push('attunement');
  }
  return facts;
}

/** The concrete item a record matches: the first without differences, else the closest. */
function match(record: Expected): { ours: Concrete; facts: Fact[] } | undefined {
  const candidates = (byWords.get(words(record.name)) ?? [])
    .map((ours) => ({ ours, facts: differences(record, ours) }))
    .sort((a, b) => a.facts.length - b.facts.length);
  return candidates[0];
}

const matches = expected.map((record) => ({ record, found: match(record) }));

describe('SRD 5.2 magic items against the reference data', () => {
  it('checks every reference record', () => {
    if (!only) expect(magicRecords).toHaveLength(757);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('has a concrete item for every reference magic item', () => {
    const missing = matches
      .filter(({ record, found }) => !found && !NOT_SRD[record.name])
      .map(({ record }) => record.name);
    expect(missing).toEqual([]);
  });

  it('gives each the reference type, rarity and attunement', () => {
    const wrong = matches.flatMap(({ record, found }) =>
      (found?.facts ?? [])
        .filter((fact) => !ERRATA[`${found!.ours.entry}.${fact}`])
        .map(
          (fact) =>
            `${record.name} (${found!.ours.entry}).${fact}: ours ${String(found!.ours[fact])} ≠ reference ${String(record[fact])}`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('records a reason for every exception, each still needed', () => {
    const checked = (entry: string) => matches.some(({ found }) => found?.ours.entry === entry);
    for (const [key, reason] of Object.entries(ERRATA)) {
      const [entry, fact] = key.split('.') as [string, Fact];
      expect(reason.length, key).toBeGreaterThan(10);
      if (only && !checked(entry)) continue;
      expect(
        matches.some(({ found }) => found?.ours.entry === entry && found.facts.includes(fact)),
        key,
      ).toBe(true);
    }
    for (const [name, reason] of Object.entries(NOT_SRD)) {
      expect(reason.length, name).toBeGreaterThan(10);
      if (only && !only.has(name)) continue;
      expect(
        matches.find(({ record }) => record.name === name),
        name,
      ).toMatchObject({ found: undefined });
    }
    for (const [name, { name: ours, reason }] of Object.entries(RENAMED)) {
      expect(reason.length, name).toBeGreaterThan(10);
      if (only && !only.has(name)) continue;
      expect(byWords.has(words(name)), name).toBe(false);
      expect(byWords.has(words(ours)), ours).toBe(true);
    }
    for (const [entry, reason] of Object.entries(UNSPLIT)) {
      expect(reason.length, entry).toBeGreaterThan(10);
      if (only && !checked(entry)) continue;
      expect(
        matches.some(({ found }) => found?.ours.entry === entry && found.ours.unsplit),
        entry,
      ).toBe(true);
    }
  });
});
