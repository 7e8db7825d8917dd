import type { z } from 'zod';

import type { CatalogueStore } from '../stores.ts';
import { Background } from './background.ts';
import { Beast } from './beast.ts';
import { Class } from './class.ts';
import { DhArmor, DhCard, DhClass, DhItem, DhWeapon } from './daggerheart.ts';
import { Feature } from './feature.ts';
import { Item } from './item.ts';
import { Preset } from './preset.ts';
import { Rule } from './rule.ts';
import { Source } from './source.ts';
import { Species } from './species.ts';
import { Spell } from './spell.ts';
import { StoreTitles } from './titles.ts';

export * from './background.ts';
export * from './beast.ts';
export * from './class.ts';
export * from './common.ts';
export * from './daggerheart.ts';
export * from './feature.ts';
export * from './item.ts';
export * from './mechanic.ts';
export * from './preset.ts';
export * from './rule.ts';
export { Source } from './source.ts';
export * from './species.ts';
export * from './spell.ts';
export * from './titles.ts';

/**
 * The schema each entry of a store is validated against. Stores whose schema has not been
 * written yet are absent: their folders must then be empty, which the compiler enforces.
 */
export const STORE_SCHEMAS: Partial<Record<CatalogueStore, z.ZodType>> = {
  sources: Source,
  rules: Rule,
  species: Species,
  classes: Class,
  backgrounds: Background,
  features: Feature,
  spells: Spell,
  items: Item,
  presets: Preset,
  beasts: Beast,
  'dh-cards': DhCard,
  'dh-classes': DhClass,
  'dh-armor': DhArmor,
  'dh-weapon': DhWeapon,
  'dh-items': DhItem,
  'titles-ru': StoreTitles,
};
