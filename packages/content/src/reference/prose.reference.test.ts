import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import { CATALOGUE_STORES } from '../stores.ts';
import {
  copiedRuns,
  daggerheartProseRuns,
  DH_COPY_RUN,
  referenceProseRuns,
  stringsOf,
} from './reference-data.ts';

const catalogue = compileCatalogue(ENTRIES_DIR);
const runs = referenceProseRuns();
const dhRuns = daggerheartProseRuns();
const isDaggerheart = (store: string) => store.startsWith('dh-');

describe('our own words', () => {
  it('reads the reference prose it compares against', () => {
    expect(runs.size).toBeGreaterThan(10_000);
    expect(dhRuns.size).toBeGreaterThan(10_000);
  });

  it.each(
    CATALOGUE_STORES.filter((store) => catalogue[store].entries.length > 0 && isDaggerheart(store)),
  )('no %s entry repeats a 12-word run of the Daggerheart SRD datasets', (store) => {
    const copied = (catalogue[store].entries as { id: string }[]).flatMap((entry) =>
      stringsOf(entry)
        .flatMap((text) => copiedRuns(text, dhRuns, DH_COPY_RUN))
        .map((run) => `${entry.id}: "${run}"`),
    );
    expect(copied).toEqual([]);
  });

  it.each(
    CATALOGUE_STORES.filter(
      (store) => catalogue[store].entries.length > 0 && !isDaggerheart(store),
    ),
  )('no %s entry repeats a 20-word run of the SRD datasets', (store) => {
    const copied = (catalogue[store].entries as { id?: string; key?: string }[]).flatMap((entry) =>
      stringsOf(entry)
        .flatMap((text) => copiedRuns(text, runs))
        .map((run) => `${entry.id ?? entry.key}: "${run}"`),
    );
    expect(copied).toEqual([]);
  });
});
