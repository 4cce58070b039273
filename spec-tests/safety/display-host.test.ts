// displayHost: each rule of the display policy (docs/security.md), with the UTS #39 text's
// examples (§4.1 whole-script confusables, §5.3 mixed numbers, §5.4 mark runs and i + U+0307) and
// the cases Chromium's IDN spoof checker documents; topDomains; hostile input.
import { describe, expect, it } from 'vitest';
import { displayHost, IRIError } from './support';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { URL } from '../../lib/api/url';
import { decodedTableCount } from '../../lib/unicode/tables';
import { labelReasons } from '../../lib/safety/label-checks';
import { RestrictionLevel } from '../../lib/safety/scripts';

const reasonsOf = (host: string, options?: Parameters<typeof displayHost>[1]) => displayHost(host, options).labels.map((l) => l.reasons);
const shown = (host: string, options?: Parameters<typeof displayHost>[1]) => displayHost(host, options).host;

describe('displayHost: what is shown', () => {
  it('ASCII hosts as they are, A-labels decoded where safe', () => {
    expect(displayHost('example.com')).toEqual({
      host: 'example.com', safe: true, lookalikeOf: null,
      labels: [{ label: 'example', display: 'example', safe: true, reasons: [] }, { label: 'com', display: 'com', safe: true, reasons: [] }],
    });
    expect(shown('xn--bcher-kva.de')).toBe('bücher.de');
    expect(shown('bücher.de')).toBe('bücher.de');
    expect(shown('BÜCHER.DE')).toBe('bücher.de');
    expect(shown('例え.jp')).toBe('例え.jp');
    expect(shown('xn--r8jz45g.jp')).toBe('例え.jp');
    expect(shown('ｅｘａｍｐｌｅ．com')).toBe('example.com'); // UTS #46 mapping first
    expect(shown('example.com.')).toBe('example.com.');
  });

  it('IP addresses as the host parser serializes them', () => {
    expect(displayHost('0x7f.1')).toEqual({ host: '127.0.0.1', safe: true, labels: [], lookalikeOf: null });
    expect(displayHost('[::FFFF:127.0.0.1]').host).toBe('[::ffff:7f00:1]');
  });

  it('an invalid "xn--" label stays as written and is unsafe', () => {
    const r = displayHost('xn--zz.com');
    expect(r.safe).toBe(false);
    expect(r.host).toBe('xn--zz.com');
    expect(r.labels[0]).toEqual({ label: 'xn--zz', display: 'xn--zz', safe: false, reasons: ['invalid-a-label'] });
    expect(reasonsOf('xn--a.com')[0]).toEqual(['invalid-a-label']); // decodes to ASCII
    expect(reasonsOf('xn--evil-.com')[0]).toEqual(['invalid-a-label']);
  });

  it('a label that decodes alone in a domain that fails as a whole (RFC 5893 Bidi rule)', () => {
    // xn--mgbh0fb (Arabic) beside a label that starts with a digit: the domain fails the Bidi rule.
    const r = displayHost('xn--mgbh0fb.1a');
    expect(r.labels[0].reasons[0]).toBe('invalid-domain');
    expect(r.host).toBe('xn--mgbh0fb.1a');
  });

  it('throws IRIError for what the host parser refuses', () => {
    for (const bad of ['', 'a b', 'a<b', 'exa%mple.com', '\u2665\u0000.com', '[::1', 'xn--zz.\u00fc']) {
      expect(() => displayHost(bad), bad).toThrow(IRIError);
    }
    try {
      displayHost('a b');
    } catch (e) {
      expect((e as IRIError).code).toBe('invalid-host');
    }
  });
});

describe('displayHost: the rules', () => {
  it('whole-script confusables (UTS #39 §4.1): "аррӏе" and "ѕсоре" under .com, fine under their own TLDs', () => {
    expect(displayHost('xn--80ak6aa92e.com')).toMatchObject({ host: 'xn--80ak6aa92e.com', safe: false });
    expect(reasonsOf('аррӏе.com')[0]).toEqual(['whole-script-confusable']);
    expect(reasonsOf('ѕсоре.com')[0]).toEqual(['whole-script-confusable']);
    expect(shown('ѕсоре.ru')).toBe('ѕсоре.ru');
    expect(shown('ѕсоре.рф')).toBe('ѕсоре.рф'); // a TLD in the same script
    // The §4.1 example: Cyrillic "сігсӀе" fits "сігсӀе.рф" but not .com.
    // (U+04C0 Ӏ is disallowed by UTS #46; its lower case U+04CF ӏ is what a host holds.)
    expect(shown('сігсӏе.рф')).toBe('сігсӏе.рф');
    expect(reasonsOf('сігсӏе.com')[0]).toEqual(['whole-script-confusable']);
    // A Cyrillic label with a letter that looks like no Latin letter is fine anywhere.
    expect(shown('пример.com')).toBe('пример.com');
    // Greek: ορα ("opa") looks Latin (κ, whose prototype is ĸ, does not); δοκιμή does not.
    expect(reasonsOf('ορα.com')[0]).toEqual(['whole-script-confusable']);
    expect(shown('ορα.gr')).toBe('ορα.gr');
    expect(shown('δοκιμή.com')).toBe('δοκιμή.com');
  });

  it('mixed scripts (UTS #39 §5.2): Highly Restrictive by default, Moderately Restrictive on request', () => {
    expect(reasonsOf('gооgle.com')[0]).toEqual(['mixed-script']); // Latin + Cyrillic о
    expect(reasonsOf('pаypаl.com')[0]).toEqual(['mixed-script']);
    expect(shown('ひらがなabc.com')).toBe('ひらがなabc.com'); // Latin + Japanese
    expect(shown('한국abc.com')).toBe('한국abc.com'); // Latin + Korean
    expect(reasonsOf('abcक.com')[0]).toEqual(['mixed-script']); // Latin + Devanagari
    expect(shown('abcक.com', { restrictionLevel: 'moderately-restrictive' })).toBe('abcक.com');
    // Cyrillic and Greek never mix with Latin, whatever the level.
    expect(reasonsOf('pаypаl.com', { restrictionLevel: 'moderately-restrictive' })[0]).toEqual(['mixed-script']);
    expect(reasonsOf('αbc.com', { restrictionLevel: 'moderately-restrictive' })[0]).toEqual(['mixed-script']);
  });

  it('Restricted characters (Identifier_Status) and the ones Chromium also refuses', () => {
    expect(reasonsOf('a\u2665b.com')[0]).toEqual(['restricted']); // ♥
    expect(reasonsOf('a\u0338b.com')[0]).toContain('restricted'); // combining long solidus overlay, looks like "/"
    expect(reasonsOf('\u1e03ar.com')[0]).toEqual(['restricted']); // ḃ, Latin Extended Additional
    expect(reasonsOf('\u0138a.com')[0]).toEqual(['restricted']); // ĸ
    expect(shown('vi\u1ec7t.vn')).toBe('việt.vn'); // Vietnamese letters (U+1EA0..) stay
  });

  it('mixed numbers (UTS #39 §5.3): ৪ (U+09EA) with 8, ٠ with ۰', () => {
    expect(reasonsOf('ক\u09ea8.com')[0]).toContain('mixed-numbers');
    expect(reasonsOf('क\u09672.com')[0]).toContain('mixed-numbers');
    expect(shown('क\u0967\u0968.com')).toBe('क१२.com'); // one system
    // U+0660 and U+06F0 in one label fail the Bidi rule (RFC 5893 rule 4: AN with EN), so no
    // host holds them; the label rules alone also refuse them (and RFC 5892 A.8/A.9).
    expect(() => displayHost('\u0628\u0660\u06f0.com')).toThrow(IRIError);
    const r = labelReasons([0x628, 0x660, 0x6f0], [0x63, 0x6f, 0x6d], 'com', RestrictionLevel.HighlyRestrictive);
    expect(r).toContain('mixed-numbers');
    expect(r).toContain('context');
  });

  it('invisible characters and deviation characters', () => {
    // ZWNJ passes UTS #46 after a virama (CheckJoiners) but stays invisible.
    expect(displayHost('क्\u200cष.com').labels[0].reasons).toEqual(expect.arrayContaining(['invisible', 'deviation']));
    // ß and ς: IDNA2003 and IDNA2008 resolve them differently (Chromium shows the A-label).
    expect(reasonsOf('xn--fu-hia.de')[0]).toEqual(['deviation']);
    expect(reasonsOf('faß.de')[0]).toEqual(['deviation']);
    expect(shown('fass.de')).toBe('fass.de');
  });

  it('mark runs (UTS #39 §5.4): the same nonspacing mark twice, more than four marks', () => {
    expect(reasonsOf('a\u0301\u0301.com')[0]).toContain('nonspacing-marks');
    expect(shown('a\u0301.com')).toBe('á.com');
    expect(reasonsOf('\u0915\u093f\u0902\u0901\u0947\u0948.com')[0]).toContain('nonspacing-marks');
  });

  it('hidden overlays (UTS #39 §5.4 i + U+0307) and Chromium\'s dangerous patterns', () => {
    expect(reasonsOf('i\u0307nstagram.com')[0]).toEqual(['dangerous-pattern']);
    expect(reasonsOf('\u0131\u0301.com')[0]).toContain('dangerous-pattern'); // dotless i + mark
    expect(reasonsOf('aノb.com')[0]).toEqual(['dangerous-pattern']); // looks like "a/b"
    expect(shown('ノート.jp')).toBe('ノート.jp');
    expect(reasonsOf('a\u30fbb.com')[0]).toContain('dangerous-pattern'); // katakana middle dot between Latin
    expect(reasonsOf('ab\u4e00c.com')[0]).toContain('dangerous-pattern'); // 一 beside Latin: a dash
    expect(shown('一二三.jp')).toBe('一二三.jp');
    expect(reasonsOf('\u30fcabc.com')[0]).toContain('dangerous-pattern'); // prolonged sound mark first
  });

  it('TLD-specific letters and the middle dot', () => {
    expect(reasonsOf('\u00fe\u00f3r.com')[0]).toEqual(['tld-specific']); // þ outside .is
    expect(shown('\u00fe\u00f3r.is')).toBe('þór.is');
    expect(reasonsOf('\u0259li.com')[0]).toEqual(['tld-specific']); // ə outside .az
    expect(shown('\u0259li.az')).toBe('əli.az');
    expect(shown('col\u00b7lecci\u00f3.cat')).toBe('col·lecció.cat'); // RFC 5892 A.3, Catalan
    expect(reasonsOf('col\u00b7lecci\u00f3.com')[0]).toEqual(['tld-specific']);
    expect(reasonsOf('a\u00b7b.cat')[0]).toEqual(['context']);
  });

  it('labels of digits and digit lookalikes', () => {
    expect(reasonsOf('з2.com')[0]).toEqual(['digit-lookalike']); // з looks like 3
    expect(reasonsOf('\u09ea\u09ea.com')[0]).toEqual(['digit-lookalike']); // ৪৪ looks like 88
    expect(shown('१२.com')).toBe('१२.com'); // Devanagari digits alone: not digit lookalikes (only २ and three others are)
  });

  it('non-ASCII Latin beside another script', () => {
    expect(reasonsOf('café日本.jp')[0]).toEqual(['latin-mixed']);
    expect(shown('cafe日本.jp')).toBe('cafe日本.jp');
  });
});

describe('displayHost: topDomains', () => {
  const topDomains = ['google.com', 'paypal.com', 'bücher.de', 'example.co.uk'];
  it('a label shown in Unicode whose skeletons match a top domain is a lookalike', () => {
    const r = displayHost('googlé.com', { topDomains });
    expect(r).toMatchObject({ host: 'xn--googl-fsa.com', safe: false, lookalikeOf: 'google.com' });
    expect(r.labels[0].reasons).toEqual(['lookalike']);
    // Through a subdomain; diacritics removed (gõõgle), on either side (bûcher for bücher).
    expect(displayHost('login.gööglé.com', { topDomains }).lookalikeOf).toBe('google.com');
    expect(displayHost('gõõgle.com', { topDomains }).lookalikeOf).toBe('google.com');
    expect(displayHost('bucher.de', { topDomains }).lookalikeOf).toBe(null); // ASCII: shown as it is anyway
    expect(displayHost('bûcher.de', { topDomains }).lookalikeOf).toBe('bücher.de');
    expect(displayHost('exämple.co.uk', { topDomains }).lookalikeOf).toBe('example.co.uk');
  });
  it('the top domain itself and names under it are not lookalikes', () => {
    expect(displayHost('bücher.de', { topDomains })).toMatchObject({ host: 'bücher.de', safe: true, lookalikeOf: null });
    expect(displayHost('xn--bcher-kva.de', { topDomains }).safe).toBe(true);
    expect(displayHost('straße.bücher.de', { topDomains }).lookalikeOf).toBe(null);
    expect(displayHost('mañana.com', { topDomains })).toMatchObject({ host: 'mañana.com', safe: true });
  });
  it('a changed list is read again when it is a new array', () => {
    expect(displayHost('mañana.com', { topDomains: ['manana.com'] }).lookalikeOf).toBe('manana.com');
    expect(displayHost('mañana.com', { topDomains: ['other.com'] }).lookalikeOf).toBe(null);
  });
});

describe('displayHost: cost', () => {
  it('ASCII hosts decode no Unicode table', () => {
    const before = decodedTableCount();
    displayHost('www.example.com');
    displayHost('127.0.0.1');
    expect(decodedTableCount()).toBe(before);
  });
  it('long labels and long hosts stay linear', () => {
    const label = 'ab' + '\u00e9'.repeat(30);
    const host = Array(5000).fill(label).join('.') + '.com';
    const t = Date.now();
    const r = displayHost(host);
    expect(r.labels.length).toBe(5001);
    expect(Date.now() - t).toBeLessThan(5000);
    const marks = 'a' + '\u0301\u0300'.repeat(20000) + '.com';
    expect(displayHost(marks).safe).toBe(false);
  });
});

describe('displayHost: the shown host leads to the same host', () => {
  it('for every host of ../shared/bench/iri.txt, and a safe host shows no A-label', () => {
    const lines = readFileSync(resolve(fileURLToPath(new URL('.', import.meta.url).href), '../../../shared/bench/iri.txt'), 'utf8').split('\n');
    let hosts = 0, idn = 0, unsafe = 0;
    const bad: string[] = [];
    for (const line of lines) {
      let host: string;
      try {
        host = new URL(line).hostname;
      } catch {
        continue;
      }
      if (host === '') continue;
      hosts++;
      if (/(^|\.)xn--/.test(host)) idn++;
      const r = displayHost(host);
      if (!r.safe) unsafe++;
      if (new URL('http://' + r.host + '/').hostname !== host) bad.push(host);
      if (r.safe && /(^|\.)xn--/.test(r.host)) bad.push('safe but A-label: ' + host);
      if (r.labels.length && r.labels.map((l) => l.display).join('.') !== r.host) bad.push('labels: ' + host);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(hosts).toBe(19775);
    expect(idn).toBe(8426);
    console.log(`[displayHost] ${hosts} hosts, ${idn} with an A-label, ${unsafe} shown with A-labels`);
  });
});
