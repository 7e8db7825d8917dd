import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PULL_MAX, PULL_RATIO, PULL_TRIGGER, PullToRefresh } from './PullToRefresh.tsx';

function renderPull({ disabled = false, onRefresh = vi.fn(() => Promise.resolve()) } = {}) {
  render(
    <PullToRefresh disabled={disabled} onRefresh={onRefresh}>
      <p>List</p>
    </PullToRefresh>,
  );
  return { onRefresh, area: screen.getByText('List').parentElement as HTMLElement };
}

/** A finger pulling down `finger` px from y = 100, optionally stopping before lifting. */
function pull(area: HTMLElement, finger: number, { lift = true } = {}) {
  fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(area, { touches: [{ clientY: 100 + finger }] });
  if (lift) fireEvent.touchEnd(area);
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('pull-to-refresh', () => {
  afterEach(() => scrolledTo(0));

  it('keeps the spec’s figures: trigger 115, max drag 120, ratio 0.5', () => {
    expect([PULL_TRIGGER, PULL_MAX, PULL_RATIO]).toEqual([115, 120, 0.5]);
  });

  it('follows the finger at half speed and refreshes once pulled 115', async () => {
    const { area, onRefresh } = renderPull();
    // 220 px of finger is 110 of pull: not enough.
    pull(area, 220, { lift: false });
    expect(screen.getByRole('status').textContent).toBe('Pull to refresh');
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();

    pull(area, 230, { lift: false });
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    fireEvent.touchEnd(area);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
  });

  it('the pull stops at 120 however far the finger goes', () => {
    const { area } = renderPull();
    pull(area, 1000, { lift: false });
    // The indicator grows with the pull (0.4 of it): at most 48 px.
    expect(screen.getByRole('status').style.height).toBe(`${PULL_MAX * 0.4}px`);
  });

  it('works only from the top of the page', () => {
    const { area, onRefresh } = renderPull();
    scrolledTo(40);
    pull(area, 400);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is blocked while a refresh runs', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { area } = renderPull({ onRefresh });
    pull(area, 300);
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    pull(area, 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    pull(area, 300);
    expect(onRefresh).toHaveBeenCalledTimes(2);
    await act(async () => finish());
  });

  it('offline it shows why instead of refreshing', () => {
    const { area, onRefresh } = renderPull({ disabled: true });
    pull(area, 300, { lift: false });
    expect(screen.getByRole('status').textContent).toContain('Refreshing needs a connection');
    expect(screen.getByRole('status').querySelector('svg')).not.toBeNull();
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('a failed refresh is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { area } = renderPull({ onRefresh: vi.fn(() => Promise.reject(new Error('down'))) });
    pull(area, 300);
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(warn).toHaveBeenCalledWith('Refresh failed', expect.any(Error));
    expect(screen.queryByRole('status')).toBeNull();
    warn.mockRestore();
  });
});
