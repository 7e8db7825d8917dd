import { useTranslation } from 'react-i18next';

import type { Problem, ProblemNames, RulesCatalogue } from '@hearth/rules';
import { englishNames, featureTitle, problemSentence } from '@hearth/rules';

/** i18next's `t` as these helpers call it: a key, and values or a default. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Names for the ids in problems' parameters, in the player's language: abilities from the
 * character texts, catalogue entries by their titles (Russian ones where the catalogue has them),
 * alternatives joined the way the language joins them ('Strength or Dexterity').
 */
export function problemNames(
  t: Translate,
  language: string,
  catalogue: RulesCatalogue | undefined,
): ProblemNames {
  const english = catalogue ? englishNames(catalogue) : undefined;
  return {
    ability: (id) => t(`character:abilities.${id}`, { defaultValue: english?.ability(id) ?? id }),
    skill: (id) => english?.skill(id) ?? id,
    class: (id) => catalogue?.classes.get(id)?.title ?? id,
    feature: (id) => (catalogue ? featureTitle(catalogue, id) : undefined) ?? id,
    spell: (id) => catalogue?.spells.get(id)?.title ?? id,
    anyOf: (words) => new Intl.ListFormat(language, { type: 'disjunction' }).format(words),
  };
}

/**
 * A problem in the player's language: its key's text (namespace `rules`) with the ids in its
 * parameters named, after the option it is about ('Lifedrinker: Needs Warlock level 9');
 * `fallback` (the server's English message) when the key has no text.
 */
export function problemInWords(
  found: Pick<Problem, 'key' | 'params'>,
  t: Translate,
  language: string,
  catalogue: RulesCatalogue | undefined,
  fallback?: string,
): string {
  if (fallback && !t(`rules:problems.${found.key}`, { defaultValue: '' })) return fallback;
  return problemSentence(found, problemNames(t, language, catalogue), (key, params) =>
    t(`rules:problems.${key}`, params),
  );
}

/** {@link problemInWords} for screens, in the current language. */
export function useProblemText(catalogue: RulesCatalogue | undefined) {
  const { t, i18n } = useTranslation(['rules', 'character']);
  // The rules' keys are typed in the rules package; i18next's key types do not reach them.
  const translate = t as unknown as Translate;
  return (found: Pick<Problem, 'key' | 'params'>, fallback?: string) =>
    problemInWords(found, translate, i18n.language, catalogue, fallback);
}
