import { describe, expect, it } from 'vitest';

import { clientAddress } from './client-address.ts';

describe('the address a client is counted under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:0:1::abcd', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:ffff:0:0:1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:1:2:3:4:5', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('is %s → %s', (ip, key) => {
    expect(clientAddress(ip)).toBe(key);
  });

  it('is one /64 for every address in it, and another for the next /64', () => {
    expect(clientAddress('2001:db8:1:2::1')).toBe(clientAddress('2001:db8:1:2:ffff::9'));
    expect(clientAddress('2001:db8:1:2::1')).not.toBe(clientAddress('2001:db8:1:3::1'));
  });
});
