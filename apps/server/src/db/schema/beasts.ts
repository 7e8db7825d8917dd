import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { characters } from './characters.ts';
import { idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

export interface BeastSpeed {
  walk?: number;
  climb?: number;
  fly?: number;
  swim?: number;
  burrow?: number;
}

export interface BeastAction {
  id: string;
  name: string;
  description: string;
}

/**
 * A user's homebrew stat block (spec platform §3, Beast). The bestiary's beasts are content
 * entries. Filterable facts are columns; the nested parts of the stat block are documents.
 */
export const beasts = pgTable(
  'beasts',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** 0 Tiny … 5 Gargantuan. */
    size: smallint('size').notNull(),
    alignment: text('alignment'),
    /** Challenge rating as a number: 1/8 is 0.125. */
    cr: doublePrecision('cr').notNull().default(0),
    xp: integer('xp').notNull().default(0),
    proficiencyBonus: smallint('proficiency_bonus').notNull().default(2),
    hp: jsonb('hp').$type<{ max: number; formula?: string }>().notNull(),
    ac: smallint('ac').notNull(),
    abilities: jsonb('abilities').$type<Record<string, number>>().notNull(),
    savingThrows: jsonb('saving_throws').$type<Record<string, number>>().notNull().default({}),
    speed: jsonb('speed').$type<BeastSpeed>().notNull().default({}),
    skills: jsonb('skills').$type<Record<string, number>>().notNull().default({}),
    senses: jsonb('senses').$type<Record<string, number>>().notNull().default({}),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    traits: jsonb('traits').$type<BeastAction[]>().notNull().default([]),
    actions: jsonb('actions').$type<BeastAction[]>().notNull().default([]),
    habitat: jsonb('habitat').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    ...syncColumns(),
  },
  (t) => [
    index('beasts_user_id_idx').on(t.userId),
    check('beasts_size_range', sql`${t.size} BETWEEN 0 AND 5`),
    check('beasts_cr_range', sql`${t.cr} BETWEEN 0 AND 30`),
  ],
);

/** A beast attached to a character (wild shape, companion…). */
export const characterBeasts = pgTable(
  'character_beasts',
  {
    id: idColumn(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** A bestiary slug or a homebrew beast's id, so no foreign key. */
    beastId: text('beast_id').notNull(),
    type: text('type').notNull().default('wildshape'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(false),
    pin: boolean('pin').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...syncColumns(),
  },
  (t) => [
    index('character_beasts_character_id_idx').on(t.characterId, t.sortOrder),
    // Spec §4: only one beast per type is active; the database enforces it.
    uniqueIndex('character_beasts_one_active_per_type')
      .on(t.characterId, t.type)
      .where(sql`${t.active}`),
  ],
);
