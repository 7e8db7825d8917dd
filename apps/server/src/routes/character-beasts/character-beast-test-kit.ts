import type { FastifyInstance } from 'fastify';

import type { AddCharacterBeastBody, CharacterBeast } from '@hearth/contract';

import { caller, dataOf } from '../inventories/inventory-test-kit.ts';

export { caller, createFighter, dataOf } from '../inventories/inventory-test-kit.ts';

type ErrorAnswer = {
  data: {
    code: string;
    message: string;
    details?: { fields?: { path: string; message: string }[] };
  };
};

/** The `data` of an error answer: its code, message and failing fields. */
export const errorOf = (response: { json: <R>() => R }) => response.json<ErrorAnswer>().data;

/** Character-beast calls as the user of a token, failing loudly when set-up fails. */
export function beastCalls(app: () => FastifyInstance) {
  const call = caller(app);
  return {
    call,
    async add(token: string, characterId: string, body: AddCharacterBeastBody) {
      const response = await call('POST', `/api/character-beasts/${characterId}`, token, body);
      if (response.statusCode !== 201) throw new Error(`add answered ${response.body}`);
      return dataOf<CharacterBeast>(response);
    },
    async list(token: string, characterId: string) {
      const response = await call('GET', `/api/character-beasts/${characterId}`, token);
      if (response.statusCode !== 200) throw new Error(`list answered ${response.body}`);
      return dataOf<CharacterBeast[]>(response);
    },
    put(token: string, id: string, body: object) {
      return call('PUT', `/api/character-beasts/${id}`, token, body);
    },
  };
}
