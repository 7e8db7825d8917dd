/**
 * Where things sit on a character. Every feature the character has gets a path; the choices
 * made for it are stored in `character.options` under `<path>-<mechanic or choice id>`, and its
 * tracked uses in `character.resources`. Paths are built from stable catalogue ids so that the
 * same choice always lands under the same key; nothing outside the rules builds them by hand.
 */

/** A class feature: `fighter-second-wind`. */
export const classFeaturePath = (classId: string, featureId: string) => `${classId}-${featureId}`;

/** A subclass feature: `champion-improved-critical`. */
export const subclassFeaturePath = (subclassId: string, featureId: string) =>
  `${subclassId}-${featureId}`;

/** A species trait: `elf-keen-senses`. */
export const speciesTraitPath = (speciesId: string, traitId: string) => `${speciesId}-${traitId}`;

/** The background's origin feat: `acolyte-feat`. */
export const backgroundFeatPath = (backgroundId: string) => `${backgroundId}-feat`;

/** An inventory item's effects: `item-<inventory item id>`. */
export const itemPath = (inventoryItemId: string) => `item-${inventoryItemId}`;

/** The option key of a mechanic or choice of the feature at `path`. */
export const optionKey = (path: string, id: string) => `${path}-${id}`;

/**
 * A choice of a class or subclass feature is made at each level the feature is gained (an
 * Ability Score Improvement at 4, 8, 12…), so its key carries that level.
 */
export const levelChoiceKey = (path: string, choiceId: string, level: number) =>
  `${path}-${choiceId}-${level}`;

/** Class-level choices outside any feature: the skills and tools picked with the class. */
export const classSkillsKey = (classId: string) => `${classId}-skills`;
export const classToolsKey = (classId: string) => `${classId}-tools`;

/** The background's ability increase: a list of abilities, one entry per +1 (`['dex','dex','con']`). */
export const backgroundBonusKey = (backgroundId: string) => `${backgroundId}-bonus`;
export const backgroundToolKey = (backgroundId: string) => `${backgroundId}-tool`;

/** The size picked when the species offers several (Human: Small or Medium). */
export const speciesSizeKey = (speciesId: string) => `${speciesId}-size`;

/** The spellcasting ability chosen for an entry's spells (`ability: 'choice'`). */
export const spellAbilityKey = (path: string) => `${path}-spell-ability`;

/**
 * The studies of a book that raises a score for good (a Tome of Clear Thought), keyed by its
 * catalogue id: `studied-tome-of-clear-thought`. The list holds one `'1'` per study (two copies
 * studied: `['1', '1']`); the increase lives here, on the character, so it stays when the book
 * is given away.
 */
export const studiedKey = (itemId: string) => `studied-${itemId}`;
export const STUDIED_PREFIX = 'studied-';

/** A resource mechanic's used count: `prop-rage`. */
export const resourcePath = (key: string) => `prop-${key}`;

/** Options the sheet keeps beside the choices (spec §3). */
export const LANGUAGES_OPTION = 'lang';
export const CONCENTRATION_OPTION = 'concentration';
/** States the player switches on and off: `raging`, `wild-shape`. */
export const STATES_OPTION = 'states';
