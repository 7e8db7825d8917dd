import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { preparePgliteDataDir } from './data-dir.ts';
import { extractTar } from './tar.ts';
import { ensureInitdbTemplate, writableLocation } from './template.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'hearth-template-'));

/** A one-entry ustar archive, enough to test the extractor's guards. */
function tarWith(name: string, content: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

describe('initdb template', () => {
  it('is created once in a child process, then reused', async () => {
    const file = join(temp(), 'cache', 'initdb.tar');
    expect(await ensureInitdbTemplate(file)).toEqual({ file, created: true });
    expect(await ensureInitdbTemplate(file)).toEqual({ file, created: false });

    const dataDir = join(temp(), 'pglite');
    expect(await preparePgliteDataDir(dataDir, file)).toBe('created');
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(readdirSync(join(dataDir, '..'))).toEqual(['pglite']);
    expect(await preparePgliteDataDir(dataDir, file)).toBe('existing');
  });
});

describe('writableLocation', () => {
  it('keeps the cache location when it can be written', () => {
    const file = join(temp(), 'cache', 'initdb.tar');
    expect(writableLocation(file)).toBe(file);
  });

  it('falls back to the temp directory when it cannot', () => {
    const blocker = join(temp(), 'a-file');
    writeFileSync(blocker, '');
    expect(writableLocation(join(blocker, 'cache', 'initdb.tar'))).toBe(
      join(tmpdir(), 'hearth-initdb.tar'),
    );
  });
});

describe('extractTar', () => {
  it('writes files and directories', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.tar'), tarWith('/base/PG_VERSION', '18\n'));
    extractTar(join(dir, 'a.tar'), join(dir, 'out'));
    expect(readFileSync(join(dir, 'out/base/PG_VERSION'), 'utf8')).toBe('18\n');
  });

  it('refuses entries that would escape the target', () => {
    const dir = temp();
    writeFileSync(join(dir, 'evil.tar'), tarWith('../../etc/evil', 'x'));
    mkdirSync(join(dir, 'out'));
    expect(() => extractTar(join(dir, 'evil.tar'), join(dir, 'out'))).toThrow(/escapes/);
  });

  it('refuses entry types it does not handle', () => {
    const dir = temp();
    writeFileSync(join(dir, 'link.tar'), tarWith('link', '', '2'));
    expect(() => extractTar(join(dir, 'link.tar'), join(dir, 'out'))).toThrow(/unsupported/);
  });
});
