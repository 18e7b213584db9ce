import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('custom domain settings', () => {
  it('reads the public IPv4 and the DNS servers, unset by default', () => {
    expect(loadConfig({})).toMatchObject({ publicIpv4: undefined, dnsServers: undefined });
    expect(
      loadConfig({ PUBLIC_IPV4: '203.0.113.10', DNS_SERVERS: ' 1.1.1.1, 127.0.0.1:5353 ' }),
    ).toMatchObject({ publicIpv4: '203.0.113.10', dnsServers: ['1.1.1.1', '127.0.0.1:5353'] });
  });

  it('refuses an address that is not one, saying which setting', () => {
    expect(() => loadConfig({ PUBLIC_IPV4: 'example.com' })).toThrow(
      'PUBLIC_IPV4: PUBLIC_IPV4 must be an IPv4 address',
    );
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com' })).toThrow(
      'DNS_SERVERS: DNS_SERVERS must be IP addresses with optional ports, comma-separated',
    );
  });
});
