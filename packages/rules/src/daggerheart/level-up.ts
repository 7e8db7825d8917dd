import {
  isAchievementLevel,
  markedTraitsIn,
  multiclassOf,
  namedExperienceCount,
  subclassStepsTaken,
} from './advancements.ts';
import type { DhCatalogue, DhDomainCard, DhTrait } from './catalogue.ts';
import { DH_TRAITS } from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import { cardChoicesAt, cardDomainsOf, heldCards } from './level-up-cards.ts';
import type { DhAdvancementKind } from './level-up-slots.ts';
import {
  blockFor,
  DH_ADVANCEMENT_COST,
  DH_ADVANCEMENT_KINDS,
  slotCounts,
  slotsAfter,
} from './level-up-slots.ts';
import { dhTierOf } from './tier.ts';

export { applyDhLevelUp, levelDownDh, replaceDhLevelUp } from './level-up-apply.ts';
export { dhLevelUpProblems } from './level-up-problems.ts';
export type { DhAdvancementKind, DhAdvancementTier } from './level-up-slots.ts';
export {
  DH_ADVANCEMENT_COST,
  DH_ADVANCEMENT_KINDS,
  DH_ADVANCEMENT_SLOTS,
  DH_CHOICES_PER_LEVEL,
} from './level-up-slots.ts';

export interface DhLevelUpOption {
  kind: DhAdvancementKind;
  /** Slots of this option in the blocks of the new tier and below, and how many are marked. */
  slots: number;
  used: number;
  /** Choices it takes: proficiency and multiclass take both. */
  cost: 1 | 2;
  available: boolean;
  /** Why not, when not available: a code the screens translate. */
  reason?: string;
}

export interface DhLevelUpOptions {
  /** The level reached. */
  level: number;
  tier: 1 | 2 | 3 | 4;
  /** Step one at levels 2, 5 and 8: a new experience, +1 Proficiency; 5 and 8 clear marks. */
  achievements: { experience: boolean; proficiency: boolean; clearMarks: boolean };
  options: DhLevelUpOption[];
  /** Step four: the new card's highest level (a multiclass domain's is half of it, rounded up). */
  cardMaxLevel: number;
  /** Traits marked in the new tier: they cannot be raised at this level. */
  markedTraits: DhTrait[];
  /** The cards the new level can take (not already held). */
  cardChoices: DhDomainCard[];
}

function optionRefusal(
  kind: DhAdvancementKind,
  character: DhCharacter,
  catalogue: DhCatalogue,
  level: number,
  cardChoices: readonly DhDomainCard[],
): string | undefined {
  switch (kind) {
    case 'traits':
      return DH_TRAITS.length - markedTraitsIn(character, dhTierOf(level)).length >= 2
        ? undefined
        : 'traits-marked';
    case 'experiences':
      return namedExperienceCount(character, isAchievementLevel(level)) >= 2
        ? undefined
        : 'experiences-missing';
    case 'domain-card':
      return cardChoices.length > 0 ? undefined : 'no-card';
    case 'subclass': {
      const hasSubclass = catalogue.classes
        .get(character.class)
        ?.subclasses.some((subclass) => subclass.id === character.subclass);
      if (!hasSubclass) return 'no-subclass';
      return subclassStepsTaken(character).length < 2 ? undefined : 'subclass-complete';
    }
    case 'multiclass':
      if (multiclassOf(character)) return 'multiclass-taken';
      return level >= 5 ? undefined : 'multiclass-level';
    default:
      return undefined;
  }
}

/**
 * What the next level offers (SRD "Leveling Up"): the tier achievements, each advancement
 * with its slots of this tier and below, and the domain cards that may be taken.
 *
 * @example dhLevelUpOptions(levelOneGuardian, catalogue).options.find((o) => o.kind === 'hp') // 2 slots, 0 used
 */
export function dhLevelUpOptions(character: DhCharacter, catalogue: DhCatalogue): DhLevelUpOptions {
  const level = character.level + 1;
  const tier = dhTierOf(level);
  const achievement = isAchievementLevel(level);
  const { blocks } = slotsAfter(character.levels);
  const cardChoices = cardChoicesAt(
    catalogue,
    cardDomainsOf(character, catalogue),
    level,
    heldCards(character),
  );
  const atMax = level > DH_CONSTANTS.maxLevel;
  const options = DH_ADVANCEMENT_KINDS.map((kind): DhLevelUpOption => {
    const { slots, used } = slotCounts(blocks, tier, kind);
    const cost = DH_ADVANCEMENT_COST[kind];
    let reason: string | undefined;
    if (atMax) reason = 'max-level';
    else if (slots === 0) reason = 'tier';
    else reason = optionRefusal(kind, character, catalogue, level, cardChoices);
    if (reason === undefined && blockFor(blocks, level, kind) === null) {
      reason = used >= slots ? 'no-slot' : 'crossed-out';
    }
    return {
      kind,
      slots,
      used,
      cost,
      available: reason === undefined,
      ...(reason ? { reason } : {}),
    };
  });
  return {
    level,
    tier,
    achievements: {
      experience: achievement,
      proficiency: achievement,
      clearMarks: level === 5 || level === 8,
    },
    options,
    cardMaxLevel: level,
    markedTraits: markedTraitsIn(character, tier),
    cardChoices,
  };
}
