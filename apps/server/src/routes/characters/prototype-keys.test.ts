import { beforeAll, describe, expect, it } from 'vitest';

import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter } from '../inventories/inventory-test-kit.ts';

const ctx = useTestApp();
const call = caller(() => ctx.app);
let token: string;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'prototype@example.com');
});

/** Names every plain object inherits: looked up in a plain-object table, they find a function. */
const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
];

/** Each place of a character update where an id or key from the client indexes something. */
const PLACES: [string, (key: string) => object][] = [
  ['a condition', (key) => ({ conditions: [key] })],
  ['a resistance', (key) => ({ resistances: [key] })],
  ['a skill', (key) => ({ skills: { [key]: 1 } })],
  ['a resource', (key) => ({ resources: { [key]: 1 } })],
  ['an option key', (key) => ({ options: { [key]: ['str'] } })],
  ['a language', (key) => ({ options: { lang: [key] } })],
  ['a class skill choice', (key) => ({ options: { 'fighter-skills': [key, 'athletics'] } })],
  ['a background increase', (key) => ({ options: { 'soldier-bonus': [key, 'str', 'dex'] } })],
  ['a spell', (key) => ({ spells: { [key]: { prepared: true } } })],
  ['a spell class', (key) => ({ spells: { 'fire-bolt': { class: key, mechanic: key } } })],
  ['a feature', (key) => ({ features: [{ id: key, path: key, choice: key }] })],
  ['a class', (key) => ({ classes: [{ id: key, level: 1 }] })],
  [
    'a second class',
    (key) => ({
      classes: [
        { id: 'fighter', level: 1 },
        { id: key, level: 1 },
      ],
    }),
  ],
  ['the species', (key) => ({ specie: key })],
  ['the background', (key) => ({ background: key })],
  ['a menu entry', (key) => ({ settings: { menu: { [key]: { show: true, order: 1 } } } })],
];

describe('prototype keys in a character update', () => {
  it.each(PLACES)('never answer 5xx in %s, nor break the sheet', async (_place, change) => {
    const { character } = await createFighter(() => ctx.app, token);
    for (const key of PROTOTYPE_KEYS) {
      const updated = await call('POST', `/api/characters/${character.id}`, token, change(key));
      expect(updated.statusCode, `${key}: ${updated.body}`).toBeLessThan(500);
      const sheet = await call('GET', `/api/characters/${character.id}/sheet`, token);
      expect(sheet.statusCode, `${key}: ${sheet.body}`).toBe(200);
    }
  });

  it('refuses conditions: ["constructor"] with 400 naming the field', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    const updated = await call('POST', `/api/characters/${character.id}`, token, {
      conditions: ['constructor'],
    });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json()).toMatchObject({
      ok: false,
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.conditions', key: 'condition.unknown' }] },
      },
    });
  });
});
