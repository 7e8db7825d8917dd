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
      uploads: { limitBytes: 5 * 1024 * 1024, dir: '/srv/hearth/data/uploads' },
      sessionTtlDays: 30,
      sessionMaxDays: 90,
      passwordResetTtlMinutes: 60,
      passwordHashing: { memoryKib: 19456, timeCost: 2 },
      smtpUrl: null,
      mailFrom: 'Hearth <no-reply@localhost>',
      redisUrl: null,
      google: null,
      telegram: null,
      analytics: null,
      communityUrl: null,
      trustProxy: false,
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
        UPLOAD_LIMIT: '65536',
        UPLOADS_DIR: 'images',
        SESSION_TTL_DAYS: '7',
        SESSION_MAX_DAYS: '30',
        PASSWORD_RESET_TTL_MINUTES: '15',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Hearth <hi@hearth.example>',
        REDIS_URL: 'redis://cache:6379',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
        TELEGRAM_BOT_TOKEN: '123456:ABC-def_1',
        TELEGRAM_BOT_NAME: 'hearth_bot',
        ANALYTICS_URL: 'https://stats.example/js/script.js',
        COMMUNITY_URL: 'https://discord.example/hearth',
        TRUST_PROXY: '10.0.0.1,10.0.1.0/24',
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
      uploads: { limitBytes: 65536, dir: '/srv/hearth/images' },
      sessionTtlDays: 7,
      sessionMaxDays: 30,
      passwordResetTtlMinutes: 15,
      passwordHashing: { memoryKib: 1024, timeCost: 1 },
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Hearth <hi@hearth.example>',
      redisUrl: 'redis://cache:6379',
      google: { clientId: 'abc.apps.googleusercontent.com' },
      telegram: { botToken: '123456:ABC-def_1', botName: 'hearth_bot' },
      // The analytics domain defaults to the public URL's host.
      analytics: { url: 'https://stats.example/js/script.js', domain: 'hearth.example' },
      communityUrl: 'https://discord.example/hearth',
      trustProxy: '10.0.0.1,10.0.1.0/24',
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
    [{ UPLOAD_LIMIT: '12' }, 'UPLOAD_LIMIT', '12'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS', '0'],
    [{ SESSION_MAX_DAYS: '0' }, 'SESSION_MAX_DAYS', '0'],
    [{ PASSWORD_RESET_TTL_MINUTES: '1' }, 'PASSWORD_RESET_TTL_MINUTES', '1'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL', 'http://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL', 'localhost'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY', 'yes'],
    [{ TELEGRAM_BOT_TOKEN: 'nope', TELEGRAM_BOT_NAME: 'bot_x' }, 'TELEGRAM_BOT_TOKEN', 'nope'],
    [{ ANALYTICS_URL: 'stats' }, 'ANALYTICS_URL', 'stats'],
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

  it('wants both Telegram variables or neither', () => {
    expect(configError({ TELEGRAM_BOT_TOKEN: '1:abc' }).issues[0]).toMatch(/TELEGRAM_BOT_NAME/);
  });

  it('keeps an explicit analytics domain', () => {
    const config = parseConfig({
      ANALYTICS_URL: 'https://s.example/a.js',
      ANALYTICS_DOMAIN: 'x.org',
    });
    expect(config.analytics).toEqual({ url: 'https://s.example/a.js', domain: 'x.org' });
  });

  it('keeps DATA_DIR paths absolute as given', () => {
    expect(parseConfig({ DATA_DIR: join('/', 'data') }, CWD).dataDir).toBe('/data');
  });
});
