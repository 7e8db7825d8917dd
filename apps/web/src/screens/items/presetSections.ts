// Types only: the content package's runtime holds the catalogue compiler (Node only).
import type { Preset as CataloguePreset } from '@hearth/content';
import type { Preset as OwnPreset } from '@hearth/contract';

/** A preset as the selector shows it, from the catalogue or the user's own. */
export interface PresetChoice {
  id: string;
  name: string;
  items: readonly { item_id: string; quantity: number }[];
  /** Gold pieces that come with it. */
  gold: number;
}

/** Presets under one heading: a class's or a background's options, or just a list. */
export interface PresetGroup {
  /** The class or background; null for a plain list. */
  title: string | null;
  /** The character's own class or background: shown first and unfolded. */
  yours: boolean;
  presets: PresetChoice[];
}

/** The character the page adds to: its classes and background come first. */
export interface PresetOwner {
  classIds: readonly string[];
  backgroundId: string | null | undefined;
}

export type PresetSectionId = 'packs' | 'classes' | 'backgrounds' | 'own';

export interface PresetSection {
  id: PresetSectionId;
  groups: PresetGroup[];
}

const byName = (a: PresetChoice, b: PresetChoice) => a.name.localeCompare(b.name);

const fromCatalogue = (preset: CataloguePreset): PresetChoice => ({
  id: preset.id,
  name: preset.title,
  items: preset.items,
  gold: preset.gold ?? 0,
});

/**
 * Catalogue presets grouped by their class or background, options A, B, C: the character's
 * own groups first, then the others by title.
 */
function groupedBy(
  presets: readonly CataloguePreset[],
  ownerOf: (preset: CataloguePreset) => string | undefined,
  titleOf: (id: string) => string,
  isYours: (id: string) => boolean,
): PresetGroup[] {
  const groups = new Map<string, CataloguePreset[]>();
  for (const preset of presets) {
    const owner = ownerOf(preset);
    if (owner) groups.set(owner, [...(groups.get(owner) ?? []), preset]);
  }
  return [...groups]
    .map(([owner, list]) => ({
      title: titleOf(owner),
      yours: isYours(owner),
      presets: [...list]
        .sort((a, b) => (a.option ?? a.title).localeCompare(b.option ?? b.title))
        .map(fromCatalogue),
    }))
    .sort((a, b) => Number(b.yours) - Number(a.yours) || a.title.localeCompare(b.title));
}

/**
 * The selector's sections in order (issue 8): the SRD equipment packs, then class and then
 * background starting equipment (the character's own first), then the user's own presets.
 * Empty sections are left out.
 */
export function presetSections(
  catalogue: readonly CataloguePreset[],
  own: readonly OwnPreset[],
  titles: { classTitle: (id: string) => string; backgroundTitle: (id: string) => string },
  owner: PresetOwner = { classIds: [], backgroundId: null },
): PresetSection[] {
  const packs = catalogue
    .filter((preset) => !preset.class_id && !preset.background_id)
    .map(fromCatalogue)
    .sort(byName);
  const sections: PresetSection[] = [
    { id: 'packs', groups: [{ title: null, yours: false, presets: packs }] },
    {
      id: 'classes',
      groups: groupedBy(
        catalogue,
        (preset) => preset.class_id,
        titles.classTitle,
        (id) => owner.classIds.includes(id),
      ),
    },
    {
      id: 'backgrounds',
      groups: groupedBy(
        catalogue.filter((preset) => !preset.class_id),
        (preset) => preset.background_id,
        titles.backgroundTitle,
        (id) => id === owner.backgroundId,
      ),
    },
    {
      id: 'own',
      groups: [
        {
          title: null,
          yours: false,
          presets: own
            .map((preset) => ({
              id: preset.id,
              name: preset.name,
              items: preset.items,
              gold: preset.gold,
            }))
            .sort(byName),
        },
      ],
    },
  ];
  return sections.filter((section) => section.groups.some((group) => group.presets.length > 0));
}
