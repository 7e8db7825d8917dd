import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileCatalogue } from './compile.ts';
import { loadCatalogue } from './load.ts';
import { writeBuild } from './write.ts';

const source = (title: string) => ({
  key: 'test',
  system: 'dnd5e',
  title,
  image: null,
  official: false,
  required: false,
  licence: 'CC-BY-4.0',
  attribution: 'Test',
});

function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'hearth-load-'));
  const entries = join(root, 'entries');
  const file = join(entries, 'core/sources/test.json');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(source('Built')));
  const build = join(root, 'build');
  writeBuild(compileCatalogue(entries), build, entries);
  return { entries, build, file };
}

const title = (catalogue: ReturnType<typeof loadCatalogue>) =>
  (catalogue.sources.entries[0] as { title: string }).title;

describe('loadCatalogue', () => {
  it('serves the compiled build while it matches the entries', () => {
    const { entries, build } = setUp();
    expect(title(loadCatalogue({ buildDir: build, entriesDir: entries }))).toBe('Built');
  });

  it('compiles the entries instead of serving a build older than them', () => {
    const { entries, build, file } = setUp();
    writeFileSync(file, JSON.stringify(source('Edited')));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(title(loadCatalogue({ buildDir: build, entriesDir: entries }))).toBe('Edited');
  });

  it('compiles again when a title overlay changed after the build', () => {
    const { entries, build } = setUp();
    const translations = join(entries, '..', 'translations');
    const overlay = join(translations, 'ru/sources/sources.json');
    mkdirSync(join(overlay, '..'), { recursive: true });
    writeFileSync(overlay, JSON.stringify({ test: 'Собранный' }));
    writeBuild(compileCatalogue(entries, { translations }), build, entries, translations);
    const load = () =>
      loadCatalogue({ buildDir: build, entriesDir: entries, translationsDir: translations });
    const russian = () =>
      (load()['titles-ru'].entries[0] as { titles: { test: string } }).titles.test;
    expect(russian()).toBe('Собранный');
    writeFileSync(overlay, JSON.stringify({ test: 'Исправленный' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(overlay, later, later);
    expect(russian()).toBe('Исправленный');
  });

  it('compiles the entries when there is no build', () => {
    const { entries } = setUp();
    const catalogue = loadCatalogue({ buildDir: join(entries, 'nowhere'), entriesDir: entries });
    expect(title(catalogue)).toBe('Built');
  });
});
