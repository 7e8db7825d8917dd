import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device stays known without signing in again. */
const KNOWN_FOR_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeviceTokens {
  /** A token saying this device signed in to `userId`; keeps `deviceId` when one is given. */
  issue(userId: string, deviceId?: string | null): string;
  /** The device id when `token` was issued for `userId` and is still valid, else null. */
  verify(token: string | undefined, userId: string): string | null;
}

/**
 * Signed device tokens (`<device id>.<issued, unix s>.<HMAC>`): proof that a device signed in to
 * an account before, so the sign-in throttle can let it past the per-account ceiling. Nothing is
 * stored: the HMAC binds the device id to the user id, so a token is worthless for another
 * account and cannot be guessed without the secret.
 */
export function createDeviceTokens(secret: string | Buffer, now: () => Date): DeviceTokens {
  const sign = (userId: string, deviceId: string, issuedS: string) =>
    createHmac('sha256', secret)
      .update(`hearth-device-v1\n${userId}\n${deviceId}\n${issuedS}`)
      .digest('base64url');

  return {
    issue(userId, deviceId) {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const issuedS = String(Math.floor(now().getTime() / 1000));
      return `${id}.${issuedS}.${sign(userId, id, issuedS)}`;
    },
    verify(token, userId) {
      const parts = token?.split('.');
      if (parts?.length !== 3) return null;
      const [deviceId, issuedS, mac] = parts as [string, string, string];
      if (!/^[\w-]{22}$/.test(deviceId) || !/^\d{1,12}$/.test(issuedS)) return null;
      const expected = Buffer.from(sign(userId, deviceId, issuedS));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const ageMs = now().getTime() - Number(issuedS) * 1000;
      return ageMs >= 0 && ageMs <= KNOWN_FOR_DAYS * DAY_MS ? deviceId : null;
    },
  };
}
