import { useDeferredValue, useState } from 'react';

/** Rows a first screen shows at once: a phone shows about ten, a tall window twice that. */
export const FIRST_SCREEN_ROWS = 24;

const NOTHING: readonly never[] = [];

/** The same entries in the same order: a re-render that rebuilt the list changed nothing. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The rows of a long list to render now. A list that grows (on opening the page, or when a
 * search or a filter is cleared) renders its first screenful at once and the rest in a background
 * render, which React splits into short tasks and restarts if the list changes meanwhile: the
 * 340 spells rendered in one go held a phone's main thread for a quarter of a second. A list that
 * shrinks or keeps its length (a narrower search, a toggle) renders whole at once, so the page
 * never shortens under the reader. Search and filters still run over the whole list, and the
 * results line counts all of it; the rest of the rows follow within a few frames.
 */
export function useProgressiveRows<T>(
  rows: readonly T[],
  first: number = FIRST_SCREEN_ROWS,
): readonly T[] {
  // Callers rebuild their list on unrelated renders (new closures): keep the settled one.
  const [list, setList] = useState(rows);
  if (list !== rows && !sameRows(list, rows)) setList(rows);
  const rendered = useDeferredValue(list, NOTHING);
  if (rendered === list) return list;
  const now = Math.max(first, rendered.length);
  return now >= list.length ? list : list.slice(0, now);
}
