import { evaluateAmount } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { Progression } from './catalogue.ts';
import { classRow } from './catalogue.ts';
import { bonusTerms, exhaustionTerms } from './checks.ts';
import type { GrantedSpellStatus, Recovery } from './mechanics.ts';
import { optionKey, spellAbilityKey } from './paths.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import { pactSlots, spellSlots } from './spell-slots.ts';
import { spellbookMinimum } from './spell-status.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

export interface ClassSpellcasting {
  classId: string;
  ability: Ability;
  progression: Progression;
  saveDc: Breakdown;
  attackBonus: Breakdown;
  /** Cantrips and prepared spells the class table allows at this level. */
  cantrips: number;
  prepared: number;
  /**
   * The highest spell level this class prepares: its own slot table at its own level, as if
   * single-classed (SRD 5.2 multiclassing), Pact Magic's slot level for a Warlock.
   */
  maxSpellLevel: number;
  /** Wizards: the fewest spells the spellbook may hold. */
  spellbookMinimum?: number;
}

/** A spell a feature gives: fixed by the feature or chosen through it. */
export interface GrantedSpell {
  spellId: string;
  status: GrantedSpellStatus;
  /** The option key of the mechanic; chosen spells carry it as `mechanic`. */
  mechanic: string;
  source: string;
  /** The ability it is cast with, when the feature says or the player chose. */
  ability?: Ability;
  /** Free castings: the resource key of their used count. */
  uses?: { key: string; max: number; recovery: Recovery };
}

export interface Spellcasting {
  classes: ClassSpellcasting[];
  /** Regular slots by spell level 1-9 (trailing levels without slots left off). */
  slots: number[];
  pact: { slots: number; level: number };
  /** Pact of the Tome: the pact book of 3 cantrips and 2 level-1 rituals. */
  pactOfTheTome: boolean;
  granted: GrantedSpell[];
}

/** Spell save DC (spec §9): 8 + proficiency + ability modifier, plus DC bonuses. */
export function spellSaveDc(ctx: SheetContext, ability: Ability): Breakdown {
  return sumOf([
    { label: 'base', value: 8 },
    { label: 'proficiency', value: ctx.proficiencyBonus },
    { label: `ability.${ability}`, value: ctx.modifiers[ability] },
    ...bonusTerms(ctx, 'spell-dc'),
  ]);
}

/** Spell attack bonus: proficiency + ability modifier, attack bonuses, exhaustion. */
export function spellAttackBonus(ctx: SheetContext, ability: Ability): Breakdown {
  const terms: Term[] = [
    { label: 'proficiency', value: ctx.proficiencyBonus },
    { label: `ability.${ability}`, value: ctx.modifiers[ability] },
  ];
  return sumOf([...terms, ...bonusTerms(ctx, 'spell-attack'), ...exhaustionTerms(ctx)]);
}

function grantedSpells(
  ctx: SheetContext,
  spellsByMechanic: ReadonlyMap<string, string[]>,
): GrantedSpell[] {
  const granted: GrantedSpell[] = [];
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'spells') continue;
    const key = optionKey(grant.path, mechanic.id);
    let ability: Ability | undefined;
    if (mechanic.ability === 'choice') {
      const chosen = ctx.character.options[spellAbilityKey(grant.path)]?.[0];
      ability = (ABILITIES as readonly string[]).includes(chosen ?? '')
        ? (chosen as Ability)
        : undefined;
    } else if (mechanic.ability) ability = mechanic.ability;
    else if (grant.classId)
      ability = ctx.catalogue.classes.get(grant.classId)?.spellcasting?.ability;
    const uses = mechanic.uses && {
      key,
      max: evaluateAmount(mechanic.uses.max, ctx.amounts),
      recovery: mechanic.uses.recovery,
    };
    const ids = mechanic.spells ?? spellsByMechanic.get(key) ?? [];
    for (const spellId of ids) {
      granted.push({
        spellId,
        status: mechanic.status,
        mechanic: key,
        source: grantSource(grant),
        ...(ability ? { ability } : {}),
        ...(uses ? { uses } : {}),
      });
    }
  }
  return granted;
}

/**
 * Spellcasting (spec §9): for each casting class its ability, save DC, attack bonus and the
 * cantrips and prepared spells its table allows (and a Wizard's spellbook minimum); regular
 * slots from the multiclass spellcaster level; Pact Magic from Warlock levels; the spells
 * features give.
 */
export function spellcasting(ctx: SheetContext): Spellcasting {
  const classes: ClassSpellcasting[] = [];
  const casters: { progression: Progression; level: number }[] = [];
  let pactLevel = 0;
  for (const { id, level } of ctx.character.classes) {
    const cls = ctx.catalogue.classes.get(id);
    const casting = cls?.spellcasting;
    if (!cls || !casting || level < casting.from_level) continue;
    if (casting.progression === 'pact') pactLevel += level;
    else casters.push({ progression: casting.progression, level });
    const row = classRow(cls, level);
    classes.push({
      classId: id,
      ability: casting.ability,
      progression: casting.progression,
      saveDc: spellSaveDc(ctx, casting.ability),
      attackBonus: spellAttackBonus(ctx, casting.ability),
      cantrips: row?.cantrips ?? 0,
      prepared: row?.prepared ?? 0,
      maxSpellLevel:
        casting.progression === 'pact'
          ? pactSlots(level).level
          : spellSlots([{ progression: casting.progression, level }]).length,
      ...(casting.spellbook ? { spellbookMinimum: spellbookMinimum(level) } : {}),
    });
  }
  const spellsByMechanic = new Map<string, string[]>();
  for (const [id, status] of Object.entries(ctx.character.spells)) {
    if (!status.mechanic) continue;
    const list = spellsByMechanic.get(status.mechanic);
    if (list) list.push(id);
    else spellsByMechanic.set(status.mechanic, [id]);
  }
  const pactOfTheTome = ctx.grants.some(
    (grant) => grant.mechanic.type === 'properties' && grant.mechanic.key === 'pact-of-the-tome',
  );
  return {
    classes,
    slots: spellSlots(casters),
    pact: pactSlots(pactLevel),
    pactOfTheTome,
    granted: grantedSpells(ctx, spellsByMechanic),
  };
}
