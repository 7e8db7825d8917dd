import { useEffect } from 'react';

/** The part of the Screen Wake Lock API the app uses (absent in older browsers). */
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
}

function systemWakeLock(): WakeLockLike | undefined {
  return (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
}

/**
 * Keeps the screen on while a character's sheet is open (a player reads it at the table
 * between turns), where the browser supports it. The browser drops the lock when the page is
 * hidden; it is asked for again when the page shows. Released on leaving. Failures (no
 * permission, low battery) are only logged (spec §8).
 */
export function useScreenWakeLock(wakeLock: WakeLockLike | undefined = systemWakeLock()): void {
  useEffect(() => {
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let requesting = false;
    let left = false;

    const acquire = async () => {
      if (left || requesting || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      requesting = true;
      try {
        const granted = await wakeLock.request('screen');
        // The page was left while the browser answered: let go at once.
        if (left) await granted.release();
        else sentinel = granted;
      } catch (error) {
        console.warn('The screen wake lock was refused.', error);
      } finally {
        requesting = false;
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) {
        sentinel.release().catch((error: unknown) => {
          console.warn('The screen wake lock could not be released.', error);
        });
      }
      sentinel = null;
    };
  }, [wakeLock]);
}
