import type { DhCatalogue, DhDraft, DhTrait } from '@hearth/rules';
import { DH_CONSTANTS } from '@hearth/rules';

/**
 * The wizard's edits of the draft, each a pure function: what one tap changes, including what
 * it undoes downstream (a new class drops the other class's subclass, cards and item; a
 * two-handed primary drops the secondary weapon, spec §5).
 */

/** The lowest and highest value of the creation spread (+2 … −1): the steppers stay within. */
export const TRAIT_STEP_BOUNDS = {
  min: Math.min(...DH_CONSTANTS.traitSpread),
  max: Math.max(...DH_CONSTANTS.traitSpread),
};

export function chooseClass(draft: DhDraft, id: string, catalogue: DhCatalogue): DhDraft {
  if (draft.class === id) return draft;
  const entry = catalogue.classes.get(id);
  const domains: readonly string[] = entry?.domains ?? [];
  const keepsSubclass = entry?.subclasses.some((subclass) => subclass.id === draft.subclass);
  return {
    ...draft,
    class: id,
    subclass: keepsSubclass ? draft.subclass : null,
    cards: draft.cards.filter((card) => {
      const found = catalogue.cards.get(card);
      return found?.type === 'domain' && domains.includes(found.domain);
    }),
    classItem: entry?.class_items.includes(draft.classItem ?? '') ? draft.classItem : null,
  };
}

export function chooseSubclass(draft: DhDraft, id: string): DhDraft {
  return draft.subclass === id ? draft : { ...draft, subclass: id };
}

/** One ancestry: both of its features. */
export function chooseAncestry(draft: DhDraft, id: string): DhDraft {
  return { ...draft, ancestries: [id] };
}

/**
 * A mixed ancestry's half: `0` gives the first feature, `1` the second. An empty choice leaves
 * the other half alone (a single ancestry until both are chosen).
 */
export function chooseMixedAncestry(draft: DhDraft, half: 0 | 1, id: string): DhDraft {
  const pair = [draft.ancestries[0] ?? '', draft.ancestries[1] ?? ''];
  pair[half] = id;
  return { ...draft, ancestries: pair[0] === '' && pair[1] === '' ? [] : pair };
}

/** Leaving the mixed choice keeps the first ancestry whole. */
export function leaveMixedAncestry(draft: DhDraft): DhDraft {
  const first = draft.ancestries.find((id) => id !== '');
  return { ...draft, ancestries: first ? [first] : [] };
}

export function chooseCommunity(draft: DhDraft, id: string): DhDraft {
  return { ...draft, community: id };
}

export function swapTraits(draft: DhDraft, a: DhTrait, b: DhTrait): DhDraft {
  if (a === b) return draft;
  return { ...draft, traits: { ...draft.traits, [a]: draft.traits[b], [b]: draft.traits[a] } };
}

export function stepTrait(draft: DhDraft, trait: DhTrait, delta: 1 | -1): DhDraft {
  const next = (draft.traits[trait] ?? 0) + delta;
  if (next < TRAIT_STEP_BOUNDS.min || next > TRAIT_STEP_BOUNDS.max) return draft;
  return { ...draft, traits: { ...draft.traits, [trait]: next } };
}

/** Adds or removes a domain card; a card beyond the starting limit is not added. */
export function toggleCard(draft: DhDraft, id: string): DhDraft {
  if (draft.cards.includes(id))
    return { ...draft, cards: draft.cards.filter((card) => card !== id) };
  if (draft.cards.length >= DH_CONSTANTS.startingCards) return draft;
  return { ...draft, cards: [...draft.cards, id] };
}

/** Tapping the chosen armor again goes without. */
export function toggleArmor(draft: DhDraft, id: string): DhDraft {
  return { ...draft, armor: draft.armor === id ? null : id };
}

/** The primary weapon is required: tapping it again keeps it. A two-handed one drops the secondary. */
export function choosePrimary(draft: DhDraft, id: string, catalogue: DhCatalogue): DhDraft {
  const twoHanded = catalogue.weapons.get(id)?.burden === 2;
  return { ...draft, primary: id, secondary: twoHanded ? null : draft.secondary };
}

export function toggleSecondary(draft: DhDraft, id: string): DhDraft {
  return { ...draft, secondary: draft.secondary === id ? null : id };
}

export function setExperienceText(draft: DhDraft, index: number, text: string): DhDraft {
  return {
    ...draft,
    experiences: draft.experiences.map((experience, at) =>
      at === index ? { ...experience, text } : experience,
    ),
  };
}

export function setName(draft: DhDraft, name: string): DhDraft {
  return { ...draft, name };
}

export function setAvatar(draft: DhDraft, avatar: string | null): DhDraft {
  return { ...draft, avatar };
}

/** A single choice: tapping the chosen item again clears it. */
export function toggleClassItem(draft: DhDraft, item: string): DhDraft {
  return { ...draft, classItem: draft.classItem === item ? null : item };
}
