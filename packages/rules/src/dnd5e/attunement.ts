import type { ItemRules } from './catalogue.ts';
import { MAX_ATTUNED } from './tables.ts';

/** The inventory-item fields equip and attune rules read (platform §3). */
export interface HeldItem {
  id: string;
  equipped?: boolean;
  attuned?: boolean;
}

/** What the catalogue says of the item these rules need. */
export type AttunementRules = Pick<ItemRules, 'type' | 'attunement'> &
  Partial<Pick<ItemRules, 'mechanics' | 'weapon' | 'armor'>>;

export function attunedCount(items: readonly HeldItem[]): number {
  return items.filter((item) => item.attuned).length;
}

/** Attuning is blocked once three items are attuned (spec §4, §9); un-attuning never is. */
export function canAttune(
  items: readonly HeldItem[],
  item: HeldItem,
  rules: AttunementRules,
): boolean {
  if (item.attuned) return true;
  return rules.attunement !== false && attunedCount(items) < MAX_ATTUNED;
}

/**
 * Equip is offered for weapons and armor (spec §4), for what is wielded as one (a staff with a
 * quarterstaff's stats), and for gear used in hand (a mechanic that requires it `held`: a torch
 * swung as a club, SRD 5.2).
 */
export function canEquip(rules: AttunementRules): boolean {
  if (rules.type === 'weapon' || rules.type === 'armor') return true;
  if (rules.weapon !== undefined || rules.armor !== undefined) return true;
  return (rules.mechanics ?? []).some((mechanic) => mechanic.requirement?.includes('held'));
}

/**
 * Whether an item's mechanics apply (spec §4): attuned when it needs attunement, and equipped
 * when it is a weapon or armor.
 */
export function itemEffectsApply(item: HeldItem, rules: AttunementRules): boolean {
  if (rules.attunement !== false && !item.attuned) return false;
  if (canEquip(rules) && !item.equipped) return false;
  return true;
}

/** The outcome of an item toggle: the items after it and what to tell the player. */
export interface ItemToggle<T extends HeldItem> {
  items: T[];
  messages: { level: 'error'; key: string; params?: Record<string, number> }[];
}

/** Equips or unequips an item; only weapons and armor can be equipped (spec §4). */
export function setEquipped<T extends HeldItem>(
  items: readonly T[],
  id: string,
  equipped: boolean,
  rules: AttunementRules,
): ItemToggle<T> {
  if (equipped && !canEquip(rules)) {
    return { items: [...items], messages: [{ level: 'error', key: 'item.not-equippable' }] };
  }
  return {
    items: items.map((item) => (item.id === id ? { ...item, equipped } : item)),
    messages: [],
  };
}

/** Attunes or ends attunement; a fourth attuned item is refused (spec §4, §9). */
export function setAttuned<T extends HeldItem>(
  items: readonly T[],
  id: string,
  attuned: boolean,
  rules: AttunementRules,
): ItemToggle<T> {
  const item = items.find((entry) => entry.id === id);
  if (!item) return { items: [...items], messages: [] };
  if (attuned && !canAttune(items, item, rules)) {
    const key = rules.attunement === false ? 'item.no-attunement' : 'attunement.max';
    return { items: [...items], messages: [{ level: 'error', key, params: { max: MAX_ATTUNED } }] };
  }
  return {
    items: items.map((entry) => (entry === item ? { ...entry, attuned } : entry)),
    messages: [],
  };
}
