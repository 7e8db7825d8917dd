import { lastLinkTo, signUp } from '../test/accounts.ts';
import type { Method, SpecRequest, World } from './spec-conformance.world.ts';
import { creationForm, testImage } from './spec-conformance.world.ts';

/**
 * The calls of spec platform §7 and character §7 that are built, each with exactly the payload
 * the spec lists (realistic values, as the web client sends them), the set-up it needs and the
 * spec's success answer. `call` is the spec's own name for it (see spec-conformance.spec-calls.ts).
 */
export interface ConformanceCall {
  call: string;
  method: Method;
  /** Sent without a token: the sign-in calls, made before there is one. */
  anonymous?: boolean;
  /** Makes what the call needs through the API and answers the request to send. */
  request: (world: World) => Promise<SpecRequest>;
  status: 200 | 201;
  /** Fields of the answer's `data` the spec (or the client reading it) relies on; `list`: an array. */
  answer: readonly string[] | 'list';
}

/** The Google and Telegram sign-in set-up the conformance app is built with. */
export const SOCIAL = {
  googleClientId: 'conformance.apps.googleusercontent.com',
  telegramBotToken: '123456:CONFORMANCE-bot',
  telegramBotName: 'hearth_conformance_bot',
};

let accounts = 0;
const freshEmail = () => `spec-${(accounts += 1)}@example.com`;
const catalogueGet = (store: string, payload?: Record<string, unknown>): ConformanceCall => ({
  call: `GET ${store}`,
  method: 'GET',
  request: async () => ({ url: store, ...(payload ? { payload } : {}) }),
  status: 200,
  answer: ['store', 'version', 'entries'],
});

export const CONFORMANCE_CALLS: readonly ConformanceCall[] = [
  // platform §7 Auth
  {
    call: 'POST auth/register',
    method: 'POST',
    anonymous: true,
    request: async () => ({
      url: 'auth/register',
      payload: { email: freshEmail(), password: 'correct horse' },
    }),
    status: 201,
    answer: ['email'],
  },
  {
    call: 'POST auth/login',
    method: 'POST',
    anonymous: true,
    request: async ({ app, config }) => {
      const email = freshEmail();
      await signUp(app, config, email, 'battery staple');
      return { url: 'auth/login', payload: { email, password: 'battery staple' } };
    },
    status: 200,
    answer: ['token', 'user'],
  },
  {
    call: 'GET auth/user',
    method: 'GET',
    request: async () => ({ url: 'auth/user' }),
    status: 200,
    answer: ['id', 'email', 'name', 'avatar_color', 'avatar_id', 'settings', 'permissions'],
  },
  {
    call: 'POST auth/google',
    method: 'POST',
    anonymous: true,
    request: async ({ googleCredential }) => ({
      url: 'auth/google',
      payload: { code: 'one-time-code', credential: await googleCredential() },
    }),
    status: 200,
    answer: ['token', 'user'],
  },
  {
    call: 'PUT auth/user',
    method: 'PUT',
    request: async () => ({
      url: 'auth/user',
      payload: { settings: { lang: 'en', sources: [], navanim: false, navtext: true } },
    }),
    status: 200,
    answer: ['id', 'settings'],
  },
  {
    call: 'GET verify/{token}',
    method: 'GET',
    anonymous: true,
    request: async ({ app, config }) => {
      const email = freshEmail();
      await sendRegistration(app, email);
      return { url: (await lastLinkTo(config, email)).replace(/^\//, '') };
    },
    status: 200,
    answer: ['verified', 'email'],
  },
  {
    call: 'POST verify/resend',
    method: 'POST',
    anonymous: true,
    request: async ({ app }) => {
      const email = freshEmail();
      await sendRegistration(app, email);
      return { url: 'verify/resend', payload: { email } };
    },
    status: 200,
    answer: ['sent'],
  },
  {
    call: 'POST campaigns/user',
    method: 'POST',
    request: async () => ({
      url: 'campaigns/user',
      payload: { name: 'Morgan', avatar_color: '#a1b2c3', avatar_id: 'dragon' },
    }),
    status: 200,
    answer: ['user'],
  },

  // platform §7 Images and streams; character §7 Image upload
  {
    call: 'POST upload/{kind}',
    method: 'POST',
    request: async () => ({
      url: 'upload/avatar',
      multipart: {
        file: await testImage(),
        fields: { group: 'character', width: '64', height: '64' },
      },
    }),
    status: 200,
    answer: ['url'],
  },

  // platform §7 Characters; character §7 Character creation and update
  {
    call: 'GET characters/user/{user_id}',
    method: 'GET',
    request: async ({ userId }) => ({ url: `characters/user/${userId}` }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST characters',
    method: 'POST',
    request: async () => ({ url: 'characters', payload: creationForm('Aster') }),
    status: 201,
    answer: ['id', 'user_id', 'name', 'avatar', 'active', 'updated_at'],
  },
  {
    call: 'GET characters/{id}',
    method: 'GET',
    request: async ({ character }) => ({ url: `characters/${(await character()).character.id}` }),
    status: 200,
    answer: ['id', 'user_id', 'name', 'avatar', 'active', 'updated_at'],
  },
  {
    call: 'POST characters/{id}',
    method: 'POST',
    request: async ({ character, uploadedAvatar }) => {
      const { character: hero } = await character();
      return {
        url: `characters/${hero.id}`,
        payload: {
          name: 'Aster the Bold',
          avatar: await uploadedAvatar(),
          background: hero.background,
          specie: hero.specie,
          classes: hero.classes,
          options: hero.options,
          features: hero.features,
          resources: {},
          hp: { ...hero.hp, current: hero.hp.max - 3, temp: 2 },
          saving_death: { successes: 1, failures: 0 },
          skills: { athletics: 1 },
          attributes: hero.attributes,
          settings: { abilityType: 1, theme: 'parchment' },
          ac_mod: 1,
          conditions: ['prone'],
          spell_slots: [[], []],
        },
      };
    },
    status: 200,
    answer: ['id', 'name', 'avatar', 'hp', 'conditions', 'updated_at'],
  },
  {
    call: 'spell status set (call not shown)',
    method: 'POST',
    request: async ({ character }) => ({
      url: `characters/${(await character()).character.id}`,
      payload: { spells: { 'fire-bolt': { prepared: true, favorite: true } } },
    }),
    status: 200,
    answer: ['id', 'spells'],
  },
  {
    call: 'DELETE characters/{id}',
    method: 'DELETE',
    request: async ({ character, api }) => {
      const { character: hero } = await character();
      // Only a hidden character can be deleted (spec character §4).
      await api('POST', `characters/${hero.id}`, { active: false });
      return { url: `characters/${hero.id}` };
    },
    status: 200,
    answer: ['id'],
  },

  // platform §7 Catalogue (GET presets, beasts and rules are also in Presets, Beasts and Rules)
  catalogueGet('species'),
  catalogueGet('classes'),
  catalogueGet('features', { type: 1 }),
  catalogueGet('spells'),
  catalogueGet('items'),
  catalogueGet('presets'),
  catalogueGet('beasts'),
  catalogueGet('rules'),
  catalogueGet('content'),
  catalogueGet('dh-cards'),
  catalogueGet('dh-classes'),
  catalogueGet('dh-armor'),
  catalogueGet('dh-weapon'),
  {
    call: 'GET sources',
    method: 'GET',
    request: async () => ({ url: 'sources' }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'GET versions',
    method: 'GET',
    request: async () => ({ url: 'versions', payload: { v: '0.7.10212252' } }),
    status: 200,
    answer: ['versions', 'app_version'],
  },

  // platform §7 Rules, favourites, generators; character §7 Name generation ("no payload")
  {
    call: 'GET gen/name',
    method: 'GET',
    request: async () => ({ url: 'gen/name' }),
    status: 200,
    answer: ['name'],
  },
  {
    call: 'GET gen/trinket',
    method: 'GET',
    request: async () => ({ url: 'gen/trinket' }),
    status: 200,
    answer: ['trinket'],
  },
];

/** Registers without signing in, so that the verification link stays unused. */
async function sendRegistration(app: World['app'], email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'content-type': 'application/json' },
    payload: { email, password: 'correct horse' },
  });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.body}`);
}
