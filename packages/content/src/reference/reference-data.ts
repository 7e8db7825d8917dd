import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Runs of this many words shared with the reference prose would mean copied text. Shorter
 * shared runs are the game's own terms ("a Strength (Athletics) check against your spell save
 * DC"), which any wording of the rule repeats.
 */
const COPY_RUN = 20;

/**
 * The second system's texts are short (a card is often one sentence), so a shorter shared run
 * already means copied words; game terms ("make a Spellcast Roll against a target within Far
 * range") stay under it.
 */
export const DH_COPY_RUN = 12;

/** Word runs of a text, leaving out runs that are mostly numbers (rules tables are facts). */
function wordRuns(text: string, length = COPY_RUN): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const runs = new Set<string>();
  for (let i = 0; i + length <= words.length; i += 1) {
    const run = words.slice(i, i + length);
    if (run.filter((word) => /^\d+$/.test(word)).length * 3 >= length) continue;
    runs.add(run.join(' '));
  }
  return runs;
}

/**
 * True when our text repeats a run of the reference's prose. Markdown table rows are left
 * out: they restate a rules table, whose numbers and labels are facts.
 */
export function sharesProse(ours: string, theirs: string): boolean {
  const reference = wordRuns(theirs);
  return [...wordRuns(withoutTableRows(ours))].some((run) => reference.has(run));
}

function withoutTableRows(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('|'))
    .join('\n');
}

/** Every string of a JSON value, depth first. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The word runs of all the prose in the fifth-edition reference datasets. */
export function referenceProseRuns(): Set<string> {
  const runs = new Set<string>();
  for (const dir of ['srd52-open5e', 'srd52-5e-bits']) {
    for (const file of readdirSync(join(REFERENCE_DIR, dir))) {
      if (!file.endsWith('.json')) continue;
      for (const text of stringsOf(readReference(`${dir}/${file}`))) {
        if (text.length > 80) for (const run of wordRuns(text)) runs.add(run);
      }
    }
  }
  return runs;
}

/** The word runs of all the prose in the Daggerheart reference datasets ({@link DH_COPY_RUN}). */
export function daggerheartProseRuns(): Set<string> {
  const runs = new Set<string>();
  for (const dir of ['daggerheart-daggersearch/core', 'daggerheart-seansbox']) {
    for (const file of readdirSync(join(REFERENCE_DIR, dir))) {
      if (!file.endsWith('.json')) continue;
      const raw = readFileSync(join(REFERENCE_DIR, dir, file), 'utf8').replace(/^\uFEFF/, '');
      for (const text of stringsOf(JSON.parse(raw))) {
        for (const run of wordRuns(text, DH_COPY_RUN)) runs.add(run);
      }
    }
  }
  return runs;
}

/** The runs of our text found in the reference prose (none when the words are ours). */
export function copiedRuns(
  ours: string,
  referenceRuns: Set<string>,
  length: number = COPY_RUN,
): string[] {
  return [...wordRuns(withoutTableRows(ours), length)].filter((run) => referenceRuns.has(run));
}
