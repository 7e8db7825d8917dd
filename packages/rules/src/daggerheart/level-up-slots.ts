import type { DhAdvancement, DhLevelUp } from './character.ts';
import { dhTierOf } from './tier.ts';

export type DhAdvancementKind = DhAdvancement['kind'];
export type DhAdvancementTier = 2 | 3 | 4;

/** The sheet's order of the options. */
export const DH_ADVANCEMENT_KINDS: readonly DhAdvancementKind[] = [
  'traits',
  'hp',
  'stress',
  'experiences',
  'domain-card',
  'evasion',
  'subclass',
  'proficiency',
  'multiclass',
];

const TIER_2_SLOTS = { traits: 3, hp: 2, stress: 2, experiences: 1, 'domain-card': 1, evasion: 1 };

/**
 * How many times each advancement can be taken from each tier's block of the official
 * character sheet's level-up page (the SRD "Leveling Up" text names the options and says
 * proficiency and multiclass fill both of their slots: here they are one slot costing both
 * choices). Tiers 3 and 4 add the upgraded subclass card, proficiency and multiclass.
 */
export const DH_ADVANCEMENT_SLOTS: Record<
  DhAdvancementTier,
  Partial<Record<DhAdvancementKind, number>>
> = {
  2: TIER_2_SLOTS,
  3: { ...TIER_2_SLOTS, subclass: 1, proficiency: 1, multiclass: 1 },
  4: { ...TIER_2_SLOTS, subclass: 1, proficiency: 1, multiclass: 1 },
};

/** Choices an advancement takes of a level's two (SRD: the black box around two slots). */
export const DH_ADVANCEMENT_COST: Record<DhAdvancementKind, 1 | 2> = {
  traits: 1,
  hp: 1,
  stress: 1,
  experiences: 1,
  'domain-card': 1,
  evasion: 1,
  subclass: 1,
  proficiency: 2,
  multiclass: 2,
};

export const DH_CHOICES_PER_LEVEL = 2;

const TIERS: readonly DhAdvancementTier[] = [2, 3, 4];

/** Marked and crossed-out slots of each tier block. */
export interface DhSlotBlocks {
  used: Record<DhAdvancementTier, Partial<Record<DhAdvancementKind, number>>>;
  crossed: Record<DhAdvancementTier, Set<DhAdvancementKind>>;
}

export function emptyBlocks(): DhSlotBlocks {
  return {
    used: { 2: {}, 3: {}, 4: {} },
    crossed: { 2: new Set(), 3: new Set(), 4: new Set() },
  };
}

function cloneBlocks(blocks: DhSlotBlocks): DhSlotBlocks {
  return {
    used: { 2: { ...blocks.used[2] }, 3: { ...blocks.used[3] }, 4: { ...blocks.used[4] } },
    crossed: {
      2: new Set(blocks.crossed[2]),
      3: new Set(blocks.crossed[3]),
      4: new Set(blocks.crossed[4]),
    },
  };
}

function freeIn(blocks: DhSlotBlocks, tier: DhAdvancementTier, kind: DhAdvancementKind): boolean {
  const slots = DH_ADVANCEMENT_SLOTS[tier][kind] ?? 0;
  return !blocks.crossed[tier].has(kind) && (blocks.used[tier][kind] ?? 0) < slots;
}

/**
 * The block a new advancement at `level` marks: its own tier's first, then lower tiers'
 * (SRD: "with at least one unmarked slot from your tier or below"); null when none is free.
 */
export function blockFor(
  blocks: DhSlotBlocks,
  level: number,
  kind: DhAdvancementKind,
): DhAdvancementTier | null {
  const tier = dhTierOf(level);
  for (const candidate of [...TIERS].reverse()) {
    if (candidate <= tier && freeIn(blocks, candidate, kind)) return candidate;
  }
  return null;
}

/**
 * Marks a slot, with the SRD's cross-outs: an upgraded subclass crosses out its tier's
 * multiclass option; multiclassing crosses out its tier's subclass upgrade and every other
 * multiclass option. Returns null when no slot is free.
 */
export function markSlot(
  blocks: DhSlotBlocks,
  level: number,
  kind: DhAdvancementKind,
): DhSlotBlocks | null {
  const tier = blockFor(blocks, level, kind);
  if (tier === null) return null;
  const next = cloneBlocks(blocks);
  next.used[tier][kind] = (next.used[tier][kind] ?? 0) + 1;
  if (kind === 'subclass') next.crossed[tier].add('multiclass');
  if (kind === 'multiclass') {
    next.crossed[tier].add('subclass');
    for (const other of TIERS) next.crossed[other].add('multiclass');
  }
  return next;
}

/**
 * The blocks after the given records, and the advancements that found no free slot (a record
 * that was valid when taken always finds one).
 */
export function slotsAfter(records: readonly DhLevelUp[]): {
  blocks: DhSlotBlocks;
  unplaced: { level: number; kind: DhAdvancementKind }[];
} {
  let blocks = emptyBlocks();
  const unplaced: { level: number; kind: DhAdvancementKind }[] = [];
  for (const record of records) {
    for (const advancement of record.advancements) {
      const next = markSlot(blocks, record.level, advancement.kind);
      if (next) blocks = next;
      else unplaced.push({ level: record.level, kind: advancement.kind });
    }
  }
  return { blocks, unplaced };
}

/** Slots of a kind in the blocks of tiers up to `tier`, and how many are marked. */
export function slotCounts(
  blocks: DhSlotBlocks,
  tier: number,
  kind: DhAdvancementKind,
): { slots: number; used: number } {
  let slots = 0;
  let used = 0;
  for (const candidate of TIERS) {
    if (candidate > tier) continue;
    slots += DH_ADVANCEMENT_SLOTS[candidate][kind] ?? 0;
    used += blocks.used[candidate][kind] ?? 0;
  }
  return { slots, used };
}
