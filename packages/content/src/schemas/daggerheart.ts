import { z } from 'zod';

import type {
  DhArmorEntry,
  DhCardEntry,
  DhClassEntry,
  DhItemEntry,
  DhWeaponEntry,
} from '@hearth/rules';
import { DH_DOMAINS, DH_RANGES, DH_TRAITS } from '@hearth/rules';

import { Prose, Slug } from './common.ts';

/**
 * The second game system's entries (Daggerheart SRD 1.0): facts from the SRD, words ours.
 * Each schema yields exactly the shape the rules engine reads (`@hearth/rules` daggerheart
 * catalogue types), which the `satisfies` clauses hold to.
 */

const Trait = z.enum(DH_TRAITS);
const Domain = z.enum(DH_DOMAINS);
const Tier = z.number().int().min(1).max(4);

const Modifier = z.object({
  target: z.enum([
    'evasion',
    'armor-score',
    'hp',
    'stress',
    'proficiency',
    'thresholds',
    'major-threshold',
    'severe-threshold',
    'attack',
    'damage',
    'traits',
    'spellcast',
    ...DH_TRAITS,
  ]),
  value: z.union([z.number().int(), z.enum(['proficiency', 'level', 'tier'])]),
  when: z
    .object({
      armored: z.boolean().optional(),
      loadout: z.object({ domain: Domain, count: z.number().int().min(1) }).optional(),
    })
    .optional(),
});

export const DhFeature = z.object({
  title: Prose.optional(),
  description: Prose,
  /** Only unconditional effects; conditional ones stay in the description. */
  modifiers: z.array(Modifier).min(1).optional(),
});

const Subclass = z.object({
  id: Slug,
  title: Prose,
  description: Prose.optional(),
  spellcast_trait: Trait.nullable(),
  foundation: z.array(DhFeature).min(1),
  specialization: z.array(DhFeature).min(1),
  mastery: z.array(DhFeature).min(1),
});

export const DhClass = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  description: Prose,
  domains: z.tuple([Domain, Domain]),
  evasion: z.number().int().min(0),
  hp: z.number().int().min(1),
  class_items: z.array(Prose).min(1),
  hope_feature: DhFeature.extend({ hope_cost: z.number().int().min(0) }),
  features: z.array(DhFeature).min(1),
  subclasses: z.array(Subclass).length(2),
}) satisfies z.ZodType<DhClassEntry>;

const DomainCard = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.literal('domain'),
  domain: Domain,
  level: z.number().int().min(1).max(10),
  kind: z.enum(['ability', 'spell', 'grimoire']),
  recall_cost: z.number().int().min(0),
  features: z.array(DhFeature).min(1),
});

const AncestryCard = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.literal('ancestry'),
  description: Prose,
  features: z.tuple([DhFeature, DhFeature]),
});

const CommunityCard = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.literal('community'),
  description: Prose,
  adjectives: z.array(Prose),
  features: z.array(DhFeature).min(1),
});

export const DhCard = z.discriminatedUnion('type', [
  DomainCard,
  AncestryCard,
  CommunityCard,
]) satisfies z.ZodType<DhCardEntry>;

export const DhArmor = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  tier: Tier,
  thresholds: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
  score: z.number().int().min(0).max(12),
  features: z.array(DhFeature),
}) satisfies z.ZodType<DhArmorEntry>;

export const DhWeapon = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.enum(['primary', 'secondary']),
  magic: z.boolean(),
  tier: Tier,
  trait: Trait,
  range: z.enum(DH_RANGES),
  damage: z.object({
    count: z.literal(1),
    die: z.union([
      z.literal(4),
      z.literal(6),
      z.literal(8),
      z.literal(10),
      z.literal(12),
      z.literal(20),
    ]),
    mod: z.number().int().min(0),
    type: z.enum(['physical', 'magic']),
  }),
  burden: z.union([z.literal(1), z.literal(2)]),
  features: z.array(DhFeature),
}) satisfies z.ZodType<DhWeaponEntry>;

export const DhItem = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  kind: z.enum(['item', 'consumable']),
  description: Prose,
}) satisfies z.ZodType<DhItemEntry>;
