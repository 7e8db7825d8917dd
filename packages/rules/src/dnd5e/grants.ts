import type {
  BackgroundRules,
  ClassRules,
  LevelFeatureRules,
  RulesCatalogue,
  SpeciesRules,
} from './catalogue.ts';
import type { Character, CharacterFeature } from './character.ts';
import { totalLevel } from './core.ts';
import type { Equipment } from './equipment.ts';
import type { Amount, Choice, Mechanic } from './mechanics.ts';
import {
  backgroundBonusKey,
  backgroundFeatPath,
  classFeaturePath,
  itemPath,
  levelChoiceKey,
  optionKey,
  speciesSizeKey,
  speciesTraitPath,
  spellAbilityKey,
  subclassFeaturePath,
} from './paths.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import { backgroundMechanics, classMechanics, customFeatureMechanics } from './synthetic.ts';

/** Where a grant comes from, for the sheet's breakdowns (`feat:alert`, `class:fighter`). */
export interface GrantSource {
  kind: 'class' | 'subclass' | 'species' | 'background' | 'feat' | 'item' | 'custom';
  /** The entry id; for an item with a chosen variant or base `<id>/<variant>/<base>`
   * (`itemSource`). */
  id: string;
  title: string;
}

/** One mechanic in effect, with where it sits on the character. */
export interface Grant {
  mechanic: Mechanic;
  /** The entry path: the mechanic's choices are stored under `<path>-<mechanic.id>`. */
  path: string;
  source: GrantSource;
  /** The class whose level gates it and whose table its amounts read by default. */
  classId?: string;
}

/** A choice the character has to make, and what is chosen so far. */
export interface ChoiceSlot {
  /** Where the choice is stored: an options key, or the `choice` of taken features. */
  key: string;
  kind:
    'options' | 'features' | 'mechanic' | 'background-bonus' | 'size' | 'spell-ability' | 'spells';
  title: string;
  source: GrantSource;
  /** How many to choose; resolved into a number once abilities are known. */
  count: Amount;
  /** The ids that may be chosen; absent when the validator of its kind decides. */
  offered?: readonly string[];
  chosen: readonly string[];
  /** Feature choices: the spec's feature type (2 subclass … 7 invocation). */
  featureType?: number;
  /** Fixed by the background (Acolyte's Magic Initiate takes the Cleric list). */
  fixed?: boolean;
  mechanic?: Mechanic;
  /** Class level or character level at which the choice opened. */
  level: number;
}

/** A feature the character has now, for the features screen. */
export interface ActiveFeature {
  path: string;
  id: string;
  title: string;
  level: number;
  source: GrantSource;
}

export interface Grants {
  grants: Grant[];
  choices: ChoiceSlot[];
  features: ActiveFeature[];
  /** Taken features whose choice is not open now (a level was lowered): kept, not applied. */
  dormant: CharacterFeature[];
  problems: Problem[];
}

interface FeatureLike {
  readonly id: string;
  readonly title: string;
  readonly mechanics?: readonly Mechanic[];
  readonly choices?: readonly Choice[];
}

interface Placement {
  path: string;
  source: GrantSource;
  classId?: string;
  /** The level the mechanics' and choices' levels are compared with. */
  levelNow: number;
  /** Levels at which the feature was gained, ascending. */
  gainedAt: readonly number[];
  /** Class and subclass features: a choice is made at each level the feature is gained. */
  perLevelChoices: boolean;
  /** Choices fixed by the background. */
  fixedOptions?: Readonly<Record<string, readonly string[]>>;
  /** Whether it is a feature of its own on the features screen (not a class's or background's
   * own grants, nor a chosen option). */
  unlisted?: boolean;
}

const MECHANIC_CHOICE_TITLES: Partial<Record<Mechanic['type'], string>> = {
  ability: 'choice.ability',
  save: 'choice.save',
  proficiency: 'choice.proficiency',
  weapon: 'choice.weapon-mastery',
  spells: 'choice.spells',
  resistances: 'choice.resistance',
};

/** Whether a mechanic asks the player to pick something, and how many. */
function mechanicChoiceCount(mechanic: Mechanic): Amount | undefined {
  switch (mechanic.type) {
    case 'ability':
      return mechanic.points;
    case 'save':
    case 'resistances':
      return mechanic.points;
    case 'proficiency':
    case 'weapon':
      return mechanic.points;
    case 'spells':
      return mechanic.spells ? undefined : mechanic.points;
    default:
      return undefined;
  }
}

/** How many levels of each class the table lists a feature at (ASI: 4, 8, 12, 16). */
const occurrenceCache = new WeakMap<ClassRules, Map<string, number[]>>();
function occurrences(cls: ClassRules): Map<string, number[]> {
  let map = occurrenceCache.get(cls);
  if (map) return map;
  map = new Map();
  for (const row of cls.table) {
    for (const id of row.features) {
      const levels = map.get(id);
      if (levels) levels.push(row.level);
      else map.set(id, [row.level]);
    }
  }
  occurrenceCache.set(cls, map);
  return map;
}

class GrantCollector {
  readonly result: Grants = { grants: [], choices: [], features: [], dormant: [], problems: [] };
  private readonly visited = new Set<string>();
  private readonly byChoice = new Map<string, CharacterFeature[]>();
  private readonly spellsByMechanic = new Map<string, string[]>();
  private readonly spellAbilityPaths = new Set<string>();
  readonly totalLevel: number;

  constructor(
    private readonly character: Character,
    private readonly catalogue: RulesCatalogue,
  ) {
    this.totalLevel = totalLevel(character.classes);
    for (const feature of character.features) {
      if (!feature.choice) continue;
      const list = this.byChoice.get(feature.choice);
      if (list) list.push(feature);
      else this.byChoice.set(feature.choice, [feature]);
    }
    for (const [id, status] of Object.entries(character.spells)) {
      if (!status.mechanic) continue;
      const list = this.spellsByMechanic.get(status.mechanic);
      if (list) list.push(id);
      else this.spellsByMechanic.set(status.mechanic, [id]);
    }
  }

  collect(equipment: Equipment): Grants {
    this.character.classes.forEach((cls, index) => this.walkClass(cls.id, cls.level, index === 0));
    this.walkSpecies();
    this.walkBackground();
    for (const feature of this.character.features) {
      if (!feature.choice) this.walkTaken(feature);
    }
    for (const [, features] of this.byChoice) this.result.dormant.push(...features);
    for (const held of equipment.held) {
      if (!held.active || !held.rules?.mechanics) continue;
      this.walk(held.rules, {
        path: itemPath(held.item.id),
        // The concrete item: `magic-weapon/plus-1/longsword`, titled "+1 Longsword".
        source: { kind: 'item', id: held.source.slice('item:'.length), title: held.rules.title },
        levelNow: this.totalLevel,
        gainedAt: [1],
        perLevelChoices: false,
      });
    }
    return this.result;
  }

  private walkClass(classId: string, level: number, first: boolean): void {
    const cls = this.catalogue.classes.get(classId);
    if (!cls) {
      this.result.problems.push(problem('classes', 'class.unknown', { class: classId }));
      return;
    }
    const source: GrantSource = { kind: 'class', id: cls.id, title: cls.title };
    this.walk(
      { id: cls.id, title: cls.title, mechanics: classMechanics(cls, first) },
      {
        path: cls.id,
        source,
        classId: cls.id,
        levelNow: level,
        gainedAt: [1],
        perLevelChoices: false,
        unlisted: true,
      },
    );
    const gained = occurrences(cls);
    for (const feature of cls.features) {
      const levels = gained.get(feature.id) ?? [feature.level];
      this.walk(feature, {
        path: classFeaturePath(cls.id, feature.id),
        source,
        classId: cls.id,
        levelNow: level,
        gainedAt: levels,
        perLevelChoices: true,
      });
    }
  }

  private walkSpecies(): void {
    const id = this.character.specie;
    if (!id) return;
    const species = this.catalogue.species.get(id);
    if (!species) {
      this.result.problems.push(problem('specie', 'species.unknown', { species: id }));
      return;
    }
    const source: GrantSource = { kind: 'species', id: species.id, title: species.title };
    this.sizeChoice(species, source);
    for (const trait of species.traits) {
      this.walk(trait, {
        path: speciesTraitPath(species.id, trait.id),
        source,
        levelNow: this.totalLevel,
        gainedAt: [trait.level],
        perLevelChoices: false,
      });
    }
  }

  private sizeChoice(species: SpeciesRules, source: GrantSource): void {
    if (species.sizes.length < 2) return;
    const key = speciesSizeKey(species.id);
    this.result.choices.push({
      key,
      kind: 'size',
      title: 'choice.size',
      source,
      count: 1,
      offered: species.sizes.map(String),
      chosen: this.character.options[key] ?? [],
      level: 1,
    });
  }

  private walkBackground(): void {
    const id = this.character.background;
    if (!id) return;
    const background = this.catalogue.backgrounds.get(id);
    if (!background) {
      this.result.problems.push(problem('background', 'background.unknown', { background: id }));
      return;
    }
    const source: GrantSource = { kind: 'background', id: background.id, title: background.title };
    this.backgroundBonus(background, source);
    this.walk(
      { id: background.id, title: background.title, mechanics: backgroundMechanics(background) },
      {
        path: background.id,
        source,
        levelNow: this.totalLevel,
        gainedAt: [1],
        perLevelChoices: false,
        unlisted: true,
      },
    );
    const feat = this.catalogue.feats.get(background.feat);
    if (!feat) {
      this.result.problems.push(
        problem('background', 'feature.unknown', { feature: background.feat }),
      );
      return;
    }
    this.walk(feat, {
      path: backgroundFeatPath(background.id),
      source: { kind: 'feat', id: feat.id, title: feat.title },
      levelNow: this.totalLevel,
      gainedAt: [1],
      perLevelChoices: false,
      ...(background.feat_options ? { fixedOptions: background.feat_options } : {}),
    });
  }

  private backgroundBonus(background: BackgroundRules, source: GrantSource): void {
    const key = backgroundBonusKey(background.id);
    this.result.choices.push({
      key,
      kind: 'background-bonus',
      title: 'choice.background-bonus',
      source,
      count: 3,
      offered: background.abilities,
      chosen: this.character.options[key] ?? [],
      level: 1,
    });
  }

  /** A feature the character took: a feat or invocation, a subclass, or a custom feature. */
  private walkTaken(feature: CharacterFeature): void {
    const feat = this.catalogue.feats.get(feature.id);
    if (feat) {
      this.walk(feat, {
        path: feature.path,
        source: { kind: 'feat', id: feat.id, title: feat.title },
        levelNow: this.totalLevel,
        gainedAt: [1],
        perLevelChoices: false,
      });
      return;
    }
    const subclass = this.catalogue.subclasses.get(feature.id);
    if (subclass) {
      const level = this.character.classes.find((cls) => cls.id === subclass.class)?.level ?? 0;
      const source: GrantSource = { kind: 'subclass', id: subclass.id, title: subclass.title };
      for (const subFeature of subclass.features) {
        this.walk(subFeature, {
          path: subclassFeaturePath(subclass.id, subFeature.id),
          source,
          classId: subclass.class,
          levelNow: level,
          gainedAt: [subFeature.level],
          perLevelChoices: true,
        });
      }
      return;
    }
    if (feature.path.startsWith('custom-')) {
      const title = feature.title ?? feature.id;
      this.walk(
        { id: feature.id, title, mechanics: customFeatureMechanics(feature) },
        {
          path: feature.path,
          source: { kind: 'custom', id: feature.path, title },
          levelNow: this.totalLevel,
          gainedAt: [1],
          perLevelChoices: false,
        },
      );
      return;
    }
    this.result.problems.push(problem('features', 'feature.unknown', { feature: feature.id }));
  }

  private walk(entry: FeatureLike | LevelFeatureRules, at: Placement): void {
    const gained = at.gainedAt[0] ?? 1;
    if (gained > at.levelNow || this.visited.has(at.path)) return;
    this.visited.add(at.path);
    if (!at.unlisted) {
      this.result.features.push({
        path: at.path,
        id: entry.id,
        title: entry.title,
        level: gained,
        source: at.source,
      });
    }
    for (const mechanic of entry.mechanics ?? []) {
      if ((mechanic.level ?? gained) > at.levelNow) continue;
      this.result.grants.push({
        mechanic,
        path: at.path,
        source: at.source,
        ...(at.classId ? { classId: at.classId } : {}),
      });
      this.mechanicChoice(mechanic, at, mechanic.level ?? gained);
    }
    for (const choice of entry.choices ?? []) this.choice(choice, at);
  }

  private mechanicChoice(mechanic: Mechanic, at: Placement, level: number): void {
    if (mechanic.type === 'spells' && mechanic.ability === 'choice') this.spellAbility(at, level);
    const count = mechanicChoiceCount(mechanic);
    if (count === undefined) return;
    const key = optionKey(at.path, mechanic.id);
    const spells = mechanic.type === 'spells';
    this.result.choices.push({
      key,
      kind: spells ? 'spells' : 'mechanic',
      title: MECHANIC_CHOICE_TITLES[mechanic.type] ?? 'choice.option',
      source: at.source,
      count,
      chosen: (spells ? this.spellsByMechanic.get(key) : this.character.options[key]) ?? [],
      mechanic,
      level,
    });
  }

  private spellAbility(at: Placement, level: number): void {
    if (this.spellAbilityPaths.has(at.path)) return;
    this.spellAbilityPaths.add(at.path);
    const key = spellAbilityKey(at.path);
    this.result.choices.push({
      key,
      kind: 'spell-ability',
      title: 'choice.spell-ability',
      source: at.source,
      count: 1,
      offered: ['int', 'wis', 'cha'],
      chosen: this.character.options[key] ?? [],
      level,
    });
  }

  private choice(choice: Choice, at: Placement): void {
    const levels =
      choice.level !== undefined
        ? [choice.level]
        : at.perLevelChoices
          ? at.gainedAt
          : at.gainedAt.slice(0, 1);
    for (const level of levels) {
      if (level > at.levelNow) continue;
      const key = at.perLevelChoices
        ? levelChoiceKey(at.path, choice.id, level)
        : optionKey(at.path, choice.id);
      if (choice.options) this.inlineChoice(choice, key, level, at);
      else this.featureChoice(choice, key, level, at);
    }
  }

  private inlineChoice(choice: Choice, key: string, level: number, at: Placement): void {
    const fixed = at.fixedOptions?.[choice.id];
    const chosen = fixed ?? this.character.options[key] ?? [];
    const options = choice.options ?? [];
    this.result.choices.push({
      key,
      kind: 'options',
      title: choice.title,
      source: at.source,
      count: choice.count ?? 1,
      offered: options.map((option) => option.id),
      chosen,
      ...(fixed ? { fixed: true } : {}),
      level,
    });
    for (const id of chosen) {
      const option = options.find((candidate) => candidate.id === id);
      if (!option) continue;
      this.walk(option, {
        path: optionKey(at.path, option.id),
        source: at.source,
        ...(at.classId ? { classId: at.classId } : {}),
        levelNow: at.levelNow,
        gainedAt: [level],
        perLevelChoices: false,
        unlisted: true,
      });
    }
  }

  private featureChoice(choice: Choice, key: string, level: number, at: Placement): void {
    const taken = this.byChoice.get(key) ?? [];
    this.byChoice.delete(key);
    this.result.choices.push({
      key,
      kind: 'features',
      title: choice.title,
      source: at.source,
      count: choice.count ?? 1,
      chosen: taken.map((feature) => feature.id),
      ...(choice.feature_type !== undefined ? { featureType: choice.feature_type } : {}),
      level,
    });
    for (const feature of taken) this.walkTaken(feature);
  }
}

/**
 * Phase one of the derivation: everything the character has, found by walking its classes
 * (features by class level, subclass features), species traits (by character level),
 * background (skills, tool, ability increase, origin feat), the features it took, the
 * options chosen for each, and the items whose effects apply. Returns the mechanics in effect
 * and every choice with what is chosen so far.
 */
export function collectGrants(
  character: Character,
  catalogue: RulesCatalogue,
  equipment: Equipment,
): Grants {
  return new GrantCollector(character, catalogue).collect(equipment);
}
