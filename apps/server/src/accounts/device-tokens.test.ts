import { describe, expect, it } from 'vitest';

import { testClock } from '../test/accounts.ts';
import { createDeviceTokens } from './device-tokens.ts';

const clock = testClock();
const tokens = createDeviceTokens('a secret of thirty-two characters', clock.now);

describe('device tokens', () => {
  it('name the same device again for the account they were issued for', () => {
    const token = tokens.issue('user-1');
    const deviceId = tokens.verify(token, 'user-1');
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    expect(tokens.verify(tokens.issue('user-1', deviceId), 'user-1')).toBe(deviceId);
  });

  it('are worthless for another account, altered, from another secret or malformed', () => {
    const token = tokens.issue('user-1');
    const [id, issued, mac] = token.split('.') as [string, string, string];
    const other = createDeviceTokens('another secret of thirty-two chars', clock.now);
    for (const bad of [
      tokens.verify(token, 'user-2'),
      tokens.verify(`${id}.${Number(issued) + 1}.${mac}`, 'user-1'),
      tokens.verify(`${id}.${issued}.${mac.slice(0, -1)}`, 'user-1'),
      other.verify(token, 'user-1'),
      tokens.verify(undefined, 'user-1'),
      tokens.verify('', 'user-1'),
      tokens.verify('a.b.c.d', 'user-1'),
    ]) {
      expect(bad).toBeNull();
    }
  });

  it('expire 180 days after they were issued', () => {
    const token = tokens.issue('user-1');
    clock.advance(179 * 24 * 60 * 60 * 1000);
    expect(tokens.verify(token, 'user-1')).not.toBeNull();
    clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(tokens.verify(token, 'user-1')).toBeNull();
  });
});
