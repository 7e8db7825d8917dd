import { useMemo } from 'react';

import type { Spell } from '@hearth/content';

import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';

/** The catalogue's full spell entries (description, duration…) by id, from the device. */
export function useSpellEntries(): ReadonlyMap<string, Spell> | undefined {
  const spells = useCatalogue<Spell>('spells').data;
  return useMemo(
    () => (spells ? new Map(spells.map((spell) => [spell.id, spell])) : undefined),
    [spells],
  );
}
