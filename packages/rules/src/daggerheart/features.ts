import type { Term } from '../dnd5e/breakdown.ts';
import { multiclassOf, subclassStepsTaken } from './advancements.ts';
import type {
  DhAncestryCard,
  DhCatalogue,
  DhClassEntry,
  DhCommunityCard,
  DhDomainCard,
  DhFeature,
  DhModifierTarget,
  DhModifierValue,
  DhSubclassEntry,
} from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import type { DhProblem, DhSheetFeature } from './sheet.ts';

/** A group of features in play from one entry. */
export interface DhFeatureSource {
  kind: DhSheetFeature['kind'];
  /** `class:guardian`, `card:i-am-your-shield`… */
  source: string;
  step?: DhSheetFeature['step'];
  features: readonly DhFeature[];
  /** For a weapon's features: its slot, so its attack and damage bonuses stay with it. */
  weaponSlot?: 'primary' | 'secondary';
}

/** The entries a character's stored ids name, looked up once; unknown ids become problems. */
export interface DhResolved {
  classEntry: DhClassEntry | null;
  subclass: DhSubclassEntry | null;
  multiclass: { classEntry: DhClassEntry; subclass: DhSubclassEntry | null } | null;
  ancestries: DhAncestryCard[];
  community: DhCommunityCard | null;
  activeCards: DhDomainCard[];
  vaultCards: DhDomainCard[];
  problems: DhProblem[];
}

function unknown(id: string): DhProblem {
  return { code: 'unknown-entry', params: { id } };
}

export function resolveCharacter(character: DhCharacter, catalogue: DhCatalogue): DhResolved {
  const problems: DhProblem[] = [];
  const classEntry = catalogue.classes.get(character.class) ?? null;
  if (!classEntry && character.class !== '') problems.push(unknown(character.class));
  const subclass =
    classEntry?.subclasses.find((candidate) => candidate.id === character.subclass) ?? null;
  if (!subclass && character.subclass !== '') problems.push(unknown(character.subclass));

  const taken = multiclassOf(character);
  let multiclass: DhResolved['multiclass'] = null;
  if (taken) {
    const other = catalogue.classes.get(taken.class);
    if (other) {
      const otherSubclass = other.subclasses.find((entry) => entry.id === taken.subclass) ?? null;
      if (!otherSubclass) problems.push(unknown(taken.subclass));
      multiclass = { classEntry: other, subclass: otherSubclass };
    } else {
      problems.push(unknown(taken.class));
    }
  }

  const ancestries: DhAncestryCard[] = [];
  for (const id of character.ancestries) {
    const card = catalogue.cards.get(id);
    if (card?.type === 'ancestry') ancestries.push(card);
    else problems.push(unknown(id));
  }
  let community: DhCommunityCard | null = null;
  if (character.community !== null) {
    const card = catalogue.cards.get(character.community);
    if (card?.type === 'community') community = card;
    else problems.push(unknown(character.community));
  }

  const domainCard = (id: string): DhDomainCard | null => {
    const card = catalogue.cards.get(id);
    if (card?.type === 'domain') return card;
    problems.push(unknown(id));
    return null;
  };
  const activeIds = new Set(character.cards.active);
  const activeCards = character.cards.active
    .map(domainCard)
    .filter((card): card is DhDomainCard => card !== null);
  const vaultCards = character.cards.all
    .filter((id) => !activeIds.has(id))
    .map(domainCard)
    .filter((card): card is DhDomainCard => card !== null);

  return {
    classEntry,
    subclass,
    multiclass,
    ancestries,
    community,
    activeCards,
    vaultCards,
    problems,
  };
}

/**
 * A mixed ancestry takes the first feature of the first ancestry and the second of the
 * second (SRD "Ancestries"); a single ancestry gives both of its own.
 */
function ancestryFeatures(ancestries: readonly DhAncestryCard[]): DhFeatureSource[] {
  const [first, second] = ancestries;
  if (!first) return [];
  if (!second || second.id === first.id) {
    return [{ kind: 'ancestry', source: `ancestry:${first.id}`, features: first.features }];
  }
  return [
    { kind: 'ancestry', source: `ancestry:${first.id}`, features: [first.features[0]] },
    { kind: 'ancestry', source: `ancestry:${second.id}`, features: [second.features[1]] },
  ];
}

function subclassFeatures(
  subclass: DhSubclassEntry,
  steps: readonly ('specialization' | 'mastery')[],
): DhFeatureSource[] {
  const source = `subclass:${subclass.id}`;
  return [
    { kind: 'subclass', source, step: 'foundation', features: subclass.foundation },
    ...steps.map((step) => ({ kind: 'subclass' as const, source, step, features: subclass[step] })),
  ];
}

/**
 * Every feature in play, in the sheet's order: class, hope feature, subclass, multiclass,
 * ancestry, community, loadout cards, equipped armor and weapons. Equipment is passed in
 * already looked up, so that the caller reports unknown ids once.
 */
export function featureSources(
  character: DhCharacter,
  resolved: DhResolved,
  equipment: {
    armor: { id: string; features: readonly DhFeature[] } | null;
    primary: { id: string; features: readonly DhFeature[] } | null;
    secondary: { id: string; features: readonly DhFeature[] } | null;
  },
): DhFeatureSource[] {
  const sources: DhFeatureSource[] = [];
  const { classEntry, subclass, multiclass } = resolved;
  if (classEntry) {
    const source = `class:${classEntry.id}`;
    sources.push({ kind: 'class', source, features: classEntry.features });
    sources.push({ kind: 'hope', source, features: [classEntry.hope_feature] });
  }
  if (subclass) sources.push(...subclassFeatures(subclass, subclassStepsTaken(character)));
  if (multiclass) {
    const source = `class:${multiclass.classEntry.id}`;
    sources.push({ kind: 'class', source, features: multiclass.classEntry.features });
    if (multiclass.subclass) sources.push(...subclassFeatures(multiclass.subclass, []));
  }
  sources.push(...ancestryFeatures(resolved.ancestries));
  if (resolved.community) {
    const { id, features } = resolved.community;
    sources.push({ kind: 'community', source: `community:${id}`, features });
  }
  for (const card of resolved.activeCards) {
    sources.push({ kind: 'card', source: `card:${card.id}`, features: card.features });
  }
  if (equipment.armor) {
    const { id, features } = equipment.armor;
    sources.push({ kind: 'armor', source: `armor:${id}`, features });
  }
  for (const slot of ['primary', 'secondary'] as const) {
    const weapon = equipment[slot];
    if (weapon) {
      const source = `weapon:${weapon.id}`;
      sources.push({ kind: 'weapon', source, features: weapon.features, weaponSlot: slot });
    }
  }
  return sources;
}

/** What a modifier's value reads off the character. */
export interface DhModifierContext {
  proficiency: number;
  level: number;
  tier: number;
}

function valueOf(value: DhModifierValue, context: DhModifierContext): number {
  return typeof value === 'number' ? value : context[value];
}

/**
 * The terms that modifiers add to one number. `weaponSlot` asks for one weapon's attack or
 * damage: a weapon's own attack and damage bonuses count only for that weapon.
 */
export function modifierTerms(
  sources: readonly DhFeatureSource[],
  targets: readonly DhModifierTarget[],
  context: DhModifierContext,
  weaponSlot?: 'primary' | 'secondary',
): Term[] {
  const terms: Term[] = [];
  for (const source of sources) {
    // The hope feature works only when Hope is spent: nothing of it is always on.
    if (source.kind === 'hope') continue;
    for (const feature of source.features) {
      for (const modifier of feature.modifiers ?? []) {
        if (!targets.includes(modifier.target)) continue;
        const weaponBound = modifier.target === 'attack' || modifier.target === 'damage';
        if (weaponBound && source.weaponSlot && source.weaponSlot !== weaponSlot) continue;
        terms.push({
          label: 'feature',
          value: valueOf(modifier.value, context),
          source: source.source,
        });
      }
    }
  }
  return terms;
}
