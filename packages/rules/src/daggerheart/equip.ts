import type { DhCatalogue } from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import type { DhResult } from './sheet.ts';

/**
 * Puts on armor (or takes it off with null or by equipping the worn armor again). Changing
 * armor starts its slots unmarked.
 */
export function equipArmor(
  character: DhCharacter,
  catalogue: DhCatalogue,
  id: string | null,
): DhCharacter {
  if (id !== null && !catalogue.armor.has(id)) return character;
  const next = id === character.equippedArmor ? null : id;
  if (next === character.equippedArmor) return character;
  return { ...character, equippedArmor: next, armorFilled: 0 };
}

/**
 * Wields a weapon in its slot (null or the wielded weapon again: empties the slot). A
 * two-handed (burden 2) primary leaves no hand for a secondary: equipping one clears the
 * secondary, and a secondary is refused beside one (spec §4 and §5).
 *
 * @example equipWeapon(c, catalogue, 'primary', 'greatsword') // secondary cleared
 */
export function equipWeapon(
  character: DhCharacter,
  catalogue: DhCatalogue,
  slot: 'primary' | 'secondary',
  id: string | null,
): DhResult {
  const field = slot === 'primary' ? 'equippedPrimaryWeapon' : 'equippedSecondaryWeapon';
  if (id === null || id === character[field]) {
    return { ok: true, character: { ...character, [field]: null } };
  }
  const weapon = catalogue.weapons.get(id);
  if (!weapon) return { ok: false, problem: { code: 'unknown-entry', params: { id } } };
  if (weapon.type !== slot) {
    return { ok: false, problem: { code: 'wrong-weapon-slot', params: { id, slot } } };
  }
  if (slot === 'secondary') {
    const primary = character.equippedPrimaryWeapon;
    if (primary !== null && catalogue.weapons.get(primary)?.burden === 2) {
      return { ok: false, problem: { code: 'primary-two-handed' } };
    }
    return { ok: true, character: { ...character, equippedSecondaryWeapon: id } };
  }
  return {
    ok: true,
    character: {
      ...character,
      equippedPrimaryWeapon: id,
      equippedSecondaryWeapon: weapon.burden === 2 ? null : character.equippedSecondaryWeapon,
    },
  };
}
