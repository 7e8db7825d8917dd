import { z } from 'zod';

import type { DhAdvancement, DhCharacter, DhLevelUp } from '@hearth/rules';
import { DH_CONSTANTS, DH_DOMAINS, DH_TRAITS } from '@hearth/rules';

/**
 * A second-system character as stored on the device and carried in export files: records are
 * checked when read and imported, so a damaged or foreign record is reported instead of
 * breaking a screen. Bounds are what any character the app can make stays within, not the
 * sheet's edit limits, so a record written by the app always passes.
 */

const Id = z.string().min(1).max(200);
const Count = z.number().int().min(0).max(1000);
const Trait = z.enum(DH_TRAITS);

const Advancement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('traits'), traits: z.tuple([Trait, Trait]) }),
  z.object({ kind: z.literal('hp') }),
  z.object({ kind: z.literal('stress') }),
  z.object({
    kind: z.literal('experiences'),
    experiences: z.tuple([Count, Count]),
  }),
  z.object({ kind: z.literal('domain-card'), card: Id }),
  z.object({ kind: z.literal('evasion') }),
  z.object({ kind: z.literal('subclass') }),
  z.object({ kind: z.literal('proficiency') }),
  z.object({
    kind: z.literal('multiclass'),
    class: Id,
    domain: z.enum(DH_DOMAINS),
    subclass: Id,
  }),
]) satisfies z.ZodType<DhAdvancement>;

const LevelUp = z.object({
  level: z.number().int().min(2).max(DH_CONSTANTS.maxLevel),
  experience: z.string().max(500).optional(),
  // Set by the rules when the level is applied: level down empties that slot.
  experienceSlot: z
    .number()
    .int()
    .min(0)
    .max(DH_CONSTANTS.experienceSlots - 1)
    .optional(),
  advancements: z.array(Advancement).max(2),
  card: Id,
  exchange: z.object({ from: Id, to: Id }).optional(),
}) satisfies z.ZodType<DhLevelUp>;

const Experience = z.object({ text: z.string().max(500), mod: z.number().int().min(-20).max(20) });

const Mods = z.object({
  hp: z.number().int(),
  stress: z.number().int(),
  evasion: z.number().int(),
  armor: z.number().int(),
  treshold1: z.number().int(),
  treshold2: z.number().int(),
});

const InventoryLine = z.object({
  id: Id,
  kind: z.enum(['item', 'consumable', 'weapon', 'armor', 'custom']),
  ref: Id.nullable(),
  name: z.string().max(500).optional(),
  quantity: Count.max(1_000_000),
  notes: z.string().max(10_000).optional(),
});

const traitValues = Object.fromEntries(
  DH_TRAITS.map((trait) => [trait, z.number().int().min(-20).max(20)]),
) as Record<(typeof DH_TRAITS)[number], z.ZodNumber>;

export const DhCharacterSchema = z.object({
  id: Id,
  schema: z.literal(1),
  name: z.string().max(500),
  avatar: z.string().nullable(),
  class: Id,
  subclass: Id,
  ancestries: z.array(Id).max(2),
  community: Id.nullable(),
  level: z.number().int().min(1).max(DH_CONSTANTS.maxLevel),
  traits: z.object(traitValues),
  experiences: z.array(Experience).max(DH_CONSTANTS.experienceSlots),
  cards: z.object({ active: z.array(Id), all: z.array(Id) }),
  hpFilled: Count,
  stressFilled: Count,
  armorFilled: Count,
  hopeFilled: Count,
  hopeBlocked: Count,
  scars: Count,
  mods: Mods,
  equippedArmor: Id.nullable(),
  equippedPrimaryWeapon: Id.nullable(),
  equippedSecondaryWeapon: Id.nullable(),
  gold: z.number().int().min(0).max(DH_CONSTANTS.gold.max),
  inventory: z.array(InventoryLine),
  levels: z.array(LevelUp).max(DH_CONSTANTS.maxLevel - 1),
  conditions: z.array(z.enum(['hidden', 'restrained', 'vulnerable'])),
  shortRestsInRow: Count,
  fate: z.enum(['alive', 'unconscious', 'dead']),
  createdAt: z.number().int().min(0),
  updatedAt: z.number().int().min(0),
}) satisfies z.ZodType<DhCharacter>;

/** What is wrong with a record, in one line a person can read: the first problem's path and message. */
export function describeDhCharacterIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export type DhRecordCheck =
  { ok: true; character: DhCharacter } | { ok: false; id: string | null; issue: string };

/** Checks one stored or imported record. */
export function checkDhCharacter(record: unknown): DhRecordCheck {
  const parsed = DhCharacterSchema.safeParse(record);
  if (parsed.success) return { ok: true, character: parsed.data };
  const id =
    typeof record === 'object' && record !== null && 'id' in record ? String(record.id) : null;
  return { ok: false, id, issue: describeDhCharacterIssue(parsed.error) };
}
