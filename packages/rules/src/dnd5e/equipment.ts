import { itemEffectsApply } from './attunement.ts';
import type { CarriedItem } from './carry.ts';
import type { ArmorStats, ItemRules, RulesCatalogue } from './catalogue.ts';
import { concreteItemProblems, itemSource, resolveConcreteItem } from './concrete-items.ts';
import type { Problem } from './problems.ts';

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
  /**
   * Custom items: their name and weight; scrolls: the chosen spell; magic items with variants
   * or made over a base item: the chosen `variant` and `base` (catalogue ids).
   */
  item_data?: {
    name?: string;
    weight?: number;
    spell?: string;
    variant?: string;
    base?: string;
  } | null;
}

/** An inventory item with its catalogue entry. */
export interface HeldEquipment {
  item: EquipmentItem;
  /** The concrete item (the entry with the line's variant and base: `concreteItem`). */
  rules: ItemRules | undefined;
  /** Where its effects come from in breakdowns: `item:<id>` or `item:<id>/<variant>/<base>`. */
  source: string;
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
  /** Lines whose variant or base does not apply (warnings: the line counts without it). */
  problems: Problem[];
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
  const problems: Problem[] = [];
  for (const item of items) {
    const found = item.item_id ? catalogue.items.get(item.item_id) : undefined;
    const concrete = found && resolveConcreteItem(found, item.item_data, catalogue);
    if (concrete) problems.push(...concreteItemProblems(concrete, `items.${item.id}`));
    const rules = concrete?.rules;
    const entry: HeldEquipment = {
      item,
      rules,
      source: concrete?.source ?? itemSource(item.item_id ?? item.id),
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
  return { held, armor, shield, overDressed, attuned, problems };
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
