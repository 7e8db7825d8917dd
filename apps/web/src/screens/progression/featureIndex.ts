import type { Character } from '@hearth/contract';
import type {
  ActiveFeature,
  ChoiceView,
  DerivedCharacter,
  GrantSource,
  RulesCatalogue,
} from '@hearth/rules';
import { backgroundFeatPath } from '@hearth/rules';

/** What the catalogue keeps beside the fields the rules read: texts shown to the player. */
export interface DescribedEntry {
  id: string;
  title: string;
  description?: string;
}

export interface ChoiceOptionEntry extends DescribedEntry {
  mechanics?: readonly unknown[];
}

export interface ChoiceEntry {
  id: string;
  title: string;
  options?: readonly ChoiceOptionEntry[];
}

export interface FeatureEntry extends DescribedEntry {
  choices?: readonly ChoiceEntry[];
  prerequisite?: { text?: string };
}

/** Where a feature is listed on the features page (spec §2): by class, then the rest. */
export type GroupKind = 'class' | 'species' | 'background' | 'feats' | 'custom';

export interface FeatureGroup {
  key: string;
  kind: GroupKind;
  /** The class, species or background title; empty for the fixed groups (translated). */
  title: string;
  features: ActiveFeature[];
  /** Choices of the group's own (a class's skills, the background's increase). */
  choices: ChoiceView[];
}

export interface FeatureIndex {
  groups: FeatureGroup[];
  /** The choices each feature asks for, by feature path. */
  choicesOf: (path: string) => ChoiceView[];
  /** The level shown for a feature (a feat taken through a choice: that choice's level). */
  levelOf: (feature: ActiveFeature) => number;
  /** Open choices: something still to choose or something wrong with what is chosen. */
  open: ChoiceView[];
}

/** The catalogue entries as stored: the rules' types name only what the engine reads. */
const described = (entry: unknown) => entry as FeatureEntry | undefined;

/** The catalogue entry of a feature the character has, for its description and choices. */
export function entryOfFeature(
  catalogue: RulesCatalogue,
  character: Pick<Character, 'features'>,
  feature: Pick<ActiveFeature, 'id' | 'path' | 'source'>,
): FeatureEntry | undefined {
  const { source } = feature;
  switch (source.kind) {
    case 'class':
      return described(catalogue.classes.get(source.id)?.features.find((f) => f.id === feature.id));
    case 'subclass':
      return described(
        catalogue.subclasses.get(source.id)?.features.find((f) => f.id === feature.id),
      );
    case 'species':
      return described(catalogue.species.get(source.id)?.traits.find((f) => f.id === feature.id));
    case 'feat':
      return described(catalogue.feats.get(feature.id));
    case 'item':
      return described(catalogue.items.get(source.id));
    case 'custom': {
      const stored = character.features.find((entry) => entry.path === feature.path);
      return stored
        ? {
            id: stored.id,
            title: stored.title ?? stored.id,
            ...(stored.description ? { description: stored.description } : {}),
          }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The catalogue description of a source (a subclass, a feat) for a choice's candidates. */
export function describedEntry(entry: unknown): FeatureEntry | undefined {
  return described(entry);
}

/**
 * The definition of an inline choice (its options with titles and descriptions): a choice
 * `c` of the feature at `path` is stored under `<path>-<c.id>`, or `<path>-<c.id>-<level>`
 * for class and subclass features (see the rules' `paths.ts`).
 */
export function choiceDefinition(
  entry: FeatureEntry | undefined,
  ownerPath: string,
  key: string,
): ChoiceEntry | undefined {
  return entry?.choices?.find((choice) => {
    const base = `${ownerPath}-${choice.id}`;
    return key === base || (key.startsWith(`${base}-`) && /^\d+$/.test(key.slice(base.length + 1)));
  });
}

/** The feature a choice belongs to: the longest feature path its key starts with. */
function ownerPath(key: string, paths: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    if (key.startsWith(`${path}-`) && (!best || path.length > best.length)) best = path;
  }
  return best;
}

function groupOfSource(source: GrantSource, catalogue: RulesCatalogue): string {
  switch (source.kind) {
    case 'class':
      return `class:${source.id}`;
    case 'subclass':
      return `class:${catalogue.subclasses.get(source.id)?.class ?? source.id}`;
    case 'species':
      return 'species';
    case 'background':
      return 'background';
    case 'custom':
      return 'custom';
    default:
      return 'feats';
  }
}

/**
 * Sorts the character's features into groups (spec §2 features page): each class with its
 * subclass by level, the species, the background with its origin feat, feats and custom
 * features; items' effects are left to the inventory. A feat taken through a class or species
 * choice (a Fighting Style, the Human's origin feat) is listed right after the feature whose
 * choice it fills. Every choice is attached to the feature it belongs to, or to its group when
 * it is the class's or background's own.
 */
export function indexFeatures(
  character: Character,
  sheet: DerivedCharacter,
  catalogue: RulesCatalogue,
): FeatureIndex {
  const paths = sheet.features.map((feature) => feature.path);
  const byPath = new Map<string, ChoiceView[]>();
  const unowned: ChoiceView[] = [];
  for (const choice of sheet.choices) {
    const owner = ownerPath(choice.key, paths);
    if (owner) byPath.set(owner, [...(byPath.get(owner) ?? []), choice]);
    else unowned.push(choice);
  }
  const choiceByKey = new Map(sheet.choices.map((choice) => [choice.key, choice]));
  const storedByPath = new Map(character.features.map((feature) => [feature.path, feature]));
  const backgroundFeat = character.background ? backgroundFeatPath(character.background) : null;

  const levelOf = (feature: ActiveFeature): number => {
    const through = storedByPath.get(feature.path)?.choice;
    return (through && choiceByKey.get(through)?.level) || feature.level;
  };
  const groupKeyOf = (feature: ActiveFeature): string => {
    if (feature.source.kind !== 'feat') return groupOfSource(feature.source, catalogue);
    if (feature.path === backgroundFeat) return 'background';
    const through = storedByPath.get(feature.path)?.choice;
    const choice = through ? choiceByKey.get(through) : undefined;
    if (choice && choice.source.kind !== 'feat') return groupOfSource(choice.source, catalogue);
    return 'feats';
  };

  const groups: FeatureGroup[] = character.classes.map((cls) => ({
    key: `class:${cls.id}`,
    kind: 'class',
    title: catalogue.classes.get(cls.id)?.title ?? cls.id,
    features: [],
    choices: [],
  }));
  const fixed: [string, GroupKind, string][] = [
    [
      'species',
      'species',
      character.specie ? (catalogue.species.get(character.specie)?.title ?? character.specie) : '',
    ],
    [
      'background',
      'background',
      character.background
        ? (catalogue.backgrounds.get(character.background)?.title ?? character.background)
        : '',
    ],
    ['feats', 'feats', ''],
    ['custom', 'custom', ''],
  ];
  for (const [key, kind, title] of fixed)
    groups.push({ key, kind, title, features: [], choices: [] });
  const byKey = new Map(groups.map((group) => [group.key, group]));
  for (const feature of sheet.features) {
    // Items' effects belong to the inventory, not to the features page.
    if (feature.source.kind === 'item') continue;
    (byKey.get(groupKeyOf(feature)) ?? byKey.get('feats'))!.features.push(feature);
  }
  for (const choice of unowned) {
    (byKey.get(groupOfSource(choice.source, catalogue)) ?? byKey.get('feats'))!.choices.push(
      choice,
    );
  }
  // A feature taken through a choice comes right after the feature whose choice it fills.
  const parentOf = (feature: ActiveFeature): string | undefined => {
    const through = storedByPath.get(feature.path)?.choice;
    return through ? ownerPath(through, paths) : undefined;
  };
  for (const group of groups) {
    group.features.sort((a, b) => levelOf(a) - levelOf(b));
    const inGroup = new Set(group.features.map((feature) => feature.path));
    const children = new Map<string, ActiveFeature[]>();
    const roots: ActiveFeature[] = [];
    for (const feature of group.features) {
      const parent = parentOf(feature);
      if (parent && parent !== feature.path && inGroup.has(parent)) {
        children.set(parent, [...(children.get(parent) ?? []), feature]);
      } else roots.push(feature);
    }
    const ordered: ActiveFeature[] = [];
    const place = (feature: ActiveFeature) => {
      ordered.push(feature);
      for (const child of children.get(feature.path) ?? []) place(child);
    };
    roots.forEach(place);
    group.features = ordered.length === group.features.length ? ordered : group.features;
  }
  return {
    groups: groups.filter((group) => group.features.length > 0 || group.choices.length > 0),
    choicesOf: (path) => byPath.get(path) ?? [],
    levelOf,
    open: sheet.choices.filter((choice) => !choice.fixed && choice.problems.length > 0),
  };
}

/** Whether a choice still needs the player: something to choose or something to fix. */
export const isOpen = (choice: ChoiceView) => !choice.fixed && choice.problems.length > 0;
