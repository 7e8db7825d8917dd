import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  addPresetItem,
  applyPreset,
  createPreset,
  deletePreset,
  deletePresetItem,
  getPreset,
  getPresetItems,
  listOwnPresets,
  updatePreset,
  updatePresetItem,
} from '@hearth/contract';

import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { applyPreset as applyPresetTo } from '../../presets/apply-preset.ts';
import { cataloguePreset } from '../../presets/catalogue-presets.ts';
import { checkPresetReferences } from '../../presets/check-references.ts';
import { equipmentPacks } from '../../presets/equipment-packs.ts';
import * as own from '../../presets/own-presets.ts';

/**
 * Presets (platform §7): the user's own equipment packs, and applying any pack to an inventory.
 * `GET /presets` is the catalogue's list (routes/catalogue). The catalogue is always read before
 * a transaction starts: it may query the database (see idempotent()).
 */
export async function presetRoutes(app: FastifyInstance) {
  const userOf = (request: FastifyRequest) => request.user!;
  const isCatalogue = async (id: string) => (await cataloguePreset(app, id)) !== null;

  registerEndpoint(app, listOwnPresets, async ({ request }) =>
    own.listOwnPresets(app.database.db, userOf(request)),
  );

  registerEndpoint(app, getPreset, async ({ params, request }) =>
    own.readablePreset(
      app.database.db,
      userOf(request),
      params.id,
      await cataloguePreset(app, params.id),
    ),
  );

  registerEndpoint(app, getPresetItems, async ({ params, request }) => {
    const preset = await own.readablePreset(
      app.database.db,
      userOf(request),
      params.id,
      await cataloguePreset(app, params.id),
    );
    return preset.items;
  });

  registerEndpoint(app, createPreset, async ({ body, request }) => {
    checkPresetReferences(body, await app.content.rules());
    return idempotent(app, request, (db) => own.createPreset(db, userOf(request), body));
  });

  registerEndpoint(app, updatePreset, async ({ params, body, request }) => {
    const catalogue = await isCatalogue(params.id);
    checkPresetReferences(body, await app.content.rules());
    return idempotent(app, request, (db) =>
      own.updatePreset(db, userOf(request), params.id, body, catalogue, app.now()),
    );
  });

  registerEndpoint(app, deletePreset, async ({ params, request }) => {
    const catalogue = await isCatalogue(params.id);
    return idempotent(app, request, (db) =>
      own.deletePreset(db, userOf(request), params.id, catalogue),
    );
  });

  registerEndpoint(app, addPresetItem, async ({ params, body, request }) => {
    const catalogue = await isCatalogue(params.id);
    checkPresetReferences(body, await app.content.rules());
    return idempotent(app, request, (db) =>
      own.addPresetItem(db, userOf(request), params.id, body, catalogue),
    );
  });

  registerEndpoint(app, updatePresetItem, async ({ params, body, request }) => {
    checkPresetReferences(body, await app.content.rules());
    return idempotent(app, request, (db) =>
      own.updatePresetItem(db, userOf(request), params.itemId, body, app.now()),
    );
  });

  registerEndpoint(app, deletePresetItem, async ({ params, request }) =>
    idempotent(app, request, (db) => own.deletePresetItem(db, userOf(request), params.itemId)),
  );

  registerEndpoint(app, applyPreset, async ({ body, request }) => {
    const catalogue = await app.content.rules();
    const catalogueEntry = await cataloguePreset(app, body.presetId);
    const packs = await equipmentPacks(app);
    return idempotent(app, request, (db) =>
      applyPresetTo(
        db,
        userOf(request),
        { inventoryId: body.inventoryId, presetId: body.presetId, catalogueEntry, packs },
        catalogue,
        app.now(),
      ),
    );
  });
}
