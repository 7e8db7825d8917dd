import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OnlineMonitor } from './onlineStatus.ts';
import { createOnlineMonitor, NETWORK_POLL_MS } from './onlineStatus.ts';
import { useOnline } from './useOnline.ts';

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

describe('useOnline', () => {
  let reachable: boolean;
  let probe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  let monitor: OnlineMonitor;

  beforeEach(() => {
    vi.useFakeTimers();
    setNavigatorOnline(true);
    reachable = true;
    probe = vi.fn(async () => reachable);
    monitor = createOnlineMonitor(probe);
  });

  afterEach(() => {
    monitor.stop();
    vi.useRealTimers();
    setNavigatorOnline(true);
  });

  async function flush() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  it('reacts to the offline and online events', async () => {
    monitor.start();
    const { result } = renderHook(() => useOnline(monitor));
    await flush();
    expect(result.current).toBe(true);

    setNavigatorOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);

    setNavigatorOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(result.current).toBe(true);
  });

  it('polls the server every 5 seconds', async () => {
    monitor.start();
    const { result } = renderHook(() => useOnline(monitor));
    await flush();
    expect(probe).toHaveBeenCalledTimes(1);

    reachable = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NETWORK_POLL_MS);
    });
    expect(probe).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(false);

    reachable = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NETWORK_POLL_MS);
    });
    expect(result.current).toBe(true);
  });

  it('lets an offline event win over a probe still in flight', async () => {
    let answer: (value: boolean) => void = () => {};
    probe.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    monitor.start();
    const { result } = renderHook(() => useOnline(monitor));

    setNavigatorOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    answer(true);
    await flush();
    expect(result.current).toBe(false);
  });

  it('stops polling when stopped', async () => {
    monitor.start();
    await flush();
    monitor.stop();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NETWORK_POLL_MS * 3);
    });
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('a call that could not reach the server turns the app offline at once and probes again', async () => {
    monitor.start();
    const { result } = renderHook(() => useOnline(monitor));
    await flush();
    expect(probe).toHaveBeenCalledTimes(1);

    reachable = false;
    let answer: (value: boolean) => void = () => {};
    probe.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    act(() => {
      monitor.reportUnreachable?.();
      // Several calls failing together probe once.
      monitor.reportUnreachable?.();
    });
    expect(result.current).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
    answer(false);
    await flush();
    expect(result.current).toBe(false);

    // The server is back: the next probe brings the app online.
    reachable = true;
    act(() => monitor.reportUnreachable?.());
    await flush();
    expect(result.current).toBe(true);
  });

  it('a stopped monitor ignores failed calls', async () => {
    act(() => monitor.reportUnreachable?.());
    expect(monitor.get()).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('a probe on its way when a call fails does not bring the app back online', async () => {
    let answer: (value: boolean) => void = () => {};
    probe.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    monitor.start();
    const { result } = renderHook(() => useOnline(monitor));
    reachable = false;
    act(() => monitor.reportUnreachable?.());
    answer(true);
    await flush();
    expect(result.current).toBe(false);
  });
});
