import { asc, eq } from 'drizzle-orm';

import type { InventoryItem } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { inventories } from '../db/schema/index.ts';
import { addCatalogueItem } from '../inventories/add-item.ts';
import { toInventoryItemView } from '../inventories/inventory-view.ts';
import type { InventoryRow } from '../inventories/load-inventory.ts';
import { loadCampaignFor } from './load-campaign.ts';

/**
 * The campaign's stock inventory, for a member (the campaign is checked in load-campaign.ts).
 * Every campaign gets one when created; `lock` serialises adds into it (FOR NO KEY UPDATE, as
 * load-inventory.ts explains).
 */
export async function stockOf(
  db: Database,
  user: { id: string },
  campaignId: string,
  options: { lock?: boolean } = {},
): Promise<InventoryRow> {
  const { campaign } = await loadCampaignFor(db, user, campaignId);
  const query = db
    .select()
    .from(inventories)
    .where(eq(inventories.campaignId, campaign.id))
    .orderBy(asc(inventories.createdAt))
    .limit(1);
  const [stock] = options.lock ? await query.for('no key update') : await query;
  if (!stock) throw new Error(`campaign ${campaign.id} has no stock inventory`);
  return stock;
}

/** A member puts so many of a catalogue item into the stock (countable items join a stack). */
export async function addStockItem(
  db: Database,
  user: { id: string },
  campaignId: string,
  add: { itemId: string; quantity: number; variant?: string; base?: string },
  catalogue: RulesCatalogue,
  now: Date,
): Promise<InventoryItem> {
  const stock = await stockOf(db, user, campaignId, { lock: true });
  const row = await addCatalogueItem(db, stock.id, add, catalogue, now);
  return toInventoryItemView(row, undefined);
}
