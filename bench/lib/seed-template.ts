// The character every seeded character copies: made once through the real API (the creation
// wizard's form for a level 1 fighter), so the seeded `data` documents and inventory lines have
// exactly the shape and size the server writes, and follow it when the server changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';
import type { DatabaseConnection } from '@hearth/server';
import { buildApp, parseConfig } from '@hearth/server';

export interface TemplateCharacter {
  /** The stored `data` document, as JSON text. */
  data: string;
  inventory: { name: string; type: string };
  /** The starting stacks of the fighter's first inventory, loose (no bag). */
  lines: { itemId: string; quantity: number; equipped: boolean }[];
}

const TEMPLATE_USER = 'seed-template-user';
const TEMPLATE_TOKEN = 'seed-template-session';

function creationForm() {
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Template',
  });
  return {
    name: 'Template',
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    options: draft.options,
    attributes: draft.attributes,
    hp: draft.hp,
    presets: draft.presets,
    items: [{ item_id: 'backpack', quantity: 1 }],
  };
}

/**
 * Creates a user and a character through the app on `url`, reads back what was stored, and
 * deletes the user again (the character and its inventory go with it).
 */
export async function makeTemplateCharacter(
  url: string,
  db: DatabaseConnection,
): Promise<TemplateCharacter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-seed-'));
  const app = await buildApp({
    config: parseConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    db,
  });
  try {
    await client.query(`INSERT INTO users (id, email) VALUES ($1, 'template@example.com')`, [
      TEMPLATE_USER,
    ]);
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       VALUES ($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + interval '1 hour')`,
      [TEMPLATE_USER, TEMPLATE_TOKEN],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { authorization: `Bearer ${TEMPLATE_TOKEN}` },
      payload: creationForm(),
    });
    if (created.statusCode !== 201) throw new Error(`template character: ${created.body}`);
    const { id } = created.json<{ data: { id: string } }>().data;
    const character = await client.query<{ data: string }>(
      `SELECT data::text AS data FROM characters WHERE id = $1`,
      [id],
    );
    const inventory = await client.query<{ id: string; name: string; type: string }>(
      `SELECT id, name, type FROM inventories WHERE character_id = $1 ORDER BY created_at LIMIT 1`,
      [id],
    );
    const lines = await client.query<{ itemId: string; quantity: number; equipped: boolean }>(
      `SELECT item_id AS "itemId", quantity, equipped FROM inventory_items
       WHERE inventory_id = $1 AND item_id IS NOT NULL ORDER BY created_at, id`,
      [inventory.rows[0]!.id],
    );
    if (lines.rows.length === 0) throw new Error('the template character has no items');
    return {
      data: character.rows[0]!.data,
      inventory: { name: inventory.rows[0]!.name, type: inventory.rows[0]!.type },
      lines: lines.rows,
    };
  } finally {
    await client.query(`DELETE FROM users WHERE id = $1`, [TEMPLATE_USER]).catch(() => {});
    await client.end();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
