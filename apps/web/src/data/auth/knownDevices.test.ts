import { describe, expect, it } from 'vitest';

import { makeUser, mockApi } from '../../test/mockFetch.ts';
import { clearSession } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { signIn } from './auth.ts';
import { deviceTokenFor, rememberDeviceToken } from './knownDevices.ts';

const session = (deviceToken?: string) => ({
  body: { token: 'session-token', user: makeUser(), device_token: deviceToken },
});

describe('the device token of a sign-in', () => {
  it('is sent back on the next sign-in to the same account, and renewed', async () => {
    const api = mockApi({ 'POST /api/auth/login': session('device-1') });
    await signIn({ email: 'ada@example.com', password: 'correct horse' });
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });

    clearSession();
    const next = mockApi({ 'POST /api/auth/login': session('device-2') });
    await signIn({ email: ' Ada@Example.com', password: 'correct horse' });
    expect(next.calls[0]?.body).toMatchObject({ device_token: 'device-1' });
    expect(deviceTokenFor('ada@example.com')).toBe('device-2');
  });

  it('is not sent for another account', async () => {
    rememberDeviceToken('ada@example.com', 'device-1');
    const api = mockApi({ 'POST /api/auth/login': session() });
    await signIn({ email: 'bea@example.com', password: 'correct horse' });
    expect(api.calls[0]?.body).toEqual({ email: 'bea@example.com', password: 'correct horse' });
  });

  it('is kept for a few accounts, the newest ones', () => {
    for (let i = 0; i < 7; i += 1) rememberDeviceToken(`u${i}@example.com`, `device-${i}`);
    expect(deviceTokenFor('u0@example.com')).toBeUndefined();
    expect(deviceTokenFor('u1@example.com')).toBeUndefined();
    expect(deviceTokenFor('u2@example.com')).toBe('device-2');
    expect(deviceTokenFor('u6@example.com')).toBe('device-6');
  });

  it('survives damaged storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.deviceTokens, '[not json');
    expect(deviceTokenFor('ada@example.com')).toBeUndefined();
    rememberDeviceToken('ada@example.com', 'device-1');
    expect(deviceTokenFor('ada@example.com')).toBe('device-1');
  });
});
