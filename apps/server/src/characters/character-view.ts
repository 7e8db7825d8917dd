import type { Character, CharacterSettings } from '@hearth/contract';
import type { Character as RulesCharacter, EquipmentItem } from '@hearth/rules';

import type { CharacterRow, charactersRepository } from './characters-repository.ts';

/** The sheet fields of the `data` document (spec §3), each with its value for a new character. */
export type CharacterData = Omit<
  Character,
  'id' | 'user_id' | 'name' | 'avatar' | 'active' | 'updated_at' | 'version'
>;

export function emptyCharacterData(): CharacterData {
  return {
    specie: null,
    background: null,
    classes: [],
    attributes: { str: 8, dex: 8, con: 8, int: 8, wis: 8, cha: 8 },
    skills: {},
    features: [],
    resources: {},
    options: {},
    spell_slots: [[], []],
    spells: {},
    hp: { current: 1, max: 1, max_mod: 0, temp: 0 },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 0,
    conditions: [],
    resistances: [],
    settings: {} as CharacterSettings,
  };
}

/** A stored row as the API answers it: summary columns and the data document, whole. */
export function toCharacterView(row: CharacterRow): Character {
  return {
    ...emptyCharacterData(),
    ...(row.data as Partial<CharacterData>),
    id: row.id,
    user_id: row.userId,
    name: row.name,
    avatar: row.avatar,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The data document of a view (what is stored in the `data` column). */
export function dataOf(view: Character): CharacterData {
  const {
    id: _id,
    user_id: _user,
    name: _name,
    avatar: _avatar,
    active: _active,
    updated_at: _at,
    version: _v,
    ...data
  } = view;
  return data;
}

/** The record the rules read. */
export function toRulesCharacter(view: Character): RulesCharacter {
  return view;
}

type CarriedRow = Awaited<ReturnType<typeof charactersRepository.carriedItems>>[number];

/** Inventory rows as the rules read them. */
export function toEquipment(rows: readonly CarriedRow[]): EquipmentItem[] {
  return rows.map((row) => ({
    id: row.id,
    item_id: row.itemId,
    quantity: row.quantity,
    equipped: row.equipped,
    attuned: row.attuned,
    container_id: row.containerId,
    item_data:
      row.itemId === null
        ? { name: row.customName ?? row.itemData?.name ?? '', weight: row.customWeight ?? 0 }
        : (row.itemData ?? null),
  }));
}
