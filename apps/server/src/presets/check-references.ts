import type { FieldError } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import { AppError } from '../errors/app-error.ts';

export interface PresetReferences {
  class_id?: string | null | undefined;
  background_id?: string | null | undefined;
  items?: readonly { item_id: string }[] | undefined;
}

/**
 * A preset may only name what the catalogue has: its items, class and background. Refuses
 * with one field error per unknown name (`body.items.2.item_id`, or `body.item_id` for a
 * single line).
 */
export function checkPresetReferences(
  body: PresetReferences & { item_id?: string | undefined },
  catalogue: RulesCatalogue,
): void {
  const fields: FieldError[] = [];
  if (body.class_id && !catalogue.classes.has(body.class_id)) {
    fields.push({ path: 'body.class_id', message: `Unknown class "${body.class_id}"` });
  }
  if (body.background_id && !catalogue.backgrounds.has(body.background_id)) {
    fields.push({
      path: 'body.background_id',
      message: `Unknown background "${body.background_id}"`,
    });
  }
  body.items?.forEach((line, index) => {
    if (!catalogue.items.has(line.item_id)) {
      fields.push({ path: `body.items.${index}.item_id`, message: unknownItem(line.item_id) });
    }
  });
  if (body.item_id !== undefined && !catalogue.items.has(body.item_id)) {
    fields.push({ path: 'body.item_id', message: unknownItem(body.item_id) });
  }
  if (fields.length > 0) throw new AppError('VALIDATION', undefined, { fields });
}

const unknownItem = (id: string) => `Unknown item "${id}"`;
