import type { ItemRules, MagicItemChoice, RulesCatalogue } from '@hearth/rules';
import { fitsBaseItem } from '@hearth/rules';

import { invalidField } from '../errors/app-error.ts';

/** Where a choice's fields sit in the request, for the field errors. */
export interface ChoicePaths {
  variant: string;
  base: string;
}

/**
 * Checks what an inventory line chose of a magic item (`item_data.variant`, `item_data.base`)
 * and answers the choice to store: a variant must be one of the item's, a base a catalogue item
 * its `base_item` filter lets it be made from; an item without variants or a base takes
 * neither. `required` names what the line must have: a new line of an item with variants needs
 * a variant, of an item made over a base a base (a line stored before the item had them may
 * keep going without).
 */
export function checkMagicItemChoice(
  entry: ItemRules,
  choice: MagicItemChoice,
  catalogue: RulesCatalogue,
  paths: ChoicePaths,
  required: { variant: boolean; base: boolean } = { variant: true, base: true },
): { variant?: string; base?: string } {
  const checked: { variant?: string; base?: string } = {};
  const variant = choice.variant ?? undefined;
  if (variant !== undefined) {
    if (!entry.variants) throw invalidField(paths.variant, `${entry.title} has no variants`);
    if (!entry.variants.some((candidate) => candidate.id === variant)) {
      throw invalidField(paths.variant, `Unknown variant "${variant}" of ${entry.title}`);
    }
    checked.variant = variant;
  } else if (entry.variants && required.variant) {
    throw invalidField(paths.variant, 'Choose which kind of this item');
  }
  const base = choice.base ?? undefined;
  const filter = entry.base_item;
  if (base !== undefined) {
    if (!filter) throw invalidField(paths.base, `${entry.title} is not made from another item`);
    const candidate = catalogue.items.get(base);
    if (!candidate) throw invalidField(paths.base, `Unknown item "${base}"`);
    if (!fitsBaseItem(filter, candidate)) {
      throw invalidField(paths.base, `${entry.title} cannot be made from ${candidate.title}`);
    }
    checked.base = base;
  } else if (filter && required.base) {
    throw invalidField(
      paths.base,
      filter.type === 'weapon'
        ? 'Choose the weapon it is made from'
        : 'Choose the armor it is made from',
    );
  }
  return checked;
}

/** The `item_data` a new line of a catalogue item starts with: its choice, or nothing. */
export function choiceData(choice: {
  variant?: string;
  base?: string;
}): { variant?: string; base?: string } | null {
  const data = {
    ...(choice.variant !== undefined ? { variant: choice.variant } : {}),
    ...(choice.base !== undefined ? { base: choice.base } : {}),
  };
  return Object.keys(data).length > 0 ? data : null;
}
