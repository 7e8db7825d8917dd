import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const BLOCK = 512;
const COPY_CHUNK = 1024 * 1024;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.toString('utf8', start, start + length);
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

/** The entry's path relative to the target, refusing anything that would escape it. */
function safeRelativePath(header: Buffer): string {
  const prefix = field(header, 345, 155);
  const name = field(header, 0, 100);
  const relative = normalize((prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''));
  if (relative === '..' || relative.startsWith(`..${sep}`)) {
    throw new Error(`tar entry escapes the target directory: ${name}`);
  }
  return relative;
}

/**
 * Extracts a ustar archive (what PGlite's `dumpDataDir('none')` writes: directories and
 * regular files) into `targetDir`, streaming with a fixed buffer so a 40 MB cluster never
 * sits in memory. Other entry types are refused rather than silently skipped.
 */
export function extractTar(archive: string, targetDir: string): void {
  const input = openSync(archive, 'r');
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(COPY_CHUNK);
  try {
    mkdirSync(targetDir, { recursive: true, mode: 0o700 });
    let position = 0;
    while (readSync(input, header, 0, BLOCK, position) === BLOCK && header[0] !== 0) {
      position += BLOCK;
      const path = join(targetDir, safeRelativePath(header));
      const size = parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = field(header, 156, 1);
      if (type === '5') {
        mkdirSync(path, { recursive: true, mode: 0o700 });
      } else if (type === '0' || type === '') {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        copyRange(input, position, size, path, chunk);
      } else {
        throw new Error(`unsupported tar entry type "${type}" for ${path}`);
      }
      position += Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    closeSync(input);
  }
}

function copyRange(input: number, start: number, size: number, path: string, chunk: Buffer) {
  const output = openSync(path, 'w', 0o600);
  try {
    for (let done = 0; done < size;) {
      const read = readSync(input, chunk, 0, Math.min(chunk.length, size - done), start + done);
      if (read === 0) throw new Error(`tar archive ends inside ${path}`);
      writeSync(output, chunk, 0, read);
      done += read;
    }
  } finally {
    closeSync(output);
  }
}
