import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

/**
 * What a beast is to a character (platform §3: character beast type, default wildshape). A
 * closed set: the web client groups and labels by it, and at most one beast per type is active
 * (platform §4), so a misspelt type would silently make a second "active" group.
 */
export const CHARACTER_BEAST_TYPES = [
  'wildshape',
  'companion',
  'familiar',
  'summon',
  'mount',
] as const;
export const CharacterBeastType = z.enum(CHARACTER_BEAST_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? 'Type is required'
      : `Type must be one of ${CHARACTER_BEAST_TYPES.join(', ')}`,
});
export type CharacterBeastType = z.infer<typeof CharacterBeastType>;

/** How many beasts one character may keep (the bestiary holds the 331 SRD creatures; homebrew adds some). */
export const MAX_BEASTS_PER_CHARACTER = 200;

/**
 * A beast attached to a character (platform §3: character beast): a wild shape, a companion…
 * `beast_id` names a bestiary entry (`GET beasts`); the stat block is read from the catalogue.
 */
export const CharacterBeast = z
  .object({
    id: z.string(),
    character_id: z.string(),
    beast_id: z.string(),
    type: z.string(),
    notes: z.string(),
    /** At most one beast per type and character is active (the current wild shape…). */
    active: z.boolean(),
    /** Pinned beasts come first in the list. */
    pin: z.boolean(),
    sort_order: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'CharacterBeast' });
export type CharacterBeast = z.infer<typeof CharacterBeast>;

const RowId = z.string().min(1).max(100);
const Notes = z.string().max(10_000);
const SortOrder = z.number().int().min(0).max(1_000_000);

export const listCharacterBeasts = defineEndpoint({
  method: 'GET',
  path: '/character-beasts/:characterId',
  summary: "A character's beasts: pinned first, then by sort order, then oldest first",
  tags: ['beasts'],
  params: z.object({ characterId: RowId }),
  response: z.array(CharacterBeast),
});

/**
 * Add a bestiary beast to a character (platform §7 `POST character-beasts/{characterId}`; the
 * 'character-beast/add' action repeats the characterId, which must then be the path's). The
 * type is required (platform §5). The same beast twice with the same type is refused (409).
 */
export const AddCharacterBeastBody = z
  .object({
    /** The path's character, as the spec's 'character-beast/add' repeats it; optional. */
    characterId: RowId.optional(),
    beast_id: z
      .string()
      .max(100)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a beast id from the bestiary'),
    type: CharacterBeastType,
    notes: Notes.default(''),
  })
  .strict();
export type AddCharacterBeastBody = z.input<typeof AddCharacterBeastBody>;

export const addCharacterBeast = defineEndpoint({
  method: 'POST',
  path: '/character-beasts/:characterId',
  summary: 'Add a beast to a character as a wild shape, companion, familiar, summon or mount',
  tags: ['beasts'],
  successStatus: 201,
  params: z.object({ characterId: RowId }),
  body: AddCharacterBeastBody,
  response: CharacterBeast,
});

const CHANGES = ['active', 'pin', 'notes', 'sort_order', 'type'] as const;

/**
 * Changes to a character beast (platform §7 `PUT character-beasts/{id}`; 'character-beast/update'
 * sends the id with active and/or pin). Activating one deactivates the others of its type.
 */
export const UpdateCharacterBeastBody = z
  .object({
    /** The path's id, as the spec's 'character-beast/update' repeats it; optional. */
    id: RowId.optional(),
    active: z.boolean().optional(),
    pin: z.boolean().optional(),
    notes: Notes.optional(),
    sort_order: SortOrder.optional(),
    type: CharacterBeastType.optional(),
  })
  .strict()
  .refine((body) => CHANGES.some((field) => body[field] !== undefined), {
    message: `Nothing to change: send one of ${CHANGES.join(', ')}`,
  });
export type UpdateCharacterBeastBody = z.input<typeof UpdateCharacterBeastBody>;

const CharacterBeastParam = z.object({ id: RowId });

export const updateCharacterBeast = defineEndpoint({
  method: 'PUT',
  path: '/character-beasts/:id',
  summary: "Activate, pin, annotate, reorder or retype a character's beast",
  tags: ['beasts'],
  params: CharacterBeastParam,
  body: UpdateCharacterBeastBody,
  response: CharacterBeast,
});

export const deleteCharacterBeast = defineEndpoint({
  method: 'DELETE',
  path: '/character-beasts/:id',
  summary: "Remove a beast from a character (the bestiary's entry stays)",
  tags: ['beasts'],
  params: CharacterBeastParam,
  response: z.object({ id: z.string() }),
});
