// Fake A-labels (issue 9 item 1): an "xn--" label that Punycode-decodes to the empty string or to
// ASCII only is an error (UTS #46 revision 33, §4 step 4.1.3; RFC 5890 §2.3.2.1 for IDNA2008). It
// must never turn into the decoded text ("xn--evil-" into "evil", "xn--127-" into "127"), through
// any caller: the URL host parser and setters, domainToASCII / domainToUnicode, the idna API, and
// the strict modes with every idna option (origin, equals, normalize, toURI, fromURI).
import { describe, expect, it } from 'vitest';
import { IRI, URL, domainToASCII, domainToUnicode, idna } from '../../lib/index';
import type { IdnaPolicy } from '../../lib/index';
import { uts46ToASCII, uts46ToUnicode, Uts46Options } from '../../lib/idna/uts46';

/** URL §3.3 domain parser ToASCII with beStrict false. */
const whatwg: Uts46Options = {
  useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: false, ignoreInvalidPunycode: false,
};

const throws = (f: () => unknown) => expect(f).toThrow(TypeError);

describe('URL host parser (URL §3.5 host parser, §3.3 domain parser)', () => {
  it('fails on a fake A-label in a non-ASCII domain (whatwg-url and Node agree)', () => {
    throws(() => new URL('http://xn--127-.0.0.1\u3002/'));
    throws(() => new URL('http://xn--evil-.\uff43\uff4f\uff4d/'));
    throws(() => new URL('http://a\u3002xn--/'));
    throws(() => new URL('http://\uff58\uff4e--evil-.com/')); // fullwidth "xn" maps to "xn"
    throws(() => new URL('http://xn--evil-.b\u00fccher.de/'));
    expect(URL.canParse('http://xn--evil-.\uff43\uff4f\uff4d/')).toBe(false);
    expect(URL.parse('http://xn--127-.0.0.1\u3002/')).toBeNull();
  });

  it('keeps an all-ASCII domain as written, lowercased (URL §3.3 domain parser step 5), with a validation error', () => {
    expect(new URL('http://XN--EVIL-.com/').host).toBe('xn--evil-.com');
    // Ends in a number, so the IPv4 parser gets it and fails ("xn--127-" is not a number).
    throws(() => new URL('http://xn--127-.0.0.1./'));
    expect(new URL('http://a.xn--/').host).toBe('a.xn--');
    const v = IRI.validate('http://xn--evil-.com/');
    expect(v.failure).toBe(false);
    expect(v.errors).toContainEqual({ code: 'domain-to-ASCII', index: 7 });
  });

  it('leaves the host unchanged when the host and hostname setters get a fake A-label', () => {
    for (const attr of ['host', 'hostname'] as const) {
      const u = new URL('http://example.org/');
      u[attr] = 'xn--evil-.\uff43\uff4f\uff4d';
      expect(u.host).toBe('example.org');
    }
  });

  it('still accepts real A-labels next to non-ASCII labels', () => {
    expect(new URL('http://xn--bcher-kva.\uff43\uff4f\uff4d/').host).toBe('xn--bcher-kva.com');
    expect(new URL('http://B\u00fccher.xn--bcher-kva.de/').host).toBe('xn--bcher-kva.xn--bcher-kva.de');
  });
});

describe('URL §3.3 domainToASCII / domainToUnicode', () => {
  it('beStrict true rejects fake A-labels; beStrict false keeps ASCII as written', () => {
    expect(domainToASCII('xn--evil-.com', true)).toBeNull();
    expect(domainToASCII('xn--.com', true)).toBeNull();
    expect(domainToASCII('xn--evil-.com', false)).toBe('xn--evil-.com');
    expect(domainToASCII('XN--EVIL-.COM')).toBe('xn--evil-.com');
    expect(domainToASCII('xn--evil-.\uff43\uff4f\uff4d', false)).toBeNull();
    expect(domainToASCII('xn--evil-.\uff43\uff4f\uff4d', true)).toBeNull();
    expect(domainToASCII('xn--127-.0.0.1\u3002')).toBeNull();
  });

  it('domainToUnicode returns the domain unchanged (an error was recorded)', () => {
    expect(domainToUnicode('xn--evil-.com')).toBe('xn--evil-.com');
    expect(domainToUnicode('a.xn--')).toBe('a.xn--');
  });
});

describe('idna API, UTS #46 profile', () => {
  it('toASCII fails and validate names the rule', () => {
    expect(idna.toASCII('xn--evil-.com')).toBeNull();
    expect(idna.toASCII('xn--evil-.com', { useSTD3ASCIIRules: false, checkHyphens: false, verifyDnsLength: false })).toBeNull();
    expect(idna.toASCII('xn--evil-.com', { ignoreInvalidPunycode: true })).toBeNull();
    expect(idna.toASCII('xn--.com', { verifyDnsLength: false })).toBeNull();
    expect(idna.validate('xn--evil-.com')).toEqual({ valid: false, errors: [{ code: 'FAKE_A_LABEL', label: 0, codePoint: -1 }] });
    expect(idna.validate('a.XN--ASCII-').errors).toContainEqual({ code: 'FAKE_A_LABEL', label: 1, codePoint: -1 });
    expect(uts46ToASCII('xn--evil-.com', whatwg)).toBeNull();
    expect(uts46ToASCII('xn--evil-.\uff43\uff4f\uff4d', whatwg)).toBeNull();
    expect(uts46ToASCII('a\u3002xn--', whatwg)).toBeNull();
  });

  it('toUnicode reports the error (the decoded text is what UTS #46 §4 step 4.1.2 leaves)', () => {
    const r = idna.toUnicode('xn--evil-.com');
    expect(r.valid).toBe(false);
    expect(r.errors).toContainEqual({ code: 'FAKE_A_LABEL', label: 0, codePoint: -1 });
    expect(uts46ToUnicode('xn--ASCII-', whatwg)).toEqual({ result: 'ascii', error: true }); // IdnaTestV2 17.0.0
    expect(uts46ToUnicode('xn--', whatwg)).toEqual({ result: '', error: true });
  });

  it('the other revision 33 rules around "xn--"', () => {
    // Without CheckHyphens a decoded label must not start with "xn--" (criterion 4).
    expect(idna.toASCII('xn--xn--a--gua.pt', { checkHyphens: false })).toBeNull();
    expect(uts46ToASCII('xn--xn--a--gua.pt', whatwg)).toBeNull();
    // A real A-label still round-trips.
    expect(idna.toASCII('XN--BCHER-KVA.example')).toBe('xn--bcher-kva.example');
    expect(idna.toUnicode('xn--bcher-kva.example')).toEqual({ result: 'b\u00fccher.example', valid: true, errors: [] });
  });

  it('STD3 in the validity criteria, U+1E9E under transitional processing', () => {
    // U+FF3F maps to "_" (15.1.0: disallowed_STD3_mapped), which UseSTD3ASCIIRules then rejects.
    expect(idna.toUnicode('a\uff3fb')).toMatchObject({ result: 'a_b', valid: false });
    expect(idna.toASCII('a\uff3fb', { useSTD3ASCIIRules: false })).toBe('a_b');
    expect(idna.toASCII('\u2260.example')).toBe('xn--1ch.example'); // ≠: STD3 applies to ASCII only
    expect(idna.toASCII('\u1E9E.de', { transitionalProcessing: true })).toBe('ss.de');
    expect(idna.toASCII('\u1E9E.de')).toBe('xn--zca.de');
  });
});

describe('idna API, IDNA2008 profile (RFC 5891 §5.3: an A-label is decoded, checked, re-encoded)', () => {
  it('rejects fake A-labels for lookup and registration', () => {
    for (const strictness of ['lookup', 'registration'] as const) {
      expect(idna.toASCII('xn--evil-.com', { profile: 'idna2008', strictness })).toBeNull();
      expect(idna.validate('xn--.com', { profile: 'idna2008', strictness }).errors.map((e) => e.code)).toContain('FAKE_A_LABEL');
    }
    expect(idna.toASCII('xn--evil-.\uff43\uff4f\uff4d', { profile: 'idna2008' })).toBeNull();
    expect(idna.toASCII('\uff58\uff4e--evil-.com', { profile: 'idna2008' })).toBeNull();
    const u = idna.toUnicode('xn--evil-.com', { profile: 'idna2008' });
    expect(u.valid).toBe(false);
    expect(u.result).toBe('xn--evil-.com');
    // Punycode decodes to ASCII only when nothing follows the last "-", so such a label ends with
    // a hyphen: not an LDH label at all (RFC 5890 §2.3.1), let alone an A-label.
    expect(idna.classifyLabel('xn--evil-')).toMatchObject({ kind: 'non-LDH ASCII', reason: 'TRAILING_HYPHEN' });
    expect(idna.classifyLabel('xn--')).toMatchObject({ kind: 'non-LDH ASCII', reason: 'TRAILING_HYPHEN' });
    expect(idna.classifyLabel('xn--evil-a').kind).toBe('fake A-label');
  });
});

describe('strict modes (IRI, rfc3986 / rfc3987)', () => {
  const hosts = ['xn--evil-.com', 'xn--evil-.\uff43\uff4f\uff4d', '\uff58\uff4e--evil-.com', 'xn--127-.0.0.1\u3002', 'a\u3002xn--'];
  const policies: IdnaPolicy[] = ['idna2008', 'idna2008-registration', 'uts46'];

  it('every IDNA policy rejects a fake A-label', () => {
    for (const idnaPolicy of policies) {
      for (const host of hosts) {
        expect(IRI.canParse(`http://${host}/`, undefined, { mode: 'rfc3987', idna: idnaPolicy }), `${idnaPolicy} ${host}`).toBe(false);
      }
      expect(IRI.canParse('http://xn--evil-.com/', undefined, { mode: 'rfc3986', idna: idnaPolicy })).toBe(false);
    }
  });

  it("idna 'none' never decodes the label: origin, equals, normalize, toURI, fromURI", () => {
    const o = { mode: 'rfc3987' as const, idna: 'none' as const };
    const evil = new IRI('http://evil.com/', undefined, o);
    for (const host of hosts) {
      const iri = new IRI(`http://${host}/`, undefined, o);
      expect(iri.origin, host).not.toBe('http://evil.com');
      expect(iri.origin, host).not.toMatch(/^http:\/\/(evil\.com|127\.0\.0\.1\.?|a\.?)$/);
      expect(iri.equals(evil), host).toBe(false);
      expect(IRI.equals(`http://${host}/`, 'http://evil.com/', o), host).toBe(false);
      expect(iri.normalize().href, host).not.toMatch(/\/\/(evil\.|127\.|a\.\/)/);
      expect(iri.toURI().href, host).not.toMatch(/\/\/(evil\.|127\.|a\.\/)/);
    }
    expect(new IRI('http://xn--evil-.com/', undefined, o).normalize().href).toBe('http://xn--evil-.com/');
    expect(new IRI('http://xn--evil-.com/', undefined, o).toURI().href).toBe('http://xn--evil-.com/');
    expect(new IRI('http://xn--evil-.\uff43\uff4f\uff4d/', undefined, o).normalize().href).toBe('http://xn--evil-.\uff43\uff4f\uff4d/');
    expect(IRI.fromURI('http://xn--evil-.com/', { unicodeHost: true, idna: 'none' }).href).toBe('http://xn--evil-.com/');
    // Two different fake labels stay different.
    expect(IRI.equals('http://xn--evil-.\uff43\uff4f\uff4d/', 'http://xn--evil-.com/', o)).toBe(false);
  });

  it("idna 'uts46' and 'idna2008': real A-labels still work (equals, origin, fromURI)", () => {
    for (const idnaPolicy of policies) {
      const o = { mode: 'rfc3987' as const, idna: idnaPolicy };
      expect(IRI.equals('http://b\u00fccher.de/', 'http://xn--bcher-kva.de/', o)).toBe(true);
      expect(new IRI('http://b\u00fccher.de/', undefined, o).origin).toBe('http://xn--bcher-kva.de');
      expect(new IRI('http://b\u00fccher.de/', undefined, o).toURI().href).toBe('http://xn--bcher-kva.de/');
      expect(IRI.fromURI('http://xn--bcher-kva.de/', { unicodeHost: true, idna: idnaPolicy }).href).toBe('http://b\u00fccher.de/');
    }
    expect(IRI.fromURI('http://xn--evil-.com/', { unicodeHost: true, idna: 'none' }).href).toBe('http://xn--evil-.com/');
  });
});
