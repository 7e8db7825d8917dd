import { describe, expect, it } from 'vitest';

import { Item } from './item.ts';

const quarterstaff = {
  category: 'melee',
  damage: { dice: '1d6', type: 'bludgeoning' },
  versatile_dice: '1d8',
} as const;

const staff = {
  id: 'test-staff',
  source: 'srd-5-2',
  title: 'Test Staff',
  description: 'A staff.',
  type: 'staff',
  rarity: 'rare',
  value: 0,
  weight: 4,
  properties: ['versatile'],
  attunement: true,
  countable: false,
  magical: true,
} as const;

const issuesOf = (entry: unknown) =>
  Item.safeParse(entry).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('item schema: magic items', () => {
  it('lets a staff or a rod carry the weapon stats it is wielded with, and its mastery', () => {
    expect(issuesOf({ ...staff, weapon: quarterstaff, mastery: 'topple' })).toEqual([]);
    expect(issuesOf({ ...staff, type: 'rod', weapon: quarterstaff })).toEqual([]);
    expect(issuesOf(staff)).toEqual([]);
  });

  it('refuses weapon stats on anything else that is not a weapon', () => {
    expect(issuesOf({ ...staff, type: 'wondrous', weapon: quarterstaff })).toContain('weapon');
    expect(issuesOf({ ...staff, type: 'wand', weapon: quarterstaff })).toContain('weapon');
    expect(issuesOf({ ...staff, type: 'wondrous', mastery: 'topple' })).toContain('mastery');
    const weapon = { ...staff, type: 'weapon', subtype: 'simple' };
    expect(issuesOf(weapon)).toContain('weapon');
  });

  it('takes d3 charge regains (1d3 at dawn) but not dice that do not exist', () => {
    const charged = (regain: string) => ({
      ...staff,
      charges: { max: 3, recharge: 'dawn', regain },
    });
    expect(issuesOf(charged('1d3'))).toEqual([]);
    expect(issuesOf(charged('1d6+4'))).toEqual([]);
    expect(issuesOf(charged('1d5'))).toEqual(['charges.regain']);
  });
});

describe('item schema: a book studied for good', () => {
  const tome = { ...staff, type: 'wondrous', properties: [], attunement: false } as const;

  it('takes the ability, the increase and the highest score', () => {
    expect(issuesOf({ ...tome, study: { ability: 'int', value: 2, max: 30 } })).toEqual([]);
  });

  it('refuses an unknown ability, an increase outside 1-4 and a max above 30', () => {
    expect(issuesOf({ ...tome, study: { ability: 'luck', value: 2, max: 30 } })).toContain(
      'study.ability',
    );
    expect(issuesOf({ ...tome, study: { ability: 'int', value: 5, max: 30 } })).toContain(
      'study.value',
    );
    expect(issuesOf({ ...tome, study: { ability: 'int', value: 2, max: 31 } })).toContain(
      'study.max',
    );
  });
});
