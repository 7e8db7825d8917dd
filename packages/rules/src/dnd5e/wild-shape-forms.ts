import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import type { Ability } from './tables.ts';

/**
 * Which beasts a Druid can take the shape of (SRD 5.2 Wild Shape: uses, known forms, the
 * highest challenge rating and whether a Fly Speed is allowed, by Druid level).
 */

/** A stat-block action as Wild Shape reads it: its attack or save as data when it has one. */
export interface BeastActionRules {
  readonly id: string;
  readonly title: string;
  readonly kind: 'action' | 'bonus' | 'reaction' | 'legendary';
  readonly attack?: {
    readonly type: 'melee' | 'ranged' | 'melee-or-ranged';
    readonly bonus: number;
    readonly reach?: number;
    readonly range?: { readonly normal: number; readonly long?: number };
    readonly damage: readonly {
      readonly dice: string;
      readonly average: number;
      readonly type: string;
    }[];
  };
  readonly save?: { readonly ability: Ability; readonly dc: number };
  readonly recharge?: number;
  readonly uses_per_day?: number;
}

/**
 * A beast stat block as Wild Shape reads it: a structural type naming only the fields used, so
 * the content's beast entries fit it as they are (the rules depend on nothing of ours).
 */
export interface BeastFormRules {
  readonly id: string;
  readonly title: string;
  /** Creature type: only `beast` can be a form. */
  readonly type: string;
  /** 0 Tiny … 5 Gargantuan. */
  readonly size: number;
  /** Challenge rating: 0, 0.125, 0.25, 0.5, 1 … 30. */
  readonly cr: number;
  readonly ac: number;
  /** What makes the AC (`natural armor`), when the stat block says. */
  readonly ac_detail?: string;
  readonly speed: {
    readonly walk: number;
    readonly climb?: number;
    readonly fly?: number;
    readonly swim?: number;
    readonly burrow?: number;
    readonly hover?: boolean;
  };
  readonly abilities: Readonly<Record<Ability, number>>;
  /** Saving throws that differ from the plain modifier: those the beast is proficient in. */
  readonly saving_throws?: Readonly<Partial<Record<Ability, number>>>;
  /** Skill modifiers by skill id: those the beast is proficient in. */
  readonly skills?: Readonly<Record<string, number>>;
  readonly senses: {
    readonly darkvision?: number;
    readonly blindsight?: number;
    readonly tremorsense?: number;
    readonly truesight?: number;
  };
  readonly resistances?: readonly string[];
  readonly immunities?: readonly string[];
  readonly vulnerabilities?: readonly string[];
  readonly condition_immunities?: readonly string[];
  readonly actions: readonly BeastActionRules[];
}

/** What Wild Shape allows at a Druid level. */
export interface WildShapeLimits {
  /** Uses between rests (the Druid table's Wild Shape column). */
  uses: number;
  /** How many forms the Druid knows. */
  knownForms: number;
  /** The highest challenge rating of a known form. */
  maxCr: number;
  /** Whether a form may have a Fly Speed. */
  fly: boolean;
}

/** The Druid level Wild Shape comes at. */
export const WILD_SHAPE_LEVEL = 2;

/** Wild Shape uses from a Druid level on (SRD 5.2 Druid table: 2, 3 at 6, 4 at 17). */
export const WILD_SHAPE_USES = [
  { from: 2, uses: 2 },
  { from: 6, uses: 3 },
  { from: 17, uses: 4 },
] as const;

/** The Beast Shapes table (SRD 5.2): known forms, highest CR and Fly Speed by Druid level. */
export const BEAST_SHAPES = [
  { from: 2, knownForms: 4, maxCr: 0.25, fly: false },
  { from: 4, knownForms: 6, maxCr: 0.5, fly: false },
  { from: 8, knownForms: 8, maxCr: 1, fly: true },
] as const;

/** The Druid level forms with a Fly Speed come at. */
export const WILD_SHAPE_FLY_LEVEL = BEAST_SHAPES.find((row) => row.fly)!.from;

/** The last row of a `from`-sorted table that a level has reached. */
function rowAt<Row extends { from: number }>(rows: readonly Row[], level: number): Row | undefined {
  let reached: Row | undefined;
  for (const row of rows) if (row.from <= level) reached = row;
  return reached;
}

/**
 * What Wild Shape allows at a Druid level; undefined before level 2 (no Wild Shape yet).
 *
 * @example wildShapeLimits(4) // { uses: 2, knownForms: 6, maxCr: 0.5, fly: false }
 */
export function wildShapeLimits(druidLevel: number): WildShapeLimits | undefined {
  const level = Math.trunc(druidLevel);
  const uses = rowAt(WILD_SHAPE_USES, level);
  const shapes = rowAt(BEAST_SHAPES, level);
  if (!uses || !shapes) return undefined;
  return { uses: uses.uses, knownForms: shapes.knownForms, maxCr: shapes.maxCr, fly: shapes.fly };
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.125: '1/8', 0.25: '1/4', 0.5: '1/2' };

/**
 * A challenge rating as stat blocks write it.
 *
 * @example challengeRatingText(0.25) // '1/4'
 */
export function challengeRatingText(cr: number): string {
  return FRACTIONS[cr] ?? String(cr);
}

/** Whether a form is allowed, and when not, every reason why (message keys with parameters). */
export interface WildShapeEligibility {
  allowed: boolean;
  problems: Problem[];
}

/** Where eligibility problems point: the character beast's `beast_id` (spec: character beast). */
const PATH = 'beast_id';

/**
 * Whether a Druid of a level can know a beast as a Wild Shape form (SRD 5.2): it must be a
 * Beast, of a challenge rating up to the level's maximum, and without a Fly Speed before level 8.
 * Every reason is listed, so the app can say all of them at once.
 *
 * @example wildShapeEligibility(giantBat, 4).problems[0].key // 'wild-shape.fly'
 */
export function wildShapeEligibility(
  beast: Pick<BeastFormRules, 'type' | 'cr' | 'speed'>,
  druidLevel: number,
): WildShapeEligibility {
  const limits = wildShapeLimits(druidLevel);
  if (!limits) {
    return {
      allowed: false,
      problems: [problem(PATH, 'wild-shape.level', { level: WILD_SHAPE_LEVEL })],
    };
  }
  const problems: Problem[] = [];
  if (beast.type !== 'beast') {
    problems.push(problem(PATH, 'wild-shape.not-beast', { type: beast.type }));
  }
  if (beast.cr > limits.maxCr) {
    problems.push(
      problem(PATH, 'wild-shape.challenge', {
        cr: challengeRatingText(beast.cr),
        max: challengeRatingText(limits.maxCr),
      }),
    );
  }
  if ((beast.speed.fly ?? 0) > 0 && !limits.fly) {
    problems.push(problem(PATH, 'wild-shape.fly', { level: WILD_SHAPE_FLY_LEVEL }));
  }
  return { allowed: problems.length === 0, problems };
}
