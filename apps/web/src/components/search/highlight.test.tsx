import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Highlighted, matchRange } from './highlight.tsx';

describe('search highlight', () => {
  it('finds the query in a title regardless of case and accents', () => {
    expect(matchRange('Magic Missile', 'missile')).toEqual([6, 13]);
    expect(matchRange('Magic Missile', '  MAGIC ')).toEqual([0, 5]);
    expect(matchRange('Café Hex', 'cafe')).toEqual([0, 4]);
    expect(matchRange('Cafe\u0301 Hex', 'cafe h')).toEqual([0, 7]);
    expect(matchRange('Magic Missile', 'fire')).toBeNull();
    expect(matchRange('Magic Missile', '   ')).toBeNull();
  });

  it('marks the matching part only', () => {
    const { container } = render(<Highlighted text="Fire Bolt" query="bol" />);
    expect(container.textContent).toBe('Fire Bolt');
    expect(container.querySelector('mark')?.textContent).toBe('Bol');
    const plain = render(<Highlighted text="Fire Bolt" query="" />);
    expect(plain.container.querySelector('mark')).toBeNull();
  });
});
