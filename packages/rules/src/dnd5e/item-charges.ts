import type { RandomSource } from '../dice/random.ts';
import { rollDice } from '../dice/random.ts';
import type { ChargesRules, ItemSpellRules } from './catalogue.ts';
import type { Equipment, HeldEquipment } from './equipment.ts';
import type { Recovery } from './mechanics.ts';
import { itemPath, optionKey, resourcePath } from './paths.ts';

/**
 * An item's charges as a tracked resource of its inventory line: `prop-item-<line id>-charges`
 * in `character.resources` (the used count, like every resource). Two wands are two lines, each
 * with its own charges.
 */
export const itemChargesKey = (inventoryItemId: string) =>
  resourcePath(optionKey(itemPath(inventoryItemId), 'charges'));

/** When spent charges come back on the sheet: dawn and dusk count as a Long Rest. */
export function chargesRecovery(recharge: ChargesRules['recharge']): Recovery | 'none' {
  switch (recharge) {
    case 'short':
      return 'SHORT';
    case 'none':
      return 'none';
    default:
      return 'LONG';
  }
}

const DICE = /^(\d+)d(\d+)([+-]\d+)?$/;

/**
 * How many charges a recharge gives back: a number as it is, dice (`1d6+1`) rolled with
 * `random`, or their average rounded up without one (as hit dice are spent without a roll).
 * Never below 0; an expression that is not dice gives nothing back.
 *
 * @example regainedCharges('1d6+1', fixedRolls([4], 6)) // 5
 */
export function regainedCharges(regain: string | number, random?: RandomSource): number {
  if (typeof regain === 'number') return Math.max(0, regain);
  if (/^\d+$/.test(regain)) return Number(regain);
  const match = DICE.exec(regain);
  if (!match) return 0;
  const count = Number(match[1]);
  const sides = Number(match[2]);
  const modifier = Number(match[3] ?? 0);
  const rolled = random
    ? rollDice(count, sides, random).reduce((sum, face) => sum + face, 0)
    : Math.ceil((count * (sides + 1)) / 2);
  return Math.max(0, rolled + modifier);
}

/** A spell an item casts, as the sheet lists it beside the item's charges. */
export interface ItemCasting extends ItemSpellRules {
  /** The inventory line of the item. */
  item: string;
  /** The concrete item's name (`Wand of Magic Missiles`). */
  title: string;
  /** The item's breakdown source (`item:wand-of-magic-missiles`). */
  source: string;
  /** The charges resource its castings spend, when the item has charges. */
  resource?: string;
}

const hasEffects = (held: HeldEquipment) => held.active && held.item.quantity > 0;

/**
 * The spells of the items whose effects apply (a wand carried, a staff attuned), each with the
 * charges one casting spends, its level range and its own DC or attack bonus when the item
 * fixes them: data for the sheet's resources and spells.
 */
export function itemCastings(equipment: Equipment): ItemCasting[] {
  const castings: ItemCasting[] = [];
  for (const held of equipment.held) {
    const rules = held.rules;
    if (!rules?.spells || !hasEffects(held)) continue;
    for (const spell of rules.spells) {
      castings.push({
        ...spell,
        item: held.item.id,
        title: held.item.item_data?.name ?? rules.title,
        source: held.source,
        ...(rules.charges ? { resource: itemChargesKey(held.item.id) } : {}),
      });
    }
  }
  return castings;
}

/** The charges of one item line, as the resources list holds them. */
export interface ItemChargesResource {
  key: string;
  title: string;
  max: number;
  recovery: Recovery | 'none';
  recoveryValue: number;
  regain?: string | number;
  source: string;
  item: string;
}

/**
 * One charges resource per inventory line whose item has charges (after its variant) and whose
 * effects apply: titled with the concrete item's name, its maximum the item's charges,
 * recovering at dawn, dusk or a Long Rest as LONG, on a Short Rest as SHORT. A recharge
 * gives back its `regain` (dice rolled on the rest, or a number), or every charge without one.
 */
export function itemChargeResources(equipment: Equipment): ItemChargesResource[] {
  const resources: ItemChargesResource[] = [];
  for (const held of equipment.held) {
    const charges = held.rules?.charges;
    if (!charges || !hasEffects(held)) continue;
    const recovery = chargesRecovery(charges.recharge);
    resources.push({
      key: itemChargesKey(held.item.id),
      title: held.item.item_data?.name ?? held.rules!.title,
      max: charges.max,
      recovery,
      recoveryValue: 0,
      ...(charges.regain !== undefined && recovery !== 'none' ? { regain: charges.regain } : {}),
      source: held.source,
      item: held.item.id,
    });
  }
  return resources;
}
