import type { AbilityMethod, Scores } from './ability-methods.ts';
import type { RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import type { Transition } from './hit-points.ts';

/** The option that records the ability method beside the scores (spec §3 `ability-type`). */
export const ABILITY_TYPE_OPTION = 'ability-type';

/** A correction of what the character started with, as the origin screen gathers it. */
export interface OriginEdit {
  specie: string | null;
  background: string | null;
  /** Base scores, as the method produced them (before the background's increase). */
  attributes: Scores;
  abilityMethod: AbilityMethod;
  /** The character's options as edited: the new origin's choices (background increase and
   * tool, species size) set, the old one's dropped or left for this to drop. */
  options: Record<string, string[]>;
  /** A new maximum HP (the recommended one after a CON change), when the player takes it. */
  hpMax?: number;
}

/**
 * Corrects the species, background and base scores after creation. What came with the old
 * origin goes with it: every choice that was open before and is not any more (the old
 * background's increase, tool and origin feat's picks; the old species' size, lineage and
 * skill), the spells chosen through those choices, and features taken through them (Human's
 * Versatile feat). Choices the new origin opens stay open, for the sheet to ask. A new maximum
 * HP keeps current HP within it.
 *
 * @example changeOrigin(fighter, { ...edit, background: 'sage' }, catalogue).character.options
 */
export function changeOrigin(
  character: Character,
  edit: OriginEdit,
  catalogue: RulesCatalogue,
  items: readonly EquipmentItem[] = [],
): Transition {
  let next: Character = {
    ...character,
    specie: edit.specie,
    background: edit.background,
    attributes: { ...edit.attributes },
    options: { ...edit.options, [ABILITY_TYPE_OPTION]: [String(edit.abilityMethod)] },
  };
  const open = new Set(deriveCharacter(next, catalogue, items).choices.map((slot) => slot.key));
  const gone = new Set(
    deriveCharacter(character, catalogue, items)
      .choices.map((slot) => slot.key)
      .filter((key) => !open.has(key)),
  );
  if (gone.size > 0) {
    next = {
      ...next,
      options: Object.fromEntries(Object.entries(next.options).filter(([key]) => !gone.has(key))),
      spells: Object.fromEntries(
        Object.entries(next.spells).filter(
          ([, status]) => status.mechanic === undefined || !gone.has(status.mechanic),
        ),
      ),
      features: next.features.filter(
        (feature) => feature.choice === undefined || !gone.has(feature.choice),
      ),
    };
  }
  if (edit.hpMax !== undefined && edit.hpMax !== next.hp.max) {
    const max = edit.hpMax;
    next = {
      ...next,
      hp: {
        ...next.hp,
        max,
        current: Math.min(next.hp.current, Math.max(0, max + next.hp.max_mod)),
      },
    };
  }
  return { character: next, messages: [] };
}
