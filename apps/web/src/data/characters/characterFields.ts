import type { CharacterFields } from '@hearth/contract';

type CharacterField = keyof typeof CharacterFields;

/**
 * Every editable field, listed here rather than taken from the contract's `CHARACTER_FIELDS`:
 * that one is read off the zod schema, which the sheet would then load on its first visit
 * (issue 16). The record type makes the compiler name any field missing or unknown;
 * characterFields.test.ts checks the order too.
 */
const FIELDS: Record<CharacterField, true> = {
  name: true,
  avatar: true,
  specie: true,
  background: true,
  classes: true,
  attributes: true,
  skills: true,
  features: true,
  resources: true,
  options: true,
  spell_slots: true,
  spells: true,
  hp: true,
  saving_death: true,
  ac_mod: true,
  conditions: true,
  resistances: true,
  settings: true,
};

/** The names of the editable fields, in the spec's order. */
export const CHARACTER_FIELDS = Object.keys(FIELDS) as CharacterField[];
