import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { AvatarUrl } from './characters.ts';
import { Inventory, InventoryItem } from './inventories.ts';

/**
 * Campaigns (spec platform §2, §3 Campaign, §6 roles, §7 Campaigns): a game master's table that
 * players join by an invite link. Only the owner changes the campaign; members leave it and add
 * or remove their own characters; anyone else is answered as if it did not exist.
 */

const RowId = z.string().min(1).max(100);
const CampaignParam = z.object({ id: RowId });
const CatalogueSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** The longest campaign name and description (the campaign list shows names on one line). */
export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 5_000;

/** How long an invite link works once made (the owner sees its `expires_at`). */
export const INVITE_LIFETIME_DAYS = 7;

const CampaignName = z
  .string()
  .trim()
  .min(1, 'Please enter a campaign name')
  .max(CAMPAIGN_NAME_MAX);
const Description = z.string().max(CAMPAIGN_DESCRIPTION_MAX);

export const CAMPAIGN_ROLES = ['owner', 'member'] as const;
export const CampaignRole = z.enum(CAMPAIGN_ROLES);
export type CampaignRole = z.infer<typeof CampaignRole>;

/** One person at the table (platform §3: users), with the profile fields the client shows. */
export const CampaignUser = z.object({
  id: z.string(),
  name: z.string().nullable(),
  avatar_color: z.string().nullable(),
  avatar_id: z.string().nullable(),
  role: CampaignRole,
});
export type CampaignUser = z.infer<typeof CampaignUser>;

/** A character taking part (platform §3: characters with id, name, user_id). */
export const CampaignCharacterRef = z.object({
  id: z.string(),
  name: z.string(),
  user_id: z.string(),
});
export type CampaignCharacterRef = z.infer<typeof CampaignCharacterRef>;

/** A campaign as its list shows it; `role` is the caller's. */
export const CampaignSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    avatar: z.string().nullable(),
    active: z.boolean(),
    /** The owner's user id. */
    owner: z.string(),
    role: CampaignRole,
    updated_at: z.string(),
  })
  .meta({ id: 'CampaignSummary' });
export type CampaignSummary = z.infer<typeof CampaignSummary>;

/** A campaign with its people and characters (platform §3 Campaign). */
export const Campaign = CampaignSummary.extend({
  users: z.array(CampaignUser),
  characters: z.array(CampaignCharacterRef),
  /** The campaign's stock inventory. */
  inventory: z.string().nullable(),
  /**
   * The live invite link's expiry, for the owner (null for members, and when there is none).
   * The link itself is shown only once, when made: the server keeps only a hash of its token.
   */
  invite: z.object({ expires_at: z.string() }).nullable(),
  version: z.number(),
}).meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof Campaign>;

export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/campaigns',
  summary: "The user's campaigns, owned or joined: active ones first, each part by updated_at",
  tags: ['campaigns'],
  response: z.array(CampaignSummary),
});

export const CreateCampaignBody = z
  .object({
    name: CampaignName,
    description: Description.default(''),
  })
  .strict();
export type CreateCampaignBody = z.input<typeof CreateCampaignBody>;

export const createCampaign = defineEndpoint({
  method: 'POST',
  path: '/campaigns',
  summary: 'Create a campaign (its owner is the caller; it gets a stock inventory)',
  tags: ['campaigns'],
  successStatus: 201,
  body: CreateCampaignBody,
  response: Campaign,
});

export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:id',
  summary: 'One of your campaigns with its people and characters',
  tags: ['campaigns'],
  params: CampaignParam,
  response: Campaign,
});

/** The owner's changes (spec §6: rename, edit the description; hide and show; pictures). */
export const UpdateCampaignBody = z
  .object({
    name: CampaignName.optional(),
    description: Description.optional(),
    /** Pictures uploaded here (POST upload/{kind}); null removes one. */
    image: AvatarUrl.nullable().optional(),
    avatar: AvatarUrl.nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateCampaignBody = z.input<typeof UpdateCampaignBody>;

export const updateCampaign = defineEndpoint({
  method: 'PUT',
  path: '/campaigns/:id',
  summary: 'Rename a campaign, change its description or pictures, hide or show it (owner)',
  tags: ['campaigns'],
  params: CampaignParam,
  body: UpdateCampaignBody,
  response: Campaign,
});

export const deleteCampaign = defineEndpoint({
  method: 'DELETE',
  path: '/campaigns/:id',
  summary: 'Delete a hidden campaign (owner): its characters stay with their players',
  tags: ['campaigns'],
  params: CampaignParam,
  response: z.object({ id: z.string() }),
});

export const InviteLink = z.object({
  /** Shown once: only its hash is stored. */
  token: z.string(),
  expires_at: z.string(),
  /** Where the web app's join page is: `/j/<token>`. */
  url_path: z.string(),
});
export type InviteLink = z.infer<typeof InviteLink>;

export const createInviteLink = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:id/invite-link',
  summary: 'Make a new invite link (owner); the previous link stops working',
  tags: ['campaigns'],
  params: CampaignParam,
  /** The spec's client sends a timestamp `t` to defeat caches; it is ignored. */
  query: z.object({ t: z.string().max(40).optional() }),
  response: InviteLink,
});

/** A token as the join page has it from the link; anything else simply is not one. */
const TokenParam = z.object({ token: z.string().min(1).max(200) });

export const getCampaignByToken = defineEndpoint({
  method: 'GET',
  path: '/campaigns/by-token/:token',
  summary: 'The campaign an invite link leads to (id and name), for the join page',
  tags: ['campaigns'],
  params: TokenParam,
  response: z.object({ id: z.string(), name: z.string() }),
});

export const joinCampaign = defineEndpoint({
  method: 'GET',
  path: '/campaigns/join/:token',
  summary: 'Join the campaign an invite link leads to (ALREADY_OF_CAMPAIGN when a member)',
  tags: ['campaigns'],
  params: TokenParam,
  response: Campaign,
});

export const LeaveCampaignQuery = z.object({
  /** Must be the caller: nobody leaves for someone else. */
  userId: RowId,
  campaignId: RowId,
});

export const leaveCampaign = defineEndpoint({
  method: 'GET',
  path: '/campaigns/leave',
  summary: 'Leave a campaign (members; the owner cannot): your characters leave with you',
  tags: ['campaigns'],
  query: LeaveCampaignQuery,
  response: z.object({
    campaign_id: z.string(),
    user_id: z.string(),
    /** The caller's characters that left the campaign with them. */
    characters: z.array(z.string()),
  }),
});

/**
 * What a party view shows of one character, every number taken from the same derived sheet as
 * `GET characters/{id}/sheet` (its `value`s, without the breakdowns).
 */
export const PartyDigest = z.object({
  level: z.number(),
  classes: z.array(z.object({ id: z.string(), level: z.number() })),
  hp: z.object({
    current: z.number(),
    max: z.number(),
    temp: z.number(),
    bloodied: z.boolean(),
  }),
  /** `up` above 0 HP; at 0 HP `dying` while rolling death saves, then `stable` or `dead`. */
  vital: z.enum(['up', 'dying', 'stable', 'dead']),
  /** At 0 HP, or with the Unconscious condition. */
  unconscious: z.boolean(),
  death_saves: z.object({ successes: z.number(), failures: z.number() }),
  ac: z.number(),
  passive: z.object({ perception: z.number(), insight: z.number(), investigation: z.number() }),
  speed: z.number(),
  /** Conditions in effect, including those another implies (the sheet's). */
  conditions: z.array(z.string()),
  exhaustion: z.number(),
  /** The spell concentrated on, if any. */
  concentration: z.string().nullable(),
  /** One per spellcasting class. */
  spell_save_dc: z.array(z.object({ class_id: z.string(), dc: z.number() })),
  /**
   * The Wild Shape form the character is in (its active wild shape beast while the `wild-shape`
   * state is on); AC, speed and the passive scores above are then the form's merged ones.
   */
  wild_shape: z.object({ beast_id: z.string(), title: z.string() }).optional(),
});
export type PartyDigest = z.infer<typeof PartyDigest>;

/** A character of the campaign as the party view shows it. */
export const CampaignCharacter = CampaignCharacterRef.extend({
  avatar: z.string().nullable(),
  active: z.boolean(),
  /** The player's name (their profile name; null when they set none). */
  player: z.string().nullable(),
  updated_at: z.string(),
  party: PartyDigest,
}).meta({ id: 'CampaignCharacter' });
export type CampaignCharacter = z.infer<typeof CampaignCharacter>;

export const listCampaignCharacters = defineEndpoint({
  method: 'GET',
  path: '/campaigns/campaign-characters/:campaignId',
  summary: "The campaign's characters with the party view's numbers (ETag: 304 when unchanged)",
  tags: ['campaigns'],
  params: z.object({ campaignId: RowId }),
  response: z.array(CampaignCharacter),
});

export const listCharacterCampaigns = defineEndpoint({
  method: 'GET',
  path: '/campaigns/character-campaigns/:characterId',
  summary: 'The campaigns a character is in (its owner and campaign-mates)',
  tags: ['campaigns'],
  params: z.object({ characterId: RowId }),
  response: z.array(CampaignSummary),
});

export const AddCharacterToCampaignBody = z
  .object({ campaign_id: RowId, character_id: RowId })
  .strict();
export type AddCharacterToCampaignBody = z.input<typeof AddCharacterToCampaignBody>;

export const addCharacterToCampaign = defineEndpoint({
  method: 'POST',
  path: '/campaigns/add-character-to-campaign',
  summary: 'Bring one of your characters into a campaign you are in (one campaign at a time)',
  tags: ['campaigns'],
  body: AddCharacterToCampaignBody,
  response: Campaign,
});

const CampaignCharacterParams = z.object({ campaignId: RowId, characterId: RowId });

export const UpdateCampaignCharacterBody = z.object({ active: z.boolean() }).strict();
export type UpdateCampaignCharacterBody = z.input<typeof UpdateCampaignCharacterBody>;

export const updateCampaignCharacter = defineEndpoint({
  method: 'PUT',
  path: '/campaigns/:campaignId/characters/:characterId',
  summary: "Hide or show one of your characters of the campaign (the character's own active flag)",
  tags: ['campaigns'],
  params: CampaignCharacterParams,
  body: UpdateCampaignCharacterBody,
  response: CampaignCharacterRef.extend({ active: z.boolean() }),
});

export const removeCampaignCharacter = defineEndpoint({
  method: 'DELETE',
  path: '/campaigns/:campaignId/characters/:characterId',
  summary: 'Take a character out of a campaign (the owner any, a member their own)',
  tags: ['campaigns'],
  params: CampaignCharacterParams,
  response: z.object({ campaign_id: z.string(), character_id: z.string() }),
});

export const listCampaignInventories = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:campaignId/inventories',
  summary: "The campaign's stock inventory with its items",
  tags: ['campaigns'],
  params: z.object({ campaignId: RowId }),
  response: z.array(Inventory),
});

export const AddCampaignItemBody = z
  .object({
    itemId: CatalogueSlug,
    quantity: z.number().int().min(1).max(100_000).default(1),
    /** A magic item with variants: which one (as when adding to a character). */
    variant: CatalogueSlug.optional(),
    /** A magic weapon or armor made over a base item: which one. */
    base: CatalogueSlug.optional(),
  })
  .strict();
export type AddCampaignItemBody = z.input<typeof AddCampaignItemBody>;

export const addCampaignItem = defineEndpoint({
  method: 'POST',
  path: '/campaigns/:campaignId/inventory/add-item',
  summary: "Add a catalogue item to the campaign's stock",
  tags: ['campaigns'],
  successStatus: 201,
  params: z.object({ campaignId: RowId }),
  body: AddCampaignItemBody,
  response: InventoryItem,
});
