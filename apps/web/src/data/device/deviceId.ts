import { requestId } from '../api/idempotency.ts';

/**
 * Which device an edit came from (issue 19: the character's history names it). The id is made
 * once and kept in local storage; the label is read from the browser, e.g. "Chrome on Android".
 */

export const DEVICE_ID_KEY = 'hearth.deviceId';

let memo: string | null = null;

export function deviceId(): string {
  if (memo) return memo;
  try {
    memo = window.localStorage.getItem(DEVICE_ID_KEY);
    if (!memo) {
      memo = requestId();
      window.localStorage.setItem(DEVICE_ID_KEY, memo);
    }
  } catch {
    // No storage: one id for this visit.
    memo ??= requestId();
  }
  return memo;
}

/** For tests: the next call reads local storage again. */
export function resetDeviceIdForTests(): void {
  memo = null;
}

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android", "Safari on iOS"; what is not recognised is left out. */
export function deviceLabel(userAgent: string = navigator.userAgent): string | undefined {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
