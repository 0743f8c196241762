import { describe, expect, it } from 'vitest';
import { clientKeyOf, throttleKey } from './throttle';

describe('clientKeyOf: one client for the sign-in limits', () => {
  it('is the IPv4 address itself, also when it comes IPv4-mapped in IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64: every address of one subscriber's network is one client", () => {
    const a = clientKeyOf('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKeyOf('[2001:db8:1:2::9]')).toBe(a);
    expect(clientKeyOf('2001:DB8:1:2::9%eth0')).toBe(a);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(a);
  });

  it('puts anything that is not an address in one bucket', () => {
    for (const junk of [undefined, null, '', 'localhost', '1', '0x7f.1', '300.1.1.1', '2001:db8::g']) {
      expect(clientKeyOf(junk)).toBe('unknown');
    }
  });

  it('keys the eID lock by the same client as the password and e-mail-link limits', () => {
    expect(throttleKey.eid('2001:db8:1:2::1')).toBe(throttleKey.eid('2001:db8:1:2::ffff'));
    expect(throttleKey.eid('2001:db8:1:2::1')).toBe('eid:2001:db8:1:2::/64');
    expect(throttleKey.eid(null)).toBe('eid:unknown');
  });
});
