import type { RefCallback } from 'react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

/** Rows a first screen shows at once: a phone shows about ten, a tall window twice that. */
export const FIRST_SCREEN_ROWS = 24;

/** Rows added each time the reader comes near the end of those shown. */
export const ROWS_PER_STEP = 48;

/**
 * How far below the visible part of the list its end may still be when more rows are added: two
 * phone screens, so that rows are in before a steady scroll reaches them.
 */
export const ROWS_AHEAD_PX = 1600;

const NOTHING: readonly never[] = [];

/** The same entries in the same order: a re-render that rebuilt the list changed nothing. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The element that scrolls `element` (a drawer's body), or null for the page itself. */
function scrollingAncestor(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return null;
}

export interface ProgressiveRows<T> {
  /** The rows to render now. */
  rows: readonly T[];
  /**
   * For an empty element placed after the list while `more` is true: more rows are rendered
   * whenever it comes within ROWS_AHEAD_PX of the visible part of the page (or drawer).
   */
  endRef: RefCallback<Element>;
  /** Rows of the list are still to come. */
  more: boolean;
}

/**
 * The rows of a long list to render: its first screenful, then ROWS_PER_STEP more each time the
 * reader scrolls near the end of those shown. Rendering all 448 items or 340 spells at once held
 * a phone's main thread for a third of a second on opening the page, and kept thousands of
 * elements the reader mostly never scrolls to; search and filters still run over the whole list,
 * and the results line counts all of it. Rows that are added render in a background render,
 * which React splits into short tasks. What is shown never shrinks while the list narrows or is
 * rebuilt alike, so the page never shortens under the reader. Without IntersectionObserver every
 * row is rendered (in the background, after the first screenful).
 */
export function useProgressiveRows<T>(
  rows: readonly T[],
  first: number = FIRST_SCREEN_ROWS,
): ProgressiveRows<T> {
  // Callers rebuild their list on unrelated renders (new closures): keep the settled one.
  const [list, setList] = useState(rows);
  if (list !== rows && !sameRows(list, rows)) setList(rows);
  const observing = typeof IntersectionObserver === 'function';
  const [limit, setLimit] = useState(first);
  const wanted = observing ? Math.min(limit, list.length) : list.length;
  const target = useMemo(
    () => (wanted >= list.length ? list : list.slice(0, wanted)),
    [list, wanted],
  );
  const rendered = useDeferredValue(target, NOTHING);
  const shown =
    rendered === target
      ? target
      : target.slice(0, Math.min(target.length, Math.max(first, rendered.length)));

  const [end, setEnd] = useState<Element | null>(null);
  const endRef = useCallback<RefCallback<Element>>((element) => setEnd(element), []);
  const more = wanted < list.length;
  useEffect(() => {
    if (!observing || !end || !more || rendered !== target) return undefined;
    // A new observer for each step: it reports at once whether the end is still near (a tall
    // window, a fast scroll), which an observer kept across steps would not.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setLimit((current) => current + ROWS_PER_STEP);
        }
      },
      { root: scrollingAncestor(end), rootMargin: `0px 0px ${ROWS_AHEAD_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [observing, end, more, rendered, target]);

  return { rows: shown, endRef, more };
}
