import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FIRST_SCREEN_ROWS, ROWS_PER_STEP, useProgressiveRows } from './useProgressiveRows.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `entry ${i}`);

/** A list that records how many rows each of its renders showed. */
function List({ rows, renders }: { rows: readonly string[]; renders: number[] }) {
  const { rows: shown, endRef, more } = useProgressiveRows(rows);
  renders.push(shown.length);
  return (
    <>
      <ul>
        {shown.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      {more && <div ref={endRef} data-testid="end" />}
    </>
  );
}

describe('useProgressiveRows without IntersectionObserver', () => {
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

/**
 * jsdom has no layout, so no IntersectionObserver: this one stands in for the browser's, and
 * the test says when the list's end comes near the window (as a scroll would).
 */
class NearEnd {
  static observers = new Set<NearEnd>();
  readonly options: IntersectionObserverInit | undefined;
  private targets: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    NearEnd.observers.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    NearEnd.observers.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The end is `near` the window (true) or not: as the browser reports on observe and on scroll. */
  static scroll(near: boolean) {
    for (const observer of [...NearEnd.observers]) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry,
      );
      observer.report(entries, observer as unknown as IntersectionObserver);
    }
  }
}

describe('useProgressiveRows as the reader scrolls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    NearEnd.observers.clear();
  });

  it('shows the first screenful, and more rows each time the end comes near, until all', async () => {
    vi.stubGlobal('IntersectionObserver', NearEnd);
    render(<List rows={numbers(100)} renders={[]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ROWS);
    // Far from the end: nothing more.
    act(() => NearEnd.scroll(false));
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ROWS);

    act(() => NearEnd.scroll(true));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ROWS + ROWS_PER_STEP),
    );
    act(() => NearEnd.scroll(true));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
    // Every row is in: the end marker is gone, and nothing is observed any more.
    expect(screen.queryByTestId('end')).toBeNull();
    expect(NearEnd.observers.size).toBe(0);
  });

  it('looks ahead of the window, so rows are in before a scroll reaches them', () => {
    vi.stubGlobal('IntersectionObserver', NearEnd);
    render(<List rows={numbers(100)} renders={[]} />);
    const [observer] = [...NearEnd.observers];
    expect(observer?.options?.rootMargin).toMatch(/^0px 0px \d{3,}px 0px$/);
  });

  it('keeps the rows shown when the list narrows, and shows a short list whole', async () => {
    vi.stubGlobal('IntersectionObserver', NearEnd);
    const view = render(<List rows={numbers(100)} renders={[]} />);
    act(() => NearEnd.scroll(true));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ROWS + ROWS_PER_STEP),
    );
    view.rerender(<List rows={numbers(60)} renders={[]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.queryByTestId('end')).toBeNull();
    view.rerender(<List rows={numbers(5)} renders={[]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
