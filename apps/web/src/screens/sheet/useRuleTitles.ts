import { entriesById } from '../../data/catalogue/lookups.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';

/** Entries of the catalogue's rules store (conditions, skills…) as the sheet reads them. */
export type RuleEntry = {
  id: string;
  type: string;
  title: string;
  description: string;
};

const NO_ENTRIES: readonly RuleEntry[] = [];

/** Rules entries and a title lookup (a condition's or skill's name; its id when unknown). */
export function useRuleTitles() {
  const rules = useCatalogue<RuleEntry>('rules');
  const entries = rules.data ?? NO_ENTRIES;
  // Built once per store content (the snapshot keeps the array while the store is unchanged),
  // not on every render of every card that names a condition (issue 16).
  const byId = entriesById(entries);
  return { entries, titleOf: (id: string) => byId.get(id)?.title ?? id };
}
