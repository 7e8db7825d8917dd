import { eq, sql } from 'drizzle-orm';

import { isCarriedInventory } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { characters, customItems, inventories, inventoryItems } from '../db/schema/index.ts';
import type { CharacterRow, charactersRepository } from './characters-repository.ts';

/** One stack a sheet reads, exactly as `charactersRepository.carriedItems` answers it. */
export type CarriedItem = Awaited<ReturnType<typeof charactersRepository.carriedItems>>[number];

/**
 * Every stack in the character's inventories as one JSON array, built by PostgreSQL beside the
 * record: the same columns, joins and conditions as `charactersRepository.carriedItems`, under
 * the same names. JSON carries the columns' values unchanged (text, integers, booleans, double
 * precision, jsonb, nulls): the sheet-inputs test holds the two reads equal.
 */
// Written out with table aliases: in a one-table select Drizzle leaves columns unqualified,
// which the subquery's joins would make ambiguous.
export const itemsOfCharacter = sql<CarriedItem[]>`coalesce((
  select json_agg(json_build_object(
    'inventoryType', inv.type,
    'inventoryVersion', inv.version,
    'id', item.id,
    'version', item.version,
    'itemId', item.item_id,
    'quantity', item.quantity,
    'equipped', item.equipped,
    'attuned', item.attuned,
    'containerId', item.container_id,
    'itemData', item.item_data,
    'customName', custom.name,
    'customWeight', custom.weight,
    'customVersion', custom.version
  ))
  from ${inventoryItems} item
  inner join ${inventories} inv on inv.id = item.inventory_id
  left join ${customItems} custom on custom.id = item.custom_item_id
  where inv.character_id = ${characters}.id
), '[]'::json)`;

/** Prepared once per database, as the repository's hot reads are. */
function prepare(db: Database) {
  return db
    .select({ character: characters, items: itemsOfCharacter })
    .from(characters)
    .where(eq(characters.id, sql.placeholder('id')))
    .prepare('character_with_items');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/**
 * What a sheet is derived from, in one round trip instead of two: the character's record and
 * the stacks it carries (not a mount's or a stash's). Null when there is no such character.
 */
export async function findSheetInputs(
  db: Database,
  id: string,
): Promise<{ row: CharacterRow; carried: CarriedItem[] } | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [found] = await query.execute({ id });
  if (!found) return null;
  return {
    row: found.character,
    carried: found.items.filter((item) => isCarriedInventory(item.inventoryType)),
  };
}
