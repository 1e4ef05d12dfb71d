import type { IncomingMessage } from 'node:http';
import { trustedClientAddress, trustedProto, trustForwarding } from './forwarded.mjs';

function request(headers: Record<string, string>, peer = '203.0.113.9'): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe('trustedClientAddress', () => {
  it('believes no X-Forwarded-For entry with no proxy in front: the visitor is the peer', () => {
    expect(trustedClientAddress('10.0.0.1, 10.0.0.2', '203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxy wrote, not what the client put before it', () => {
    // nginx with $proxy_add_x_forwarded_for: the client's made-up entry, then the address nginx saw.
    expect(trustedClientAddress('6.6.6.6, 198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
    expect(trustedClientAddress('198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
    expect(trustedClientAddress(['6.6.6.6', '198.51.100.7, 192.0.2.1'], '127.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('falls back to the peer when a proxy wrote nothing, and never reads past the chain', () => {
    expect(trustedClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(trustedClientAddress('198.51.100.7', '127.0.0.1', 5)).toBe('198.51.100.7');
    expect(trustedClientAddress(undefined, undefined, 0)).toBeUndefined();
  });
});

describe('trustedProto', () => {
  it('ignores a client-sent X-Forwarded-Proto without a trusted proxy: WEB_URL decides', () => {
    expect(trustedProto('https', 0, 'http://localhost:3000')).toBe('http');
    expect(trustedProto('http', 0, 'https://www.example.com')).toBe('https');
  });

  it("believes the nearest trusted proxy's value, and only http or https", () => {
    expect(trustedProto('https', 1, 'http://localhost:3000')).toBe('https');
    expect(trustedProto('https, http', 1, 'https://www.example.com')).toBe('http');
    expect(trustedProto('gopher', 1, 'https://www.example.com')).toBe('https');
  });
});

describe('trustForwarding', () => {
  it('replaces every host header with WEB_URL’s, and keeps one trusted address', () => {
    const incoming = request({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '8443',
    });
    const sentHost = trustForwarding(incoming, { hops: 0, webUrl: 'http://localhost:3000' });
    expect(sentHost).toBe('evil.example');
    expect(incoming.headers).toMatchObject({
      host: 'localhost:3000',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '3000',
    });
  });

  it('behind one proxy: its address and scheme; the host is still WEB_URL’s', () => {
    const incoming = request(
      { host: 'internal:3000', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      '10.1.1.1',
    );
    trustForwarding(incoming, { hops: 1, webUrl: 'https://www.example.com' });
    expect(incoming.headers).toMatchObject({
      host: 'www.example.com',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    });
  });
});
