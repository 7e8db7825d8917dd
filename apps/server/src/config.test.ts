import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from './config.ts';

const CWD = '/srv/hearth';
const REPO_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has a default for everything', () => {
    expect(parseConfig({}, CWD)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/hearth/data',
      database: { driver: 'pglite', dir: '/srv/hearth/data/pglite' },
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: REPO_WEB_DIST,
      bodyLimit: 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/hearth',
        DATABASE_URL: 'postgres://hearth@db:5432/hearth',
        PUBLIC_URL: 'https://hearth.example/',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: 'web',
        BODY_LIMIT: '2048',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/hearth',
      database: { driver: 'postgres', url: 'postgres://hearth@db:5432/hearth' },
      publicUrl: 'https://hearth.example',
      logLevel: 'debug',
      webDistDir: '/srv/hearth/web',
      bodyLimit: 2048,
    });
  });

  it('derives the public URL from the port', () => {
    expect(parseConfig({ PORT: '4000' }, CWD).publicUrl).toBe('http://localhost:4000');
  });

  it('finds the web build from the package, whatever the working directory', () => {
    expect(parseConfig({}, '/somewhere/else').webDistDir).toBe(REPO_WEB_DIST);
    expect(REPO_WEB_DIST).toBe(resolve(fileURLToPath(import.meta.url), '../../../web/dist'));
  });

  it('treats empty values as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' }, CWD);
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.logLevel).toBe('info');
  });

  it('accepts postgresql:// as well as postgres://', () => {
    const config = parseConfig({ DATABASE_URL: 'postgresql://localhost/hearth' }, CWD);
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgresql://localhost/hearth' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'abc'],
    [{ PORT: '70000' }, 'PORT', '70000'],
    [{ PORT: '-1' }, 'PORT', '-1'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'loud'],
    [{ DATABASE_URL: 'mysql://localhost/hearth' }, 'DATABASE_URL', 'mysql://'],
    [{ PUBLIC_URL: 'ftp://hearth.example' }, 'PUBLIC_URL', 'ftp://'],
    [{ BODY_LIMIT: '0' }, 'BODY_LIMIT', '0'],
    [{ BODY_LIMIT: '1.5' }, 'BODY_LIMIT', '1.5'],
  ])('refuses %o, naming the variable and the value', (env, name, value) => {
    const error = configError(env);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatch(new RegExp(`^${name}: `));
    expect(error.message).toContain(value);
  });

  it('reports every bad variable at once', () => {
    const error = configError({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(error.issues.map((issue) => issue.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL']);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- PORT/);
  });

  it('keeps DATA_DIR paths absolute as given', () => {
    expect(parseConfig({ DATA_DIR: join('/', 'data') }, CWD).dataDir).toBe('/data');
  });
});
