import { afterEach, describe, expect, it } from 'vitest';

import { DEVICE_ID_KEY, deviceId, deviceLabel, resetDeviceIdForTests } from './deviceId.ts';

describe('the device an edit comes from', () => {
  afterEach(() => resetDeviceIdForTests());

  it('makes its id once and keeps it in local storage', () => {
    const id = deviceId();
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    resetDeviceIdForTests();
    expect(deviceId()).toBe(id);
    window.localStorage.clear();
    resetDeviceIdForTests();
    expect(deviceId()).not.toBe(id);
  });

  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['curl/8.0', undefined],
  ])('labels %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
