import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterHistoryEntry, UpdateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json } from '../../test/accounts.ts';

const catalogue = rulesCatalogueOf(loadCatalogue());

/** The calls the offline queue makes on a character (issue 19), as one user. */
export function syncKit(app: () => FastifyInstance) {
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { ...bearer(token), ...(payload ? json : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** A level 1 character of the class, made the wizard's suggested (point-buy) way. */
  async function create(token: string, classId = 'fighter', name = 'Brienne'): Promise<Character> {
    const [backgroundId, speciesId] = classId === 'wizard' ? ['sage', 'elf'] : ['soldier', 'human'];
    const draft = suggestedDraft(catalogue, {
      classId,
      backgroundId,
      speciesId,
      method: ABILITY_METHODS.pointBuy,
      name,
    });
    const created = await inject('POST', '/api/characters', token, {
      name,
      specie: speciesId,
      background: backgroundId,
      classes: [{ id: classId, level: 1 }],
      attributes: draft.attributes,
      options: draft.options,
      hp: draft.hp,
      presets: draft.presets,
      settings: { abilityType: ABILITY_METHODS.pointBuy },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ data: Character }>().data;
  }

  /** An update; `key` sends it as the outbox does, with an Idempotency-Key. */
  const update = (token: string, id: string, body: UpdateCharacterBody, key?: string) =>
    inject('POST', `/api/characters/${id}`, token, body, key ? { 'idempotency-key': key } : {});

  /** An update that must be accepted; its answer. */
  async function updated(token: string, id: string, body: UpdateCharacterBody, key?: string) {
    const response = await update(token, id, body, key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Character }>().data;
  }

  const read = async (token: string, id: string) =>
    (await inject('GET', `/api/characters/${id}`, token)).json<{ data: Character }>().data;

  const historyResponse = (token: string, id: string, query = '') =>
    inject('GET', `/api/characters/${id}/history${query}`, token);

  async function history(token: string, id: string, query = '') {
    const response = await historyResponse(token, id, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { entries: CharacterHistoryEntry[] } }>().data.entries;
  }

  return { inject, create, update, updated, read, history, historyResponse };
}

/** The parts of history entries, without who, when and ids: what changed. */
export const changesOf = (entries: CharacterHistoryEntry[]) =>
  entries.map(({ field, path, old, new: value, conflict }) => ({
    field,
    path,
    old,
    new: value,
    conflict,
  }));
