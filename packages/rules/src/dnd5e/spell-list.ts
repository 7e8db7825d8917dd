import type { Breakdown } from './breakdown.ts';
import type { RulesCatalogue, SpellRules } from './catalogue.ts';
import type { Character, SpellStatus } from './character.ts';
import type { DerivedCharacter } from './derive.ts';
import type { Problem } from './problems.ts';
import type { GrantedSpell } from './spellcasting.ts';
import type { Ability } from './tables.ts';

/** How a character has a spell, as the magic page groups them (spec: character.md §2, §3). */
export type SpellSource = 'cantrip' | 'prepared' | 'book' | 'pact' | 'atwill' | 'extra' | 'granted';

/** One spell of the character, with how it is had and how it is cast. */
export interface CharacterSpell {
  spell: SpellRules;
  /** The stored flags (prepared, book, pact, favorite…), empty for a granted spell. */
  status: SpellStatus;
  /** Set when a feature gives the spell (always prepared, at will, free castings…). */
  granted?: GrantedSpell;
  source: SpellSource;
  /** Whether it can be cast now from a slot or at will (a book-only spell cannot). */
  castable: boolean;
  /** A book-only ritual a Wizard may still cast as a ritual (SRD 5.2 Ritual Adept). */
  ritualOnly: boolean;
  /** The class it is cast with, when a class's spellcasting applies. */
  classId?: string;
  ability?: Ability;
  saveDc?: Breakdown;
  attackBonus?: Breakdown;
  /** What the sheet flags about the choice (off the class list, above the levels it casts). */
  flags: Problem[];
}

function sourceOf(
  spell: SpellRules,
  status: SpellStatus,
  granted: GrantedSpell | undefined,
): SpellSource {
  if (granted) {
    if (granted.status === 'atwill') return 'atwill';
    if (granted.status === 'extra') return 'extra';
    return spell.level === 0 ? 'cantrip' : 'granted';
  }
  if (status.atwill) return 'atwill';
  if (status.pact) return 'pact';
  if (status.extra) return 'extra';
  if (spell.level === 0) return 'cantrip';
  if (status.prepared) return 'prepared';
  return 'book';
}

/**
 * Every spell the character has: prepared spells and cantrips, a Wizard's book, the Pact of the
 * Tome's book, at-will and extra spells, and those features give (always prepared, chosen
 * through a feature). Each comes with the class it is cast with and that class's save DC and
 * spell attack, or the ability a feature gives it.
 */
export function characterSpells(
  character: Character,
  sheet: DerivedCharacter,
  catalogue: RulesCatalogue,
): CharacterSpell[] {
  const byClass = new Map(sheet.spellcasting.map((casting) => [casting.classId, casting]));
  const castingFor = (spell: SpellRules, status: SpellStatus) => {
    const named = status.class ? byClass.get(status.class) : undefined;
    return (
      named ??
      sheet.spellcasting.find((casting) => spell.classes.includes(casting.classId)) ??
      sheet.spellcasting[0]
    );
  };
  const wizardBook = sheet.spellcasting.some((casting) => casting.spellbookMinimum !== undefined);
  const flagsOf = (id: string) => sheet.problems.filter((found) => found.path === `spells.${id}`);
  const result: CharacterSpell[] = [];
  const seen = new Set<string>();

  for (const granted of sheet.grantedSpells) {
    const spell = catalogue.spells.get(granted.spellId);
    if (!spell) continue;
    seen.add(spell.id);
    const status = character.spells[spell.id] ?? {};
    const casting = granted.ability ? undefined : castingFor(spell, status);
    const ability = granted.ability ?? casting?.ability;
    const own = granted.ability
      ? sheet.spellcasting.find((entry) => entry.ability === granted.ability)
      : casting;
    result.push({
      spell,
      status,
      granted,
      source: sourceOf(spell, status, granted),
      castable: granted.status !== 'book',
      ritualOnly: false,
      flags: flagsOf(spell.id),
      ...(own ? { classId: own.classId } : {}),
      ...(ability ? { ability } : {}),
      ...(own ? { saveDc: own.saveDc, attackBonus: own.attackBonus } : {}),
    });
  }

  for (const [id, status] of Object.entries(character.spells)) {
    if (seen.has(id) || status.mechanic) continue;
    const spell = catalogue.spells.get(id);
    if (!spell) continue;
    const source = sourceOf(spell, status, undefined);
    const had = status.prepared || status.book || status.pact || status.atwill || status.extra;
    if (!had) continue;
    const casting = castingFor(spell, status);
    const castable = source !== 'book';
    result.push({
      spell,
      status,
      source,
      castable,
      ritualOnly: !castable && wizardBook && spell.ritual,
      flags: flagsOf(spell.id),
      ...(casting
        ? {
            classId: casting.classId,
            ability: casting.ability,
            saveDc: casting.saveDc,
            attackBonus: casting.attackBonus,
          }
        : {}),
    });
  }
  return result.sort(
    (a, b) => a.spell.level - b.spell.level || a.spell.title.localeCompare(b.spell.title),
  );
}

/** The spells a class may prepare: its list, up to the highest slot level the character has. */
export function classSpellList(
  catalogue: RulesCatalogue,
  classId: string,
  maxLevel: number,
): SpellRules[] {
  const list: SpellRules[] = [];
  for (const spell of catalogue.spells.values()) {
    if (spell.classes.includes(classId) && spell.level <= maxLevel) list.push(spell);
  }
  return list.sort((a, b) => a.level - b.level || a.title.localeCompare(b.title));
}

/** The highest spell level the character's slots reach (regular or Pact Magic), 0 without. */
export function highestSlotLevel(
  sheet: Pick<DerivedCharacter, 'spellSlots' | 'pactSlots'>,
): number {
  return Math.max(sheet.spellSlots.length, sheet.pactSlots.slots > 0 ? sheet.pactSlots.level : 0);
}
