import type {
  Character,
  ClassSpellCount,
  DerivedCharacter,
  RulesCatalogue,
  SpellRules,
  SpellStatus,
} from '@hearth/rules';
import { classSpellCounts, setSpellStatus } from '@hearth/rules';

import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';

/** How many cantrips, prepared spells and spellbook spells count against a class. */
export type SpellCounts = ClassSpellCount;

/** The counts of each casting class, as the rules count them (`classSpellCounts`). */
export function spellCounts(
  character: Character,
  sheet: DerivedCharacter,
  catalogue: RulesCatalogue,
): Map<string, SpellCounts> {
  return classSpellCounts(
    character,
    catalogue.spells,
    sheet.spellcasting.map((cls) => cls.classId),
  );
}

/** The class's list up to that level, cantrips first, then by level and title; a search filters. */
export function classSpells(
  catalogue: RulesCatalogue,
  classId: string,
  maxLevel: number,
  search = '',
): SpellRules[] {
  const needle = searchNeedle(search);
  return [...catalogue.spells.values()]
    .filter((spell) => spell.classes.includes(classId) && spell.level <= maxLevel)
    .filter((spell) => titleMatches(spell, needle))
    .sort((a, b) => a.level - b.level || a.title.localeCompare(b.title));
}

/** Stores a status without its false flags; a spell with no flag left leaves the list. */
function withStatus(character: Character, spellId: string, status: SpellStatus): Character {
  const spells = { ...character.spells };
  const kept = Object.fromEntries(
    Object.entries(status).filter(([, value]) => value !== false && value !== undefined),
  ) as SpellStatus;
  const { class: _owner, ...flags } = kept;
  if (Object.keys(flags).length > 0) spells[spellId] = kept;
  else delete spells[spellId];
  return { ...character, spells };
}

/** Prepares (or learns, for a cantrip) a spell for a class, or lets it go. */
export function togglePrepared(
  character: Character,
  spell: SpellRules,
  classId: string,
  on: boolean,
  keepInBook: boolean,
): Character {
  const current = character.spells[spell.id] ?? {};
  if (on)
    return withStatus(character, spell.id, {
      ...current,
      prepared: true,
      book: false,
      class: classId,
    });
  // A wizard's spell stays in the book when it is no longer prepared.
  return withStatus(character, spell.id, {
    ...current,
    prepared: false,
    book: keepInBook && spell.level > 0,
    class: classId,
  });
}

/** Writes a wizard's levelled spell into the spellbook (spec §4: Book, not prepared), or out. */
export function toggleBook(
  character: Character,
  spell: SpellRules,
  classId: string,
  on: boolean,
): Character {
  if (!on)
    return withStatus(character, spell.id, {
      ...character.spells[spell.id],
      prepared: false,
      book: false,
    });
  const next = setSpellStatus(character, spell, 'book', true, {
    wizard: true,
    pactOfTheTome: false,
    spells: new Map(),
  });
  const status = next.spells[spell.id];
  return status ? withStatus(next, spell.id, { ...status, class: classId }) : next;
}
