import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileCatalogue, ContentError } from './compile.ts';

const source = {
  key: 'test',
  system: 'dnd5e',
  title: 'Test',
  image: null,
  official: false,
  required: false,
  licence: 'CC-BY-4.0',
  attribution: 'Test attribution',
};
const rule = (id: string) => ({
  id,
  source: 'test',
  type: 'condition',
  title: id,
  description: `About ${id}.`,
});

/** A catalogue of one source and two rules, and title overlays from `files`. */
function compileWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'hearth-titles-'));
  const write = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  };
  write('entries/core/sources/test.json', JSON.stringify(source));
  write('entries/dnd5e/rules/prone.json', JSON.stringify(rule('prone')));
  write('entries/dnd5e/rules/blinded.json', JSON.stringify(rule('blinded')));
  for (const [path, text] of Object.entries(files)) write(`translations/${path}`, text);
  return () =>
    compileCatalogue(join(root, 'entries'), { translations: join(root, 'translations') });
}

const json = (value: unknown) => JSON.stringify(value);

describe('translated titles', () => {
  it('merges the files of a store into the language titles store, by store and id', () => {
    const catalogue = compileWith({
      'ru/rules/a.json': json({ prone: 'Сбитый с ног' }),
      'ru/rules/b.json': json({ blinded: ' Ослеплённый ' }),
      'ru/sources/sources.json': json({ test: 'Тест' }),
    })();
    expect(catalogue['titles-ru'].entries).toEqual([
      { id: 'sources', titles: { test: 'Тест' } },
      { id: 'rules', titles: { blinded: 'Ослеплённый', prone: 'Сбитый с ног' } },
    ]);
  });

  it('versions the titles store by its content, apart from the stores it translates', () => {
    const a = compileWith({ 'ru/rules/a.json': json({ prone: 'Сбитый с ног' }) })();
    const same = compileWith({ 'ru/rules/b.json': json({ prone: 'Сбитый с ног' }) })();
    const other = compileWith({ 'ru/rules/a.json': json({ prone: 'Лежащий' }) })();
    expect(a['titles-ru'].version).toBe(same['titles-ru'].version);
    expect(a['titles-ru'].version).not.toBe(other['titles-ru'].version);
    expect(a.rules.version).toBe(other.rules.version);
  });

  it('is empty without overlays', () => {
    expect(compileWith({})()['titles-ru'].entries).toEqual([]);
  });

  it.each([
    [
      'an id that is not an entry of the store',
      { 'ru/rules/a.json': json({ grappled: 'x' }) },
      /ru\/rules\/a\.json: "grappled" is not an entry of rules/,
    ],
    [
      'an id titled in two files',
      {
        'ru/rules/a.json': json({ prone: 'Сбитый' }),
        'ru/rules/b.json': json({ prone: 'Лежащий' }),
      },
      /ru\/rules\/b\.json: "prone" already has a title in ru\/rules\/a\.json/,
    ],
    [
      'an empty title',
      { 'ru/rules/a.json': json({ prone: '  ' }) },
      /ru\/rules\/a\.json: "prone": the title must be a non-empty string/,
    ],
    [
      'a title that is not a string',
      { 'ru/rules/a.json': json({ prone: 3 }) },
      /ru\/rules\/a\.json: "prone": the title must be/,
    ],
    [
      'a file that is not JSON',
      { 'ru/rules/a.json': '{ "prone": ' },
      /ru\/rules\/a\.json: not valid JSON/,
    ],
    [
      'a file that is not an object',
      { 'ru/rules/a.json': json(['prone']) },
      /ru\/rules\/a\.json: expected an object/,
    ],
    [
      'a folder that is not a store',
      { 'ru/spell/a.json': json({}) },
      /ru\/spell: "spell" is not a catalogue store/,
    ],
    [
      'titles of titles',
      { 'ru/titles-ru/a.json': json({}) },
      /ru\/titles-ru: "titles-ru" is not a catalogue store/,
    ],
  ])('refuses %s, naming the file', (_case, files, message) => {
    const compile = compileWith(files);
    expect(compile).toThrow(ContentError);
    expect(compile).toThrow(message);
  });
});
