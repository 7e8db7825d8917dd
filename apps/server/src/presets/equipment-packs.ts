import type { FastifyInstance } from 'fastify';

import type { Preset as PresetEntry } from '@hearth/content';
import type { PresetLine } from '@hearth/rules';

/**
 * The catalogue's equipment packs (presets of no class or background): what a preset is checked
 * against to find a pack whose contents go into the container it comes with.
 */
export async function equipmentPacks(
  app: FastifyInstance,
): Promise<{ items: readonly PresetLine[] }[]> {
  const presets = (await app.content.store('presets')).entries as PresetEntry[];
  return presets.filter((preset) => !preset.class_id && !preset.background_id);
}
