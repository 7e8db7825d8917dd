import type { CharacterSettings } from '@hearth/contract';

/** The character menu's entries (spec §2), in their default order. */
export const MENU_ENTRIES = [
  'character',
  'features',
  'magic',
  'actions',
  'inventory',
  'beasts',
  'notes',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** Where each entry leads; the settings' menu map is keyed by these paths. */
export const MENU_PATHS: Record<MenuEntry, string> = {
  character: '/character',
  features: '/features/view',
  magic: '/magic',
  actions: '/actions',
  inventory: '/inventory',
  beasts: '/beasts',
  notes: '/notes',
};

/** The menu is compact above this many entries (spec §2). */
export const COMPACT_ABOVE = 6;

export type MenuSettings = NonNullable<CharacterSettings['menu']>;

/**
 * The menu a new character gets (spec §2): actions and magic for spellcasters and druids,
 * beasts for druids only, the inventory for everyone but druids.
 */
export function defaultMenu(facts: { spellcaster: boolean; druid: boolean }): MenuSettings {
  const shown: Record<MenuEntry, boolean> = {
    character: true,
    features: true,
    magic: facts.spellcaster || facts.druid,
    actions: facts.spellcaster || facts.druid,
    inventory: !facts.druid,
    beasts: facts.druid,
    notes: true,
  };
  return Object.fromEntries(
    MENU_ENTRIES.map((entry, order) => [MENU_PATHS[entry], { show: shown[entry], order }]),
  );
}

/** The entries to show, in the player's order; a menu never set shows every entry. */
export function visibleMenu(menu: MenuSettings | undefined): MenuEntry[] {
  const settingOf = (entry: MenuEntry, index: number) =>
    menu?.[MENU_PATHS[entry]] ?? { show: menu === undefined, order: index };
  return MENU_ENTRIES.map((entry, index) => ({ entry, ...settingOf(entry, index) }))
    .filter((item) => item.show || item.entry === 'character')
    .sort((a, b) => a.order - b.order)
    .map((item) => item.entry);
}

/** Labels longer than 7 characters are cut to 6 (spec §2): five letters and an ellipsis. */
export function menuLabel(label: string): string {
  return label.length > 7 ? `${label.slice(0, 5)}…` : label;
}

/** Moves an entry one place up or down, keeping every other entry's relative order. */
export function moveMenuEntry(
  menu: MenuSettings | undefined,
  entry: MenuEntry,
  step: -1 | 1,
): MenuSettings {
  const ordered = MENU_ENTRIES.map((each, index) => ({
    each,
    ...(menu?.[MENU_PATHS[each]] ?? { show: true, order: index }),
  })).sort((a, b) => a.order - b.order);
  const from = ordered.findIndex((item) => item.each === entry);
  const to = from + step;
  if (to < 0 || to >= ordered.length) return menu ?? defaultMenuAllShown();
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return Object.fromEntries(
    ordered.map((item, order) => [MENU_PATHS[item.each], { show: item.show, order }]),
  );
}

/** Shows or hides an entry (the sheet itself always stays). */
export function toggleMenuEntry(
  menu: MenuSettings | undefined,
  entry: MenuEntry,
  show: boolean,
): MenuSettings {
  const base = menu ?? defaultMenuAllShown();
  const path = MENU_PATHS[entry];
  const current = base[path] ?? { show: true, order: MENU_ENTRIES.indexOf(entry) };
  return { ...base, [path]: { ...current, show: entry === 'character' ? true : show } };
}

function defaultMenuAllShown(): MenuSettings {
  return Object.fromEntries(
    MENU_ENTRIES.map((entry, order) => [MENU_PATHS[entry], { show: true, order }]),
  );
}
