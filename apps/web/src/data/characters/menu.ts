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

/** What the default menu depends on: the character's first class. */
export interface MenuFacts {
  spellcaster: boolean;
  druid: boolean;
}

const menuOf = (shown: Record<MenuEntry, boolean>): MenuSettings =>
  Object.fromEntries(
    MENU_ENTRIES.map((entry, order) => [MENU_PATHS[entry], { show: shown[entry], order }]),
  );

/**
 * The menu a new character gets (spec §2): magic for spellcasters and druids, beasts for druids
 * only, the inventory for everyone but druids. Actions are for everyone: a fighter's attacks
 * are one tap away (issue 14 widens the spec's "actions according to spellcasting"). Notes stay
 * out until notes exist: the screen is not built yet.
 */
export function defaultMenu(facts: MenuFacts): MenuSettings {
  return menuOf({
    character: true,
    features: true,
    magic: facts.spellcaster || facts.druid,
    actions: true,
    inventory: !facts.druid,
    beasts: facts.druid,
    notes: false,
  });
}

/** The menu earlier versions gave a new character: actions for casters only, notes for all. */
function earlierDefaultMenu(facts: MenuFacts): MenuSettings {
  return menuOf({
    character: true,
    features: true,
    magic: facts.spellcaster || facts.druid,
    actions: facts.spellcaster || facts.druid,
    inventory: !facts.druid,
    beasts: facts.druid,
    notes: true,
  });
}

const ALL_FACTS: readonly MenuFacts[] = [
  { spellcaster: false, druid: false },
  { spellcaster: true, druid: false },
  { spellcaster: true, druid: true },
];

function sameMenu(a: MenuSettings, b: MenuSettings): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key]?.show === b[key]?.show && a[key]?.order === b[key]?.order);
}

/**
 * A stored menu as it should be shown now. A menu exactly as an earlier version made it for a
 * new character was never touched by the player (any show/hide or move changes it), so it
 * follows today's default: a fighter gets Actions, and the unbuilt Notes leaves the bar. A menu
 * the player changed is theirs and stays as it is.
 */
export function currentMenu(menu: MenuSettings | undefined): MenuSettings | undefined {
  if (!menu) return menu;
  const facts = ALL_FACTS.find((each) => sameMenu(menu, earlierDefaultMenu(each)));
  return facts ? defaultMenu(facts) : menu;
}

/**
 * The entries to show, in the player's order; a menu never set shows every entry but the
 * unbuilt notes.
 */
export function visibleMenu(stored: MenuSettings | undefined): MenuEntry[] {
  const menu = currentMenu(stored) ?? neverSetMenu();
  const settingOf = (entry: MenuEntry, index: number) =>
    menu[MENU_PATHS[entry]] ?? { show: false, order: index };
  return MENU_ENTRIES.map((entry, index) => ({ entry, ...settingOf(entry, index) }))
    .filter((item) => item.show || item.entry === 'character')
    .sort((a, b) => a.order - b.order)
    .map((item) => item.entry);
}

/**
 * Labels longer than 7 characters are cut to 6 (spec §2): five letters and an ellipsis. The bar
 * cuts only when the full labels do not fit (`CharacterNav`).
 */
export function menuLabel(label: string): string {
  return label.length > 7 ? `${label.slice(0, 5)}…` : label;
}

/** Moves an entry one place up or down, keeping every other entry's relative order. */
export function moveMenuEntry(
  stored: MenuSettings | undefined,
  entry: MenuEntry,
  step: -1 | 1,
): MenuSettings {
  const menu = currentMenu(stored) ?? neverSetMenu();
  const ordered = MENU_ENTRIES.map((each, index) => ({
    each,
    ...(menu[MENU_PATHS[each]] ?? { show: true, order: index }),
  })).sort((a, b) => a.order - b.order);
  const from = ordered.findIndex((item) => item.each === entry);
  const to = from + step;
  if (to < 0 || to >= ordered.length) return menu;
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return Object.fromEntries(
    ordered.map((item, order) => [MENU_PATHS[item.each], { show: item.show, order }]),
  );
}

/** Shows or hides an entry (the sheet itself always stays). */
export function toggleMenuEntry(
  stored: MenuSettings | undefined,
  entry: MenuEntry,
  show: boolean,
): MenuSettings {
  const base = currentMenu(stored) ?? neverSetMenu();
  const path = MENU_PATHS[entry];
  const current = base[path] ?? { show: true, order: MENU_ENTRIES.indexOf(entry) };
  return { ...base, [path]: { ...current, show: entry === 'character' ? true : show } };
}

/** What a menu never set shows (`visibleMenu`), written out to change one entry of it. */
function neverSetMenu(): MenuSettings {
  return Object.fromEntries(
    MENU_ENTRIES.map((entry, order) => [MENU_PATHS[entry], { show: entry !== 'notes', order }]),
  );
}
