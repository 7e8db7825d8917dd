import type { z } from 'zod';

import type { Beast, Class, Feature, Item, Preset, Rule, Spell } from '@hearth/content';
import type {
  BeastFilter,
  ClassFilter,
  FeatureFilter,
  ItemFilter,
  PresetFilter,
  RuleFilter,
  SpellFilter,
} from '@hearth/contract';

/**
 * One predicate per store: an entry passes when it matches every filter given. Each takes the
 * validated query of its endpoint; absent parameters match everything.
 */
type Predicate<T> = (entry: T) => boolean;

const matches = <T, V>(wanted: V | undefined, actual: (entry: T) => V): Predicate<T> =>
  wanted === undefined ? () => true : (entry) => actual(entry) === wanted;

const every =
  <T>(...predicates: Predicate<T>[]): Predicate<T> =>
  (entry) =>
    predicates.every((predicate) => predicate(entry));

export function spellFilter(query: z.output<typeof SpellFilter>): Predicate<Spell> {
  return every<Spell>(
    matches(query.level, (spell) => spell.level),
    matches(query.school, (spell) => spell.school),
    (spell) => query.class === undefined || (spell.classes as string[]).includes(query.class),
    matches(query.ritual, (spell) => spell.ritual),
    matches(query.concentration, (spell) => spell.concentration),
  );
}

export function ruleFilter(query: z.output<typeof RuleFilter>): Predicate<Rule> {
  return matches(query.type, (rule) => rule.type);
}

export function classFilter(query: z.output<typeof ClassFilter>): Predicate<Class> {
  return matches(query.caster, (cls) => cls.spellcasting !== undefined);
}

export function featureFilter(query: z.output<typeof FeatureFilter>): Predicate<Feature> {
  return every<Feature>(
    matches(query.type, (feature) => feature.type),
    (feature) => query.class === undefined || ('class' in feature && feature.class === query.class),
  );
}

export function itemFilter(query: z.output<typeof ItemFilter>): Predicate<Item> {
  return every<Item>(
    matches(query.type, (item) => item.type),
    matches(query.subtype, (item) => item.subtype),
    matches(query.rarity, (item) => item.rarity),
    matches(query.magical, (item) => item.magical),
    matches(query.attunement, (item) => item.attunement !== false),
    (item) =>
      query.property === undefined ||
      (item.properties as string[]).includes(query.property) ||
      item.mastery === query.property,
  );
}

export function presetFilter(query: z.output<typeof PresetFilter>): Predicate<Preset> {
  return every<Preset>(
    matches(query.class, (preset) => preset.class_id),
    matches(query.background, (preset) => preset.background_id),
  );
}

export function beastFilter(query: z.output<typeof BeastFilter>): Predicate<Beast> {
  return every<Beast>(
    matches(query.cr, (beast) => beast.cr),
    (beast) => query.max_cr === undefined || beast.cr <= query.max_cr,
    matches(query.size, (beast) => beast.size),
    (beast) => query.speed === undefined || (beast.speed[query.speed] ?? 0) > 0,
    (beast) => query.sense === undefined || (beast.senses[query.sense] ?? 0) > 0,
    matches(query.type, (beast) => beast.type),
    titleContains(query.search),
  );
}

/** Entries whose title holds `search`, whatever the case; all of them for none or blanks. */
function titleContains(search: string | undefined): Predicate<{ title: string }> {
  const wanted = search?.toLocaleLowerCase('en');
  if (!wanted) return () => true;
  return (entry) => entry.title.toLocaleLowerCase('en').includes(wanted);
}
