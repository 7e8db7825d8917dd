import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a catalogue list shows every row its results line counts: a long list shows its
 * first screenful first and the rest a moment later (useProgressiveRows), so a test that reads
 * the rows after finding the first one waits for the rest. Passes at once on a page without one,
 * unless `loaded`. Waiting so before finding a row far down is also much cheaper than letting
 * findByRole search hundreds of rows again on every one the list adds.
 */
export async function wholeList({ loaded = false } = {}): Promise<void> {
  await waitFor(() => {
    const status = document.querySelector('.search-results [role=status]');
    // `loaded`: the list must be there (its catalogue loaded), not only complete if it is.
    if (!status) return expect(loaded).toBe(false);
    const counted = Number.parseInt(status.textContent ?? '', 10);
    expect(document.querySelectorAll('.search-row')).toHaveLength(counted);
  });
}
