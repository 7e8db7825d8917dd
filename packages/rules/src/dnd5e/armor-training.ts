import type { RollNote } from './breakdown.ts';
import type { Equipment } from './equipment.ts';
import type { Problem } from './problems.ts';
import { warning } from './problems.ts';
import type { Proficiencies } from './proficiencies.ts';
import type { Skill } from './skills.ts';
import type { Ability } from './tables.ts';

/** Reason keys of the disadvantages worn armor gives (translated by the app under `rolls.`). */
export const UNTRAINED_ARMOR = 'armor.untrained';
export const STEALTH_ARMOR = 'armor.stealth';

/**
 * What the worn armor costs the character on d20 tests and in casting. Each names the item as
 * its breakdown source does without `item:` — the catalogue id, or `<id>/<variant>/<base>` for
 * magic armor made over a base (`magic-armor/plus-1/chain-mail`; `parseItemSource`).
 */
export interface ArmorHindrance {
  /** Body armor worn without its training. */
  untrained?: string;
  /** Body armor that gives disadvantage on Stealth. */
  noisy?: string;
  /** A shield held without training (it adds nothing to AC). */
  untrainedShield?: string;
}

const sourceId = (source: string) => source.slice('item:'.length);

/**
 * SRD 5.2 armor training: armor worn without training gives disadvantage on every d20 test
 * that uses Strength or Dexterity (checks, saves, attacks) and rules out spellcasting; a shield
 * without training only loses its AC. Armor with the Stealth property hampers Stealth checks
 * whoever wears it.
 */
export function armorHindrance(
  equipment: Equipment,
  proficiencies: Pick<Proficiencies, 'armor'>,
): ArmorHindrance {
  const hindrance: ArmorHindrance = {};
  const worn = equipment.armor;
  if (worn) {
    const id = sourceId(worn.held.source);
    if (!proficiencies.armor.has(worn.stats.category)) hindrance.untrained = id;
    if (worn.stats.stealth_disadvantage) hindrance.noisy = id;
  }
  const shield = equipment.shield;
  if (shield && !proficiencies.armor.has('shield')) {
    hindrance.untrainedShield = sourceId(shield.held.source);
  }
  return hindrance;
}

/**
 * The disadvantages on a d20 test with an ability (and a skill, for checks), as notes for its
 * breakdown.
 *
 * @example rollNotes({ untrained: 'chain-mail' }, 'dex') // [{ reason: 'armor.untrained', source: 'item:chain-mail' }]
 */
export function rollNotes(hindrance: ArmorHindrance, ability: Ability, skill?: Skill): RollNote[] {
  const notes: RollNote[] = [];
  if (hindrance.untrained && (ability === 'str' || ability === 'dex')) {
    notes.push({ reason: UNTRAINED_ARMOR, source: `item:${hindrance.untrained}` });
  }
  if (hindrance.noisy && skill === 'stealth') {
    notes.push({ reason: STEALTH_ARMOR, source: `item:${hindrance.noisy}` });
  }
  return notes;
}

/** The warnings worn armor and shields without training bring (the character stays valid). */
export function armorTrainingWarnings(hindrance: ArmorHindrance): Problem[] {
  const problems: Problem[] = [];
  if (hindrance.untrained) {
    problems.push(warning('armor', 'armor.untrained', { item: hindrance.untrained }));
  }
  if (hindrance.untrainedShield) {
    problems.push(warning('armor', 'shield.untrained', { item: hindrance.untrainedShield }));
  }
  return problems;
}
