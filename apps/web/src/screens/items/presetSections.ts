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
  presets: PresetChoice[];
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

/** Catalogue presets grouped by their class or background, groups by title, options A, B, C. */
function groupedBy(
  presets: readonly CataloguePreset[],
  ownerOf: (preset: CataloguePreset) => string | undefined,
  titleOf: (id: string) => string,
): PresetGroup[] {
  const groups = new Map<string, CataloguePreset[]>();
  for (const preset of presets) {
    const owner = ownerOf(preset);
    if (owner) groups.set(owner, [...(groups.get(owner) ?? []), preset]);
  }
  return [...groups]
    .map(([owner, list]) => ({
      title: titleOf(owner),
      presets: [...list]
        .sort((a, b) => (a.option ?? a.title).localeCompare(b.option ?? b.title))
        .map(fromCatalogue),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The selector's sections in order (issue 8): the SRD equipment packs, then class and then
 * background starting equipment, then the user's own presets. Empty sections are left out.
 */
export function presetSections(
  catalogue: readonly CataloguePreset[],
  own: readonly OwnPreset[],
  titles: { classTitle: (id: string) => string; backgroundTitle: (id: string) => string },
): PresetSection[] {
  const packs = catalogue
    .filter((preset) => !preset.class_id && !preset.background_id)
    .map(fromCatalogue)
    .sort(byName);
  const sections: PresetSection[] = [
    { id: 'packs', groups: [{ title: null, presets: packs }] },
    {
      id: 'classes',
      groups: groupedBy(catalogue, (preset) => preset.class_id, titles.classTitle),
    },
    {
      id: 'backgrounds',
      groups: groupedBy(
        catalogue.filter((preset) => !preset.class_id),
        (preset) => preset.background_id,
        titles.backgroundTitle,
      ),
    },
    {
      id: 'own',
      groups: [
        {
          title: null,
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
