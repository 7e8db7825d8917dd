import type { FeatRules, RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

/**
 * Whether an option may be taken, and if not why: one answer for the app (the option shown
 * disabled with its reason) and the server (the choice refused with a field error in words).
 */

/** Why an option cannot be taken: a problem key with the numbers and ids its text names. */
export type Reason = Pick<Problem, 'key' | 'params'>;

/** What prerequisites are judged on: the character as it is now. */
export interface PrerequisiteFacts {
  catalogue: RulesCatalogue;
  /** Character level. */
  level: number;
  classLevels: ReadonlyMap<string, number>;
  /** Ability scores with everything that raises them. */
  scores: Readonly<Record<Ability, number>>;
  /** Ids of the features the character has: class features, feats and invocations. */
  features: ReadonlySet<string>;
  /** Spells the character knows ({@link knownSpellIds}). */
  knownSpells: ReadonlySet<string>;
  /** Skills the character is proficient in without any Expertise choice. */
  proficientSkills: ReadonlySet<string>;
}

/** Something a player may pick that has prerequisites. */
export type PrerequisiteOption =
  /** A feat, epic boon, fighting style or invocation. */
  | { kind: 'feat'; id: string }
  /** A class to multiclass into. */
  | { kind: 'class'; id: string }
  /** A skill to gain Expertise in. */
  | { kind: 'expertise'; id: string };

/** SRD 5.2 multiclassing: at least 13 in the primary ability of every class one has. */
export const MULTICLASS_MINIMUM = 13;

/** Invocations' level prerequisites count Warlock levels (SRD 5.2). */
export const INVOCATION_CLASS = 'warlock';

/**
 * The reasons an option cannot be taken now; none when it can.
 *
 * @example reasonsUnavailable({ kind: 'feat', id: 'lifedrinker' }, warlock1)
 * // [{ key: 'feat.class-level', params: { feat: 'lifedrinker', class: 'warlock', level: 9 } },
 * //  { key: 'feat.feature', params: { feat: 'lifedrinker', feature: 'pact-of-the-blade' } }]
 */
export function reasonsUnavailable(option: PrerequisiteOption, facts: PrerequisiteFacts): Reason[] {
  switch (option.kind) {
    case 'feat': {
      const feat = facts.catalogue.feats.get(option.id);
      return feat
        ? featReasons(feat, facts)
        : [{ key: 'feature.unknown', params: { feature: option.id } }];
    }
    case 'class':
      return multiclassReasons(option.id, facts);
    case 'expertise':
      return facts.proficientSkills.has(option.id)
        ? []
        : [{ key: 'choice.not-proficient', params: { skill: option.id } }];
  }
}

/** Whether the character knows a cantrip of a class's list that deals damage (by an attack). */
function knowsDamageCantrip(facts: PrerequisiteFacts, classId: string, attack: boolean): boolean {
  for (const id of facts.knownSpells) {
    const spell = facts.catalogue.spells.get(id);
    if (!spell || spell.level !== 0 || !spell.classes.includes(classId)) continue;
    if ((spell.damage?.length ?? 0) === 0) continue;
    if (!attack || spell.attack !== undefined) return true;
  }
  return false;
}

function featReasons(feat: FeatRules, facts: PrerequisiteFacts): Reason[] {
  const needs = feat.prerequisite;
  if (!needs) return [];
  const reasons: Reason[] = [];
  const about = { feat: feat.id };
  if (needs.level !== undefined) {
    if (feat.type === 7) {
      const level = facts.classLevels.get(INVOCATION_CLASS) ?? 0;
      if (level < needs.level) {
        reasons.push({
          key: 'feat.class-level',
          params: { ...about, class: INVOCATION_CLASS, level: needs.level },
        });
      }
    } else if (facts.level < needs.level) {
      reasons.push({ key: 'feat.level', params: { ...about, level: needs.level } });
    }
  }
  const { abilities, min } = needs;
  if (
    abilities &&
    min !== undefined &&
    !abilities.some((ability) => facts.scores[ability] >= min)
  ) {
    reasons.push({
      key: 'feat.ability',
      params: { ...about, abilities: abilities.join(','), min },
    });
  }
  if (needs.feature && !facts.features.has(needs.feature)) {
    reasons.push({ key: 'feat.feature', params: { ...about, feature: needs.feature } });
  }
  if (needs.spell && !facts.knownSpells.has(needs.spell)) {
    reasons.push({ key: 'feat.spell', params: { ...about, spell: needs.spell } });
  }
  const cantrip = needs.cantrip;
  if (cantrip && !knowsDamageCantrip(facts, cantrip.class, cantrip.attack ?? false)) {
    reasons.push({
      key: cantrip.attack ? 'feat.attack-cantrip' : 'feat.cantrip',
      params: { ...about, class: cantrip.class },
    });
  }
  return reasons;
}

/**
 * What a class's primary abilities lack for multiclassing: every missing one when all are
 * needed (Monk: DEX and WIS), else one reason naming the alternatives (Fighter: STR or DEX).
 */
function primaryAbilityReasons(classId: string, facts: PrerequisiteFacts): Reason[] {
  const cls = facts.catalogue.classes.get(classId);
  if (!cls || cls.primary_abilities.length === 0) return [];
  const meets = (ability: Ability) => facts.scores[ability] >= MULTICLASS_MINIMUM;
  const missing = cls.primary_all
    ? cls.primary_abilities.filter((ability) => !meets(ability)).map((ability) => [ability])
    : cls.primary_abilities.some(meets)
      ? []
      : [cls.primary_abilities];
  return missing.map((abilities) => ({
    key: 'multiclass.ability',
    params: { class: classId, abilities: abilities.join(','), min: MULTICLASS_MINIMUM },
  }));
}

/**
 * SRD 5.2 multiclassing: a new class needs 13 in its primary ability and in that of every
 * class the character already has. A class it has already is not taken twice.
 */
function multiclassReasons(classId: string, facts: PrerequisiteFacts): Reason[] {
  if (facts.classLevels.has(classId)) return [{ key: 'classes.duplicate' }];
  if (facts.classLevels.size === 0) return [];
  return [classId, ...facts.classLevels.keys()].flatMap((id) => primaryAbilityReasons(id, facts));
}

/**
 * The multiclassing prerequisites of a character's classes (sheet problems): with more than
 * one class, each needs 13 in its primary ability.
 */
export function multiclassProblems(
  classes: readonly { id: string }[],
  facts: PrerequisiteFacts,
): Problem[] {
  if (classes.length < 2) return [];
  return classes.flatMap((cls, index) =>
    primaryAbilityReasons(cls.id, facts).map((reason) =>
      problem(`classes.${index}.id`, reason.key, reason.params),
    ),
  );
}

/** Spells the character knows: learnt or prepared, in a book, at will, or given by a feature. */
export function knownSpellIds(
  character: Pick<Character, 'spells'>,
  granted: readonly { spellId: string }[],
): Set<string> {
  const known = new Set(granted.map((spell) => spell.spellId));
  for (const [id, status] of Object.entries(character.spells)) {
    if (
      status.prepared ||
      status.book ||
      status.pact ||
      status.atwill ||
      status.extra ||
      status.mechanic
    )
      known.add(id);
  }
  return known;
}

/** The sheet's numbers prerequisites read (what `deriveCharacter` returns). */
export interface SheetForPrerequisites {
  level: number;
  classLevels: Record<string, number>;
  abilities: Record<Ability, { score: { value: number } }>;
  skills: Record<string, { proficiency: number }>;
  features: readonly { id: string }[];
  grantedSpells: readonly { spellId: string }[];
}

/**
 * The facts of a derived sheet, for the app. `proficientSkills` defaults to the sheet's
 * proficient skills; an Expertise choice passes those of the sheet without Expertise picks.
 */
export function prerequisiteFacts(
  character: Pick<Character, 'spells'>,
  sheet: SheetForPrerequisites,
  catalogue: RulesCatalogue,
  proficientSkills?: ReadonlySet<string>,
): PrerequisiteFacts {
  const scores = {} as Record<Ability, number>;
  for (const ability of ABILITIES) scores[ability] = sheet.abilities[ability].score.value;
  return {
    catalogue,
    level: sheet.level,
    classLevels: new Map(Object.entries(sheet.classLevels)),
    scores,
    features: new Set(sheet.features.map((feature) => feature.id)),
    knownSpells: knownSpellIds(character, sheet.grantedSpells),
    proficientSkills:
      proficientSkills ??
      new Set(
        Object.entries(sheet.skills)
          .filter(([, skill]) => skill.proficiency >= 1)
          .map(([id]) => id),
      ),
  };
}
