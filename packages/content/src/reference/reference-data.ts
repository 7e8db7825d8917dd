import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The public SRD datasets beside the project (`../shared/reference/`), read by tests only to
 * check our catalogue's completeness and facts. Never read at run time, never copied.
 */
export const REFERENCE_DIR =
  process.env.HEARTH_REFERENCE_DIR ??
  fileURLToPath(new URL('../../../../../shared/reference/', import.meta.url));

export function readReference<T>(relativePath: string): T {
  const path = `${REFERENCE_DIR.replace(/\/?$/, '/')}${relativePath}`;
  if (!existsSync(path)) {
    throw new Error(
      `SRD reference data not found at ${path}: the checks of our catalogue need it ` +
        '(set HEARTH_REFERENCE_DIR to the shared/reference folder).',
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Open5e's records: `{ model, pk, fields }`. */
export interface Open5eRecord<F> {
  pk: string;
  fields: F;
}

export const open5eId = (pk: string) => pk.replace(/^srd-2024_/, '');
