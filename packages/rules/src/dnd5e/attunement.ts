import { MAX_ATTUNED } from './tables.ts';

/** The inventory-item fields equip and attune rules read (platform §3). */
export interface HeldItem {
  id: string;
  equipped?: boolean;
  attuned?: boolean;
}

/** What the catalogue says of the item these rules need. */
export interface ItemRules {
  type: string;
  attunement: boolean | string;
}

export function attunedCount(items: readonly HeldItem[]): number {
  return items.filter((item) => item.attuned).length;
}

/** Attuning is blocked once three items are attuned (spec §4, §9); un-attuning never is. */
export function canAttune(items: readonly HeldItem[], item: HeldItem, rules: ItemRules): boolean {
  if (item.attuned) return true;
  return rules.attunement !== false && attunedCount(items) < MAX_ATTUNED;
}

/** Equip is offered for weapons and armor (spec §4). */
export function canEquip(rules: ItemRules): boolean {
  return rules.type === 'weapon' || rules.type === 'armor';
}

/**
 * Whether an item's mechanics apply (spec §4): attuned when it needs attunement, and equipped
 * when it is a weapon or armor.
 */
export function itemEffectsApply(item: HeldItem, rules: ItemRules): boolean {
  if (rules.attunement !== false && !item.attuned) return false;
  if (canEquip(rules) && !item.equipped) return false;
  return true;
}
