// `iri check --extract`: finds URLs and IRIs in one line of text (plain text, Markdown links and
// autolinks, HTML attributes) with one forward scan: no regular expression, and the index never
// moves backwards, so the time is linear in the line whatever it holds.

export interface Link {
  /** UTF-16 offset of the link in the line. */
  start: number;
  text: string;
  /** Has a scheme (else a relative reference, checked only against a base). */
  absolute: boolean;
}

/** Schemes recognised without "//" (RFC 6068, RFC 8141, RFC 3966, RFC 2397, purl, RFC 4151, …). */
const OPAQUE_SCHEMES = new Set(['mailto', 'urn', 'tel', 'data', 'pkg', 'tag', 'news', 'sms', 'geo', 'magnet', 'xmpp', 'sip', 'sips', 'did', 'cid', 'mid', 'about', 'blob']);
/** HTML attributes whose value is a URL (HTML §2.4.2 and the attribute index). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'cite', 'poster', 'formaction', 'background', 'longdesc', 'manifest', 'ping', 'itemid', 'itemtype', 'codebase', 'xmlns']);

const isAlpha = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isSchemeChar = (c: number) => isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029;
const isWordChar = (c: number) => isSchemeChar(c) || c === 0x5f || c > 0x7f;

/** Absolute: starts with scheme ":" (RFC 3986 §3.1). */
export function hasScheme(s: string): boolean {
  if (s.length === 0 || !isAlpha(s.charCodeAt(0))) return false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3a) return true;
    if (!isSchemeChar(c)) return false;
  }
  return false;
}

/** Where a bare link ends: white space or a delimiter, then trailing punctuation and unbalanced ")". */
function bareEnd(line: string, from: number): number {
  let i = from;
  let open = 0;
  let lastGood = from;
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (isSpace(c) || c === 0x3c || c === 0x3e || c === 0x22 || c === 0x60 || c === 0x27) break;
    if (c === 0x28) open++;
    else if (c === 0x29) {
      if (open === 0) break;
      open--;
    }
    // Trailing punctuation is not part of the link unless something follows it.
    if (!(c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f || c === 0x2a || c === 0x5f || c === 0x5d)) lastGood = i + 1;
  }
  return lastGood;
}

export function extractLinks(line: string): Link[] {
  const links: Link[] = [];
  const emit = (start: number, end: number) => {
    let s = start;
    let e = end;
    while (s < e && isSpace(line.charCodeAt(s))) s++;
    while (e > s && isSpace(line.charCodeAt(e - 1))) e--;
    if (e > s) {
      const text = line.slice(s, e);
      links.push({ start: s, text, absolute: hasScheme(text) });
    }
  };
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    // Markdown inline link: "](" destination (CommonMark §6.3), "<…>" or up to white space.
    if (c === 0x28 && i > 0 && line.charCodeAt(i - 1) === 0x5d) {
      let j = i + 1;
      if (line.charCodeAt(j) === 0x3c) {
        // Up to ">", stopping at "<" so that each scan covers its own stretch of the line.
        let close = j + 1;
        while (close < line.length && line.charCodeAt(close) !== 0x3e && line.charCodeAt(close) !== 0x3c) close++;
        if (line.charCodeAt(close) === 0x3e) {
          emit(j + 1, close);
          i = close + 1;
          continue;
        }
      }
      let depth = 0;
      for (; j < line.length; j++) {
        const d = line.charCodeAt(j);
        if (isSpace(d)) break;
        if (d === 0x28) depth++;
        else if (d === 0x29) {
          if (depth === 0) break;
          depth--;
        }
      }
      emit(i + 1, j);
      i = j;
      continue;
    }
    // Autolink "<scheme:…>" (CommonMark §6.5).
    if (c === 0x3c && i + 1 < line.length && isAlpha(line.charCodeAt(i + 1))) {
      let j = i + 1;
      while (j < line.length && isSchemeChar(line.charCodeAt(j))) j++;
      if (line.charCodeAt(j) === 0x3a && j - i - 1 >= 2) {
        let k = j + 1;
        while (k < line.length && line.charCodeAt(k) !== 0x3e && line.charCodeAt(k) !== 0x3c && !isSpace(line.charCodeAt(k))) k++;
        if (line.charCodeAt(k) === 0x3e) {
          emit(i + 1, k);
          i = k + 1;
          continue;
        }
      }
      i++;
      continue;
    }
    // A word at a word boundary: an attribute name before "=", or a scheme before ":".
    if (isAlpha(c) && (i === 0 || !isWordChar(line.charCodeAt(i - 1)))) {
      let j = i + 1;
      while (j < line.length && isSchemeChar(line.charCodeAt(j))) j++;
      const word = line.slice(i, j).toLowerCase();
      let k = j;
      while (k < line.length && line.charCodeAt(k) === 0x20) k++;
      if (line.charCodeAt(k) === 0x3d && URL_ATTRIBUTES.has(word)) {
        k++;
        while (k < line.length && line.charCodeAt(k) === 0x20) k++;
        const quote = line.charCodeAt(k);
        if (quote === 0x22 || quote === 0x27) {
          const close = line.indexOf(quote === 0x22 ? '"' : "'", k + 1);
          const end = close < 0 ? line.length : close;
          emit(k + 1, end);
          i = end + 1;
        } else {
          let e = k;
          while (e < line.length && !isSpace(line.charCodeAt(e)) && line.charCodeAt(e) !== 0x3e) e++;
          emit(k, e);
          i = e;
        }
        continue;
      }
      if (line.charCodeAt(j) === 0x3a && j + 1 < line.length) {
        const slashes = line.charCodeAt(j + 1) === 0x2f && line.charCodeAt(j + 2) === 0x2f;
        if (slashes || OPAQUE_SCHEMES.has(word)) {
          const end = bareEnd(line, j + 1);
          if (end > j + 1 + (slashes ? 2 : 0)) {
            emit(i, end);
            i = Math.max(end, j + 1);
            continue;
          }
        }
      }
      i = j;
      continue;
    }
    i++;
  }
  return links;
}
