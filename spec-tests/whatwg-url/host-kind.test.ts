// The record's host kind (core/record.ts HostKind: what the host parser found, URL §3.5) for each
// kind of host, by every route through the parser: the recognizer and the state machine, and the
// host and hostname setters (the state machine with a state override).
import { afterAll, describe, expect, it } from 'vitest';
import { setFastPathEnabled } from '../../lib/whatwg/recognizer';
import { parseURL, setHost, setHostname } from '../../lib/whatwg/setters';
import { HostKind } from '../../lib/core/record';

const CASES: [string, HostKind][] = [
  ['http://example.com/', HostKind.Domain], ['http://EXAMPLE.com/a b', HostKind.Domain], ['https://bücher.example/', HostKind.Domain],
  ['http://127.0.0.1/', HostKind.IPv4], ['http://127.1/', HostKind.IPv4], ['http://0x7F.1/a b', HostKind.IPv4], ['https://1.2.3.4:8080/?q', HostKind.IPv4],
  ['http://[::1]/', HostKind.IPv6], ['http://[0:0::1]/a b', HostKind.IPv6],
  ['foo://host/', HostKind.Opaque], ['foo://H%41/p', HostKind.Opaque],
  ['file:///x', HostKind.Empty], ['file://localhost/x', HostKind.Empty], ['foo:///x', HostKind.Empty], ['file://127.1/x', HostKind.IPv4],
  ['foo:x', HostKind.None], ['foo:/x', HostKind.None],
];

describe('host kind by every route', () => {
  afterAll(() => setFastPathEnabled(true));
  for (const on of [true, false]) {
    it(`is the host parser's (speed paths ${on ? 'on' : 'off'})`, () => {
      setFastPathEnabled(on);
      for (const [input, kind] of CASES) {
        for (const line of [input, ' ' + input, input.replace('/', '\t/')]) {
          const r = parseURL(line, null);
          expect([line, r === null ? null : r.hostKind]).toEqual([line, kind]);
        }
      }
    });
  }
});

describe('host kind after the host and hostname setters', () => {
  const SET: [string, string, HostKind][] = [
    ['foo://a/p', 'host', HostKind.Opaque], ['foo://a/p', 'H%41', HostKind.Opaque], ['foo://a/p', '', HostKind.Empty],
    ['http://a/p', 'example.com', HostKind.Domain], ['http://a/p', 'EXAMPLE.com', HostKind.Domain], ['http://a/p', 'bücher.example', HostKind.Domain],
    ['http://a/p', '127.1', HostKind.IPv4], ['http://a/p', '[::1]', HostKind.IPv6], ['foo://a/p', '[::1]', HostKind.IPv6],
    ['file://a/p', 'localhost', HostKind.Empty], ['file://a/p', 'h', HostKind.Domain],
  ];
  it('is the host parser\'s', () => {
    for (const [url, value, kind] of SET) {
      for (const set of [setHost, setHostname]) {
        const r = set(parseURL(url, null)!, value);
        expect([url, value, set.name, r.hostKind]).toEqual([url, value, set.name, kind]);
      }
    }
  });
});
