import type { Breakdown } from '../dnd5e/breakdown.ts';
import { sumOf } from '../dnd5e/breakdown.ts';
import type { DhArmorEntry, DhCatalogue, DhTrait, DhWeaponEntry } from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import type { DhFeatureSource, DhModifierContext } from './features.ts';
import { modifierTerms } from './features.ts';
import type { DhProblem, DhTraitLine, DhWeaponLine } from './sheet.ts';

export interface DhEquipment {
  armor: DhArmorEntry | null;
  primary: DhWeaponEntry | null;
  secondary: DhWeaponEntry | null;
  problems: DhProblem[];
}

/**
 * The equipped armor and weapons as catalogue entries, with what is wrong about them: unknown
 * ids, a weapon in the other slot, gear above the character's tier, a secondary beside a
 * two-handed primary (SRD "Weapons": burden).
 */
export function equipmentOf(
  character: DhCharacter,
  catalogue: DhCatalogue,
  tier: number,
): DhEquipment {
  const problems: DhProblem[] = [];
  let armor: DhArmorEntry | null = null;
  if (character.equippedArmor !== null) {
    armor = catalogue.armor.get(character.equippedArmor) ?? null;
    if (!armor) problems.push({ code: 'unknown-entry', params: { id: character.equippedArmor } });
    else if (armor.tier > tier)
      problems.push({ code: 'armor-above-tier', params: { id: armor.id } });
  }
  const weapon = (id: string | null, slot: 'primary' | 'secondary'): DhWeaponEntry | null => {
    if (id === null) return null;
    const entry = catalogue.weapons.get(id);
    if (!entry) {
      problems.push({ code: 'unknown-entry', params: { id } });
      return null;
    }
    if (entry.type !== slot) {
      problems.push({ code: `${slot}-is-${entry.type}`, params: { id } });
    }
    if (entry.tier > tier) problems.push({ code: 'weapon-above-tier', params: { id } });
    return entry;
  };
  const primary = weapon(character.equippedPrimaryWeapon, 'primary');
  const secondary = weapon(character.equippedSecondaryWeapon, 'secondary');
  if (primary?.burden === 2 && secondary) {
    problems.push({ code: 'secondary-with-two-handed-primary', params: { id: secondary.id } });
  }
  return { armor, primary, secondary, problems };
}

export interface DhWeaponContext {
  proficiency: Breakdown;
  traits: Record<DhTrait, DhTraitLine>;
  sources: readonly DhFeatureSource[];
  context: DhModifierContext;
}

function signed(value: number): string {
  if (value === 0) return '';
  return value > 0 ? `+${value}` : String(value);
}

/**
 * A weapon's attack and damage: the trait plus attack bonuses; Proficiency dice of the
 * weapon's die plus its flat modifier, which Proficiency never multiplies (SRD "Weapons").
 *
 * @example weaponLine(broadsword, 'primary', ctx).damage.text // '2d8+1' at Proficiency 2
 */
export function weaponLine(
  entry: DhWeaponEntry,
  slot: 'primary' | 'secondary',
  { proficiency, traits, sources, context }: DhWeaponContext,
): DhWeaponLine {
  const attack = sumOf([
    { label: `trait.${entry.trait}`, value: traits[entry.trait].value.value },
    ...modifierTerms(sources, ['attack'], context, slot),
  ]);
  const mod = sumOf([
    { label: 'weapon', value: entry.damage.mod, source: `weapon:${entry.id}` },
    ...modifierTerms(sources, ['damage'], context, slot),
  ]);
  const count = Math.max(1, proficiency.value);
  return {
    entry,
    attack,
    range: entry.range,
    damage: {
      count,
      die: entry.damage.die,
      mod,
      type: entry.damage.type,
      text: `${count}d${entry.damage.die}${signed(mod.value)}`,
    },
  };
}
