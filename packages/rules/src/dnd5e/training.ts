import type { Breakdown } from './breakdown.ts';
import { optionKey } from './paths.ts';
import type { Proficiencies, ProficiencySource } from './proficiencies.ts';
import { SHEET_SOURCE } from './proficiencies.ts';
import { numericProperty } from './properties.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import type { ProficiencyLevel } from './skills.ts';

/** Something the character has, with every entry that gives it (`class:rogue`, `sheet`). */
export interface SourcedEntry {
  id: string;
  sources: string[];
}

export const SENSES = ['darkvision', 'blindsight', 'tremorsense', 'truesight'] as const;
export type Sense = (typeof SENSES)[number];

/**
 * The proficiencies and languages card (spec §9): languages, tool, armor and weapon training,
 * resistances and immunities, senses — each with where it comes from.
 */
export interface Training {
  languages: SourcedEntry[];
  tools: (SourcedEntry & { level: ProficiencyLevel })[];
  armor: SourcedEntry[];
  /** `simple`, `martial`, `martial-finesse-light`, `martial-light` or weapon ids. */
  weapons: SourcedEntry[];
  resistances: SourcedEntry[];
  immunities: SourcedEntry[];
  conditionImmunities: SourcedEntry[];
  /** Range in feet, with the breakdown that sets it. */
  senses: { id: Sense; range: Breakdown }[];
}

function sourcedList(map: ReadonlyMap<string, readonly ProficiencySource[]>): SourcedEntry[] {
  return [...map].map(([id, list]) => ({ id, sources: [...new Set(list.map((s) => s.source))] }));
}

function add(map: Map<string, string[]>, id: string, source: string) {
  const list = map.get(id);
  if (!list) map.set(id, [source]);
  else if (!list.includes(source)) list.push(source);
}

const entries = (map: ReadonlyMap<string, string[]>): SourcedEntry[] =>
  [...map].map(([id, sources]) => ({ id, sources }));

/**
 * Resistances and immunities in effect with their sources (Rage's only while raging, chosen
 * ones, the player's own notes as `sheet`); an immunity replaces a resistance to the same type.
 */
function defences(ctx: SheetContext) {
  const resist = new Map<string, string[]>();
  const immune = new Map<string, string[]>();
  const conditions = new Map<string, string[]>();
  for (const type of ctx.character.resistances ?? []) add(resist, type, SHEET_SOURCE);
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'resistances') continue;
    const source = grantSource(grant);
    const target = mechanic.kind === 'immunity' ? immune : resist;
    for (const type of mechanic.damage_types ?? []) add(target, type, source);
    if (mechanic.points) {
      for (const type of ctx.character.options[optionKey(grant.path, mechanic.id)] ?? []) {
        if (mechanic.available?.includes(type)) add(target, type, source);
      }
    }
    for (const condition of mechanic.conditions ?? []) add(conditions, condition, source);
  }
  for (const type of immune.keys()) resist.delete(type);
  return {
    resistances: entries(resist),
    immunities: entries(immune),
    conditionImmunities: entries(conditions),
  };
}

/**
 * Everything the proficiencies and languages card lists, each entry with its sources.
 *
 * @example training(ctx, proficiencies).tools // [{ id: 'thieves-tools', level: 1, sources: ['class:rogue'] }]
 */
export function training(ctx: SheetContext, proficiencies: Proficiencies): Training {
  const senses: Training['senses'] = [];
  for (const sense of SENSES) {
    const range = numericProperty(ctx, sense);
    if (range && range.value > 0) senses.push({ id: sense, range });
  }
  return {
    languages: sourcedList(proficiencies.origins.languages),
    tools: sourcedList(proficiencies.origins.tools).map((entry) => ({
      ...entry,
      level: proficiencies.tools.get(entry.id) ?? 1,
    })),
    armor: sourcedList(proficiencies.origins.armor),
    weapons: sourcedList(proficiencies.origins.weapons),
    ...defences(ctx),
    senses,
  };
}
