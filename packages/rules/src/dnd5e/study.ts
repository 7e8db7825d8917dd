import type { Term } from './breakdown.ts';
import type { RulesCatalogue, StudyRules } from './catalogue.ts';
import type { Character } from './character.ts';
import type { Transition } from './hit-points.ts';
import { STUDIED_PREFIX, studiedKey } from './paths.ts';
import type { Ability } from './tables.ts';

/** One recorded study of a book: the item it was and what it raises. */
export interface RecordedStudy {
  readonly itemId: string;
  readonly title: string;
  readonly study: StudyRules;
}

/**
 * The studies recorded on the character (`studied-<item id>` options), one per entry, in key
 * order. Keys naming an item the catalogue does not have, or one without a `study`, count for
 * nothing: the catalogue may have changed since.
 */
export function recordedStudies(character: Character, catalogue: RulesCatalogue): RecordedStudy[] {
  const studies: RecordedStudy[] = [];
  for (const [key, entries] of Object.entries(character.options)) {
    if (!key.startsWith(STUDIED_PREFIX)) continue;
    const itemId = key.slice(STUDIED_PREFIX.length);
    const item = catalogue.items.get(itemId);
    if (!item?.study) continue;
    for (let index = 0; index < entries.length; index += 1) {
      studies.push({ itemId, title: item.title, study: item.study });
    }
  }
  return studies;
}

/**
 * Applies the recorded studies to running scores: each raises its ability by its value, no
 * higher than its own max (30 for the SRD books), adding a term named after the item.
 */
export function applyStudies(
  studies: readonly RecordedStudy[],
  values: Record<Ability, number>,
  terms: Record<Ability, Term[]>,
): void {
  for (const { itemId, study } of studies) {
    const value = Math.min(study.value, Math.max(0, study.max - values[study.ability]));
    if (value <= 0) continue;
    values[study.ability] += value;
    terms[study.ability].push({ label: 'item', value, source: `item:${itemId}` });
  }
}

/**
 * Records one finished study of a book (48 hours within 6 days for a SRD tome or manual): the
 * score rises on the sheet from now on, whether or not the book stays in the inventory. An item
 * without a `study` changes nothing and says so.
 *
 * @example studyItem(wizard, 'tome-of-clear-thought', catalogue).character.options['studied-tome-of-clear-thought'] // ['1']
 */
export function studyItem(
  character: Character,
  itemId: string,
  catalogue: RulesCatalogue,
): Transition {
  const item = catalogue.items.get(itemId);
  if (!item?.study) return { character, messages: [{ level: 'error', key: 'item.no-study' }] };
  const key = studiedKey(itemId);
  const options = { ...character.options, [key]: [...(character.options[key] ?? []), '1'] };
  return { character: { ...character, options }, messages: [] };
}
