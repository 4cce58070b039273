// Issue 10 item 2: scheme rules with { schemeRules: true } (lib/rfc/schemes.ts), from each RFC's
// examples: http/https RFC 9110 §4.2, ws/wss RFC 6455 §3, file RFC 8089 (§2, Appendix B), mailto
// RFC 6068 §6.1, data RFC 2397 §4, tag RFC 4151 §2.1 and §2.5. MUSTs are errors, SHOULDs
// warnings (IRI.validate only); without the option the generic grammar alone decides.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { RFC_ERRORS } from '../../lib/core/errors';

const ON = { mode: 'rfc3987', schemeRules: true } as const;
const ON86 = { mode: 'rfc3986', schemeRules: true } as const;

function issues(input: string, options: object = ON): string[] {
  return IRI.validate(input, undefined, options as typeof ON).errors.map((e) => `${e.code}@${e.index}${e.severity === 'warning' ? ' (warning)' : ''}`);
}

const VALID: [scheme: string, inputs: string[]][] = [
  ['http', ['http://www.example.com/', 'http://example.com:80/~smith/home.html', 'http://EXAMPLE.com/%7Esmith/home.html',
    'http://EXAMPLE.com:/%7esmith/home.html', 'http://[::1]/', 'http://127.0.0.1:8080/a?b#c', 'http://example.com.', 'http://bücher.de/']],
  ['https', ['https://www.example.com/', 'https://example.org:443/?q', 'HTTPS://a']],
  ['ws', ['ws://example.com/chat', 'ws://example.com', 'ws://[::1]:8080/x?y']],
  ['wss', ['wss://example.com/chat?x=1']],
  ['file', ['file:///path/to/file', 'file:/path/to/file', 'file://host.example.com/path/to/file', 'file://localhost/etc/fstab',
    'file:///c:/path/to/file.txt', 'file:///C:/Documents%20and%20Settings', 'file:///']],
  ['mailto', ['mailto:chris@example.com', 'mailto:infobot@example.com?subject=current-issue', 'mailto:infobot@example.com?body=send%20current-issue',
    'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index', 'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E',
    'mailto:majordomo@example.com?body=subscribe%20bamboo-l', 'mailto:joe@example.com?cc=bob@example.com&body=hello',
    'mailto:gorby%25kremvax@example.com', 'mailto:unlikely%3Faddress@example.com?blat=foop', 'mailto:%22not%40me%22@example.org',
    'mailto:?to=addr1@an.example,addr2@an.example', 'mailto:addr1@an.example,addr2@an.example', 'mailto:addr1@an.example?to=addr2@an.example',
    'mailto:user@example.org?subject=caf%C3%A9', 'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
    'mailto:'],
  ],
  ['data', ['data:,A%20brief%20note', 'data:text/plain;charset=iso-8859-7,%be%d3%be', 'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
    'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local', 'data:;base64,SGVsbG8=', 'data:text/plain;charset=%22utf-8%22,x?y',
    'data:,']],
  ['tag', ['tag:timothy@hpl.hp.com,2001:web/externalHome', 'tag:sandro@w3.org,2004-05:Sandro', 'tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19',
    'tag:blogger.com,1999:blog-555', 'tag:yaml.org,2002:int', 'tag:example.com,2000:', 'tag:a.example,2001-01-01:x?y#f']],
];

const INVALID: [input: string, expected: string[]][] = [
  // RFC 9110 §4.2.1-4.2.2: "https://" and "http:///x" have an empty host; "http:x" no authority.
  ['https://', ['scheme-missing-host@8']],
  ['http:///x', ['scheme-missing-host@7']],
  ['http:x', ['scheme-missing-host@5']],
  ['http://u:p@a/', ['scheme-userinfo-not-allowed@7 (warning)']], // RFC 9110 §4.2.4: a SHOULD
  ['ws://example.com/chat#frag', ['scheme-fragment-not-allowed@21']],
  ['ws:/chat', ['scheme-missing-host@3']],
  ['wss://u@h/', ['scheme-userinfo-not-allowed@6']],
  ['file://u@h/x', ['scheme-userinfo-not-allowed@7']],
  ['file://h:8/x', ['scheme-port-not-allowed@8']],
  ['file:x', ['scheme-path-not-absolute@5']],
  ['file://h', ['scheme-path-not-absolute@8']],
  ['file:c:/path/to/file', ['scheme-path-not-absolute@5']], // RFC 8089 Appendix E.2: a nonstandard DOS form, not §2 syntax
  ['mailto:joe', ['scheme-invalid-path@7']],
  ['mailto:a@b,c', ['scheme-invalid-path@11']],
  ['mailto:a@b?subject', ['scheme-invalid-path@11']],
  ['mailto://a@b', ['scheme-authority-not-allowed@7']],
  ['data:text/plain', ['scheme-invalid-path@5']],
  ['data:text,x', ['scheme-invalid-path@5']],
  ['data:text/plain;charset,x', ['scheme-invalid-path@5']],
  ['data://x,y', ['scheme-authority-not-allowed@5', 'scheme-invalid-path@10']],
  ['tag:example.com:x', ['scheme-invalid-path@4']],
  ['tag:example.com,01:x', ['scheme-invalid-path@4']],
  ['tag:example.com,2001-13:x', ['scheme-invalid-path@4']],
  ['tag:-a.com,2001:x', ['scheme-invalid-path@4']],
  ['tag:example.com,2001', ['scheme-invalid-path@4']],
];

describe('scheme rules from the RFCs\' examples', () => {
  it.each(VALID)('%s: valid', (_scheme, inputs) => {
    for (const input of inputs) {
      expect(issues(input), input).toEqual([]);
      expect(IRI.canParse(input, undefined, ON), input).toBe(true);
    }
  });
  it.each(INVALID)('%j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
    const errors = expected.filter((e) => !e.endsWith('(warning)'));
    expect(IRI.canParse(input, undefined, ON)).toBe(errors.length === 0);
    if (errors.length > 0) {
      let code = '';
      try { new IRI(input, undefined, ON); } catch (e) { code = `${(e as { code: string }).code}@${(e as { index: number }).index}`; }
      expect(code).toBe(errors[0]);
    }
    // Off by default: the generic grammar accepts all of these.
    expect(IRI.validate(input, undefined, { mode: 'rfc3987' }).errors).toEqual([]);
  });
});

describe('SHOULD: DNS names in http, https, ws, wss hosts are LDH (warnings)', () => {
  const cases: [string, number][] = [
    ['http://-a.com/', 7], ['http://a..b/', 9], ['http://ex!ample.com/', 7], ['http://a-.com/', 7], ['http://_dmarc.example.com/', 7],
    [`http://${'a'.repeat(64)}.com/`, 7], ['ws://a.b%21c/', 7], ['https://a.b%2Dc.-d/', 16],
  ];
  it.each(cases)('%s', (input, index) => {
    const v = IRI.validate(input, undefined, ON);
    expect(v.valid).toBe(true);
    expect(v.errors.map((e) => [e.code, e.index, e.severity])).toEqual([['scheme-host-not-dns', index, 'warning']]);
    expect(IRI.canParse(input, undefined, ON)).toBe(true);
  });
  it('LDH names, IP addresses, IDNs and a final dot give no warning', () => {
    for (const input of ['http://a-b.example.com/', 'http://1.2.3.4/', 'http://[::1]/', 'http://bücher.de/', 'http://xn--bcher-kva.de/', 'http://example.com./', 'http://%41.com/']) {
      expect(issues(input), input).toEqual([]);
    }
    expect(issues('http://bücher.de/', ON86)).toEqual(['non-ascii-character@8']);
  });
});

describe('scheme rules everywhere the strict modes check', () => {
  it('setters stay atomic', () => {
    const x = new IRI('http://a/', undefined, ON);
    expect(() => { x.host = ''; }).toThrow(expect.objectContaining({ code: 'scheme-missing-host' }));
    expect(() => { x.protocol = 'mailto'; }).toThrow(expect.objectContaining({ code: 'scheme-authority-not-allowed' }));
    const w = new IRI('ws://a/', undefined, ON);
    expect(() => { w.hash = 'f'; }).toThrow(expect.objectContaining({ code: 'scheme-fragment-not-allowed' }));
    expect([x.href, w.href]).toEqual(['http://a/', 'ws://a/']);
  });
  it('resolution results and bases are checked', () => {
    expect(() => new IRI('//', 'http://a/', ON)).toThrow(expect.objectContaining({ code: 'scheme-missing-host' }));
    expect(() => IRI.resolve('ws://a/', '#f', ON)).toThrow(expect.objectContaining({ code: 'scheme-fragment-not-allowed' }));
    expect(IRI.resolve('ws://a/', '#f', { mode: 'rfc3987' })).toBe('ws://a/#f');
    expect(IRI.validate('x', 'http:///s//a/b/c', ON).errors.map((e) => e.code)).toEqual(['scheme-missing-host']);
    expect(IRI.validate('x', 'http:///s//a/b/c', { mode: 'rfc3987' }).valid).toBe(true); // peers' corpora: the default stays generic
  });
  it('references without a scheme have no scheme rules', () => {
    expect(issues('//-a/#f', { ...ON, reference: true })).toEqual([]);
  });
  it('every scheme-rule code of RFC_ERRORS is produced above', () => {
    const produced = new Set([...INVALID.flatMap(([, e]) => e.map((x) => x.replace(/@.*/, ''))), 'scheme-host-not-dns']);
    expect([...produced].sort()).toEqual(Object.keys(RFC_ERRORS).filter((c) => c.startsWith('scheme-')).sort());
  });
});
