import { useMemo } from 'react';

import type { RulesCatalogue, SpellIndex } from '@hearth/rules';

import { indexSpellsForSearch } from '../../data/catalogue/searchTitle.ts';

/** Indexes built once per catalogue (a sync replaces the catalogue, and with it these). */
const fullIndexes = new WeakMap<RulesCatalogue, SpellIndex>();
const pactIndexes = new WeakMap<RulesCatalogue, SpellIndex>();

function once(
  cache: WeakMap<RulesCatalogue, SpellIndex>,
  catalogue: RulesCatalogue,
  build: () => SpellIndex,
): SpellIndex {
  let index = cache.get(catalogue);
  if (!index) {
    index = build();
    cache.set(catalogue, index);
  }
  return index;
}

/** Every spell of the catalogue, indexed for `filterSpells`. */
export function useFullIndex(catalogue: RulesCatalogue): SpellIndex {
  return useMemo(
    () => once(fullIndexes, catalogue, () => indexSpellsForSearch(catalogue.spells.values())),
    [catalogue],
  );
}

/** What a pact book may hold: cantrips and level 1 rituals of any class's list. */
export function usePactIndex(catalogue: RulesCatalogue): SpellIndex {
  return useMemo(
    () =>
      once(pactIndexes, catalogue, () =>
        indexSpellsForSearch(
          [...catalogue.spells.values()].filter(
            (spell) => spell.level === 0 || (spell.level === 1 && spell.ritual),
          ),
        ),
      ),
    [catalogue],
  );
}

/** The classes with spell lists, for the class filter. */
export function useCasterClasses(catalogue: RulesCatalogue) {
  return useMemo(
    () =>
      [...catalogue.classes.values()]
        .filter((cls) => cls.spellcasting)
        .map((cls) => ({ id: cls.id, title: cls.title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [catalogue],
  );
}
