import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import {
  addCampaignItem,
  addCharacterToCampaign,
  createCampaign,
  createInviteLink,
  deleteCampaign,
  getCampaign,
  getCampaignByToken,
  joinCampaign,
  leaveCampaign,
  listCampaignCharacters,
  listCampaignInventories,
  listCampaigns,
  listCharacterCampaigns,
  removeCampaignCharacter,
  updateCampaign,
  updateCampaignCharacter,
} from '@hearth/contract';

import * as campaignCharacters from '../../campaigns/campaign-characters.ts';
import { campaignView } from '../../campaigns/campaign-view.ts';
import * as campaigns from '../../campaigns/campaigns.ts';
import * as invites from '../../campaigns/invites.ts';
import { loadCampaignFor } from '../../campaigns/load-campaign.ts';
import * as membership from '../../campaigns/membership.ts';
import { createDigestCache, partyEntries, readParty } from '../../campaigns/party.ts';
import * as stock from '../../campaigns/stock.ts';
import { matchesIfNoneMatch } from '../../characters/character-etag.ts';
import { idempotent } from '../../http/idempotency.ts';
import { NOT_MODIFIED, registerEndpoint, SerializedAnswer } from '../../http/register-endpoint.ts';
import { inventoriesOfCampaign } from '../../inventories/inventory-view.ts';
import { removingReleasedFiles } from '../../uploads/upload-files.ts';

/** The party view's answer is built field by field into exactly its schema (party.ts). */
const TYPED_ANSWER = { serialize: 'json' } as const;

/**
 * Campaigns (spec platform §7). Every change runs in idempotent(); campaign access is checked in
 * one place (campaigns/load-campaign.ts), character ownership in another (load-character.ts).
 * None of these calls changes a character's record or what it carries, except the caller's own
 * Hide and Show, so the character cache needs no forgetting beyond registerEndpoint's.
 */
export async function campaignRoutes(app: FastifyInstance) {
  registerEndpoint(app, listCampaigns, async ({ request }) =>
    campaigns.listCampaignsOf(app.database.db, request.user!.id),
  );

  registerEndpoint(app, createCampaign, async ({ body, request }) =>
    idempotent(app, request, (db) => campaigns.createCampaign(db, request.user!, body, app.now())),
  );

  registerEndpoint(app, getCampaign, async ({ params, request }) => {
    const db = app.database.db;
    const { campaign, role } = await loadCampaignFor(db, request.user!, params.id);
    return campaignView(db, campaign, role, app.now());
  });

  registerEndpoint(app, updateCampaign, async ({ params, body, request }) =>
    removingReleasedFiles(app.uploadFiles, (released) =>
      idempotent(app, request, (db) =>
        campaigns.updateCampaign(db, request.user!, params.id, body, app.now(), released),
      ),
    ),
  );

  registerEndpoint(app, deleteCampaign, async ({ params, request }) =>
    removingReleasedFiles(app.uploadFiles, (released) =>
      idempotent(app, request, (db) =>
        campaigns.deleteCampaign(db, request.user!, params.id, released),
      ),
    ),
  );

  registerEndpoint(app, createInviteLink, async ({ params, request }) =>
    idempotent(app, request, (db) =>
      invites.makeInviteLink(db, request.user!, params.id, app.now()),
    ),
  );

  registerEndpoint(app, getCampaignByToken, async ({ params }) => {
    const campaign = await invites.campaignOfToken(app.database.db, params.token, app.now());
    return { id: campaign.id, name: campaign.name };
  });

  registerEndpoint(app, joinCampaign, async ({ params, request }) =>
    idempotent(app, request, (db) =>
      invites.joinByToken(db, request.user!, params.token, app.now()),
    ),
  );

  registerEndpoint(app, leaveCampaign, async ({ query, request }) =>
    idempotent(app, request, (db) => membership.leaveCampaign(db, request.user!, query, app.now())),
  );

  // The party view, polled every 10 s by every open screen: one query for the members' check,
  // one for the characters and what they carry; derivations by sheet ETag; 304 when unchanged.
  const digests = createDigestCache();
  registerEndpoint(
    app,
    listCampaignCharacters,
    async ({ params, request, reply }) => {
      const db = app.database.db;
      const { campaign } = await loadCampaignFor(db, request.user!, params.campaignId);
      const rows = await readParty(db, campaign.id);
      const entries = partyEntries(
        rows,
        await app.content.rules(),
        await app.content.versions(),
        digests,
      );
      const json = JSON.stringify({ data: entries });
      // Checked only after the caller's membership, so a 304 tells a stranger nothing.
      const etag = `"p-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
      reply.header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return NOT_MODIFIED;
      return new SerializedAnswer(json);
    },
    TYPED_ANSWER,
  );

  registerEndpoint(app, listCharacterCampaigns, async ({ params, request }) =>
    campaignCharacters.campaignsOfCharacter(app.database.db, request.user!, params.characterId),
  );

  registerEndpoint(app, addCharacterToCampaign, async ({ body, request }) =>
    idempotent(app, request, (db) =>
      campaignCharacters.addCharacterToCampaign(db, request.user!, body, app.now()),
    ),
  );

  registerEndpoint(app, updateCampaignCharacter, async ({ params, body, request }) =>
    idempotent(app, request, (db) =>
      campaignCharacters.setCampaignCharacterActive(
        db,
        request.user!,
        params,
        body.active,
        app.now(),
      ),
    ),
  );

  registerEndpoint(app, removeCampaignCharacter, async ({ params, request }) =>
    idempotent(app, request, (db) =>
      campaignCharacters.removeCampaignCharacter(db, request.user!, params, app.now()),
    ),
  );

  registerEndpoint(app, listCampaignInventories, async ({ params, request }) => {
    const db = app.database.db;
    const { campaign } = await loadCampaignFor(db, request.user!, params.campaignId);
    return inventoriesOfCampaign(db, campaign.id);
  });

  registerEndpoint(app, addCampaignItem, async ({ params, body, request }) => {
    // Read before the transaction: idempotent() reads nothing outside it.
    const catalogue = await app.content.rules();
    return idempotent(app, request, (db) =>
      stock.addStockItem(db, request.user!, params.campaignId, body, catalogue, app.now()),
    );
  });
}
