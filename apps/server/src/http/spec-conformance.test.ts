import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../test/app.ts';
import { BEAST_CALLS } from './spec-conformance.beast-calls.ts';
import type { ConformanceCall } from './spec-conformance.calls.ts';
import { CONFORMANCE_CALLS, SOCIAL } from './spec-conformance.calls.ts';
import { CAMPAIGN_CALLS } from './spec-conformance.campaign-calls.ts';
import { INVENTORY_CALLS } from './spec-conformance.inventory-calls.ts';
import { NOTES_CALLS } from './spec-conformance.notes-calls.ts';
import { SPEC_CALLS } from './spec-conformance.spec-calls.ts';
import { DELIBERATE_DEVIATIONS, NOT_YET_BUILT } from './spec-conformance.unbuilt.ts';
import type { World } from './spec-conformance.world.ts';
import { sendAsSpecClient, signUpWorld } from './spec-conformance.world.ts';

/**
 * Spec conformance (issue 15): every call of spec platform §7 and character §7 is replayed with
 * exactly the spec's payload and content type against a real app, and must answer the spec's
 * success; the calls of later issues must still be unrouted; and every call the spec names is
 * in one of the lists.
 */

// Google's keys stand-in: the ID token of POST auth/google is signed with a local key pair.
const googleKeys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'k1', alg: 'RS256' };
const googleCredential = () =>
  new SignJWT({
    iss: 'https://accounts.google.com',
    aud: SOCIAL.googleClientId,
    sub: 'google-conformance',
    email: 'google-user@example.com',
    email_verified: true,
    name: 'Gwen',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(googleKeys.privateKey);

const ctx = useTestApp({
  env: {
    GOOGLE_CLIENT_ID: SOCIAL.googleClientId,
    TELEGRAM_BOT_TOKEN: SOCIAL.telegramBotToken,
    TELEGRAM_BOT_NAME: SOCIAL.telegramBotName,
  },
  build: { googleKeys: createLocalJWKSet({ keys: [publicJwk] }) },
});
let world: World;

beforeAll(async () => {
  world = await signUpWorld(ctx.app, ctx.config, googleCredential);
});

const BUILT: readonly ConformanceCall[] = [
  ...CONFORMANCE_CALLS,
  ...INVENTORY_CALLS,
  ...BEAST_CALLS,
  ...NOTES_CALLS,
  ...CAMPAIGN_CALLS,
];

describe('the spec’s calls, with exactly its payloads and content type', () => {
  it.each(BUILT.map((entry) => [entry.call, entry] as const))('%s', async (_name, entry) => {
    const request = await entry.request(world);
    const response = await sendAsSpecClient(
      ctx.app,
      entry.method,
      request,
      entry.anonymous ? undefined : world.token,
    );
    expect(response.statusCode, response.body).toBe(entry.status);
    const { data } = response.json<{ data: unknown }>();
    if (entry.answer === 'list') {
      expect(Array.isArray(data), response.body).toBe(true);
    } else {
      for (const field of entry.answer) expect(data, response.body).toHaveProperty(field);
    }
  });
});

describe('calls of later issues', () => {
  it.each(NOT_YET_BUILT.map((entry) => [entry.call, entry] as const))(
    '%s is still unrouted: whoever builds it moves it to the conformance calls',
    async (_name, entry) => {
      const response = await sendAsSpecClient(ctx.app, entry.method, entry.request, world.token);
      expect(response.statusCode).toBe(404);
      // The router's own 404, not a resource's "no such campaign".
      expect(response.json()).toEqual({
        status: 404,
        ok: false,
        data: { code: 'NOT_FOUND', message: 'Not found' },
      });
    },
  );
});

describe('calls that deliberately refuse the spec’s payload', () => {
  it.each(DELIBERATE_DEVIATIONS.map((entry) => [entry.call, entry] as const))(
    '%s',
    async (_name, entry) => {
      const response = await sendAsSpecClient(ctx.app, entry.method, entry.request);
      expect(response.statusCode, entry.reason).toBe(entry.refusal.status);
      expect(response.json()).toMatchObject({ ok: false });
    },
  );
});

describe('parity with the spec', () => {
  const listed = [
    ...BUILT.map((entry) => entry.call),
    ...NOT_YET_BUILT.map((entry) => entry.call),
    ...DELIBERATE_DEVIATIONS.map((entry) => entry.call),
  ];

  it('lists every call the spec names exactly once, as built, not yet built or deviating', () => {
    expect([...listed].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('names no call twice in the spec list', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });
});
