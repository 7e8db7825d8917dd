import type { RulesCatalogue } from '@hearth/rules';
import { indexCatalogue } from '@hearth/rules';

import type { Catalogue } from './build/compile.ts';
import type { Background } from './schemas/background.ts';
import type { Beast } from './schemas/beast.ts';
import type { Class } from './schemas/class.ts';
import type { Feature } from './schemas/feature.ts';
import type { Item } from './schemas/item.ts';
import type { Preset } from './schemas/preset.ts';
import type { Species } from './schemas/species.ts';
import type { Spell } from './schemas/spell.ts';

/**
 * The compiled catalogue indexed for the rules engine. Every entry was validated by its
 * schema at compile time, and `rules-catalogue.test.ts` checks that the schemas' types are
 * what the engine reads.
 */
export function rulesCatalogueOf(catalogue: Catalogue): RulesCatalogue {
  return indexCatalogue({
    classes: catalogue.classes.entries as Class[],
    species: catalogue.species.entries as Species[],
    backgrounds: catalogue.backgrounds.entries as Background[],
    features: catalogue.features.entries as Feature[],
    items: catalogue.items.entries as Item[],
    spells: catalogue.spells.entries as Spell[],
    beasts: catalogue.beasts.entries as Beast[],
    presets: catalogue.presets.entries as Preset[],
  });
}
