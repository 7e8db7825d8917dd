import type { DhCharacter } from '@hearth/rules';

import { getCharacterDB } from '../db/openCharacterDB.ts';
import { reloadDhCharacters } from './dhCharacters.ts';

/** A level-1 character as the wizard stores it; tests change what they need. */
export function makeDhCharacter(overrides: Partial<DhCharacter> = {}): DhCharacter {
  return {
    id: '1700000000000',
    schema: 1,
    name: 'Marlowe',
    avatar: null,
    class: 'guardian',
    subclass: 'stalwart',
    ancestries: ['dwarf'],
    community: 'ridgeborne',
    level: 1,
    traits: { AGL: 0, STR: 2, FNS: -1, INS: 1, PRE: 0, KNW: 1 },
    experiences: [
      { text: 'Blacksmith', mod: 2 },
      { text: 'Stubborn', mod: 2 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
    ],
    cards: { active: ['not-good-enough'], all: ['not-good-enough'] },
    hpFilled: 0,
    stressFilled: 0,
    armorFilled: 0,
    hopeFilled: 2,
    hopeBlocked: 0,
    scars: 0,
    mods: { hp: 0, stress: 0, evasion: 0, armor: 0, treshold1: 0, treshold2: 0 },
    equippedArmor: 'chainmail-armor',
    equippedPrimaryWeapon: 'battleaxe',
    equippedSecondaryWeapon: null,
    gold: 10,
    inventory: [{ id: 'torch', kind: 'custom', ref: null, name: 'Torch', quantity: 1 }],
    levels: [],
    conditions: [],
    shortRestsInRow: 0,
    fate: 'alive',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

/** Puts records straight into the device store (any shape: tests store broken ones too). */
export async function seedDhCharacters(records: readonly object[]): Promise<void> {
  const db = await getCharacterDB();
  await db.store('dhCharacters').bulkPut(records as Record<string, unknown>[]);
}

export async function readStoredDhCharacters(): Promise<Record<string, unknown>[]> {
  const db = await getCharacterDB();
  return db.store('dhCharacters').toArray();
}

/** Empties the device store and the page's copy: each test starts on a fresh device. */
export async function clearDhCharacters(): Promise<void> {
  const db = await getCharacterDB();
  await db.store('dhCharacters').clear();
  await reloadDhCharacters();
}
