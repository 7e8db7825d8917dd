import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ItemRules } from './catalogue.ts';
import { containerRefusal, packContainer, packLines, takesItems } from './containers.ts';

const backpack: Pick<ItemRules, 'container'> = { container: { capacity: 30 } };
const flask: Pick<ItemRules, 'container'> = { container: { liquids_only: true } };
const quiver: Pick<ItemRules, 'container'> = { container: { holds: ['arrows'] } };
const sword: Pick<ItemRules, 'container'> = {};

describe('what a container holds', () => {
  it.each([
    ['a backpack takes a sword', backpack, 'longsword', undefined],
    ['a backpack takes a custom item', backpack, null, undefined],
    ['a quiver takes arrows', quiver, 'arrows', undefined],
    ['a quiver refuses bolts', quiver, 'bolts', 'made-for-others'],
    ['a quiver refuses a custom item with no base', quiver, null, 'made-for-others'],
    ['a flask refuses anything', flask, 'arrows', 'liquids-only'],
    ['a sword is no container', sword, 'arrows', 'not-a-container'],
    ['nothing is no container', undefined, 'arrows', 'not-a-container'],
  ] as const)('%s', (_, container, held, refusal) => {
    expect(containerRefusal(container, held)).toBe(refusal);
  });

  it('a container takes items exactly when it refuses none for being a vessel or no container', () => {
    const arbitrary = fc.oneof(
      fc.constant(undefined),
      fc.record(
        {
          container: fc.record(
            {
              liquids_only: fc.boolean(),
              holds: fc.array(fc.constantFrom('arrows', 'bolts', 'map'), { minLength: 1 }),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('arrows', 'bolts', 'rope', null), (box, held) => {
        const refusal = containerRefusal(box, held);
        expect(takesItems(box)).toBe(refusal !== 'not-a-container' && refusal !== 'liquids-only');
      }),
    );
  });
});

describe('packs go into the container they come with', () => {
  const rules: Record<string, Pick<ItemRules, 'container'>> = {
    backpack,
    chest: { container: {} },
    'case-map-or-scroll': { container: { holds: ['paper', 'parchment'] } },
    waterskin: flask,
  };
  const itemOf = (id: string) => rules[id] ?? sword;
  const line = (item_id: string, quantity = 1) => ({ item_id, quantity });
  const explorers = {
    items: [
      line('backpack'),
      line('bedroll'),
      line('rations', 10),
      line('torch', 10),
      line('waterskin'),
    ],
  };
  const diplomats = {
    items: [line('chest'), line('case-map-or-scroll', 2), line('fine-clothes'), line('ink')],
  };
  const packs = [explorers, diplomats];

  it("finds the pack's container: the one that takes anything", () => {
    expect(packContainer(explorers.items, itemOf)).toBe('backpack');
    // The scroll cases hold only paper; the chest holds the rest.
    expect(packContainer(diplomats.items, itemOf)).toBe('chest');
    expect(packContainer([line('torch'), line('waterskin')], itemOf)).toBeUndefined();
    // Two backpacks: which one would it be?
    expect(packContainer([line('backpack', 2), line('torch')], itemOf)).toBeUndefined();
  });

  it("puts a pack's items into its backpack", () => {
    expect(packLines(explorers.items, packs, itemOf)).toEqual({
      container: 'backpack',
      inside: [line('bedroll'), line('rations', 10), line('torch', 10), line('waterskin')],
      loose: [line('backpack')],
    });
    expect(packLines(diplomats.items, packs, itemOf)).toMatchObject({
      container: 'chest',
      inside: [line('case-map-or-scroll', 2), line('fine-clothes'), line('ink')],
    });
  });

  it('finds the pack unpacked in starting equipment; the rest of the kit stays loose', () => {
    const fighter = [
      line('chain-mail'),
      line('greatsword'),
      ...explorers.items,
      // Two more torches than the pack brings: they stay loose.
      line('torch', 2),
    ];
    expect(packLines(fighter, packs, itemOf)).toEqual({
      container: 'backpack',
      inside: [line('bedroll'), line('rations', 10), line('torch', 10), line('waterskin')],
      loose: [line('chain-mail'), line('greatsword'), line('backpack'), line('torch', 2)],
    });
  });

  it('leaves everything loose without a whole pack', () => {
    const partial = [line('backpack'), line('bedroll'), line('torch', 3)];
    expect(packLines(partial, packs, itemOf)).toEqual({ inside: [], loose: partial });
  });

  it('neither loses nor adds an item', () => {
    const ids = ['backpack', 'bedroll', 'rations', 'torch', 'waterskin', 'chest', 'ink'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            item_id: fc.constantFrom(...ids),
            quantity: fc.integer({ min: 1, max: 12 }),
          }),
        ),
        (lines) => {
          const packed = packLines(lines, packs, itemOf);
          const count = (list: readonly { item_id: string; quantity: number }[], id: string) =>
            list
              .filter((found) => found.item_id === id)
              .reduce((sum, found) => sum + found.quantity, 0);
          for (const id of ids) {
            expect(count(packed.inside, id) + count(packed.loose, id)).toBe(count(lines, id));
          }
        },
      ),
    );
  });
});
