import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';

/** Entries of the catalogue's rules store (conditions, skills…) as the sheet reads them. */
export type RuleEntry = {
  id: string;
  type: string;
  title: string;
  description: string;
};

/** Rules entries and a title lookup (a condition's or skill's name; its id when unknown). */
export function useRuleTitles() {
  const rules = useCatalogue<RuleEntry>('rules');
  const entries = rules.data ?? [];
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return { entries, titleOf: (id: string) => byId.get(id)?.title ?? id };
}
