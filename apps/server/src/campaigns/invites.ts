import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Campaign, InviteLink } from '@hearth/contract';
import { INVITE_LIFETIME_DAYS } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { campaignInvites, campaignMembers, campaigns } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { campaignView } from './campaign-view.ts';
import { touchCampaign } from './campaigns.ts';
import type { CampaignRow } from './load-campaign.ts';
import { campaignNotFound, loadCampaignFor } from './load-campaign.ts';

const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** 256 random bits: not guessable, and short enough for a QR code. */
const TOKEN_BYTES = 32;

/**
 * What is stored of a token: its SHA-256. A leaked database gives no working link; the token
 * has 256 bits of entropy, so a fast hash is enough (nothing to brute-force, unlike a password).
 */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new invite link for the owner (spec §6). One live link per campaign: making one revokes
 * the previous (its token is not stored, so it could not be shown again anyway). A hidden
 * campaign takes no new players: showing it again comes first.
 */
export async function makeInviteLink(
  db: Database,
  user: { id: string },
  campaignId: string,
  now: Date,
): Promise<InviteLink> {
  const { campaign } = await loadCampaignFor(db, user, campaignId, { owner: true, lock: true });
  if (!campaign.active) {
    throw new AppError('CONFLICT', 'Show the campaign again before inviting players');
  }
  await db
    .update(campaignInvites)
    .set({ revokedAt: now })
    .where(and(eq(campaignInvites.campaignId, campaign.id), isNull(campaignInvites.revokedAt)));
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await db.insert(campaignInvites).values({
    token: inviteTokenHash(token),
    campaignId: campaign.id,
    createdBy: user.id,
    createdAt: now,
    expiresAt,
  });
  return { token, expires_at: expiresAt.toISOString(), url_path: `/j/${token}` };
}

/**
 * The active campaign a live token leads to. Unknown, revoked and expired tokens, and links to
 * a campaign hidden since, all answer the same 'The campaign does not exist' (spec §8).
 */
export async function campaignOfToken(
  db: Database,
  token: string,
  now: Date,
): Promise<CampaignRow> {
  const [row] = await db
    .select({ campaign: campaigns })
    .from(campaignInvites)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvites.campaignId))
    .where(
      and(
        eq(campaignInvites.token, inviteTokenHash(token)),
        isNull(campaignInvites.revokedAt),
        gt(campaignInvites.expiresAt, now),
        eq(campaigns.active, true),
      ),
    );
  if (!row) throw campaignNotFound();
  return row.campaign;
}

/**
 * Joins the campaign of a live token. A member (the owner too) is refused with
 * ALREADY_OF_CAMPAIGN carrying the campaign's id, so the client can offer to go there.
 */
export async function joinByToken(
  db: Database,
  user: { id: string },
  token: string,
  now: Date,
): Promise<Campaign> {
  const campaign = await campaignOfToken(db, token, now);
  const joined = await db
    .insert(campaignMembers)
    .values({ campaignId: campaign.id, userId: user.id, role: 'member', joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: campaignMembers.userId });
  if (joined.length === 0) {
    throw new AppError('ALREADY_OF_CAMPAIGN', undefined, { campaign_id: campaign.id });
  }
  return campaignView(db, await touchCampaign(db, campaign.id, now), 'member', now);
}
