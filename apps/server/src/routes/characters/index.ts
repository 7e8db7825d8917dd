import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Preset } from '@hearth/content';
import type { Character } from '@hearth/contract';
import {
  createCharacter,
  deleteCharacter,
  getCharacter,
  getCharacterHistory,
  getCharacterSheet,
  listCharacters,
  stripEmptyFields,
  updateCharacter,
} from '@hearth/contract';
import { deriveCharacter } from '@hearth/rules';

import { avatarNotStored } from '../../characters/avatar.ts';
import { characterEtag, matchesIfNoneMatch, sheetEtag } from '../../characters/character-etag.ts';
import { listHistory } from '../../characters/character-history.ts';
import { toFieldErrors } from '../../characters/character-problems.ts';
import { toCharacterView, toEquipment } from '../../characters/character-view.ts';
import { charactersRepository as characters } from '../../characters/characters-repository.ts';
import { planCreation } from '../../characters/create-character.ts';
import {
  loadCharacterFor,
  loadReadableCachedCharacterFor,
  loadReadableCachedSheetInputsFor,
} from '../../characters/load-character.ts';
import { createSheetCache } from '../../characters/sheet-cache.ts';
import { applyLiveChange, applyUpdate, liveChange } from '../../characters/update-character.ts';
import type { Database } from '../../db/index.ts';
import { inventories, inventoryItems } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency.ts';
import {
  answerSerializer,
  NOT_MODIFIED,
  registerEndpoint,
  SerializedAnswer,
} from '../../http/register-endpoint.ts';
import { forgetUnusedCustomItems } from '../../inventories/custom-items.ts';
import { equipmentPacks } from '../../presets/equipment-packs.ts';
import { holdUpload, releaseUploads } from '../../uploads/file-cleanup.ts';
import { removingReleasedFiles } from '../../uploads/upload-files.ts';

/** The body inventory every new character starts with; its starting equipment goes there. */
const STARTING_INVENTORY = { name: 'Equipment', type: 'body' } as const;

/**
 * Records answered by `toCharacterView` are built field by field into exactly the contract's
 * `Character`, so they go out with `JSON.stringify`. The sheet keeps the zod serializer: the
 * rules engine's sheet carries more than the contract answers (its choices), which zod strips;
 * but it runs once per sheet version, the answer being kept by its ETag.
 */
const TYPED_ANSWER = { serialize: 'json' } as const;

/**
 * Sets the answer's ETag and tells whether the client already holds it. Only called once the
 * reader has been checked, so a 304 says nothing about another user's character.
 */
function isCurrent(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  // Cache-Control stays the API's `no-store` (personal data never sits in a shared or disk
  // cache): the web client keeps the character in its own store and sends `If-None-Match`.
  reply.header('etag', etag);
  return matchesIfNoneMatch(request.headers['if-none-match'], etag);
}

/** `memo[key]`, computed by `make` the first time. */
function memo(memos: Map<string, string>, key: string, make: () => string): string {
  let value = memos.get(key);
  if (value === undefined) {
    value = make();
    memos.set(key, value);
  }
  return value;
}

/** Characters (spec character §7): only the owner writes one; campaign-mates may read it. */
export async function characterRoutes(app: FastifyInstance) {
  const userOf = (request: FastifyRequest) => request.user!;

  registerEndpoint(
    app,
    listCharacters,
    async ({ params, request }) => {
      if (params.user_id !== userOf(request).id) throw new AppError('FORBIDDEN');
      const rows = await characters.listByUser(app.database.db, params.user_id);
      return rows.map(toCharacterView);
    },
    TYPED_ANSWER,
  );

  registerEndpoint(
    app,
    getCharacter,
    async ({ params, request, reply }) => {
      // Its owner, or a campaign-mate: reads only (every write below is the owner's).
      const character = await loadReadableCachedCharacterFor(
        app.characterCache,
        app.database.db,
        userOf(request),
        params.id,
      );
      // The ETag and the answer are computed once per kept record.
      const etag = memo(character.memo, 'etag', () => characterEtag(character.row));
      if (isCurrent(request, reply, etag)) return NOT_MODIFIED;
      return new SerializedAnswer(
        memo(character.memo, 'json', () =>
          JSON.stringify({ data: toCharacterView(character.row) }),
        ),
      );
    },
    TYPED_ANSWER,
  );

  // Sheets by ETag: the ETag fingerprints everything a sheet is derived from (sheet-cache.ts).
  const sheets = createSheetCache();
  const serializeSheet = answerSerializer(getCharacterSheet);
  registerEndpoint(app, getCharacterSheet, async ({ params, request, reply }) => {
    const character = await loadReadableCachedSheetInputsFor(
      app.characterCache,
      app.database.db,
      userOf(request),
      params.id,
    );
    const { row, carried } = character;
    const catalogueVersions = await app.content.versions();
    // The catalogue's versions are the same object until an edit changes them.
    if (character.sheetEtag?.versions !== catalogueVersions) {
      const etag = sheetEtag({ character: row, items: carried, catalogueVersions });
      character.sheetEtag = { versions: catalogueVersions, etag };
    }
    const { etag } = character.sheetEtag;
    if (isCurrent(request, reply, etag)) return NOT_MODIFIED;
    const cached = sheets.get(etag);
    if (cached !== undefined) return new SerializedAnswer(cached);
    const sheet = deriveCharacter(
      toCharacterView(row),
      await app.content.rules(),
      toEquipment(carried),
    );
    const answer = serializeSheet(sheet);
    sheets.set(etag, answer.json);
    return answer;
  });

  registerEndpoint(
    app,
    createCharacter,
    async ({ body, request }) => {
      const catalogue = await app.content.rules();
      const presets = new Map(
        ((await app.content.store('presets')).entries as Preset[]).map((preset) => [
          preset.id,
          preset,
        ]),
      );
      const planned = planCreation(
        body,
        catalogue,
        (id) => presets.get(id),
        await equipmentPacks(app),
      );
      if ('problems' in planned) {
        throw new AppError('VALIDATION', undefined, {
          fields: toFieldErrors(planned.problems, catalogue),
        });
      }
      const { data, items, packs } = planned.plan;
      return idempotent(app, request, async (db: Database): Promise<Character> => {
        if (!(await holdUpload(db, userOf(request).id, body.avatar))) throw avatarNotStored();
        const row = await characters.insert(db, {
          userId: userOf(request).id,
          name: body.name,
          avatar: body.avatar ?? null,
          data,
        });
        const [inventory] = await db
          .insert(inventories)
          .values({ characterId: row.id, ...STARTING_INVENTORY })
          .returning();
        if (items.length > 0) {
          await db
            .insert(inventoryItems)
            .values(items.map((item) => ({ inventoryId: inventory!.id, ...item })));
        }
        for (const pack of packs) {
          const [bag] = await db
            .insert(inventoryItems)
            .values({ inventoryId: inventory!.id, itemId: pack.container, quantity: 1 })
            .returning();
          if (pack.contents.length === 0) continue;
          await db.insert(inventoryItems).values(
            pack.contents.map((item) => ({
              inventoryId: inventory!.id,
              containerId: bag!.id,
              ...item,
            })),
          );
        }
        return toCharacterView(row);
      });
    },
    TYPED_ANSWER,
  );

  registerEndpoint(
    app,
    updateCharacter,
    async ({ params, body, request }) => {
      // `base` and `device` describe the edit (issue 19: the field-by-field merge), not fields.
      const { base, device, ...fields } = body;
      const changes = stripEmptyFields(fields);
      // A change of live state (hit points, conditions…) without a base is one statement (its
      // history included): without an Idempotency-Key to record with it, it needs no
      // transaction, so holds no lock for long. With a base it is merged into the locked row.
      const live = base ? null : liveChange(changes);
      if (live && request.headers[IDEMPOTENCY_HEADER] === undefined) {
        return applyLiveChange(app, app.database.db, userOf(request), params.id, live, device);
      }
      // Read before the transaction: the catalogue may query the database, and on the embedded
      // database (one connection) a query outside a running transaction waits for it forever.
      const catalogue = await app.content.rules();
      // A replaced avatar's file goes once the update has committed (unless shown elsewhere).
      return removingReleasedFiles(app.uploadFiles, (released) =>
        idempotent(app, request, (db) =>
          applyUpdate(app, db, userOf(request), params.id, changes, catalogue, released, {
            base,
            device,
          }),
        ),
      );
    },
    TYPED_ANSWER,
  );

  registerEndpoint(app, getCharacterHistory, async ({ params, query, request }) => {
    // Its owner only: anyone else gets the same CHAR.NOT_FOUND as for a character they may not
    // write (the history holds what the owner replaced, which a campaign-mate never saw).
    const db = app.database.db;
    const row = await loadCharacterFor(db, userOf(request), params.id);
    return { entries: await listHistory(db, row.id, query) };
  });

  registerEndpoint(app, deleteCharacter, async ({ params, request }) =>
    removingReleasedFiles(app.uploadFiles, (released) =>
      idempotent(app, request, async (db) => {
        const row = await loadCharacterFor(db, userOf(request), params.id, { lock: true });
        if (row.active) throw new AppError('CONFLICT', 'Hide the character before deleting it');
        await characters.remove(db, row.id);
        // The character's inventories went with it; so go the custom items only they held,
        // and its avatar's file unless another of the user's records shows it.
        await forgetUnusedCustomItems(db, row.userId);
        released.push(...(await releaseUploads(db, row.userId, [row.avatar])));
        return { id: row.id };
      }),
    ),
  );
}
