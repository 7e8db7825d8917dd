import { describe, expect, it } from 'vitest';

import { fighter } from './fixtures/characters.ts';
import {
  endRage,
  hasState,
  restoreResource,
  setResourceUsed,
  spendResource,
  startRage,
} from './states.ts';

const rage = { key: 'prop-rage', max: 2 };

describe('resources', () => {
  it('spends uses while some are left and refuses beyond the maximum', () => {
    const once = spendResource(fighter(), rage).character;
    expect(once.resources['prop-rage']).toBe(1);
    const twice = spendResource(once, rage, 1).character;
    const refused = spendResource(twice, rage);
    expect(refused.character).toBe(twice);
    expect(refused.messages[0]?.key).toBe('resource.none-left');
  });

  it('spends without limit when the maximum is 0, and restores never below 0 used', () => {
    const unlimited = { key: 'prop-custom', max: 0 };
    expect(spendResource(fighter(), unlimited, 7).character.resources['prop-custom']).toBe(7);
    const restored = restoreResource(fighter({ resources: { 'prop-rage': 1 } }), rage, 3);
    expect(restored.resources['prop-rage']).toBe(0);
  });

  it('sets a used count within 0 and the maximum', () => {
    expect(setResourceUsed(fighter(), rage, 5).resources['prop-rage']).toBe(2);
    expect(setResourceUsed(fighter(), rage, -1).resources['prop-rage']).toBe(0);
    expect(setResourceUsed(fighter(), rage, Number.NaN).resources['prop-rage']).toBe(0);
  });
});

describe('rage', () => {
  it('spends a use and switches raging on; ending it switches it off', () => {
    const raging = startRage(fighter(), rage).character;
    expect(hasState(raging, 'raging')).toBe(true);
    expect(raging.resources['prop-rage']).toBe(1);
    expect(startRage(raging, rage).character).toBe(raging);
    expect(hasState(endRage(raging), 'raging')).toBe(false);
  });

  it('is refused with no use left', () => {
    const spent = fighter({ resources: { 'prop-rage': 2 } });
    const { character, messages } = startRage(spent, rage);
    expect(hasState(character, 'raging')).toBe(false);
    expect(messages[0]?.key).toBe('resource.none-left');
  });
});
