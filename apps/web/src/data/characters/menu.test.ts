import { describe, expect, it } from 'vitest';

import type { MenuSettings } from './menu.ts';
import {
  currentMenu,
  defaultMenu,
  MENU_ENTRIES,
  MENU_PATHS,
  menuLabel,
  moveMenuEntry,
  toggleMenuEntry,
  visibleMenu,
} from './menu.ts';

/** A menu as earlier versions stored it for a new character (actions for casters only). */
const earlierDefault = (shown: Partial<Record<(typeof MENU_ENTRIES)[number], boolean>>) =>
  Object.fromEntries(
    MENU_ENTRIES.map((entry, order) => [MENU_PATHS[entry], { show: shown[entry] ?? true, order }]),
  ) as MenuSettings;

describe('the character menu', () => {
  it('gives everyone Actions; magic for casters and druids, beasts for druids only, no inventory for druids', () => {
    expect(visibleMenu(defaultMenu({ spellcaster: false, druid: false }))).toEqual([
      'character',
      'features',
      'actions',
      'inventory',
    ]);
    expect(visibleMenu(defaultMenu({ spellcaster: true, druid: false }))).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'inventory',
    ]);
    expect(visibleMenu(defaultMenu({ spellcaster: true, druid: true }))).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'beasts',
    ]);
  });

  it('keeps the unbuilt Notes out of the default bar, even when the menu was never set', () => {
    expect(visibleMenu(undefined)).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'inventory',
      'beasts',
    ]);
    expect(visibleMenu(toggleMenuEntry(undefined, 'notes', true))).toContain('notes');
  });

  it('brings a menu stored by the earlier default up to today’s: a fighter gets Actions', () => {
    const fighter = earlierDefault({ magic: false, actions: false, beasts: false });
    expect(visibleMenu(fighter)).toEqual(['character', 'features', 'actions', 'inventory']);
    const wizard = earlierDefault({ beasts: false });
    expect(currentMenu(wizard)).toEqual(defaultMenu({ spellcaster: true, druid: false }));
    const druid = earlierDefault({ inventory: false });
    expect(currentMenu(druid)).toEqual(defaultMenu({ spellcaster: true, druid: true }));
  });

  it('keeps a menu the player changed as it is', () => {
    // The fighter had moved Inventory above Features: Actions stayed hidden by choice.
    const fighter = earlierDefault({ magic: false, actions: false, beasts: false });
    const moved = {
      ...fighter,
      '/features/view': { show: true, order: 4 },
      '/inventory': { show: true, order: 1 },
    };
    expect(visibleMenu(moved)).toEqual(['character', 'inventory', 'features', 'notes']);
    const hidden = toggleMenuEntry(
      defaultMenu({ spellcaster: false, druid: false }),
      'actions',
      false,
    );
    expect(visibleMenu(hidden)).toEqual(['character', 'features', 'inventory']);
    const withNotes = { ...fighter, '/notes': { show: true, order: 0 } };
    expect(currentMenu(withNotes)).toBe(withNotes);
  });

  it('never takes a menu the player sets now for an earlier default', () => {
    // Notes on and Beasts off is what the earlier default gave a wizard; it is the player's now.
    const chosen = toggleMenuEntry(toggleMenuEntry(undefined, 'notes', true), 'beasts', false);
    expect(visibleMenu(chosen)).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'inventory',
      'notes',
    ]);
    const fighter = defaultMenu({ spellcaster: false, druid: false });
    const old = toggleMenuEntry(toggleMenuEntry(fighter, 'actions', false), 'notes', true);
    expect(visibleMenu(old)).toEqual(['character', 'features', 'inventory', 'notes']);
  });

  it('never hides the sheet', () => {
    expect(visibleMenu(toggleMenuEntry(undefined, 'character', false))).toContain('character');
    expect(visibleMenu(toggleMenuEntry(undefined, 'beasts', false))).not.toContain('beasts');
  });

  it('moves entries up and down, keeping the others in order', () => {
    const moved = moveMenuEntry(undefined, 'beasts', -1);
    expect(visibleMenu(moved)).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'beasts',
      'inventory',
    ]);
    expect(visibleMenu(moveMenuEntry(moved, 'character', -1))[0]).toBe('character');
  });

  it('cuts labels longer than seven characters to six', () => {
    expect(menuLabel('Actions')).toBe('Actions');
    expect(menuLabel('Character')).toBe('Chara…');
    expect(menuLabel('Character')).toHaveLength(6);
  });
});
