import { describe, expect, it } from 'vitest';

import { plainLines } from './FeatureLines.tsx';

describe('plainLines', () => {
  it('turns a markdown list into bullet lines and drops bold markers', () => {
    expect(plainLines('Your base thresholds are:\n\n- **Tier 1:** 9/19\n- Tier 2: 11/24')).toBe(
      'Your base thresholds are:\n• Tier 1: 9/19\n• Tier 2: 11/24',
    );
  });
});
