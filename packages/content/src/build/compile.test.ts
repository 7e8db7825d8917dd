import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CATALOGUE_STORES } from '../stores.ts';
import { compileCatalogue, ContentError } from './compile.ts';
import { ENTRIES_DIR } from './paths.ts';

function tempEntries(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'hearth-content-'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

const validSource = {
  key: 'test',
  system: 'dnd5e',
  title: 'Test',
  image: null,
  official: false,
  required: false,
  licence: 'CC-BY-4.0',
  attribution: 'Test attribution',
};

describe('compileCatalogue', () => {
  it('compiles the real entries into one bundle per store', () => {
    const catalogue = compileCatalogue(ENTRIES_DIR);
    expect(Object.keys(catalogue).sort()).toEqual([...CATALOGUE_STORES].sort());
    const keys = (catalogue.sources.entries as { key: string }[]).map((s) => s.key);
    expect(keys).toContain('srd-5-2');
    expect(keys).toContain('daggerheart-srd-1-0');
  });

  it('gives a version that changes exactly when the content changes', () => {
    const a = compileCatalogue(tempEntries({ 'core/sources/a.json': JSON.stringify(validSource) }));
    const same = compileCatalogue(
      tempEntries({ 'core/sources/a.json': JSON.stringify(validSource) }),
    );
    const changed = compileCatalogue(
      tempEntries({ 'core/sources/a.json': JSON.stringify({ ...validSource, title: 'Other' }) }),
    );
    expect(a.sources.version).toBe(same.sources.version);
    expect(a.sources.version).not.toBe(changed.sources.version);
    expect(a.rules.version).toBe(changed.rules.version);
  });

  it('keys each title and description for translation', () => {
    const fireball = (
      compileCatalogue(ENTRIES_DIR).spells.entries as Record<string, unknown>[]
    ).find((spell) => spell.id === 'fireball');
    expect(fireball).toMatchObject({
      title: 'Fireball',
      title_id: 'spells.fireball.title',
      description_id: 'spells.fireball.description',
    });
  });

  it('names the file and field of an invalid entry', () => {
    const root = tempEntries({
      'core/sources/bad.json': JSON.stringify({ ...validSource, official: 'yes' }),
    });
    expect(() => compileCatalogue(root)).toThrow(ContentError);
    expect(() => compileCatalogue(root)).toThrow(/core\/sources\/bad\.json: official/);
  });

  it('refuses malformed JSON with the file name', () => {
    const root = tempEntries({ 'core/sources/broken.json': '{ "key": ' });
    expect(() => compileCatalogue(root)).toThrow(/broken\.json: not valid JSON/);
  });

  it('refuses an entry that names an entry which does not exist', () => {
    const preset = {
      id: 'kit',
      source: 'test',
      title: 'Kit',
      description: 'A kit.',
      items: [{ item_id: 'no-such-item', quantity: 1 }],
    };
    const root = tempEntries({
      'core/sources/test.json': JSON.stringify(validSource),
      'dnd5e/presets/kit.json': JSON.stringify(preset),
    });
    expect(() => compileCatalogue(root)).toThrow(/presets\/kit: unknown item "no-such-item"/);
  });
});
