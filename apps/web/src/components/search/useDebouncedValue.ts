import { useEffect, useState } from 'react';

/** Spec §9: the search highlight (and the filtering with it) waits for 200 ms of no typing. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
