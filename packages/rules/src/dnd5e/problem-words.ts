import type { RulesCatalogue } from './catalogue.ts';
import type { Problem } from './problems.ts';
import type { Ability } from './tables.ts';

/**
 * Problems carry ids in their parameters (`class: 'barbarian'`, `abilities: 'str,dex'`), so each
 * reader can name them in its own language: the server in English for a field error's message,
 * the app in the player's language. These are the parameters that name something.
 */
export interface ProblemNames {
  ability(id: string): string;
  skill(id: string): string;
  class(id: string): string;
  /** A feat, an invocation or a class feature. */
  feature(id: string): string;
  spell(id: string): string;
  /** Words joined as alternatives: 'Strength or Dexterity'. */
  anyOf(words: readonly string[]): string;
}

type Params = NonNullable<Problem['params']>;

const NAMED: Record<string, (names: ProblemNames, id: string) => string> = {
  ability: (names, id) => names.ability(id),
  /** Any one of several abilities, ids joined by commas. */
  abilities: (names, ids) => names.anyOf(ids.split(',').map((id) => names.ability(id))),
  skill: (names, id) => names.skill(id),
  class: (names, id) => names.class(id),
  feature: (names, id) => names.feature(id),
  feat: (names, id) => names.feature(id),
  spell: (names, id) => names.spell(id),
};

/**
 * A problem's parameters with the ids that name something put in words.
 *
 * @example paramsInWords({ class: 'barbarian', abilities: 'str', min: 13 }, englishNames(catalogue))
 * // { class: 'Barbarian', abilities: 'Strength', min: 13 }
 */
export function paramsInWords(params: Params | undefined, names: ProblemNames): Params {
  const words: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const namer = NAMED[name];
    words[name] = namer && typeof value === 'string' ? namer(names, value) : value;
  }
  return words;
}

/**
 * A problem as one sentence: the text of its key with its parameters in words, after the
 * option it is about when it names one ('Lifedrinker: Needs Warlock level 9').
 */
export function problemSentence(
  found: Pick<Problem, 'key' | 'params'>,
  names: ProblemNames,
  text: (key: Problem['key'], params: Params) => string,
): string {
  const words = paramsInWords(found.params, names);
  const sentence = text(found.key, words);
  const feat = found.params?.feat;
  return typeof feat === 'string' ? `${words.feat}: ${sentence}` : sentence;
}

const ENGLISH_ABILITIES: Record<Ability, string> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

/** 'sleight-of-hand' → 'Sleight of Hand'. */
function titleOfSlug(slug: string): string {
  return slug
    .split('-')
    .map((word, index) =>
      index > 0 && ['of', 'the', 'and'].includes(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A feature's title: a feat or invocation, else the first class or subclass feature of that id. */
export function featureTitle(catalogue: RulesCatalogue, id: string): string | undefined {
  const feat = catalogue.feats.get(id);
  if (feat) return feat.title;
  for (const cls of catalogue.classes.values()) {
    const feature = cls.features.find((entry) => entry.id === id);
    if (feature) return feature.title;
  }
  for (const subclass of catalogue.subclasses.values()) {
    const feature = subclass.features.find((entry) => entry.id === id);
    if (feature) return feature.title;
  }
  return undefined;
}

/** English names from the catalogue's titles (the server's field errors speak English). */
export function englishNames(catalogue: RulesCatalogue): ProblemNames {
  return {
    ability: (id) => ENGLISH_ABILITIES[id as Ability] ?? id,
    skill: titleOfSlug,
    class: (id) => catalogue.classes.get(id)?.title ?? id,
    feature: (id) => featureTitle(catalogue, id) ?? id,
    spell: (id) => catalogue.spells.get(id)?.title ?? id,
    anyOf: (words) =>
      words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`,
  };
}
