import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-address.ts';

describe('clientKeyOf', () => {
  it('counts an IPv4 address alone, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::FFFF:203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:198.51.100.1',
    ].map(clientKeyOf);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientKeyOf('')).toBe('');
    expect(clientKeyOf('not an address')).toBe('not an address');
  });
});
