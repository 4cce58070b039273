// RFC 3986 §6.2 and RFC 3987 §5.3 (normalization and the comparison ladder), RFC 3987 §3.1 and
// §3.2 (IRI to URI and back) with the RFCs' own examples, and relativize.
import { describe, expect, it } from 'vitest';
import { IRI, urn } from '../../lib/index';
import { nfkc } from '../../lib/nfkc';

const O = { mode: 'rfc3987' } as const;
const iri = (s: string, o: object = O) => new IRI(s, undefined, o);

describe('RFC 3986 §6.2 / RFC 3987 §5.3 normalization', () => {
  it('§6.2.2 example: syntax-based normalization', () => {
    expect(iri('eXAMPLE://a/./b/../b/%63/%7bfoo%7d', { mode: 'rfc3986' }).normalize().href).toBe('example://a/b/c/%7Bfoo%7D');
    expect(IRI.equals('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', { mode: 'rfc3986', level: 'syntax' })).toBe(true);
  });
  it('RFC 3987 §5.3.2 example (with ros&#xE9; / ros%C3%A9)', () => {
    expect(IRI.equals('example://a/b/c/%7Bfoo%7D/ros\u00e9', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9', { level: 'syntax' })).toBe(true);
    expect(IRI.equals('example://a/b/c/%7Bfoo%7D/ros\u00e9', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9', { level: 'simple' })).toBe(false);
  });
  it('§6.2.2.1 case: scheme and host lower case, triplets upper case, nothing else', () => {
    expect(iri('HTTP://www.EXAMPLE.com/', { mode: 'rfc3986' }).normalize().href).toBe('http://www.example.com/');
    expect(iri('http://h/%3a%2fA?%7e#%c3%a9').normalize({ percentEncoding: false, characters: false }).href).toBe('http://h/%3A%2FA?%7E#%C3%A9');
    expect(iri('http://h/Path?Q#F').normalize().href).toBe('http://h/Path?Q#F');
  });
  it('§6.2.2.2 / RFC 3987 §5.3.2.3 percent-encoding: unreserved and iunreserved decoded, reserved kept', () => {
    const n = (s: string, o: object = O) => iri(s, o).normalize().href;
    expect(n('http://example.org/%7euser')).toBe('http://example.org/~user');
    expect(n('http://example.org/%7Euser')).toBe('http://example.org/~user');
    expect(n('http://h/%41%2F%3F%25%23')).toBe('http://h/A%2F%3F%25%23');
    expect(n('http://h/r%C3%A9sum%C3%A9')).toBe('http://h/résumé');
    expect(n('http://h/r%C3%A9sum%C3%A9', { mode: 'rfc3986' })).toBe('http://h/r%C3%A9sum%C3%A9'); // a URI stays ASCII
    expect(n('http://h/%E2%80%AE')).toBe('http://h/%E2%80%AE'); // RLO: never decoded (§4.1)
    expect(n('http://h/%EE%80%80?%EE%80%80')).toBe('http://h/%EE%80%80?\ue000'); // iprivate: query only
    expect(n('http://h/%FC%C3')).toBe('http://h/%FC%C3'); // not UTF-8
  });
  it('§6.2.2.3 path segments', () => {
    expect(iri('http://h/a/./b/../c/.').normalize().path).toBe('/a/c/');
    expect(iri('http://h/a/./b').normalize({ pathSegments: false }).path).toBe('/a/./b');
  });
  it('RFC 3987 §5.3.2.2 characters: NFC by default, NFKC on request', () => {
    expect(iri('http://www.example.org/re\u0301sume\u0301.html').normalize().href).toBe('http://www.example.org/r\u00e9sum\u00e9.html');
    expect(iri('http://h/Vie\u0323\u0302t').normalize().path).toBe('/Vi\u1ec7t');
    expect(iri('http://h/\uff21\u2460').normalize().path).toBe('/\uff21\u2460');
    expect(iri('http://h/\uff21\u2460').normalize({ characters: nfkc }).path).toBe('/A1');
    expect(iri('http://h/e\u0301').normalize({ characters: false }).path).toBe('/e\u0301');
  });
  it('§6.2.3 scheme-based: the four equivalent http URIs, and what is not equivalent', () => {
    const forms = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];
    for (const f of forms) expect(iri(f, { mode: 'rfc3986' }).normalize().href).toBe('http://example.com/');
    for (const a of forms) for (const b of forms) expect(IRI.equals(a, b)).toBe(true);
    expect(IRI.equals('http://example.com/?', 'http://example.com/')).toBe(false);
    expect(IRI.equals('http://example.com/#', 'http://example.com/')).toBe(false);
    expect(iri('https://h:443').normalize().href).toBe('https://h/');
    expect(iri('ws://h:80/x').normalize().href).toBe('ws://h/x');
    expect(iri('foo://h:80').normalize().href).toBe('foo://h:80'); // not in the table
    expect(iri('http://h').normalize({ schemeBased: false }).href).toBe('http://h');
  });
  it('RFC 3987 §5.3.3: an IDN host and its A-labels are equivalent at the scheme level', () => {
    expect(IRI.equals('http://r\u00e9sum\u00e9.example.org', 'http://xn--rsum-bpad.example.org')).toBe(true);
    expect(IRI.equals('http://r\u00e9sum\u00e9.example.org', 'http://xn--rsum-bpad.example.org', { level: 'syntax' })).toBe(false);
    expect(IRI.equals('http://B\u00fccher.DE/', 'http://b\u00fccher.de/', { level: 'syntax' })).toBe(true);
  });
  it('is idempotent and keeps the mode', () => {
    const x = iri('HTTP://User@Ex.COM:80/%7e/./a/../b?%41#%62');
    const once = x.normalize();
    expect(once.href).toBe('http://User@ex.com/~/b?A#b');
    expect(once.normalize().href).toBe(once.href);
    expect(once.mode).toBe('rfc3987');
  });
  it('works in WHATWG mode too', () => {
    const u = new IRI('https://example.com/%7e/a');
    expect(u.normalize().href).toBe('https://example.com/~/a');
  });
});

describe('RFC 3987 §3.1 IRI to URI', () => {
  it('percent-encodes the UTF-8 of non-ASCII characters outside the host', () => {
    expect(iri('http://h/r\u00e9sum\u00e9?q=\u00e9#\u00e9').toURI().href).toBe('http://h/r%C3%A9sum%C3%A9?q=%C3%A9#%C3%A9');
    expect(iri('http://h/\ud800\udf00\ud800\udf01\ud800\udf02').toURI().href).toBe('http://h/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82');
    expect(iri('http://h/?\ue000').toURI().href).toBe('http://h/?%EE%80%80');
  });
  it('DNS hosts become A-labels by the IDNA lookup processing; ASCII labels stay as written', () => {
    expect(iri('http://r\u00e9sum\u00e9.example.org').toURI().href).toBe('http://xn--rsum-bpad.example.org');
    expect(iri('http://B\u00fccher.de').toURI().href).toBe('http://xn--bcher-kva.de');
    expect(iri('http://\u1e9e.com').toURI().href).toBe('http://xn--zca.com');
    expect(iri('http://WWW.B\u00fccher.DE/').toURI().href).toBe('http://WWW.xn--bcher-kva.DE/');
    expect(iri('http://r\u00e9sum\u00e9.example.org').toURI({ host: 'percent-encode' }).href).toBe('http://r%C3%A9sum%C3%A9.example.org');
    expect(iri('foo://r\u00e9sum\u00e9.example.org').toURI().href).toBe('foo://r%C3%A9sum%C3%A9.example.org');
  });
  it('the validator example: IDNs outside the host are only percent-encoded', () => {
    expect(iri('http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org').toURI().href)
      .toBe('http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org');
  });
  it('is the identity on URIs, and the result is mode rfc3986', () => {
    const u = iri('http://h/%7e?%41');
    expect(u.toURI().href).toBe('http://h/%7e?%41');
    expect(u.toURI().mode).toBe('rfc3986');
    expect(u.toURI().toURI().href).toBe(u.toURI().href);
  });
});

describe('RFC 3987 §3.2 URI to IRI', () => {
  it('the three examples of §3.2.1', () => {
    expect(IRI.fromURI('http://www.example.org/D%C3%BCrst').href).toBe('http://www.example.org/D\u00fcrst');
    expect(IRI.fromURI('http://www.example.org/D%FCrst').href).toBe('http://www.example.org/D%FCrst');
    expect(IRI.fromURI('http://xn--99zt52a.example.org/%e2%80%ae').href).toBe('http://xn--99zt52a.example.org/%E2%80%AE');
    expect(IRI.fromURI('http://xn--99zt52a.example.org/%e2%80%ae', { unicodeHost: true }).href).toBe('http://\u7d0d\u8c46.example.org/%E2%80%AE');
  });
  it('never decodes reserved characters or %25; decodes unreserved', () => {
    expect(IRI.fromURI('http://h/%2F%3f%25%41%7E%20').href).toBe('http://h/%2F%3f%25A~%20');
  });
  it('iprivate only in the query; bidi formatting characters never', () => {
    expect(IRI.fromURI('http://h/%EE%80%80?%EE%80%80').href).toBe('http://h/%EE%80%80?\ue000');
    expect(IRI.fromURI('http://h/%E2%80%8E%E2%81%A6').href).toBe('http://h/%E2%80%8E%E2%81%A6');
  });
  it('hosts: percent-encoded UTF-8 is decoded; a host IDNA2008 rejects is rejected either way', () => {
    expect(IRI.fromURI('http://%C3%BC.example/').href).toBe('http://\u00fc.example/');
    expect(() => IRI.fromURI('http://%E2%98%95.example/')).toThrow(expect.objectContaining({ code: 'invalid-idna-label' }));
    expect(IRI.fromURI('http://%E2%98%95.example/', { idna: 'none' }).href).toBe('http://\u2615.example/');
  });
  it('toIRI is fromURI', () => {
    expect(iri('http://h/D%C3%BCrst', { mode: 'rfc3986' }).toIRI().href).toBe('http://h/D\u00fcrst');
  });
});

describe('resolve and relativize', () => {
  const base = iri('http://a/b/c/d;p?q');
  const targets: [string, string][] = [
    ['http://a/b/c/g', 'g'], ['http://a/b/c/d;p?y', '?y'], ['http://a/b/c/d;p?q#s', '#s'], ['http://a/g', '/g'],
    ['http://g', '//g'], ['http://a/b/c/', './'], ['http://a/b/', '../'], ['http://a/', '/'], ['http://a/b/g', '../g'],
    ['http://a/b/c/g:h', './g:h'], ['http://a/b/c/d;p', 'd;p'], ['http://a/b/c/d;p?q', ''], ['g:h', 'g:h'],
    ['https://a/b/c/g', 'https://a/b/c/g'], ['http://a/b/c/g/h', 'g/h'], ['http://a/b//x', '..//x'],
  ];
  for (const [t, r] of targets) {
    it(`relativize(${t}) = ${JSON.stringify(r)}`, () => {
      expect(base.relativize(t)).toBe(r);
      expect(base.resolve(r).href).toBe(t);
    });
  }
  it('a target is read as resolution reads it (RFC 3986 §5.2.2 removes its dot segments)', () => {
    expect(base.relativize('http://a/b/../c')).toBe('/c');
  });
  it('WHATWG mode', () => {
    const u = new IRI('https://example.com/a/b?x');
    expect(u.relativize('https://example.com/a/c')).toBe('c');
    expect(u.resolve('c').href).toBe('https://example.com/a/c');
  });
});

describe('URNs on the ladder (RFC 8141 §3)', () => {
  it('normalize only touches "urn", the NID and the hex case', () => {
    expect(iri('URN:ISBN:0451450523%3a%41').normalize().href).toBe('urn:isbn:0451450523%3A%41');
    expect(iri('urn:example:a/./b').normalize().href).toBe('urn:example:a/./b');
  });
  it('equality is URN-equivalence: %41 is not A; r/q/f components are ignored', () => {
    expect(IRI.equals('urn:example:%41', 'urn:example:A')).toBe(false);
    expect(IRI.equals('URN:EXAMPLE:a%2f', 'urn:example:a%2F')).toBe(true);
    expect(IRI.equals('urn:example:a?+r#f', 'urn:example:a')).toBe(true);
    expect(IRI.equals('urn:example:a', 'urn:example:A')).toBe(false);
  });
  it('fromURI and toIRI decode no triplet of a URN (RFC 8141 §3), so the URN stays the same', () => {
    const x = iri('urn:ex:%41');
    expect(IRI.fromURI(x.toURI()).href).toBe('urn:ex:%41');
    expect(x.toIRI().href).toBe('urn:ex:%41');
    for (const s of ['urn:ex:%41', 'urn:ex:caf%C3%A9', 'URN:EX:a%2c%7e/%2e%2e?+r%41?=q%C3%A9#f%41', 'urn:ex:%e2%80%ae']) {
      const back = IRI.fromURI(s);
      expect(back.href).toBe(s);
      expect(back.equals(s)).toBe(true);
      expect(urn.equivalent(back.href, s)).toBe(true);
    }
    expect(IRI.fromURI('urn:ex:%41', { urn: 'rfc2141' }).href).toBe('urn:ex:%41');
    expect(IRI.fromURI('http://h/%41%C3%A9').href).toBe('http://h/A\u00e9'); // other schemes decode as before
  });
  it('a resolution result that is not a URN is an error', () => {
    expect(() => IRI.resolve('urn:ex:a', 'bcd')).toThrow(expect.objectContaining({ code: 'missing-urn-nss' }));
    expect(IRI.resolve('urn:ex:a', '#f')).toBe('urn:ex:a#f');
  });
});
