import { describe, expect, it } from 'vitest';

import type { Catalogue } from './compile.ts';
import { compileCatalogue } from './compile.ts';
import { crossReferenceProblems } from './cross-check.ts';
import { ENTRIES_DIR } from './paths.ts';

/** The real catalogue, with one change made to a deep copy of it. */
function withChange(change: (catalogue: Catalogue) => void): Catalogue {
  const catalogue = structuredClone(compileCatalogue(ENTRIES_DIR));
  change(catalogue);
  return catalogue;
}

type Loose = Record<string, unknown> & { id: string };
/** One entry of a store, typed as loosely as the test needs to break it. */
const entry = <T = Loose>(catalogue: Catalogue, store: keyof Catalogue, id: string): T =>
  (catalogue[store].entries as Loose[]).find((e) => e.id === id) as unknown as T;

describe('crossReferenceProblems', () => {
  it('finds none in the catalogue as written', () => {
    expect(crossReferenceProblems(compileCatalogue(ENTRIES_DIR))).toEqual([]);
  });

  it.each([
    [
      'a spell granted by a subclass feature',
      (c: Catalogue) => {
        const life = entry(c, 'features', 'life-domain') as {
          features: { mechanics?: unknown[] }[];
        };
        life.features[0]!.mechanics = [
          { id: 'x', type: 'spells', status: 'prepared', spells: ['no-such-spell'] },
        ];
      },
      'features/life-domain (x): unknown spell "no-such-spell"',
    ],
    [
      "a background's origin feat",
      (c: Catalogue) => {
        entry(c, 'backgrounds', 'sage').feat = 'grappler';
      },
      'backgrounds/sage: "grappler" is not an origin feat',
    ],
    [
      "a class's skill list",
      (c: Catalogue) => {
        (
          entry(c, 'classes', 'rogue').proficiencies as { skills: { from: string[] } }
        ).skills.from.push('cooking');
      },
      'classes/rogue: unknown skill "cooking"',
    ],
    [
      'what a container is made for',
      (c: Catalogue) => {
        (entry(c, 'items', 'quiver').container as { holds: string[] }).holds = ['javelins'];
      },
      'items/quiver: unknown item "javelins"',
    ],
    [
      'an item in a preset',
      (c: Catalogue) => {
        (entry(c, 'presets', 'explorers-pack').items as unknown[]).push({
          item_id: 'jetpack',
          quantity: 1,
        });
      },
      'presets/explorers-pack: unknown item "jetpack"',
    ],
    [
      'a class-table column read by a mechanic',
      (c: Catalogue) => {
        const barbarian = entry<{ columns: { key: string }[] }>(c, 'classes', 'barbarian');
        barbarian.columns = barbarian.columns.filter((column) => column.key !== 'rage');
      },
      'unknown column "rage" of barbarian',
    ],
    [
      'a spell a magic item casts',
      (c: Catalogue) => {
        entry<{ spells: { spell: string }[] }>(
          c,
          'items',
          'wand-of-magic-missiles',
        ).spells[0]!.spell = 'magic-rocket';
      },
      'items/wand-of-magic-missiles: unknown spell "magic-rocket"',
    ],
    [
      'a base item a magic item names',
      (c: Catalogue) => {
        entry<{ base_item: { ids?: string[] } }>(c, 'items', 'magic-shield').base_item.ids = [
          'tower-shield',
        ];
      },
      'items/magic-shield: unknown item "tower-shield"',
    ],
    [
      "a spell in a creature's spellcasting",
      (c: Catalogue) => {
        const lich = entry<{ actions: { spellcasting?: { at_will?: string[] } }[] }>(
          c,
          'beasts',
          'lich',
        );
        lich.actions.find((action) => action.spellcasting)!.spellcasting!.at_will = ['doom-ray'];
      },
      'beasts/lich: unknown spell "doom-ray"',
    ],
  ])('reports a dangling reference: %s', (_what, change, expected) => {
    expect(crossReferenceProblems(withChange(change)).join('\n')).toContain(expected);
  });
});
