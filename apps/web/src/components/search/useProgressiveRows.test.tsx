import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FIRST_SCREEN_ROWS, useProgressiveRows } from './useProgressiveRows.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `entry ${i}`);

/** A list that records how many rows each of its renders showed. */
function List({ rows, renders }: { rows: readonly string[]; renders: number[] }) {
  const shown = useProgressiveRows(rows);
  renders.push(shown.length);
  return (
    <ul>
      {shown.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveRows', () => {
  it('shows a long list’s first screenful first, then every row', () => {
    const renders: number[] = [];
    render(<List rows={numbers(340)} renders={renders} />);
    expect(renders[0]).toBe(FIRST_SCREEN_ROWS);
    expect(screen.getAllByRole('listitem')).toHaveLength(340);
  });

  it('shows a short list whole at once', () => {
    const renders: number[] = [];
    render(<List rows={numbers(5)} renders={renders} />);
    expect(renders.every((count) => count === 5)).toBe(true);
  });

  it('never shortens the list under the reader when it narrows or is rebuilt alike', () => {
    const renders: number[] = [];
    const all = numbers(340);
    const view = render(<List rows={all} renders={renders} />);
    renders.length = 0;
    view.rerender(<List rows={[...all]} renders={renders} />);
    expect(renders.every((count) => count === 340)).toBe(true);
    view.rerender(<List rows={all.slice(0, 300)} renders={renders} />);
    expect(renders.every((count) => count >= 300)).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(300);
  });

  it('grows a widened list from its first screenful, and ends with every row', () => {
    const renders: number[] = [];
    const view = render(<List rows={numbers(3)} renders={renders} />);
    renders.length = 0;
    view.rerender(<List rows={numbers(340)} renders={renders} />);
    // (A render that first takes the new list in may still show the old one.)
    expect(renders.filter((count) => count > 3)[0]).toBe(FIRST_SCREEN_ROWS);
    expect(screen.getAllByRole('listitem')).toHaveLength(340);
  });
});
