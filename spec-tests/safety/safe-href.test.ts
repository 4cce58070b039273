// safeHref: links as a browser parses them (URL §4.4), against the tricks that get past regular
// expressions: javascript: in any case, with tabs, newlines, leading controls and spaces, NUL;
// vbscript:, data: (by MIME type), blob:, file:, credentials; what it cannot see (HTML character
// references).
import { describe, expect, it } from 'vitest';
import { safeHref, IRIError } from './support';
import { URL } from '../../lib/api/url';

const base = 'https://example.com/dir/page';

describe('safeHref: script URLs never pass', () => {
  const scripts = [
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'JaVaScRiPt:alert(1)', 'javascript:alert(1)//http://x',
    'java\tscript:alert(1)', 'java\nscript:alert(1)', 'java\rscript:alert(1)', 'jav\t\n\rascript:alert(1)',
    ' javascript:alert(1)', '\u0000javascript:alert(1)', '\u0001\u0002\u001f javascript:alert(1)', '\u0020\u0000\u0009\u000a\u000cjavascript:alert(1)',
    'javascript:alert(1)\u0000', 'javascript\t:alert(1)', 'javascript:\u0000alert(1)', '\tjavascript:alert(1)',
    'vbscript:msgbox(1)', 'VBScript:msgbox(1)', 'vb\tscript:x',
  ];
  for (const s of scripts) {
    it(JSON.stringify(s), () => {
      expect(safeHref(s)).toBe(null);
      expect(safeHref(s, { base })).toBe(null);
      // Not even when listed.
      expect(safeHref(s, { schemes: ['javascript', 'vbscript', 'https'], base })).toBe(null);
    });
  }
  it('a script scheme that is not one (no colon, other code points) stays a relative path', () => {
    expect(safeHref('javascript', { base })).toBe('https://example.com/dir/javascript');
    expect(safeHref('java script:alert(1)', { base })).toBe('https://example.com/dir/java%20script:alert(1)');
    expect(safeHref('\u00a0javascript:alert(1)', { base })).toBe('https://example.com/dir/%C2%A0javascript:alert(1)'); // U+00A0 is not trimmed
    expect(safeHref('javascript\u200b:alert(1)', { base })).toBe('https://example.com/dir/javascript%E2%80%8B:alert(1)');
  });
});

describe('safeHref: HTML character references are the caller\'s to decode', () => {
  it('an undecoded reference is text, so the parse sees a relative path (or nothing without a base)', () => {
    expect(safeHref('javascript&colon;alert(1)')).toBe(null);
    expect(safeHref('javascript&colon;alert(1)', { base })).toBe('https://example.com/dir/javascript&colon;alert(1)');
    expect(safeHref('&#106;avascript:alert(1)', { base })).toBe('https://example.com/dir/&#106;avascript:alert(1)');
    expect(safeHref('java&#x09;script:alert(1)', { base })).toBe('https://example.com/dir/java&#x09;script:alert(1)');
  });
  it('decoded first, as the browser does before parsing an attribute, it is refused', () => {
    for (const [encoded, ref, text] of [['&#106;avascript:alert(1)', '&#106;', 'j'], ['javascript&colon;alert(1)', '&colon;', ':'], ['java&#x09;script:alert(1)', '&#x09;', '\t']]) {
      expect(safeHref(encoded.replace(ref, text), { base })).toBe(null);
    }
  });
});

describe('safeHref: schemes', () => {
  it('the default allowlist: http, https, mailto, tel', () => {
    expect(safeHref('https://example.com/a?b#c')).toBe('https://example.com/a?b#c');
    expect(safeHref('HTTP://EXAMPLE.com')).toBe('http://example.com/');
    expect(safeHref('  https://example.com/\n')).toBe('https://example.com/');
    expect(safeHref('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(safeHref('tel:+1-555-0100')).toBe('tel:+1-555-0100');
    expect(safeHref('ftp://example.com/')).toBe(null);
    expect(safeHref('ws://example.com/')).toBe(null);
  });
  it('relative references need a base', () => {
    expect(safeHref('/a/b')).toBe(null);
    expect(safeHref('/a/b', { base })).toBe('https://example.com/a/b');
    expect(safeHref('../x', { base })).toBe('https://example.com/x');
    expect(safeHref('//evil.example/x', { base })).toBe('https://evil.example/x');
    expect(safeHref('\\\\evil.example\\x', { base })).toBe('https://evil.example/x'); // backslashes in a special URL
    expect(safeHref('?q', { base: new URL(base) })).toBe('https://example.com/dir/page?q');
    expect(() => safeHref('/x', { base: 'not a url' })).toThrow(IRIError);
  });
  it('blob:, file: and others only when listed', () => {
    expect(safeHref('blob:https://example.com/0b3c9e2a')).toBe(null);
    expect(safeHref('blob:https://example.com/0b3c9e2a', { schemes: ['blob'] })).toBe('blob:https://example.com/0b3c9e2a');
    expect(safeHref('file:///etc/passwd')).toBe(null);
    expect(safeHref('file:///etc/passwd', { schemes: ['file'] })).toBe('file:///etc/passwd');
    expect(safeHref('FILE:///c:/x', { schemes: ['file:'] })).toBe('file:///c:/x');
    expect(safeHref('https://example.com/', { schemes: ['HTTPS'] })).toBe('https://example.com/');
  });
  it('an empty href is the base, as in a browser', () => {
    expect(safeHref('', { base })).toBe(base);
    expect(safeHref('')).toBe(null);
  });
  it('what does not parse gives null', () => {
    for (const bad of ['https://', 'http://[::1', 'https://exa mple.com/', 'https://a:99999/', 'http://xn--zz.\u00fc/']) expect(safeHref(bad, { base }), bad).toBe(null);
  });
});

describe('safeHref: data: URLs by MIME type', () => {
  const schemes = ['https', 'data:image/png', 'data:image/gif'];
  it('listed types pass, others do not', () => {
    expect(safeHref('data:image/png;base64,iVBORw0KGgo=', { schemes })).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeHref('DATA:IMAGE/PNG;base64,AA', { schemes })).toBe('data:IMAGE/PNG;base64,AA');
    expect(safeHref('data: image/gif ;x=y,AA', { schemes })).toBe('data: image/gif ;x=y,AA');
    expect(safeHref('data:text/html,<script>alert(1)</script>', { schemes })).toBe(null);
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=', { schemes })).toBe(null);
    expect(safeHref('data:image/svg+xml,<svg onload=alert(1)>', { schemes })).toBe(null);
    expect(safeHref('data:,hello', { schemes })).toBe(null); // text/plain
    expect(safeHref('data:image/png', { schemes })).toBe(null); // no comma: the data: URL processor fails
    expect(safeHref('da\tta:image/png,AA', { schemes })).toBe('data:image/png,AA');
    expect(safeHref('data:image/png\u0000,AA', { schemes })).toBe(null); // not a MIME type: text/plain
  });
  it('never by default, and not as a bare "data"', () => {
    expect(safeHref('data:image/png;base64,AA')).toBe(null);
    expect(() => safeHref('data:image/png,AA', { schemes: ['data'] })).toThrow(TypeError);
    expect(safeHref('data:text/plain,hi', { schemes: ['data:text/plain'] })).toBe('data:text/plain,hi');
    expect(safeHref('data:,hi', { schemes: ['data:text/plain'] })).toBe('data:,hi');
  });
});

describe('safeHref: credentials', () => {
  it('refused unless asked for', () => {
    for (const u of ['https://user@example.com/', 'https://user:pass@example.com/', 'https://:pass@example.com/', 'https://example.com@evil.example/', 'https://a%40b@evil.example/']) {
      expect(safeHref(u), u).toBe(null);
    }
    expect(safeHref('https://user:pass@example.com/', { credentials: true })).toBe('https://user:pass@example.com/');
    expect(safeHref('https://@example.com/')).toBe('https://example.com/'); // an empty userinfo is dropped by the parser
    expect(safeHref('mailto:user@example.com')).toBe('mailto:user@example.com'); // an address, not credentials
  });
});

describe('safeHref: hostile input', () => {
  it('huge and odd values', () => {
    const long = 'https://example.com/' + 'a'.repeat(1 << 20);
    expect(safeHref(long)).toBe(long);
    expect(safeHref('\t'.repeat(100000) + 'javascript:alert(1)')).toBe(null);
    expect(safeHref(null, { base })).toBe('https://example.com/dir/null');
    expect(safeHref({ toString: () => 'javascript:alert(1)' })).toBe(null);
    expect(safeHref('https://example.com/\ud800')).toBe('https://example.com/%EF%BF%BD');
  });
});
