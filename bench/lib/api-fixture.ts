import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

/**
 * What the API benchmark reads and writes: a signed-in user and level-1 characters, the first
 * for the reads, all of them for the updates (one per connection, as players at a table).
 */
export interface ApiFixture {
  email: string;
  password: string;
  token: string;
  characterId: string;
  /** Every character created, the first being `characterId`. */
  characterIds: string[];
  /** A small change for the update benchmark (temporary hit points), as a JSON body. */
  updateBody: string;
  /** ETags of the character, its sheet and the spell catalogue, for the conditional reads. */
  etags: { character: string; sheet: string; spells: string };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The verification link the server's outbox mailer wrote to `email`. */
async function verificationPath(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (const file of (await readdir(dir)).sort().reverse()) {
    const message = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
      to: string;
      link?: string;
    };
    if (message.to === email && message.link) return new URL(message.link).pathname;
  }
  throw new Error(`no e-mail to ${email} in ${dir}`);
}

/**
 * Registers, verifies and signs in through the API, then creates `characters` fighters as the
 * wizard would.
 */
export async function createApiFixture(
  baseUrl: string,
  dataDir: string,
  characters = 1,
): Promise<ApiFixture> {
  const email = 'bench@example.com';
  const password = 'correct horse battery';
  const api = `${baseUrl}/api`;
  const credentials = JSON.stringify({ email, password });
  await call(`${api}/auth/register`, { method: 'POST', headers: JSON_HEADERS, body: credentials });
  await call(`${baseUrl}/api${await verificationPath(dataDir, email)}`, {});
  const { token } = await call<{ token: string }>(`${api}/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: credentials,
  });
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Brienne',
  });
  const create = () =>
    call<{ id: string; hp: Record<string, number> }>(`${api}/characters`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: draft.name,
        specie: 'human',
        background: 'soldier',
        classes: [{ id: 'fighter', level: 1 }],
        attributes: draft.attributes,
        options: draft.options,
        hp: draft.hp,
        presets: draft.presets,
        settings: { abilityType: ABILITY_METHODS.pointBuy },
      }),
    });
  const created = [];
  // One after the other, as a player would create them.
  for (let index = 0; index < Math.max(1, characters); index += 1) created.push(await create());
  const character = created[0]!;
  return {
    email,
    password,
    token,
    characterId: character.id,
    characterIds: created.map((each) => each.id),
    updateBody: JSON.stringify({ hp: { ...character.hp, temp: 3 } }),
    etags: { character: '', sheet: '', spells: '' },
  };
}
