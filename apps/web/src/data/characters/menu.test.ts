import { describe, expect, it } from 'vitest';

import { defaultMenu, menuLabel, moveMenuEntry, toggleMenuEntry, visibleMenu } from './menu.ts';

describe('the character menu', () => {
  it('is configured by class: magic and actions for casters and druids, beasts for druids only, no inventory for druids', () => {
    expect(visibleMenu(defaultMenu({ spellcaster: false, druid: false }))).toEqual([
      'character',
      'features',
      'inventory',
      'notes',
    ]);
    expect(visibleMenu(defaultMenu({ spellcaster: true, druid: false }))).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'inventory',
      'notes',
    ]);
    expect(visibleMenu(defaultMenu({ spellcaster: true, druid: true }))).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'beasts',
      'notes',
    ]);
  });

  it('shows every entry when never configured, and never hides the sheet', () => {
    expect(visibleMenu(undefined)).toHaveLength(7);
    const hidden = toggleMenuEntry(undefined, 'character', false);
    expect(visibleMenu(hidden)).toContain('character');
    expect(visibleMenu(toggleMenuEntry(undefined, 'notes', false))).not.toContain('notes');
  });

  it('moves entries up and down, keeping the others in order', () => {
    const moved = moveMenuEntry(undefined, 'notes', -1);
    expect(visibleMenu(moved)).toEqual([
      'character',
      'features',
      'magic',
      'actions',
      'inventory',
      'notes',
      'beasts',
    ]);
    expect(visibleMenu(moveMenuEntry(moved, 'character', -1))[0]).toBe('character');
  });

  it('cuts labels longer than seven characters to six', () => {
    expect(menuLabel('Actions')).toBe('Actions');
    expect(menuLabel('Character')).toBe('Chara…');
    expect(menuLabel('Character')).toHaveLength(6);
  });
});
