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

/**
 * Menus this version writes number their entries from 1; earlier versions numbered them from 0.
 * So a menu numbered from 0 exactly as an earlier default was written by that version and never
 * changed by the player (`currentMenu`), while anything the player sets now is told apart.
 */
const FIRST_PLACE = 1;

/** Entries in the order given, numbered from {@link FIRST_PLACE}. */
const numbered = (items: readonly { entry: MenuEntry; show: boolean }[]): MenuSettings =>
  Object.fromEntries(
    items.map(({ entry, show }, index) => [
      MENU_PATHS[entry],
      { show: entry === 'character' || show, order: FIRST_PLACE + index },
    ]),
  );

const menuOf = (shown: Record<MenuEntry, boolean>): MenuSettings =>
  numbered(MENU_ENTRIES.map((entry) => ({ entry, show: shown[entry] })));

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

/**
 * The menu earlier versions gave a new character, as they wrote it (numbered from 0): actions
 * for casters only, notes for all.
 */
function earlierDefaultMenu(facts: MenuFacts): MenuSettings {
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

/** What a menu never set shows: every entry but the unbuilt notes. */
function neverSetMenu(): MenuSettings {
  return numbered(MENU_ENTRIES.map((entry) => ({ entry, show: entry !== 'notes' })));
}

/**
 * A stored menu as it should be shown now. A menu exactly as an earlier version wrote it for a
 * new character was never touched by the player, so it follows today's default: a fighter gets
 * Actions, and the unbuilt Notes leaves the bar. Any menu the player set is theirs and stays;
 * a menu never set reads as every entry but Notes.
 */
export function currentMenu(menu: MenuSettings | undefined): MenuSettings {
  if (!menu) return neverSetMenu();
  const facts = ALL_FACTS.find((each) => sameMenu(menu, earlierDefaultMenu(each)));
  return facts ? defaultMenu(facts) : menu;
}

/** The entries in the player's order, each shown or not (an entry a menu lacks is hidden). */
function orderedEntries(stored: MenuSettings | undefined) {
  const menu = currentMenu(stored);
  return MENU_ENTRIES.map((entry, index) => ({
    entry,
    ...(menu[MENU_PATHS[entry]] ?? { show: false, order: index }),
  })).sort((a, b) => a.order - b.order);
}

/** The entries to show, in the player's order; the sheet always. */
export function visibleMenu(stored: MenuSettings | undefined): MenuEntry[] {
  return orderedEntries(stored)
    .filter((item) => item.show || item.entry === 'character')
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
  const ordered = orderedEntries(stored);
  const from = ordered.findIndex((item) => item.entry === entry);
  const to = from + step;
  if (to >= 0 && to < ordered.length) [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return numbered(ordered);
}

/** Shows or hides an entry (the sheet itself always stays). */
export function toggleMenuEntry(
  stored: MenuSettings | undefined,
  entry: MenuEntry,
  show: boolean,
): MenuSettings {
  return numbered(
    orderedEntries(stored).map((item) => (item.entry === entry ? { ...item, show } : item)),
  );
}
