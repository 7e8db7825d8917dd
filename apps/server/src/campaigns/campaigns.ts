import { and, desc, eq, sql } from 'drizzle-orm';

import type { Campaign, CampaignSummary, UpdateCampaignBody } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { campaignMembers, campaigns, inventories } from '../db/schema/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { holdUpload, releaseUploads } from '../uploads/file-cleanup.ts';
import { campaignView, toCampaignSummary } from './campaign-view.ts';
import type { CampaignRow } from './load-campaign.ts';
import { loadCampaignFor } from './load-campaign.ts';

/** The stock inventory every campaign starts with (spec §4: items shared into the campaign). */
export const CAMPAIGN_STOCK = { name: 'Campaign stock', type: 'storage' } as const;

/**
 * The user's campaigns, owned or joined: active ones first, then hidden ones, each part most
 * recently updated first (spec §2: the client shows the hidden ones in their own section).
 */
export async function listCampaignsOf(db: Database, userId: string): Promise<CampaignSummary[]> {
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaignMembers)
    .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(eq(campaignMembers.userId, userId))
    .orderBy(desc(campaigns.active), desc(campaigns.updatedAt), desc(campaigns.id));
  return rows.map(({ campaign }) =>
    toCampaignSummary(campaign, campaign.ownerId === userId ? 'owner' : 'member'),
  );
}

/** A new campaign owned by the user, with the owner's member row and the campaign's stock. */
export async function createCampaign(
  db: Database,
  user: { id: string },
  body: { name: string; description: string },
  now: Date,
): Promise<Campaign> {
  const [row] = await db
    .insert(campaigns)
    .values({
      ownerId: user.id,
      name: body.name,
      description: body.description,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.insert(campaignMembers).values({ campaignId: row!.id, userId: user.id, role: 'owner' });
  await db.insert(inventories).values({ campaignId: row!.id, ...CAMPAIGN_STOCK });
  return campaignView(db, row!, 'owner', now);
}

/**
 * Bumps the campaign's version and `updated_at`: its people and characters are part of it, so
 * a join, a leave or a character coming or going is a change of the campaign (and moves it up
 * the list, as recent activity).
 */
export async function touchCampaign(db: Database, id: string, now: Date): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set({ updatedAt: now, version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error(`campaign ${id} vanished during a change`);
  return row;
}

/**
 * The owner's changes. A new picture must be one of the owner's uploads, held until the commit;
 * a replaced one is released (its file name pushed to `released`, removed after the commit)
 * unless something else of theirs still shows it.
 */
export async function updateCampaign(
  db: Database,
  user: { id: string },
  id: string,
  body: UpdateCampaignBody,
  now: Date,
  released: string[],
): Promise<Campaign> {
  const { campaign } = await loadCampaignFor(db, user, id, { owner: true, lock: true });
  for (const field of ['image', 'avatar'] as const) {
    const url = body[field];
    if (url && url !== campaign[field] && !(await holdUpload(db, user.id, url))) {
      throw invalidField(`body.${field}`, 'This image is not stored any more: upload it again');
    }
  }
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as UpdateCampaignBody;
  if (Object.keys(changes).length === 0) return campaignView(db, campaign, 'owner', now);
  const [row] = await db
    .update(campaigns)
    .set({ ...changes, updatedAt: now, version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  const replaced = (['image', 'avatar'] as const)
    .filter((field) => changes[field] !== undefined && changes[field] !== campaign[field])
    .map((field) => campaign[field]);
  released.push(...(await releaseUploads(db, user.id, replaced)));
  return campaignView(db, row!, 'owner', now);
}

/**
 * Deletes a hidden campaign (spec §4: inactive ones may be deleted). Its member rows, invites,
 * character links and stock go with it; the characters stay with their players.
 */
export async function deleteCampaign(
  db: Database,
  user: { id: string },
  id: string,
  released: string[],
): Promise<{ id: string }> {
  const { campaign } = await loadCampaignFor(db, user, id, { owner: true, lock: true });
  if (campaign.active) throw new AppError('CONFLICT', 'Hide the campaign before deleting it');
  await db.delete(campaigns).where(and(eq(campaigns.id, campaign.id)));
  released.push(...(await releaseUploads(db, user.id, [campaign.image, campaign.avatar])));
  return { id: campaign.id };
}
