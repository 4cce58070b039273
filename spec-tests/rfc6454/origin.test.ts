// RFC 6454 §4 origin and §6.2 ASCII serialization in the strict modes (lib/rfc/strict.ts rfcOrigin,
// IRI's origin getter): either a correct tuple serialization or "null" (issue 9 item 7).
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import type { IRIOptions } from '../../lib/index';

const origin = (input: string, options: IRIOptions = { mode: 'rfc3987' }) => new IRI(input, undefined, options).origin;

describe('RFC 6454 origin in the strict modes: the reported cases', () => {
  it('percent-encoded unreserved characters of the host are decoded before IDNA', () => {
    expect(origin('http://Bü%63her.de/')).toBe('http://xn--bcher-kva.de');
  });

  it('a percent-encoded ASCII host is decoded', () => {
    expect(origin('http://%65vil.com/')).toBe('http://evil.com');
    expect(origin('http://%65vil.com/', { mode: 'rfc3986' })).toBe('http://evil.com');
  });

  it('a port beyond the numeric range keeps its digits (never Infinity)', () => {
    const nines = '9'.repeat(400);
    expect(origin(`http://a:${nines}/`)).toBe(`http://a:${nines}`);
    expect(origin(`http://a:000${nines}/`)).toBe(`http://a:${nines}`);
    expect(origin('http://a:12345678901234567890/')).toBe('http://a:12345678901234567890');
  });

  it('an empty host has the opaque origin', () => {
    expect(origin('http:///x')).toBe('null');
    expect(origin('https:///x', { mode: 'rfc3986' })).toBe('null');
  });
});

describe('RFC 6454 origin: table', () => {
  // [input, options (default mode rfc3987), origin]
  const table: [string, IRIOptions | null, string][] = [
    // §4 step 1: only schemes with a tuple origin (http, https, ws, wss, ftp).
    ['mailto:a@b.c', null, 'null'],
    ['urn:ex:a', null, 'null'],
    ['file:///etc/passwd', null, 'null'],
    ['blob:http://a/b', null, 'null'],
    ['foo://a.example/', null, 'null'],
    ['ftp://A.example/', null, 'ftp://a.example'],
    ['ws://a:80/', null, 'ws://a'],
    ['wss://a:443/', null, 'wss://a'],
    ['wss://a:80/', null, 'wss://a:80'],
    // §4 steps 3, 5: scheme and host in lower case.
    ['HTTP://EXAMPLE.COM/', null, 'http://example.com'],
    ['hTTpS://Example.COM:8443/p?q#f', null, 'https://example.com:8443'],
    // Userinfo, path, query and fragment are not part of the origin.
    ['http://user:pw@a.example:8080/p?q#f', null, 'http://a.example:8080'],
    // Ports: §6.2 step 3, the default omitted; leading zeros removed; an empty port is no port.
    ['http://a:80/', null, 'http://a'],
    ['http://a:0080/', null, 'http://a'],
    ['http://a:/', null, 'http://a'],
    ['http://a:0/', null, 'http://a:0'],
    ['http://a:000/', null, 'http://a:0'],
    ['http://a:443/', null, 'http://a:443'],
    ['https://a:443/', null, 'https://a'],
    ['https://a:00443/', null, 'https://a'],
    ['http://a:65536/', null, 'http://a:65536'],
    ['ftp://a:21/', null, 'ftp://a'],
    // Percent-encoding: unreserved triplets decoded; "." too (RFC 3986 §2.3).
    ['http://%41.example/', null, 'http://a.example'],
    ['http://a%2Eb.example/', null, 'http://a.b.example'],
    ['http://%7e.example/', null, 'http://~.example'],
    // Triplets of UTF-8 become characters, then A-labels.
    ['http://%C3%BC.de/', { mode: 'rfc3986' }, 'http://xn--tda.de'],
    ['http://b%C3%BCcher.de/', null, 'http://xn--bcher-kva.de'],
    // A decoded delimiter or a byte that is not UTF-8 gives no host: the opaque origin.
    ['http://a%2Fb.example/', null, 'null'],
    ['http://a%40b.example/', null, 'null'],
    ['http://a%3Ab.example/', null, 'null'],
    ['http://%FF.example/', { mode: 'rfc3987', idna: 'none' }, 'null'],
    ['http://%C3.example/', { mode: 'rfc3987', idna: 'none' }, 'null'],
    ['http://%C0%AF.example/', { mode: 'rfc3987', idna: 'none' }, 'null'], // overlong
    ['http://%ED%A0%80.example/', { mode: 'rfc3987', idna: 'none' }, 'null'], // a surrogate
    // Literal sub-delims of a reg-name stay (the strict grammars allow them).
    ['http://a!b.example/', null, 'http://a!b.example'],
    // IDNA by the mode's policy.
    ['http://Bücher.de/', null, 'http://xn--bcher-kva.de'],
    ['http://BÜCHER.DE/', null, 'http://xn--bcher-kva.de'],
    ['http://faß.de/', null, 'http://xn--fa-hia.de'],
    ['http://faß.de/', { mode: 'rfc3987', idna: 'uts46' }, 'http://xn--fa-hia.de'],
    ['http://faß.de/', { mode: 'rfc3987', idna: 'idna2008-registration' }, 'http://xn--fa-hia.de'],
    ['http://XN--BCHER-KVA.de/', null, 'http://xn--bcher-kva.de'],
    ['http://xn--bcher-kva.de/', { mode: 'rfc3986' }, 'http://xn--bcher-kva.de'],
    // idna 'none': the host was not checked, so the origin applies IDNA2008 lookup itself.
    ['http://a\u200db.de/', { mode: 'rfc3987', idna: 'none' }, 'null'],
    ['http://xn--a.de/', { mode: 'rfc3987', idna: 'none' }, 'null'],
    ['http://Bücher.de/', { mode: 'rfc3987', idna: 'none' }, 'http://xn--bcher-kva.de'],
    // ASCII labels outside IDNA stay as written (lower case).
    ['http://_dmarc.Example.com/', null, 'http://_dmarc.example.com'],
    ['http://example.com./', null, 'http://example.com.'],
    // IP addresses.
    ['http://192.168.0.1:8080/', null, 'http://192.168.0.1:8080'],
    ['http://[::1]/', null, 'http://[::1]'],
    ['http://[2001:DB8::A]:80/', null, 'http://[2001:db8::a]'],
    ['http://[v1.ABC]/', null, 'http://[v1.abc]'],
    ['http://[fe80::1%25Eth0]/', { mode: 'rfc3986', zoneId: true }, 'http://[fe80::1%25eth0]'],
    ['http://[fe80::1%25%45th0]/', { mode: 'rfc3986', zoneId: true }, 'http://[fe80::1%25eth0]'],
    ['http://[fe80::1%25a%2Fb]/', { mode: 'rfc3986', zoneId: true }, 'null'],
  ];
  for (const [input, options, expected] of table) {
    it(`${input} ${options ? JSON.stringify(options) : ''} → ${expected}`, () => {
      expect(origin(input, options || { mode: 'rfc3987' })).toBe(expected);
    });
  }

  it('is the same in both strict modes for an ASCII URI', () => {
    for (const [input, options] of table) {
      if (options !== null || /[^\x20-\x7e]/.test(input)) continue;
      expect([input, origin(input, { mode: 'rfc3986' })]).toEqual([input, origin(input)]);
    }
  });

  it('equivalent IRIs (by normalization) have the same origin', () => {
    const same = ['http://Bü%63her.de/', 'HTTP://b%C3%BCcher.DE:80/', 'http://xn--bcher-kva.de/x', 'http://BÜCHER.de:0080/'];
    for (const s of same) expect(origin(s)).toBe('http://xn--bcher-kva.de');
  });

  it('WHATWG mode keeps the URL Standard origin', () => {
    expect(new IRI('http://%65vil.com/').origin).toBe('http://evil.com');
    expect(new IRI('http://a:0080/').origin).toBe('http://a');
    expect(new IRI('blob:https://a:8443/x').origin).toBe('https://a:8443');
  });
});
