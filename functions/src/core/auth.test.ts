import { describe, expect, it } from 'vitest';
import { addressInList } from './auth';

describe('addressInList (the IP whitelist)', () => {
  it('when the address is listed or inside a listed IPv4 or IPv6 block, then true', () => {
    expect(addressInList('203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(addressInList('203.0.113.9', ['198.51.100.0/24', '203.0.113.0/24'])).toBe(true);
    expect(addressInList('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(addressInList('2001:db8:0:0::1', ['2001:db8::1'])).toBe(true);
  });

  it('when Express gives an IPv4 caller as IPv4-mapped IPv6, then it matches as IPv4', () => {
    expect(addressInList('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
  });

  it('when the address is outside every entry, of the other family, or not an address, then false', () => {
    expect(addressInList('203.0.114.1', ['203.0.113.0/24'])).toBe(false);
    expect(addressInList('2001:db9::1', ['2001:db8::/32', '0.0.0.0/0'])).toBe(false);
    expect(addressInList('', ['0.0.0.0/0'])).toBe(false);
  });
});
