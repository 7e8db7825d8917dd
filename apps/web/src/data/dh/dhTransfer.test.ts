import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { reloadDhCharacters } from './dhCharacters.ts';
import {
  clearDhCharacters,
  makeDhCharacter,
  readStoredDhCharacters,
  seedDhCharacters,
} from './dhTestKit.ts';
import {
  checkDhExport,
  DH_EXPORT_FORMAT,
  dhExportFile,
  dhExportFileName,
  importDhExport,
} from './dhTransfer.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');

const fileText = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ ...dhExportFile([makeDhCharacter()], NOW), ...overrides });

beforeEach(clearDhCharacters);
afterEach(clearDhCharacters);

describe('exporting second-system characters', () => {
  it('writes the format, its version, the time and the characters', () => {
    const character = makeDhCharacter();
    expect(dhExportFile([character], NOW)).toEqual({
      format: 'hearth-daggerheart',
      version: 1,
      exported_at: '2026-03-01T12:00:00.000Z',
      characters: [character],
    });
  });

  it('names the file after the one character, or all of them, and the day', () => {
    expect(dhExportFileName([makeDhCharacter({ name: 'Ser Édith  Vane' })], NOW)).toBe(
      'hearth-daggerheart-ser-edith-vane-2026-03-01.json',
    );
    expect(dhExportFileName([makeDhCharacter({ name: '!!!' })], NOW)).toBe(
      'hearth-daggerheart-character-2026-03-01.json',
    );
    expect(dhExportFileName([makeDhCharacter(), makeDhCharacter({ id: '2' })], NOW)).toBe(
      'hearth-daggerheart-all-2026-03-01.json',
    );
  });
});

describe('importing second-system characters', () => {
  it('round-trips: what was exported comes back as it was', async () => {
    const characters = [
      makeDhCharacter({ id: 'a', name: 'Ash', level: 3, gold: 120 }),
      makeDhCharacter({ id: 'b', name: 'Birch', avatar: 'data:image/png;base64,AAAA' }),
    ];
    const text = JSON.stringify(dhExportFile(characters, NOW));
    const result = await importDhExport(text);
    expect(result).toEqual({
      ok: true,
      imported: [
        { id: 'a', name: 'Ash' },
        { id: 'b', name: 'Birch' },
      ],
    });
    const stored = await readStoredDhCharacters();
    expect(stored.sort((x, y) => String(x.id).localeCompare(String(y.id)))).toEqual(characters);
  });

  it('imports a character whose id is taken as a copy with a new id, and says so', async () => {
    const existing = makeDhCharacter({ id: '1700000000000', name: 'Original' });
    await seedDhCharacters([existing]);
    await reloadDhCharacters();
    const incoming = makeDhCharacter({ id: '1700000000000', name: 'Returning' });
    const result = await importDhExport(
      JSON.stringify(dhExportFile([incoming], NOW)),
      1_800_000_000_000,
    );
    expect(result).toEqual({
      ok: true,
      imported: [{ id: '1800000000000', name: 'Returning', copiedFrom: '1700000000000' }],
    });
    const stored = await readStoredDhCharacters();
    expect(stored.map((record) => [record.id, record.name]).sort()).toEqual([
      ['1700000000000', 'Original'],
      ['1800000000000', 'Returning'],
    ]);
  });

  it('gives the same id twice in one file two different ids', async () => {
    const twins = [
      makeDhCharacter({ id: '7', name: 'One' }),
      makeDhCharacter({ id: '7', name: 'Two' }),
    ];
    const result = await importDhExport(JSON.stringify(dhExportFile(twins, NOW)), 100);
    expect(result.ok && result.imported.map((each) => each.id)).toEqual(['7', '100']);
    expect(await readStoredDhCharacters()).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{"format": "hearth-dagg', { code: 'not-json' }],
    ['another format', fileText({ format: 'hearth-dnd' }), { code: 'wrong-format' }],
    ['a list, not a file', JSON.stringify([makeDhCharacter()]), { code: 'wrong-format' }],
    ['a newer version', fileText({ version: 2 }), { code: 'newer-version', version: 2 }],
    ['no version', fileText({ version: undefined }), { code: 'bad-version' }],
    ['a version that is text', fileText({ version: '1' }), { code: 'bad-version' }],
    ['no characters', fileText({ characters: [] }), { code: 'no-characters' }],
    ['characters that are not a list', fileText({ characters: {} }), { code: 'no-characters' }],
  ])('refuses %s and writes nothing', async (_case, text, error) => {
    expect(await importDhExport(text)).toEqual({ ok: false, error });
    expect(await readStoredDhCharacters()).toEqual([]);
  });

  it('refuses the whole file when one character is invalid, naming it and why', async () => {
    const good = makeDhCharacter({ id: 'good' });
    const bad = { ...makeDhCharacter({ id: 'bad', name: 'Broken' }), traits: { AGL: 'high' } };
    const text = JSON.stringify({ ...dhExportFile([good], NOW), characters: [good, bad] });
    const result = await importDhExport(text);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-character',
        position: 2,
        name: 'Broken',
        issue: expect.stringMatching(/^traits\.AGL/),
      },
    });
    expect(await readStoredDhCharacters()).toEqual([]);
  });

  it('accepts what it exported without touching the device when only checking', async () => {
    const check = await checkDhExport(fileText());
    expect(check).toEqual({ ok: true, characters: [makeDhCharacter()] });
    expect(DH_EXPORT_FORMAT).toBe('hearth-daggerheart');
  });
});
