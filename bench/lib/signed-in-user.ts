// A signed-in user with a character, made as the e2e suite makes one: registered through the
// API, verified by the link in the mail outbox, logged in, then a character created.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SignedInUser {
  token: string;
  characterId: string;
  /** The character's first inventory (its body), for /inventory/{id}. */
  inventoryId: string;
}

/** What a signed-in page finds in localStorage (apps/web/src/data/storage.ts STORAGE_KEYS). */
export const SESSION_KEYS = { token: 'hearth.token', character: 'hearth.character' } as const;

async function api<T>(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** With no SMTP_URL the server writes each e-mail to DATA_DIR/outbox/ (as the e2e suite reads it). */
async function verificationPath(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      const text = readFileSync(join(outbox, file), 'utf8');
      const link =
        text.includes(email) && /https?:\/\/[^\s"'<>]+\/verify\/[A-Za-z0-9_-]+/.exec(text);
      if (link) return new URL(link[0]).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

export async function createSignedInUser(base: string, dataDir: string): Promise<SignedInUser> {
  const email = `lighthouse-${Date.now()}@example.test`;
  const password = 'a sturdy password';
  const body = (data: unknown) => ({ method: 'POST', body: JSON.stringify(data) });
  await api(base, '/auth/register', body({ email, password }));
  await api(base, await verificationPath(dataDir, email));
  const { token } = await api<{ token: string }>(base, '/auth/login', body({ email, password }));
  // A level-1 monk with its starting equipment: the sheet, magic and inventory have content.
  const character = await api<{ id: string }>(base, '/characters', {
    ...body({
      name: 'Kwai',
      specie: 'human',
      background: 'soldier',
      classes: [{ id: 'monk', level: 1 }],
      attributes: { str: 8, dex: 15, con: 15, int: 8, wis: 15, cha: 8 },
      options: {
        lang: ['elvish', 'dwarvish'],
        'monk-skills': ['acrobatics', 'athletics'],
        'monk-tools': ['alchemists-supplies'],
        'soldier-bonus': ['dex', 'dex', 'con'],
        'soldier-tool': ['gaming-set-dice'],
        'human-size': ['2'],
      },
      hp: { current: 11, max: 11, max_mod: 0, temp: 0 },
      presets: ['monk-a', 'soldier-a'],
      settings: { abilityType: 1 },
    }),
    token,
  });
  const [inventory] = await api<{ id: string }[]>(base, `/inventory/${character.id}`, { token });
  if (!inventory) throw new Error('the character has no inventory');
  return { token, characterId: character.id, inventoryId: inventory.id };
}
