import { useMemo } from 'react';

import { isSkill } from '@hearth/rules';

import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useSkillNames } from '../sheet/useSkillNames.ts';

/** What the wizard shows of a catalogue entry beyond what the rules read. */
export type Described = {
  id: string;
  title: string;
  description?: string;
};

/** Entries of the rules store the wizard names things with: skills and languages. */
type RuleEntry = Described & {
  type?: string;
  standard?: boolean;
};

/** The catalogue's entries keep their descriptions; the rules types leave them out. */
export const described = <T extends { id: string; title: string }>(entry: T) =>
  entry as T & { description?: string };

/** The first sentence of a description, for a card. */
export function firstSentence(text: string | undefined): string {
  if (!text) return '';
  const match = /^(.+?[.!?])(\s|$)/s.exec(text.trim());
  return (match?.[1] ?? text).replace(/\*\*/g, '');
}

/** Titles of the rules store's entries (skills, languages) and the standard languages. */
export function useRuleEntries() {
  const rules = useCatalogue<RuleEntry>('rules');
  const skillName = useSkillNames();
  return useMemo(() => {
    const list = rules.data ?? [];
    const byId = new Map(list.map((entry) => [entry.id, entry]));
    const languages = list
      .filter((entry) => entry.type === 'language' && entry.standard === true)
      .sort((a, b) => a.title.localeCompare(b.title));
    // Skills are named in the player's language (the sheet's fixed terms), not by the catalogue.
    const title = (id: string) => (isSkill(id) ? skillName(id) : (byId.get(id)?.title ?? id));
    return { title, languages };
  }, [rules.data, skillName]);
}
