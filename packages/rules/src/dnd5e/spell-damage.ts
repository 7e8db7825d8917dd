import type { SpellRules } from './catalogue.ts';

/** Character levels from which a cantrip's dice grow (SRD 5.2). */
export const CANTRIP_STEPS = [5, 11, 17] as const;

/**
 * A spell's damage (or healing) roll at a casting: each roll's dice and type. A spell whose
 * damage type the caster picks has one roll with `typeOptions`; a spell of several beams has
 * one roll per beam (`beams`, each beam its own attack roll).
 */
export interface SpellRoll {
  dice: string;
  type: string;
  typeOptions?: readonly string[];
  /** Beams or rays fired, when the spell fires more than one (Eldritch Blast at level 5: 2). */
  beams?: number;
}

const DICE = /^(\d+)d(\d+)([+-]\d+)?$/;

/**
 * Adds dice of the same kind: `8d6` and `1d6` make `9d6`; rolls with a modifier stay apart and
 * are counted (`4 × 1d4+1`, Magic Missile's darts).
 */
export function combineDice(list: readonly string[]): string {
  const counts = new Map<string, number>();
  const order: string[] = [];
  for (const dice of list) {
    const match = DICE.exec(dice);
    const key = match && !match[3] ? `d${match[2]}` : dice;
    const add = match && !match[3] ? Number(match[1]) : 1;
    if (!counts.has(key)) order.push(key);
    counts.set(key, (counts.get(key) ?? 0) + add);
  }
  return order
    .map((key) => {
      const count = counts.get(key)!;
      if (key.startsWith('d')) return `${count}${key}`;
      return count === 1 ? key : `${count} × ${key}`;
    })
    .join(' + ');
}

/** A cantrip's dice at a character level (its scaling replaces the base dice). */
export function cantripDice(spell: SpellRules, base: string, characterLevel: number): string {
  let dice = base;
  for (const step of CANTRIP_STEPS) {
    const scaled = spell.cantrip_scaling?.[String(step)];
    if (scaled && characterLevel >= step) dice = scaled;
  }
  return dice;
}

/**
 * How many beams a spell fires at a casting (SRD 5.2 Eldritch Blast: 1, then 2 at character
 * level 5, 3 at 11, 4 at 17; Scorching Ray: 3 and one more per slot level above 2nd); 1 for a
 * spell without beams.
 *
 * @example spellBeams(eldritchBlast, { slotLevel: 0, characterLevel: 11 }) // 3
 */
export function spellBeams(
  spell: SpellRules,
  { slotLevel, characterLevel }: { slotLevel: number; characterLevel: number },
): number {
  const beams = spell.beams;
  if (!beams) return 1;
  if (spell.level === 0) {
    let count = beams.count;
    for (const step of CANTRIP_STEPS) {
      const scaled = beams.cantrip_scaling?.[String(step)];
      if (scaled && characterLevel >= step) count = scaled;
    }
    return count;
  }
  return beams.count + Math.max(0, slotLevel - spell.level) * (beams.upcast ?? 0);
}

/**
 * The damage rolls of a spell cast at a slot level (cantrips: at the character's level), with
 * what each slot above the spell's level adds. Empty for spells that deal no damage.
 *
 * @example spellDamage(fireball, { slotLevel: 4, characterLevel: 7 }) // [{ dice: '9d6', type: 'fire' }]
 */
export function spellDamage(
  spell: SpellRules,
  { slotLevel, characterLevel }: { slotLevel: number; characterLevel: number },
): SpellRoll[] {
  const damage = spell.damage ?? [];
  if (damage.length === 0) return [];
  const beams = spellBeams(spell, { slotLevel, characterLevel });
  const withBeams = (roll: SpellRoll): SpellRoll => (beams > 1 ? { ...roll, beams } : roll);
  if (spell.level === 0) {
    return damage.map((roll, index) =>
      withBeams({
        dice: index === 0 ? cantripDice(spell, roll.dice, characterLevel) : roll.dice,
        type: roll.type,
        ...(roll.type_options ? { typeOptions: roll.type_options } : {}),
      }),
    );
  }
  const extra = Math.max(0, slotLevel - spell.level);
  const upcast = spell.upcast?.damage_dice;
  const byType = new Map<string, { dice: string[]; options?: readonly string[] }>();
  for (const roll of damage) {
    const entry = byType.get(roll.type) ?? {
      dice: [],
      ...(roll.type_options ? { options: roll.type_options } : {}),
    };
    entry.dice.push(roll.dice);
    byType.set(roll.type, entry);
  }
  const first = damage[0]!.type;
  if (upcast) for (let step = 0; step < extra; step += 1) byType.get(first)!.dice.push(upcast);
  return [...byType].map(([type, entry]) =>
    withBeams({
      dice: combineDice(entry.dice),
      type,
      ...(entry.options ? { typeOptions: entry.options } : {}),
    }),
  );
}

/** A healing spell's roll at a slot level, and whether the caster's modifier adds. */
export function spellHealing(
  spell: SpellRules,
  slotLevel: number,
): { dice: string; addModifier: boolean } | undefined {
  if (!spell.healing) return undefined;
  const extra = Math.max(0, slotLevel - spell.level);
  const more = spell.upcast?.healing_dice;
  const dice = [spell.healing.dice, ...(more ? Array<string>(extra).fill(more) : [])];
  return { dice: combineDice(dice), addModifier: spell.healing.add_modifier };
}
