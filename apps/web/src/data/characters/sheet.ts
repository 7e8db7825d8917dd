import { replaceEqualDeep } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Character, Inventory } from '@hearth/contract';
import type {
  Character as RulesCharacter,
  DerivedCharacter,
  EquipmentItem,
  RulesCatalogue,
} from '@hearth/rules';
import {
  CHARACTER_FIELDS,
  deriveCharacter,
  isCarriedInventory,
  rederiveLiveState,
} from '@hearth/rules';

import { useInventories } from './queries.ts';
import { useRulesCatalogue } from './rulesCatalogue.ts';

/**
 * Inventory items as the rules read them: what the character wears and carries (not what is on
 * a mount or in a stash).
 */
export function equipmentOf(inventories: readonly Inventory[] | undefined): EquipmentItem[] {
  return (inventories ?? [])
    .filter((inventory) => isCarriedInventory(inventory.type))
    .flatMap((inventory) =>
      inventory.items.map((item) => ({
        id: item.id,
        item_id: item.item_id,
        quantity: item.quantity,
        equipped: item.equipped,
        attuned: item.attuned,
        container_id: item.container_id,
        item_data: item.item_data,
      })),
    );
}

interface DerivedFor {
  catalogue: RulesCatalogue;
  inventories: readonly Inventory[] | undefined;
  sheet: DerivedCharacter;
}

/**
 * The sheet last derived for each character object. The screens that show a character derive it
 * again on an edit made there, and the gate does when the query cache catches up with the same
 * object: the second asks for nothing new (issue 16).
 */
const derivedSheets = new WeakMap<Character, DerivedFor>();

/**
 * The fields of a character the rules read (their `Character`). A copy that differs from one
 * already derived only elsewhere (the server's confirmation of an edit: a new `updated_at` and
 * `version`, the nested values shared by the query cache) has the same sheet.
 */
const RULES_FIELDS: readonly (keyof Character & keyof RulesCharacter)[] = CHARACTER_FIELDS;

/**
 * The last character object derived for each id, with its sheet. A new derivation keeps the
 * parts of that sheet that did not change (same objects), so the sheet's cards, memoised on the
 * parts they show, skip the render when a tap changed something else (issue 16).
 */
const lastDerivedById = new Map<string, { character: Character } & DerivedFor>();

function sameRulesInput(a: Character, b: Character): boolean {
  return RULES_FIELDS.every((field) => a[field] === b[field]);
}

function shareUnchanged(
  previous: DerivedCharacter | undefined,
  derived: DerivedCharacter,
): DerivedCharacter {
  return previous ? replaceEqualDeep(previous, derived) : derived;
}

/**
 * `deriveCharacter`, once per character object, catalogue and inventories (and not again for a
 * copy whose rules fields are the very same values).
 */
export function deriveSheetOnce(
  character: Character,
  catalogue: RulesCatalogue,
  inventories: readonly Inventory[] | undefined,
): DerivedCharacter {
  const known = derivedSheets.get(character);
  if (known && known.catalogue === catalogue && known.inventories === inventories) {
    return known.sheet;
  }
  const last = lastDerivedById.get(character.id);
  const same = last && last.catalogue === catalogue && last.inventories === inventories;
  const sheet =
    (same && sameRulesInput(last.character, character) ? last.sheet : undefined) ??
    // A tap of a fight (damage, healing, a death save) redoes only the hit points (issue 16).
    (same ? rederiveLiveState(last.sheet, last.character, character) : undefined) ??
    shareUnchanged(last?.sheet, deriveCharacter(character, catalogue, equipmentOf(inventories)));
  lastDerivedById.set(character.id, { character, catalogue, inventories, sheet });
  derivedSheets.set(character, { catalogue, inventories, sheet });
  return sheet;
}

/**
 * The derived sheet of a character: every number comes from the rules package (the same
 * `deriveCharacter` the server's `/sheet` answers with), over the device's catalogue.
 */
export function useCharacterSheet(
  character: Character | null | undefined,
): DerivedCharacter | undefined {
  const catalogue = useRulesCatalogue();
  const inventories = useInventories(character?.id ?? null);
  // Waits for the inventories (worn armor changes AC) unless they cannot be had at all.
  const itemsKnown = inventories.isSuccess || inventories.isError;
  return useMemo(
    () =>
      character && catalogue.data && itemsKnown
        ? deriveSheetOnce(character, catalogue.data, inventories.data)
        : undefined,
    [character, catalogue.data, itemsKnown, inventories.data],
  );
}
