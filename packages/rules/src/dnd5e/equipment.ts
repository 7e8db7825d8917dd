import { itemEffectsApply } from './attunement.ts';
import type { CarriedItem } from './carry.ts';
import type { ArmorStats, ItemRules, RulesCatalogue } from './catalogue.ts';

/** An inventory item as the rules read it (platform §3: inventory item). */
export interface EquipmentItem {
  /** The inventory item's own id. */
  id: string;
  /** The catalogue item; absent for custom items. */
  item_id?: string | null;
  quantity: number;
  equipped?: boolean;
  attuned?: boolean;
  container_id?: string | null;
  /** Custom items: their name and weight; scrolls: the chosen spell. */
  item_data?: { name?: string; weight?: number; spell?: string } | null;
}

/** An inventory item with its catalogue entry. */
export interface HeldEquipment {
  item: EquipmentItem;
  rules: ItemRules | undefined;
  /** Pounds per piece: bundled items (Arrows: 1 lb per 20) weigh their share. */
  unitWeight: number;
  /** Whether its mechanics apply (attuned if it must be, equipped if a weapon or armor). */
  active: boolean;
}

export interface Equipment {
  held: HeldEquipment[];
  /** Equipped body armor (the best one when several are equipped). */
  armor: { held: HeldEquipment; stats: ArmorStats } | undefined;
  /** Equipped shield. */
  shield: { held: HeldEquipment; stats: ArmorStats } | undefined;
  /** More than one body armor or shield equipped: only the best counts. */
  overDressed: boolean;
  attuned: number;
}

function unitWeight(item: EquipmentItem, rules: ItemRules | undefined): number {
  if (!rules) return Math.max(0, Number(item.item_data?.weight ?? 0) || 0);
  return rules.weight / (rules.bundle ?? 1);
}

/** Resolves inventory items against the catalogue and finds what is worn. */
export function resolveEquipment(
  items: readonly EquipmentItem[],
  catalogue: RulesCatalogue,
): Equipment {
  const held: HeldEquipment[] = [];
  let armor: Equipment['armor'];
  let shield: Equipment['shield'];
  let overDressed = false;
  let attuned = 0;
  for (const item of items) {
    const rules = item.item_id ? catalogue.items.get(item.item_id) : undefined;
    const entry: HeldEquipment = {
      item,
      rules,
      unitWeight: unitWeight(item, rules),
      active: rules ? itemEffectsApply(item, rules) : false,
    };
    held.push(entry);
    if (item.attuned) attuned += 1;
    const stats = rules?.armor;
    if (!stats || !item.equipped || item.quantity <= 0) continue;
    if (stats.category === 'shield') {
      if (shield) overDressed = true;
      if (!shield || stats.ac > shield.stats.ac) shield = { held: entry, stats };
    } else {
      if (armor) overDressed = true;
      if (!armor || stats.ac > armor.stats.ac) armor = { held: entry, stats };
    }
  }
  return { held, armor, shield, overDressed, attuned };
}

/** The items as the weight rules count them. */
export function carriedItems(equipment: Equipment): CarriedItem[] {
  return equipment.held.map(({ item, rules, unitWeight }) => ({
    id: item.id,
    weight: unitWeight,
    quantity: item.quantity,
    container_id: item.container_id ?? null,
    weightless: rules?.container?.weightless ?? false,
  }));
}
