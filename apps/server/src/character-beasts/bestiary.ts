import type { LiveCatalogue } from '../catalogue/live-catalogue.ts';
import { invalidField } from '../errors/app-error.ts';
import type { BestiaryBeast } from './add-character-beast.ts';

/**
 * The bestiary entry a character beast names, as the catalogue serves it now (admin edits
 * included); an unknown id is the client's mistake, refused on the field. Read before the
 * change's transaction: the catalogue reads the database through its own handle.
 */
export async function bestiaryBeast(content: LiveCatalogue, id: string): Promise<BestiaryBeast> {
  const entry = await content.entry('beasts', id);
  if (!entry) throw invalidField('body.beast_id', `Unknown beast "${id}"`);
  return { id, title: typeof entry.title === 'string' ? entry.title : id };
}
