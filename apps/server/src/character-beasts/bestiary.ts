import type { CharacterBeastType } from '@hearth/contract';

import type { LiveCatalogue } from '../catalogue/live-catalogue.ts';
import { invalidField } from '../errors/app-error.ts';
import type { BestiaryBeast } from './add-character-beast.ts';

/**
 * The bestiary entry a character beast names, as the catalogue serves it now (admin edits
 * included); an unknown id is the client's mistake, refused on the field. The bestiary holds
 * every creature: a companion, familiar, summon or mount may be any of them, but a Wild Shape
 * form must be a Beast (SRD 5.2). Read before the change's transaction: the catalogue reads the
 * database through its own handle.
 */
export async function bestiaryBeast(
  content: LiveCatalogue,
  id: string,
  type: CharacterBeastType,
): Promise<BestiaryBeast> {
  const entry = await content.entry('beasts', id);
  if (!entry) throw invalidField('body.beast_id', `Unknown beast "${id}"`);
  const title = typeof entry.title === 'string' ? entry.title : id;
  if (type === 'wildshape' && entry.type !== 'beast') {
    throw invalidField('body.beast_id', `Only a Beast can be a Wild Shape form; ${title} is not`);
  }
  return { id, title };
}
