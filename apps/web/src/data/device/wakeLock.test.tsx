import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { WakeLockLike, WakeLockSentinelLike } from './wakeLock.ts';
import { useScreenWakeLock } from './wakeLock.ts';

/** A browser's wake lock: it hands out sentinels and drops them when the page is hidden. */
class FakeWakeLock implements WakeLockLike {
  sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  refuse: Error | null = null;

  request = vi.fn((type: 'screen'): Promise<WakeLockSentinelLike> => {
    expect(type).toBe('screen');
    if (this.refuse) return Promise.reject(this.refuse);
    const sentinel = {
      released: false,
      release() {
        sentinel.released = true;
        return Promise.resolve();
      },
    };
    this.sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });

  get held(): number {
    return this.sentinels.filter((sentinel) => !sentinel.released).length;
  }

  /** What the browser does when the page is hidden. */
  dropAll() {
    for (const sentinel of this.sentinels) sentinel.released = true;
  }
}

function Sheet({ wakeLock }: { wakeLock: WakeLockLike | undefined }) {
  useScreenWakeLock(wakeLock);
  return <p>sheet</p>;
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => act(() => Promise.resolve());

describe('the screen wake lock on the sheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the screen on while the sheet is open and lets go on leaving', async () => {
    const wakeLock = new FakeWakeLock();
    const view = render(<Sheet wakeLock={wakeLock} />);
    await settle();
    expect(wakeLock.held).toBe(1);
    view.unmount();
    expect(wakeLock.held).toBe(0);
  });

  it('asks again when the page shows after being hidden', async () => {
    const wakeLock = new FakeWakeLock();
    render(<Sheet wakeLock={wakeLock} />);
    await settle();
    act(() => {
      wakeLock.dropAll();
      setVisibility('hidden');
    });
    await settle();
    // Hidden: nothing to ask for.
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held).toBe(1);
  });

  it('does not ask twice while it holds the lock', async () => {
    const wakeLock = new FakeWakeLock();
    render(<Sheet wakeLock={wakeLock} />);
    await settle();
    act(() => setVisibility('visible'));
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
  });

  it('a lock granted after the sheet was left is released at once', async () => {
    const wakeLock = new FakeWakeLock();
    const view = render(<Sheet wakeLock={wakeLock} />);
    view.unmount();
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    expect(wakeLock.held).toBe(0);
  });

  it('a refusal is only logged, and no support means nothing happens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wakeLock = new FakeWakeLock();
    wakeLock.refuse = new DOMException('Battery low', 'NotAllowedError');
    render(<Sheet wakeLock={wakeLock} />);
    await settle();
    expect(warn).toHaveBeenCalledWith('The screen wake lock was refused.', wakeLock.refuse);

    expect(() => render(<Sheet wakeLock={undefined} />)).not.toThrow();
  });
});
