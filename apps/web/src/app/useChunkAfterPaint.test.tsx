import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useChunkAfterPaint } from './useChunkAfterPaint.ts';

describe('useChunkAfterPaint', () => {
  it('loads once per mount and says so when the code is in', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const { result, rerender } = renderHook(() => useChunkAfterPaint(load));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays false when the code cannot be loaded (offline), without an unhandled rejection', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useChunkAfterPaint(load));
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });
});
