import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a catalogue list shows every row its results line counts: a long list shows its
 * first screenful first and the rest a moment later (useProgressiveRows), so a test that reads
 * the rows after finding the first one waits for the rest. Passes at once on a page without one.
 */
export async function wholeList(): Promise<void> {
  await waitFor(() => {
    const status = document.querySelector('.search-results [role=status]');
    if (!status) return;
    const counted = Number.parseInt(status.textContent ?? '', 10);
    expect(document.querySelectorAll('.search-row')).toHaveLength(counted);
  });
}
