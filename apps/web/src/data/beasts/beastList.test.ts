import { describe, expect, it } from 'vitest';

import type { CharacterBeast } from '@hearth/contract';

import { groupByType, withBeastChange } from './beastList.ts';

const row = (id: string, type: string, extra: Partial<CharacterBeast> = {}): CharacterBeast => ({
  id,
  character_id: '42',
  beast_id: id,
  type,
  notes: '',
  active: false,
  pin: false,
  sort_order: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe("a character's beasts", () => {
  it('activating one switches off the active one of its type only', () => {
    const list = [
      row('wolf', 'wildshape', { active: true }),
      row('cat', 'wildshape'),
      row('horse', 'mount', { active: true }),
    ];
    const next = withBeastChange(list, 'cat', { active: true });
    expect(next.map((beast) => [beast.id, beast.active])).toEqual([
      ['wolf', false],
      ['cat', true],
      ['horse', true],
    ]);
    // Deactivating touches nothing else.
    expect(withBeastChange(next, 'cat', { active: false }).filter((b) => b.active)).toHaveLength(1);
  });

  it('groups by type in the types’ order, pinned first then by sort order', () => {
    const groups = groupByType([
      row('horse', 'mount'),
      row('wolf', 'wildshape', { sort_order: 2 }),
      row('cat', 'wildshape', { sort_order: 1 }),
      row('owl', 'wildshape', { sort_order: 5, pin: true }),
      row('hawk', 'companion'),
    ]);
    expect(groups.map((group) => [group.type, group.beasts.map((beast) => beast.id)])).toEqual([
      ['wildshape', ['owl', 'cat', 'wolf']],
      ['companion', ['hawk']],
      ['mount', ['horse']],
    ]);
  });
});
