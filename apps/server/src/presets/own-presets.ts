import type { z } from 'zod';

import type { Preset as PresetEntry } from '@hearth/content';
import type { Preset, PresetBody, PresetItem, UpdatePresetBody } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { PresetRow } from './preset-view.ts';
import { cataloguePresetView, ownPresetView, presetItemView } from './preset-view.ts';
import type { PresetFields } from './presets-repository.ts';
import { presetsRepository as presets } from './presets-repository.ts';

type User = { id: string };
type CreateFields = z.output<typeof PresetBody>;
type UpdateFields = z.output<typeof UpdatePresetBody>;

const presetNotFound = () => new AppError('NOT_FOUND', 'Preset not found');
const itemNotFound = () => new AppError('NOT_FOUND', 'Preset item not found');

/**
 * A preset the user may read: the catalogue's one with that id (looked up by the caller,
 * before any transaction), else one of the user's own. Another user's preset answers
 * 'Preset not found', like one that does not exist.
 */
export async function readablePreset(
  db: Database,
  user: User,
  id: string,
  catalogueEntry: PresetEntry | null,
): Promise<Preset> {
  if (catalogueEntry) return cataloguePresetView(catalogueEntry);
  const row = await presets.find(db, id);
  if (!row || row.userId !== user.id) throw presetNotFound();
  return ownPresetView(row, await presets.items(db, row.id));
}

/**
 * The one place an own preset's ownership is checked before a change. The catalogue's presets
 * are read-only (403, said plainly); anyone else's answer 'Preset not found'.
 */
async function ownPresetFor(
  db: Database,
  user: User,
  id: string,
  isCatalogue: boolean,
): Promise<PresetRow> {
  if (isCatalogue) {
    throw new AppError(
      'FORBIDDEN',
      'Presets of the catalogue cannot be changed; create a preset of your own instead',
    );
  }
  const row = await presets.find(db, id, { lock: true });
  if (!row || row.userId !== user.id) throw presetNotFound();
  return row;
}

export async function listOwnPresets(db: Database, user: User): Promise<Preset[]> {
  const own = await presets.listByUser(db, user.id);
  return own.map(({ row, items }) => ownPresetView(row, items));
}

export async function createPreset(db: Database, user: User, body: CreateFields): Promise<Preset> {
  const { row, items } = await presets.insert(
    db,
    user.id,
    {
      name: body.name,
      description: body.description,
      icon: body.icon ?? null,
      classId: body.class_id ?? null,
      backgroundId: body.background_id ?? null,
      gold: body.gold,
    },
    body.items.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
  );
  return ownPresetView(row, items);
}

export async function updatePreset(
  db: Database,
  user: User,
  id: string,
  body: UpdateFields,
  isCatalogue: boolean,
  now: Date,
): Promise<Preset> {
  const current = await ownPresetFor(db, user, id, isCatalogue);
  const fields: Partial<PresetFields> = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.description !== undefined) fields.description = body.description;
  if (body.icon !== undefined) fields.icon = body.icon;
  if (body.class_id !== undefined) fields.classId = body.class_id;
  if (body.background_id !== undefined) fields.backgroundId = body.background_id;
  if (body.gold !== undefined) fields.gold = body.gold;
  const row = await presets.update(db, current.id, fields, now);
  return ownPresetView(row, await presets.items(db, row.id));
}

export async function deletePreset(
  db: Database,
  user: User,
  id: string,
  isCatalogue: boolean,
): Promise<{ id: string }> {
  const row = await ownPresetFor(db, user, id, isCatalogue);
  await presets.remove(db, row.id);
  return { id: row.id };
}

export async function addPresetItem(
  db: Database,
  user: User,
  presetId: string,
  line: { item_id: string; quantity: number },
  isCatalogue: boolean,
): Promise<PresetItem> {
  const row = await ownPresetFor(db, user, presetId, isCatalogue);
  const item = await presets.appendItem(db, row.id, {
    itemId: line.item_id,
    quantity: line.quantity,
  });
  return presetItemView(item);
}

export async function updatePresetItem(
  db: Database,
  user: User,
  id: string,
  changes: { item_id?: string | undefined; quantity?: number | undefined },
  now: Date,
): Promise<PresetItem> {
  const line = await presets.findOwnItem(db, user.id, id);
  if (!line) throw itemNotFound();
  const row = await presets.updateItem(
    db,
    line.id,
    {
      ...(changes.item_id !== undefined ? { itemId: changes.item_id } : {}),
      ...(changes.quantity !== undefined ? { quantity: changes.quantity } : {}),
    },
    now,
  );
  return presetItemView(row);
}

export async function deletePresetItem(
  db: Database,
  user: User,
  id: string,
): Promise<{ id: string }> {
  const line = await presets.findOwnItem(db, user.id, id);
  if (!line) throw itemNotFound();
  await presets.removeItem(db, line.id);
  return { id: line.id };
}
