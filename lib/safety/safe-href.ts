// safeHref: a link target checked the way a browser will read it: the URL Standard's parser
// (URL §4.4: leading and trailing C0 controls and spaces removed, tabs and newlines removed
// anywhere, the scheme lower-cased), then an allowlist of schemes; data: URLs by MIME type
// (Fetch §4.6 data: URL processor, its MIME type); no credentials unless asked.
import { IRIError } from '../core/errors';
import { HostKind } from '../core/record';
import { apiParse } from '../whatwg/setters';

/** Options of safeHref. */
export interface SafeHrefOptions {
  /**
   * Allowed schemes, without ":" (default ['http', 'https', 'mailto', 'tel']). data: URLs are
   * allowed per MIME type, as entries such as 'data:image/png'; 'javascript' and 'vbscript' are
   * never allowed.
   */
  schemes?: readonly string[];
  /** The base URL a relative input is resolved against (a string or a URL); without it, relative input gives null. */
  base?: string | {
    /** The base's serialization. */
    href: string;
  };
  /** Allow a username or password in the URL (default false). */
  credentials?: boolean;
}

const DEFAULT_SCHEMES = ['http', 'https', 'mailto', 'tel'];

function isHTTPWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
}

/** HTTP token code points (Fetch §2.2, RFC 9110 tchar). */
function isToken(s: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(s);
}

/**
 * The MIME type essence of a data: URL's href, as the Fetch §4.6 data: URL processor reads it
 * (text/plain when the type does not parse), or null when it has no ",".
 */
function dataEssence(href: string): string | null {
  const end = href.indexOf('#');
  const body = href.slice(5, end < 0 ? href.length : end); // after "data:"
  const comma = body.indexOf(',');
  if (comma < 0) return null;
  let type = body.slice(0, comma);
  let a = 0, b = type.length;
  while (a < b && isHTTPWhitespace(type.charCodeAt(a))) a++;
  while (b > a && isHTTPWhitespace(type.charCodeAt(b - 1))) b--;
  type = type.slice(a, b);
  // Fetch §5 parse a MIME type: type "/" subtype, each token code points, up to ";".
  const semi = type.indexOf(';');
  const main = (semi < 0 ? type : type.slice(0, semi)).replace(/[ \t\n\r\f]+$/, '');
  const slash = main.indexOf('/');
  if (slash < 0) return 'text/plain';
  const t = main.slice(0, slash), sub = main.slice(slash + 1);
  if (!isToken(t) || !isToken(sub)) return 'text/plain';
  return (t + '/' + sub).toLowerCase();
}

/**
 * The serialized URL for a link to `input` (href, src, Location), or null when it does not parse,
 * its scheme is not allowed, or it has credentials (unless options.credentials). The parse is the
 * one a browser does; what it cannot see is in docs/security.md (HTML character references must
 * be decoded first; the result must still be escaped for its context).
 */
export function safeHref(input: unknown, options?: SafeHrefOptions): string | null {
  const schemes = options && options.schemes ? options.schemes : DEFAULT_SCHEMES;
  const allowed: string[] = [];
  const dataTypes: string[] = [];
  for (let i = 0; i < schemes.length; i++) {
    const entry = String(schemes[i]).toLowerCase();
    if (entry.slice(0, 5) === 'data:') dataTypes.push(entry.slice(5));
    else if (entry === 'data' || entry === 'data:') throw new TypeError("safeHref: list data: URLs by MIME type, such as 'data:image/png'");
    else allowed.push(entry.charCodeAt(entry.length - 1) === 0x3a ? entry.slice(0, -1) : entry);
  }
  let base: string | undefined;
  if (options && options.base !== undefined) {
    const b = options.base;
    base = b !== null && typeof b === 'object' ? String(b.href) : String(b);
    if (apiParse(base, undefined) === null) throw new IRIError(`Invalid base URL: ${JSON.stringify(base)}`, 'invalid-base', 0, '', base);
  }
  const r = apiParse(typeof input === 'string' ? input : String(input), base);
  if (r === null) return null;
  const scheme = r.href.slice(0, r.schemeEnd);
  if (scheme === 'javascript' || scheme === 'vbscript') return null;
  if (scheme === 'data') {
    const essence = dataEssence(r.href);
    if (essence === null || dataTypes.indexOf(essence) < 0) return null;
  } else if (allowed.indexOf(scheme) < 0) return null;
  // A username or password ends with "@" before the host; without them the host starts after "://".
  const hasCredentials = r.hostKind !== HostKind.None && r.hostStart > r.schemeEnd + 3;
  if (hasCredentials && !(options && options.credentials)) return null;
  return r.href;
}
