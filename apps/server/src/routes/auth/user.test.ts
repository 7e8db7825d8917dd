import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loadCatalogue } from '@hearth/content';

import { characters, notes, sessions } from '../../db/schema/index.ts';
import { bearer, json, recordResponses, SECRET_PATTERN, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// The real catalogue has only required sources; an optional one is added to test switching.
const catalogue = loadCatalogue();
const OPTIONAL_SOURCE = {
  key: 'homebrew-tome',
  system: 'dnd5e',
  title: 'Homebrew Tome',
  image: null,
  official: false,
  required: false,
  licence: 'CC-BY-4.0',
  attribution: 'Test only',
};
let bodies: string[] = [];
const ctx = useTestApp({
  env: {
    GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
    ANALYTICS_URL: 'https://stats.example/script.js',
    COMMUNITY_URL: 'https://community.example/hearth',
    PUBLIC_URL: 'https://hearth.example',
    PASSWORD_RESET_TTL_MINUTES: '15',
  },
  build: {
    catalogue: {
      ...catalogue,
      sources: { ...catalogue.sources, entries: [...catalogue.sources.entries, OPTIONAL_SOURCE] },
    },
  },
  configure: (app) => {
    bodies = recordResponses(app);
  },
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}) },
    ...(payload ? { payload } : {}),
  });

describe('public set-up', () => {
  it('lists the sources with their required flag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sources' });
    expect(response.statusCode).toBe(200);
    const sources = response.json<{ data: { key: string; required: boolean }[] }>().data;
    expect(sources).toContainEqual(expect.objectContaining({ key: 'srd-5-2', required: true }));
    expect(sources).toContainEqual(
      expect.objectContaining({ key: 'homebrew-tome', required: false }),
    );
  });

  it('tells the client its providers, analytics, community link and reset-link lifetime', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      data: {
        app_version: expect.any(String),
        google: { client_id: 'client-1.apps.googleusercontent.com' },
        telegram: null,
        analytics: { url: 'https://stats.example/script.js', domain: 'hearth.example' },
        community_url: 'https://community.example/hearth',
        // The forgot-password page says how long the link works: this server's setting.
        password_reset_ttl_minutes: 15,
      },
    });
  });
});

describe('settings', () => {
  it('merge a partial update, keeping what was not sent', async () => {
    const token = await signUp(ctx.app, ctx.config, 'set@example.com');
    await call('PUT', '/api/auth/user', token, { settings: { lang: 'ru' } });
    const response = await call('PUT', '/api/auth/user', token, { settings: { navanim: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { settings: { lang: 'ru', navanim: false, navtext: true, sources: [] } },
    });
  });

  it('drop empty source strings and required sources, which are always on', async () => {
    const token = await signUp(ctx.app, ctx.config, 'src@example.com');
    const response = await call('PUT', '/api/auth/user', token, {
      settings: { sources: ['', 'homebrew-tome', '  ', 'srd-5-2', 'homebrew-tome'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { settings: { sources: ['homebrew-tome'] } } });
    const stored = await call('GET', '/api/auth/user', token);
    expect(stored.json()).toMatchObject({ data: { settings: { sources: ['homebrew-tome'] } } });
    // Turning the optional source off leaves only the required ones, which nothing can disable.
    const off = await call('PUT', '/api/auth/user', token, { settings: { sources: [] } });
    expect(off.json()).toMatchObject({ data: { settings: { sources: [] } } });
  });

  it('refuse unknown sources and bad values with 400 VALIDATION', async () => {
    const token = await signUp(ctx.app, ctx.config, 'bad@example.com');
    const unknown = await call('PUT', '/api/auth/user', token, {
      settings: { sources: ['homebrew-tome', 'pirated-book'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.settings.sources.1', message: expect.any(String) }] },
      },
    });
    const badLang = await call('PUT', '/api/auth/user', token, { settings: { lang: 'xx' } });
    expect(badLang.statusCode).toBe(400);
    const user = await call('GET', '/api/auth/user', token);
    expect(user.json()).toMatchObject({ data: { settings: { sources: [], lang: 'en' } } });
  });
});

describe('profile', () => {
  it('saves name and avatar and answers { user }', async () => {
    const token = await signUp(ctx.app, ctx.config, 'pro@example.com');
    const response = await call('POST', '/api/campaigns/user', token, {
      name: '  Ada  ',
      avatar_color: '#a1b2c3',
      avatar_id: 'owl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { user: { name: 'Ada', avatar_color: '#a1b2c3', avatar_id: 'owl' } },
    });
    const partial = await call('POST', '/api/campaigns/user', token, { name: '' });
    expect(partial.json()).toMatchObject({
      data: { user: { name: null, avatar_color: '#a1b2c3', avatar_id: 'owl' } },
    });
    const bad = await call('POST', '/api/campaigns/user', token, { avatar_color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { code: 'VALIDATION' } });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/campaigns/user',
      headers: json,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('export and delete', () => {
  it('exports everything stored about the user, without hashes or tokens', async () => {
    const token = await signUp(ctx.app, ctx.config, 'exp@example.com');
    const user = (await call('GET', '/api/auth/user', token)).json<{ data: { id: string } }>().data;
    const db = ctx.database.connection.db;
    const [character] = await db
      .insert(characters)
      .values({ userId: user.id, name: 'Thorin' })
      .returning();
    await db.insert(notes).values({ characterId: character!.id, title: 'Quest log' });

    const response = await call('GET', '/api/auth/export', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const data = response.json<{ data: Record<string, unknown[]> & { user: object } }>().data;
    expect(data.user).toMatchObject({ id: user.id, email: 'exp@example.com' });
    expect(data.characters).toEqual([expect.objectContaining({ name: 'Thorin' })]);
    expect(data.notes).toEqual([expect.objectContaining({ title: 'Quest log' })]);
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toMatch(SECRET_PATTERN);
    expect(response.body).not.toContain(token);
  });

  it('deletes the account with its password, cascading, and the token stops working', async () => {
    const token = await signUp(ctx.app, ctx.config, 'del@example.com');
    const user = (await call('GET', '/api/auth/user', token)).json<{ data: { id: string } }>().data;
    const db = ctx.database.connection.db;
    await db.insert(characters).values({ userId: user.id, name: 'Doomed' });

    const wrong = await call('DELETE', '/api/auth/user', token, { password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ data: { code: 'WRONG_CREDENTIALS' } });
    const missing = await call('DELETE', '/api/auth/user', token, {});
    expect(missing.statusCode).toBe(400);

    const response = await call('DELETE', '/api/auth/user', token, { password: 'correct horse' });
    expect(response.json()).toEqual({ data: { deleted: true } });
    expect(await db.select().from(characters).where(eq(characters.userId, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const after = await call('GET', '/api/auth/user', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
    // The address is free again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: { email: 'del@example.com', password: 'correct horse' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('asks accounts without a password to type their e-mail or DELETE', async () => {
    const user = await ctx.app.accounts.users.create({
      email: 'social@example.com',
      googleId: 'g-9',
    });
    const token = await ctx.app.accounts.sessions.create(user.id, undefined);
    const wrong = await call('DELETE', '/api/auth/user', token, { confirm: 'someone@else.com' });
    expect(wrong.statusCode).toBe(401);
    const response = await call('DELETE', '/api/auth/user', token, {
      confirm: 'Social@Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.app.accounts.users.byId(user.id)).toBeNull();

    const telegramUser = await ctx.app.accounts.users.create({ telegramId: '77' });
    const telegramToken = await ctx.app.accounts.sessions.create(telegramUser.id, undefined);
    const deleted = await call('DELETE', '/api/auth/user', telegramToken, { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
  });
});

it('never sent a password hash, token hash or argon2 string', () => {
  expect(bodies.length).toBeGreaterThan(20);
  for (const body of bodies) expect(body).not.toMatch(SECRET_PATTERN);
});
