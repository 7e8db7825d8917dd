import type { DhCharacter } from '@hearth/rules';

import { callDevice } from '../device/deviceClient.ts';
import { reloadDhCharacters } from './dhCharacters.ts';
import type { DhImported } from './dhImportIds.ts';

/**
 * Export and import of second-system characters: the only way they leave this device (they
 * have no account and no server copy). One format for one character or all of them.
 */

export const DH_EXPORT_FORMAT = 'hearth-daggerheart';
export const DH_EXPORT_VERSION = 1;

export interface DhExportFile {
  format: typeof DH_EXPORT_FORMAT;
  version: typeof DH_EXPORT_VERSION;
  /** ISO 8601. */
  exported_at: string;
  characters: DhCharacter[];
}

/** Why a file was refused, for the message that names it; nothing is written then. */
export type DhImportError =
  | { code: 'not-json' }
  | { code: 'wrong-format' }
  | { code: 'newer-version'; version: number }
  | { code: 'bad-version' }
  | { code: 'no-characters' }
  /** `position` counts from 1, as the message says it. */
  | { code: 'invalid-character'; position: number; name: string; issue: string };

export type DhImportCheck =
  { ok: true; characters: DhCharacter[] } | { ok: false; error: DhImportError };

export function dhExportFile(characters: readonly DhCharacter[], now: Date): DhExportFile {
  return {
    format: DH_EXPORT_FORMAT,
    version: DH_EXPORT_VERSION,
    exported_at: now.toISOString(),
    characters: [...characters],
  };
}

/** A file name that says what is in it: one character's name, or all, and the day. */
export function dhExportFileName(characters: readonly DhCharacter[], now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const only = characters.length === 1 ? characters[0] : undefined;
  const slug = only?.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `hearth-daggerheart-${slug || (only ? 'character' : 'all')}-${day}.json`;
}

/** Downloads the characters as one export file. */
export function downloadDhExport(characters: readonly DhCharacter[], now = new Date()): void {
  const text = JSON.stringify(dhExportFile(characters, now), null, 2);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = dhExportFileName(characters, now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a whole export file before anything is written: its JSON, its format and version, and
 * every character against the stored character's schema (loaded only now).
 */
export async function checkDhExport(text: string): Promise<DhImportCheck> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'not-json' } };
  }
  if (!isRecord(file) || file.format !== DH_EXPORT_FORMAT) {
    return { ok: false, error: { code: 'wrong-format' } };
  }
  const { version } = file;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: { code: 'bad-version' } };
  }
  if (version > DH_EXPORT_VERSION) return { ok: false, error: { code: 'newer-version', version } };
  if (!Array.isArray(file.characters) || file.characters.length === 0) {
    return { ok: false, error: { code: 'no-characters' } };
  }
  const { checkDhCharacter } = await import('./dhCharacterSchema.ts');
  const characters: DhCharacter[] = [];
  for (const [index, record] of (file.characters as unknown[]).entries()) {
    const check = checkDhCharacter(record);
    if (!check.ok) {
      const name = isRecord(record) && typeof record.name === 'string' ? record.name : '';
      return {
        ok: false,
        error: { code: 'invalid-character', position: index + 1, name, issue: check.issue },
      };
    }
    characters.push(check.character);
  }
  return { ok: true, characters };
}

export type DhImportResult =
  { ok: true; imported: DhImported[] } | { ok: false; error: DhImportError };

/**
 * Imports an export file: checked whole, then written in one transaction (a character whose id
 * is taken here becomes a copy with a new id); the list re-reads the device afterwards. A write
 * that fails rejects, with nothing written.
 */
export async function importDhExport(text: string, now = Date.now()): Promise<DhImportResult> {
  const check = await checkDhExport(text);
  if (!check.ok) return check;
  const imported = await callDevice('importDhCharacters', check.characters, now);
  await reloadDhCharacters();
  return { ok: true, imported };
}
