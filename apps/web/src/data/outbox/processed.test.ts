import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  cleanProcessed,
  PROCESSED_CLEAN_INTERVAL_MS,
  PROCESSED_KEY,
  PROCESSED_MAX_AGE_MS,
  PROCESSED_MAX_COUNT,
  rememberProcessed,
  startProcessedCleaning,
  wasProcessed,
} from './processed.ts';

const stored = () => JSON.parse(window.localStorage.getItem(PROCESSED_KEY) ?? '[]') as unknown[];

describe('the processed-request memory', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers confirmed ids in local storage as [id, at] pairs', () => {
    rememberProcessed('a', 1000);
    expect(wasProcessed('a')).toBe(true);
    expect(wasProcessed('b')).toBe(false);
    expect(stored()).toEqual([['a', 1000]]);
  });

  it('drops ids older than 10 minutes when cleaned', () => {
    rememberProcessed('old', 0);
    rememberProcessed('recent', PROCESSED_MAX_AGE_MS);
    cleanProcessed(PROCESSED_MAX_AGE_MS + 1);
    expect(wasProcessed('old')).toBe(false);
    expect(wasProcessed('recent')).toBe(true);
  });

  it('keeps at most the newest 1000', () => {
    const now = Date.now();
    for (let index = 0; index <= PROCESSED_MAX_COUNT; index += 1) {
      rememberProcessed(`id-${index}`, now);
    }
    expect(stored()).toHaveLength(PROCESSED_MAX_COUNT);
    expect(wasProcessed('id-0')).toBe(false);
    expect(wasProcessed(`id-${PROCESSED_MAX_COUNT}`)).toBe(true);
  });

  it('cleans every 60 seconds once started', () => {
    vi.useFakeTimers();
    const stop = startProcessedCleaning();
    rememberProcessed('soon-old', Date.now());
    vi.setSystemTime(Date.now() + PROCESSED_MAX_AGE_MS + 1);
    expect(wasProcessed('soon-old')).toBe(true);
    vi.advanceTimersByTime(PROCESSED_CLEAN_INTERVAL_MS);
    expect(wasProcessed('soon-old')).toBe(false);
    stop();
  });
});
