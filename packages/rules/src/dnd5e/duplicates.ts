import type { RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import type { ChoiceSlot, Grant } from './grants.ts';
import type { ProficiencyMechanic } from './mechanics.ts';
import { optionKey } from './paths.ts';
import type { Problem } from './problems.ts';
import { warning } from './problems.ts';
import type { Proficiencies, ProficiencySource } from './proficiencies.ts';
import { SHEET_SOURCE } from './proficiencies.ts';
import type { GrantedSpell } from './spellcasting.ts';

/**
 * The 2024 rules let a character who would gain the same skill or tool proficiency twice (a
 * Sage Wizard's Arcana from class and background) or the same cantrip twice (a High Elf's
 * Prestidigitation and Magic Initiate's) take another one instead. This module finds such
 * duplicates and says where each is fixed: the choice it was picked through, the class's
 * spell list, or — when every source is fixed — a replacement choice of its own.
 */

/** Where the player fixes a duplicate. */
export type DuplicateFix =
  /** Change the pick of a choice (`wizard-skills`, `acolyte-feat-cantrips`). */
  | { kind: 'choice'; key: string }
  /** Pick a replacement, stored under its own options key (`criminal-replace-thieves-tools`). */
  | { kind: 'replacement'; key: string }
  /** Swap a cantrip on a class's spell list (`spells.wizard`) or in the pact book. */
  | { kind: 'spells'; key: string }
  /** Nothing the sheet can change: every source is fixed (two fixed cantrips). */
  | { kind: 'none' };

export interface Duplicate {
  kind: 'skill' | 'tool' | 'cantrip';
  id: string;
  /** Each entry that gives it (`class:wizard`, `background:sage`), in the order met. */
  sources: string[];
  fix: DuplicateFix;
  /** The source whose pick the fix changes (absent when nothing can be changed). */
  fixes?: string;
}

/** The options key of the replacement for a proficiency every source gives fixed. */
export const replacementKey = (path: string, id: string) => optionKey(path, `replace-${id}`);

const sameGrant = (a: ProficiencySource, b: ProficiencySource) =>
  a.path === b.path && a.mechanic === b.mechanic;

/** Proficiency (not Expertise) from two or more grants; the player's own marks do not count. */
function repeatedSources(sources: readonly ProficiencySource[]): ProficiencySource[] {
  const distinct: ProficiencySource[] = [];
  for (const from of sources) {
    if (from.level !== 1 || from.source === SHEET_SOURCE) continue;
    if (!distinct.some((seen) => sameGrant(seen, from))) distinct.push(from);
  }
  return distinct.length > 1 ? distinct : [];
}

function proficiencyDuplicate(
  kind: 'skill' | 'tool',
  id: string,
  sources: readonly ProficiencySource[],
): Duplicate {
  const changed = sources.filter((from) => from.choice !== undefined).at(-1) ?? sources.at(-1)!;
  const fix: DuplicateFix = changed.choice
    ? { kind: 'choice', key: changed.choice }
    : { kind: 'replacement', key: replacementKey(changed.path, id) };
  return { kind, id, sources: sources.map((from) => from.source), fix, fixes: changed.source };
}

/**
 * Skills and tools two grants give at proficiency: fixed by changing the choice that picked it
 * (the later one), or by a replacement when every source is fixed (Rogue and Criminal both
 * giving Thieves' Tools).
 *
 * @example proficiencyDuplicates(sageWizard) // [{ kind: 'skill', id: 'arcana', sources: ['class:wizard', 'background:sage'], fix: { kind: 'choice', key: 'wizard-skills' } }]
 */
export function proficiencyDuplicates(proficiencies: Proficiencies): Duplicate[] {
  const found: Duplicate[] = [];
  for (const [id, held] of proficiencies.skills) {
    const sources = repeatedSources(held.sources);
    if (sources.length > 0) found.push(proficiencyDuplicate('skill', id, sources));
  }
  for (const [id, list] of proficiencies.origins.tools) {
    const sources = repeatedSources(list);
    if (sources.length > 0) found.push(proficiencyDuplicate('tool', id, sources));
  }
  return found;
}

/**
 * The replacement choices for duplicates every source gives fixed: one proficiency of the same
 * kind, any one, owned by the later grant (it is that grant's proficiency being replaced), and
 * the grants that apply what is picked.
 */
export function replacementChoices(
  duplicates: readonly Duplicate[],
  grants: readonly Grant[],
  character: Character,
): { choices: ChoiceSlot[]; grants: Grant[] } {
  const choices: ChoiceSlot[] = [];
  const added: Grant[] = [];
  for (const duplicate of duplicates) {
    if (duplicate.fix.kind !== 'replacement' || duplicate.kind === 'cantrip') continue;
    const key = duplicate.fix.key;
    const owner = grants.find((grant) => replacementKey(grant.path, duplicate.id) === key);
    if (!owner) continue;
    const mechanic: ProficiencyMechanic = {
      id: `replace-${duplicate.id}`,
      type: 'proficiency',
      points: 1,
      ...(duplicate.kind === 'skill' ? { available_skills: 'ALL' } : { available_tools: 'ALL' }),
    };
    added.push({ ...owner, mechanic });
    choices.push({
      key,
      kind: 'mechanic',
      title: 'choice.replacement',
      source: owner.source,
      count: 1,
      chosen: character.options[key] ?? [],
      mechanic,
      level: 1,
    });
  }
  return { choices, grants: added };
}

interface CantripHolding {
  source: string;
  fix: DuplicateFix;
}

/**
 * Cantrips the character has twice: given by two features, or given by one and also picked for
 * a class or the pact book. Fixed by changing the pick (the feature's choice, the class's
 * cantrips, the pact book); two fixed grants leave nothing to change on the sheet.
 */
export function cantripDuplicates(
  character: Character,
  granted: readonly GrantedSpell[],
  catalogue: RulesCatalogue,
  castingClasses: readonly string[],
): Duplicate[] {
  const holdings = new Map<string, CantripHolding[]>();
  const hold = (id: string, holding: CantripHolding) => {
    if (catalogue.spells.get(id)?.level !== 0) return;
    const list = holdings.get(id);
    if (list) list.push(holding);
    else holdings.set(id, [holding]);
  };
  for (const spell of granted) {
    const picked = character.spells[spell.spellId]?.mechanic === spell.mechanic;
    hold(spell.spellId, {
      source: spell.source,
      fix: picked ? { kind: 'choice', key: spell.mechanic } : { kind: 'none' },
    });
  }
  for (const [id, status] of Object.entries(character.spells)) {
    if (status.mechanic || status.atwill || status.extra) continue;
    if (status.pact) hold(id, { source: 'pact:tome', fix: { kind: 'spells', key: 'spells.pact' } });
    else if (status.prepared) {
      const owner = status.class ?? castingClasses[0];
      if (owner)
        hold(id, { source: `class:${owner}`, fix: { kind: 'spells', key: `spells.${owner}` } });
    }
  }
  const found: Duplicate[] = [];
  for (const [id, list] of holdings) {
    if (list.length < 2) continue;
    const changed = list.filter((holding) => holding.fix.kind !== 'none').at(-1);
    found.push({
      kind: 'cantrip',
      id,
      sources: list.map((holding) => holding.source),
      fix: changed?.fix ?? { kind: 'none' },
      ...(changed ? { fixes: changed.source } : {}),
    });
  }
  return found;
}

/** The title of a source for a message (`background:sage` → Sage). */
function sourceTitle(source: string, catalogue: RulesCatalogue): string {
  const [kind, id = ''] = source.split(':');
  const entry =
    kind === 'class'
      ? catalogue.classes.get(id)
      : kind === 'subclass'
        ? catalogue.subclasses.get(id)
        : kind === 'species'
          ? catalogue.species.get(id)
          : kind === 'background'
            ? catalogue.backgrounds.get(id)
            : kind === 'feat'
              ? catalogue.feats.get(id)
              : kind === 'item'
                ? catalogue.items.get(id)
                : undefined;
  return entry?.title ?? id;
}

/**
 * A warning where each duplicate is fixed, naming another source: on the choice that picked it
 * (the features screens list it there), on the class's spell list, or on the replacement's
 * own choice (which asks for a pick by itself). Nothing to change leaves a warning on `spells`.
 */
export function duplicateWarnings(
  duplicates: readonly Duplicate[],
  catalogue: RulesCatalogue,
): Problem[] {
  const problems: Problem[] = [];
  for (const duplicate of duplicates) {
    const { fix } = duplicate;
    if (fix.kind === 'replacement') continue;
    const other =
      duplicate.sources.find((source) => source !== duplicate.fixes) ?? duplicate.sources[0]!;
    const source = sourceTitle(other, catalogue);
    if (duplicate.kind === 'cantrip') {
      const spell = catalogue.spells.get(duplicate.id)?.title ?? duplicate.id;
      const path = fix.kind === 'none' ? 'spells' : fix.key;
      problems.push(warning(path, 'cantrip.duplicate', { spell, source }));
    } else if (fix.kind === 'choice') {
      problems.push(warning(fix.key, 'proficiency.duplicate', { option: duplicate.id, source }));
    }
  }
  return problems;
}
