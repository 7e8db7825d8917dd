import type { FastifyInstance } from 'fastify';

import type { Character, Note } from '@hearth/contract';

import { campaignCharacters, campaignMembers, campaigns } from '../../db/schema/index.ts';
import { creationForm } from '../../http/spec-conformance.world.ts';
import { signUp } from '../../test/accounts.ts';
import type { useTestApp } from '../../test/app.ts';
import { caller, dataOf } from '../inventories/inventory-test-kit.ts';

export { caller, dataOf };

type Ctx = ReturnType<typeof useTestApp>;

export type ErrorAnswer = {
  data: {
    code: string;
    message: string;
    details?: { fields?: { path: string; message: string }[] };
  };
};
export const errorOf = (response: { json: <R>() => R }) => response.json<ErrorAnswer>().data;

let heroes = 0;

/** A new level 1 fighter of the user of `token`, made through the API. */
export async function createCharacter(app: () => FastifyInstance, token: string) {
  heroes += 1;
  const created = await caller(app)(
    'POST',
    '/api/characters',
    token,
    creationForm(`Hero ${heroes}`),
  );
  if (created.statusCode !== 201) throw new Error(`character: ${created.body}`);
  return dataOf<Character>(created);
}

/** A note made through the API; fails loudly when it cannot be. */
export async function createNote(
  app: () => FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
): Promise<Note> {
  const created = await caller(app)('POST', '/api/notes', token, payload);
  if (created.statusCode !== 201) throw new Error(`note: ${created.body}`);
  return dataOf<Note>(created);
}

/**
 * Four people around one character's notes: its owner; a fellow player of a campaign the
 * character takes part in (campaign rows written directly: the campaign API is another issue's);
 * a stranger; and, as `anonymous`, no one signed in.
 */
export async function fourRoles(ctx: Ctx, prefix: string) {
  const app = () => ctx.app;
  const owner = await signUp(ctx.app, ctx.config, `${prefix}-owner@example.com`);
  const member = await signUp(ctx.app, ctx.config, `${prefix}-member@example.com`);
  const stranger = await signUp(ctx.app, ctx.config, `${prefix}-stranger@example.com`);
  const character = await createCharacter(app, owner);
  const fellow = await createCharacter(app, member);
  const db = ctx.app.database.db;
  const [campaign] = await db
    .insert(campaigns)
    .values({ ownerId: character.user_id, name: 'The Sunless Sea' })
    .returning();
  await db.insert(campaignMembers).values([
    { campaignId: campaign!.id, userId: character.user_id, role: 'owner' },
    { campaignId: campaign!.id, userId: fellow.user_id, role: 'member' },
  ]);
  await db.insert(campaignCharacters).values([
    { campaignId: campaign!.id, characterId: character.id },
    { campaignId: campaign!.id, characterId: fellow.id },
  ]);
  return { owner, member, stranger, character, campaignId: campaign!.id };
}
