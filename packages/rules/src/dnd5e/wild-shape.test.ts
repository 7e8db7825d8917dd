import { describe, expect, it } from 'vitest';

import { fighter } from './fixtures/characters.ts';
import { hasState } from './states.ts';
import { leaveWildShape, wildShape } from './wild-shape.ts';

const druid4 = fighter({
  classes: [{ id: 'druid', level: 4 }],
  hp: { current: 27, max: 27, max_mod: 0, temp: 0 },
});

describe('wild shape (a druid 4)', () => {
  it('spends a use and gives temporary HP equal to the druid level (SRD 5.2)', () => {
    const { character } = wildShape(druid4, { uses: 2, druidLevel: 4 });
    expect(character.hp.temp).toBe(4);
    expect(character.resources['prop-wild-shape']).toBe(1);
  });

  it('keeps larger temp HP (they do not stack)', () => {
    const shielded = { ...druid4, hp: { ...druid4.hp, temp: 9 } };
    expect(wildShape(shielded, { uses: 2, druidLevel: 4 }).character.hp.temp).toBe(9);
  });

  it('is refused once every use is spent', () => {
    const spent = { ...druid4, resources: { 'prop-wild-shape': 2 } };
    const { character, messages } = wildShape(spent, { uses: 2, druidLevel: 4 });
    expect(character).toBe(spent);
    expect(messages[0]?.key).toBe('wild-shape.no-uses');
  });
});

describe('wild shape state', () => {
  it('switches the wild-shape state on with the shape and off on leaving it', () => {
    const shaped = wildShape(druid4, { uses: 2, druidLevel: 4 }).character;
    expect(hasState(shaped, 'wild-shape')).toBe(true);
    const back = leaveWildShape(shaped);
    expect(hasState(back, 'wild-shape')).toBe(false);
    expect(back.hp.temp).toBe(shaped.hp.temp);
  });
});
