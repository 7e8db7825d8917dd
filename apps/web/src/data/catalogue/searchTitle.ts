import type { SpellIndex, SpellRules } from '@hearth/rules';
import { foldText, indexSpells } from '@hearth/rules';

/** What a catalogue entry is searched by: its shown title and, when translated, the English one. */
type Titled = { readonly title: string; readonly title_en?: unknown };

const folded = new WeakMap<object, string>();

/**
 * An entry's titles as search compares them: folded (case, accents; `ё` as `е`), the shown
 * title and the English one when the shown one is a translation (localize.ts), so a Russian
 * interface finds `Волк` by «волк» and by "wolf". Remembered per entry object.
 */
export function searchableTitle(entry: Titled): string {
  let text = folded.get(entry);
  if (text === undefined) {
    const english = typeof entry.title_en === 'string' ? `\n${entry.title_en}` : '';
    text = foldText(`${entry.title}${english}`);
    folded.set(entry, text);
  }
  return text;
}

/** A search box's text as `titleMatches` expects it ('' matches everything). */
export function searchNeedle(query: string): string {
  return foldText(query.trim());
}

/** Whether an entry's shown or English title contains the needle (from `searchNeedle`). */
export function titleMatches(entry: Titled, needle: string): boolean {
  return needle === '' || searchableTitle(entry).includes(needle);
}

/** The rules' spell index, searching the shown and the English titles (`filterSpells`). */
export function indexSpellsForSearch(spells: Iterable<SpellRules>): SpellIndex {
  const index = indexSpells(spells);
  return { spells: index.spells, folded: index.spells.map(searchableTitle) };
}
