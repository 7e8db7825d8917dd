import type { RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import type { Problem } from './problems.ts';
import { problem, warning } from './problems.ts';

/** What one casting class allows, as the spell checks read it (`ClassSpellcasting`). */
export interface CastingClassLimit {
  classId: string;
  /** The highest spell level the class prepares (its slots as if single-classed, or Pact Magic). */
  maxSpellLevel: number;
  /** Wizards: the class keeps a spellbook. */
  spellbookMinimum?: number;
}

/**
 * The spells a player chose that the rules do not back (SRD 5.2: a class prepares spells from
 * its own list, of levels it has slots for; a Wizard copies such spells into the book):
 * - an id the catalogue does not know is an error (the server refuses adding one);
 * - a prepared (or spellbook) spell off the list of the class it counts for, or of a level
 *   above the highest that class casts, is flagged as a warning: it may stay (a game master's
 *   ruling, a level taken back), but the sheet says so.
 * Spells a feature grants or a choice of one holds, the pact book, at-will and extra spells
 * follow their own rules and are not checked here.
 *
 * @example spellChoiceProblems(cleric, { catalogue, classes }) // [{ path: 'spells.fireball', key: 'spells.off-list', … }]
 */
export function spellChoiceProblems(
  character: Character,
  context: {
    catalogue: Pick<RulesCatalogue, 'spells' | 'classes'>;
    classes: readonly CastingClassLimit[];
    /** Spells features give the character (the sheet's granted spells). */
    granted?: ReadonlySet<string>;
  },
): Problem[] {
  const { catalogue, classes } = context;
  const classTitle = (id: string) => catalogue.classes.get(id)?.title ?? id;
  const problems: Problem[] = [];
  for (const [id, status] of Object.entries(character.spells)) {
    const path = `spells.${id}`;
    const spell = catalogue.spells.get(id);
    if (!spell) {
      problems.push(problem(path, 'spells.unknown', { spell: id }));
      continue;
    }
    if (status.mechanic || context.granted?.has(id)) continue;
    if (status.pact || status.atwill || status.extra) continue;
    if (!status.prepared && !status.book) continue;
    const named = classes.filter((cls) => cls.classId === status.class);
    let owners = named.length > 0 ? named : classes;
    // A spell only in the book is the Wizard's, who copies spells of its own list.
    if (!status.prepared) owners = owners.filter((cls) => cls.spellbookMinimum !== undefined);
    if (owners.length === 0) {
      if (status.prepared) problems.push(warning(path, 'spells.no-caster', { spell: spell.title }));
      continue;
    }
    const listed = owners.filter((cls) => spell.classes.includes(cls.classId));
    if (listed.length === 0) {
      problems.push(
        warning(path, 'spells.off-list', {
          spell: spell.title,
          class: classTitle(owners[0]!.classId),
        }),
      );
      continue;
    }
    const highest = Math.max(...listed.map((cls) => cls.maxSpellLevel));
    if (spell.level > highest) {
      problems.push(
        warning(path, 'spells.too-high', { spell: spell.title, level: spell.level, highest }),
      );
    }
  }
  return problems;
}
