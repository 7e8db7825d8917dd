import type { z } from 'zod';

import type { FieldError, UserSettingsUpdate } from '@hearth/contract';

import type { UserSettings } from '../db/schema/index.ts';
import type { SourceKeys } from './sources.ts';

export type SettingsUpdate = z.output<typeof UserSettingsUpdate>;

export type SettingsMerge =
  { ok: true; settings: UserSettings } | { ok: false; fields: FieldError[] };

/**
 * Merges a partial update into the stored settings. `sources` lists the ENABLED optional
 * sources: empty strings are dropped (spec §5), required sources are always on and so never
 * stored (a client sending its full list of enabled sources is fine), duplicates collapse, and
 * keys the catalogue does not know are refused.
 */
export function mergeSettings(
  current: UserSettings,
  update: SettingsUpdate,
  sources: SourceKeys,
): SettingsMerge {
  const next: UserSettings = { ...current };
  if (update.lang !== undefined) next.lang = update.lang;
  if (update.navanim !== undefined) next.navanim = update.navanim;
  if (update.navtext !== undefined) next.navtext = update.navtext;
  if (update.sources !== undefined) {
    const fields: FieldError[] = [];
    const enabled = new Set<string>();
    update.sources.forEach((raw, index) => {
      const key = raw.trim();
      if (key === '' || sources.required.has(key)) return;
      if (sources.optional.has(key)) enabled.add(key);
      else
        fields.push({ path: `body.settings.sources.${index}`, message: `Unknown source "${key}"` });
    });
    if (fields.length > 0) return { ok: false, fields };
    next.sources = [...enabled];
  }
  return { ok: true, settings: next };
}
