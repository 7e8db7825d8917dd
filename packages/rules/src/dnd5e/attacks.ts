import { amountDice, evaluateAmount } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { ItemRules } from './catalogue.ts';
import { exhaustionTerms } from './checks.ts';
import type { HeldEquipment } from './equipment.ts';
import type { AttackMechanic } from './mechanics.ts';
import { itemPath, optionKey } from './paths.ts';
import type { Proficiencies } from './proficiencies.ts';
import { isWeaponProficient } from './proficiencies.ts';
import { criticalRange, diceProperty, extraAttacks, propertyGrants } from './properties.ts';
import type { AttackFacts } from './requirements.ts';
import { hasAttackRequirement, meetsAttackRequirements } from './requirements.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import type { Ability } from './tables.ts';

/** Reach of a melee attack: 5 ft, or 10 ft with the Reach property (spec §9). */
export const REACH = 5;
export const LONG_REACH = 10;

export interface WeaponAttack {
  /**
   * The inventory item's id, or `unarmed`; the Light property's extra attack is
   * `<inventory item id>-off-hand`, a Bonus Action Unarmed Strike `unarmed-bonus`.
   */
  id: string;
  itemId?: string;
  title: string;
  /** Made as part of the Attack action, or as a Bonus Action (off-hand, Martial Arts). */
  action: 'action' | 'bonus';
  /**
   * In hand. A weapon carried but not held is drawn as part of the attack (SRD 5.2: equipping
   * one weapon is part of each attack of the Attack action).
   */
  equipped: boolean;
  /**
   * The Light property's extra attack with a different Light weapon (SRD 5.2): a Bonus Action
   * whose damage leaves out a positive ability modifier unless Two-Weapon Fighting adds it.
   */
  offHand?: boolean;
  ability: Ability;
  proficient: boolean;
  toHit: Breakdown;
  damage: { dice: string; versatile?: string; bonus: Breakdown; type: string };
  /** Melee reach in feet. */
  reach?: number;
  /** Normal and long range for ranged and thrown weapons. */
  range?: { normal: number; long: number };
  /** The mastery property, when the character has chosen this weapon's mastery. */
  mastery?: string;
  properties: string[];
  criticalRange: number;
}

/** An attack or damaging effect a feature gives (Breath Weapon, Divine Spark, Sneak Attack). */
export interface FeatureAttack {
  key: string;
  title: string;
  action: AttackMechanic['action'];
  dice: string;
  damageTypes: string[];
  toHit?: Breakdown;
  save?: { ability: Ability; dc: Breakdown };
  rangeFeet?: number;
  area?: { shape: string; feet: number };
  /** Limited uses: the resource key of their used count. */
  uses?: string;
  source: string;
}

export interface Attacks {
  weapons: WeaponAttack[];
  features: FeatureAttack[];
  /** 1 + Extra Attack (spec §9). */
  attacksPerAction: Breakdown;
  /** Rogue Sneak Attack dice: ⌈level / 2⌉d6. */
  sneakAttack?: string;
}

/**
 * Rogue Sneak Attack: half the Rogue level rounded up, in d6 (spec §9).
 *
 * @example sneakAttackDice(5) // '3d6'
 */
export function sneakAttackDice(rogueLevel: number): string {
  return `${Math.ceil(rogueLevel / 2)}d6`;
}

const dieSize = (dice: string) => Number(/d(\d+)/.exec(dice)?.[1] ?? 0);

/** Simple melee weapons and Light martial melee weapons (SRD 5.2 Martial Arts). */
function isMonkWeapon(item: ItemRules): boolean {
  if (item.weapon?.category !== 'melee') return false;
  return (
    item.subtype === 'simple' || (item.subtype === 'martial' && item.properties.includes('light'))
  );
}

/**
 * Attack or damage bonuses in effect for one attack. A bonus required `this-item` (a +1
 * weapon's) counts only for attacks made with the inventory line that grants it: `line` is the
 * attack's line path (`item-<inventory item id>`), absent for an Unarmed Strike.
 */
function bonusesFor(
  ctx: SheetContext,
  key: 'attack' | 'damage',
  facts: AttackFacts,
  line?: string,
): Term[] {
  const terms: Term[] = [];
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'bonus' || mechanic.key !== key || mechanic.filter) continue;
    if (!meetsAttackRequirements(mechanic.requirement, facts)) continue;
    if (mechanic.requirement?.includes('this-item') && grant.path !== line) continue;
    terms.push({
      label: 'bonus',
      value: evaluateAmount(mechanic.value, ctx.amounts),
      source: grantSource(grant),
    });
  }
  return terms;
}

/**
 * The damage terms of the ability modifier: always for an attack of the Attack action; for the
 * Light property's extra attack only a negative one, or any with Two-Weapon Fighting (SRD 5.2).
 */
function abilityDamageTerms(
  ctx: SheetContext,
  ability: Ability,
  offHand: boolean,
  twoWeaponFighting: { source: string } | undefined,
): Term[] {
  const mod = ctx.modifiers[ability];
  if (!offHand || mod < 0) return [{ label: `ability.${ability}`, value: mod }];
  if (twoWeaponFighting) {
    return [{ label: `ability.${ability}`, value: mod, source: twoWeaponFighting.source }];
  }
  return [];
}

interface WeaponContext {
  ctx: SheetContext;
  proficiencies: Proficiencies;
  martialArts: { dice: string } | undefined;
  crit: number;
  twoWeaponFighting: { source: string } | undefined;
}

function weaponAttack(
  { ctx, proficiencies, martialArts, crit, twoWeaponFighting }: WeaponContext,
  held: HeldEquipment,
  item: ItemRules,
  offHand = false,
): WeaponAttack {
  const weapon = item.weapon!;
  const { str, dex } = ctx.modifiers;
  const ranged = weapon.category === 'ranged';
  const monk = martialArts !== undefined && isMonkWeapon(item);
  const either = monk || item.properties.includes('finesse');
  const ability: Ability = ranged ? 'dex' : either && dex > str ? 'dex' : 'str';
  const proficient = isWeaponProficient(proficiencies.weapons, item);
  const line = itemPath(held.item.id);
  const facts: AttackFacts = {
    melee: !ranged,
    ranged,
    twoHanded: item.properties.includes('two-handed'),
    light: item.properties.includes('light'),
    unarmed: false,
    strength: ability === 'str',
  };
  const mod = ctx.modifiers[ability];
  const hit: Term[] = [{ label: `ability.${ability}`, value: mod }];
  if (proficient) hit.push({ label: 'proficiency', value: ctx.proficiencyBonus });
  let dice = weapon.damage.dice;
  if (monk && dieSize(martialArts.dice) > dieSize(dice)) dice = martialArts.dice;
  return {
    id: offHand ? `${held.item.id}-off-hand` : held.item.id,
    itemId: item.id,
    title: held.item.item_data?.name ?? item.title,
    action: offHand ? 'bonus' : 'action',
    equipped: Boolean(held.item.equipped),
    ...(offHand ? { offHand } : {}),
    ability,
    proficient,
    toHit: sumOf([...hit, ...bonusesFor(ctx, 'attack', facts, line), ...exhaustionTerms(ctx)]),
    damage: {
      dice,
      ...(weapon.versatile_dice ? { versatile: weapon.versatile_dice } : {}),
      bonus: sumOf([
        ...abilityDamageTerms(ctx, ability, offHand, twoWeaponFighting),
        ...bonusesFor(ctx, 'damage', facts, line),
      ]),
      type: weapon.damage.type,
    },
    ...(!ranged ? { reach: item.properties.includes('reach') ? LONG_REACH : REACH } : {}),
    ...(weapon.range ? { range: weapon.range } : {}),
    ...(item.mastery && proficiencies.masteries.includes(item.made_from ?? item.id)
      ? { mastery: item.mastery }
      : {}),
    properties: [...item.properties],
    criticalRange: crit,
  };
}

/** Unarmed Strike (SRD 5.2): 1 + STR bludgeoning, or the Martial Arts die with STR or DEX. */
function unarmedStrike(
  ctx: SheetContext,
  martialArts: { dice: string } | undefined,
  crit: number,
): WeaponAttack {
  const { str, dex } = ctx.modifiers;
  const ability: Ability = martialArts && dex > str ? 'dex' : 'str';
  const facts: AttackFacts = {
    melee: true,
    ranged: false,
    twoHanded: false,
    light: false,
    unarmed: true,
    strength: ability === 'str',
  };
  const mod = ctx.modifiers[ability];
  return {
    id: 'unarmed',
    title: 'unarmed-strike',
    action: 'action',
    equipped: true,
    ability,
    proficient: true,
    toHit: sumOf([
      { label: `ability.${ability}`, value: mod },
      { label: 'proficiency', value: ctx.proficiencyBonus },
      ...bonusesFor(ctx, 'attack', facts),
      ...exhaustionTerms(ctx),
    ]),
    damage: {
      dice: martialArts?.dice ?? '1',
      bonus: sumOf([
        { label: `ability.${ability}`, value: mod },
        ...bonusesFor(ctx, 'damage', facts),
      ]),
      type: 'bludgeoning',
    },
    reach: REACH,
    properties: [],
    criticalRange: crit,
  };
}

function scaledDice(mechanic: AttackMechanic, ctx: SheetContext, level: number): string {
  let dice = amountDice(mechanic.dice, ctx.amounts);
  let reached = 0;
  for (const [from, scaled] of Object.entries(mechanic.scaling ?? {})) {
    const threshold = Number(from);
    if (threshold <= level && threshold > reached) {
      reached = threshold;
      dice = scaled;
    }
  }
  return dice;
}

function featureAttacks(ctx: SheetContext): FeatureAttack[] {
  const attacks: FeatureAttack[] = [];
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'attack' || mechanic.strike) continue;
    if (hasAttackRequirement(mechanic.requirement)) continue;
    const level = grant.classId ? (ctx.classLevels.get(grant.classId) ?? 0) : ctx.level;
    const key = optionKey(grant.path, mechanic.id);
    const types =
      mechanic.damage_type_options ?? (mechanic.damage_type ? [mechanic.damage_type] : []);
    const attack: FeatureAttack = {
      key,
      title: mechanic.title,
      action: mechanic.action,
      dice: scaledDice(mechanic, ctx, level),
      damageTypes: [...types],
      source: grantSource(grant),
      ...(mechanic.range_feet ? { rangeFeet: mechanic.range_feet } : {}),
      ...(mechanic.area ? { area: mechanic.area } : {}),
      ...(mechanic.uses ? { uses: key } : {}),
    };
    if (mechanic.save) {
      attack.save = {
        ability: mechanic.save.ability,
        dc: sumOf([
          { label: 'base', value: 8 },
          { label: 'proficiency', value: ctx.proficiencyBonus },
          {
            label: `ability.${mechanic.save.dc_ability}`,
            value: ctx.modifiers[mechanic.save.dc_ability],
          },
        ]),
      };
    } else if (mechanic.ability) {
      attack.toHit = sumOf([
        { label: `ability.${mechanic.ability}`, value: ctx.modifiers[mechanic.ability] },
        { label: 'proficiency', value: ctx.proficiencyBonus },
        ...exhaustionTerms(ctx),
      ]);
    }
    attacks.push(attack);
  }
  return attacks;
}

/**
 * The weapons the character can attack with: those carried on the body (not packed in a
 * container), held ones first, each group by name (inventories come in no fixed order, and a
 * list that reshuffles between visits is hard to use). A weapon not in hand is drawn as part of
 * the attack (SRD 5.2).
 */
function weaponsAtHand(ctx: SheetContext): { held: HeldEquipment; item: ItemRules }[] {
  const found: { held: HeldEquipment; item: ItemRules }[] = [];
  for (const held of ctx.equipment.held) {
    const item = held.rules;
    if (!item?.weapon || held.item.quantity <= 0) continue;
    if (!held.item.equipped && held.item.container_id) continue;
    found.push({ held, item });
  }
  const title = (entry: (typeof found)[number]) =>
    entry.held.item.item_data?.name ?? entry.item.title;
  return found.sort(
    (a, b) =>
      Number(Boolean(b.held.item.equipped)) - Number(Boolean(a.held.item.equipped)) ||
      title(a).localeCompare(title(b)),
  );
}

/**
 * The Light property's extra attacks (SRD 5.2): with two Light weapons at hand (two daggers
 * count), each can make the Bonus Action attack after the Attack action with the other.
 */
function offHandAttacks(
  weapons: readonly { held: HeldEquipment; item: ItemRules }[],
  context: WeaponContext,
): WeaponAttack[] {
  const light = weapons.filter((entry) => entry.item.properties.includes('light'));
  const pieces = light.reduce((sum, entry) => sum + entry.held.item.quantity, 0);
  if (pieces < 2) return [];
  return light.map((entry) => weaponAttack(context, entry.held, entry.item, true));
}

/** Unarmed Strikes features let the character make with another action (Martial Arts). */
function otherUnarmedStrikes(ctx: SheetContext, unarmed: WeaponAttack): WeaponAttack[] {
  const strikes: WeaponAttack[] = [];
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'attack' || mechanic.strike !== 'unarmed') continue;
    if (mechanic.action !== 'bonus' || strikes.length > 0) continue;
    strikes.push({ ...unarmed, id: 'unarmed-bonus', title: mechanic.title, action: 'bonus' });
  }
  return strikes;
}

/** Two-Weapon Fighting (SRD 5.2): the off-hand attack keeps the ability modifier. */
function twoWeaponFightingOf(ctx: SheetContext): { source: string } | undefined {
  const [grant] = propertyGrants(ctx, 'off-hand-modifier');
  return grant && { source: grant.source };
}

/**
 * Attacks (spec §9): each weapon carried at hand (held ones first) with its hit bonus (STR, DEX
 * for ranged, the better for Finesse and for a Monk's weapons, plus proficiency), damage dice
 * (versatile two-handed dice, the Martial Arts die when larger) and bonus, reach or range and
 * mastery; the Unarmed Strike; the Bonus Action attacks (the Light property's extra attack,
 * Martial Arts' Unarmed Strike); the attacks features give; attacks per action; Sneak Attack.
 */
export function attacks(ctx: SheetContext, proficiencies: Proficiencies): Attacks {
  const context: WeaponContext = {
    ctx,
    proficiencies,
    martialArts: diceProperty(ctx, 'unarmed-die'),
    crit: criticalRange(ctx),
    twoWeaponFighting: twoWeaponFightingOf(ctx),
  };
  const atHand = weaponsAtHand(ctx);
  const unarmed = unarmedStrike(ctx, context.martialArts, context.crit);
  const weapons: WeaponAttack[] = [
    ...atHand.map(({ held, item }) => weaponAttack(context, held, item)),
    unarmed,
    ...offHandAttacks(atHand, context),
    ...otherUnarmedStrikes(ctx, unarmed),
  ];
  const extra = extraAttacks(ctx);
  const rogue = ctx.classLevels.get('rogue');
  return {
    weapons,
    features: featureAttacks(ctx),
    attacksPerAction: sumOf([
      { label: 'base', value: 1 },
      ...(extra.value > 0
        ? [
            {
              label: 'extra-attack',
              value: extra.value,
              ...(extra.source ? { source: extra.source } : {}),
            },
          ]
        : []),
    ]),
    ...(rogue ? { sneakAttack: sneakAttackDice(rogue) } : {}),
  };
}

/** What one inventory item lets the character attack with, as the sheet has worked it out. */
export interface ItemAttacks {
  /** Its weapon attack, while it is an equipped weapon. */
  weapon?: WeaponAttack;
  /** The attacks its mechanics add (Throw Acid), while its effects apply. */
  features: FeatureAttack[];
}

/**
 * The attacks of one inventory item among the sheet's: its weapon attack and those its own
 * attack mechanics give (their keys are `item-<inventory item id>-<mechanic id>`).
 */
export function attacksOfItem(
  sheet: { attacks: readonly WeaponAttack[]; featureAttacks: readonly FeatureAttack[] },
  inventoryItemId: string,
  rules: Pick<ItemRules, 'mechanics'> | undefined,
): ItemAttacks {
  const keys = new Set(
    (rules?.mechanics ?? [])
      .filter((mechanic) => mechanic.type === 'attack')
      .map((mechanic) => optionKey(itemPath(inventoryItemId), mechanic.id)),
  );
  const weapon = sheet.attacks.find((attack) => attack.id === inventoryItemId && attack.equipped);
  return {
    ...(weapon ? { weapon } : {}),
    features: sheet.featureAttacks.filter((attack) => keys.has(attack.key)),
  };
}
