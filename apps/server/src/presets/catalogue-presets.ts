import type { FastifyInstance } from 'fastify';

import type { Preset as PresetEntry } from '@hearth/content';

/** The catalogue preset with this id (admin edits included), or null when there is none. */
export async function cataloguePreset(
  app: FastifyInstance,
  id: string,
): Promise<PresetEntry | null> {
  return (await app.content.entry('presets', id)) as PresetEntry | null;
}
