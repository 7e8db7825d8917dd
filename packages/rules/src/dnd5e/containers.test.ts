import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ItemRules } from './catalogue.ts';
import { containerRefusal, takesItems } from './containers.ts';

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
