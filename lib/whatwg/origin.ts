// URL §4.7 origin of a URL, serialized (HTML "serialization of an origin"). (The strict modes'
// RFC 6454 origin is strict.ts rfcOrigin: kept apart so that the URL class, and the polyfill,
// do not pull in IDNA2008.)

import { IriRecord } from '../core/record';
import { parseURL } from './setters';

/** ASCII serialization of the URL's origin: a tuple origin, or "null" for an opaque one. */
export function serializeOrigin(r: IriRecord): string {
  const scheme = r.scheme;
  switch (scheme) {
    case 'blob': {
      // URL §4.7 "blob": the origin of the URL parsed from the path, for http(s) and file.
      // (No blob URL store here, so the blob URL entry is always null.)
      const pathURL = parseURL(r.path, null);
      if (pathURL === null) return 'null';
      const inner = pathURL.scheme;
      return inner === 'http' || inner === 'https' || inner === 'file' ? serializeOrigin(pathURL) : 'null';
    }
    case 'ftp': case 'http': case 'https': case 'ws': case 'wss':
      // A tuple origin (scheme, host, port): serialized as scheme "://" host [":" port].
      return scheme + '://' + r.href.slice(r.hostStart, r.pathStart);
  }
  return 'null'; // file and everything else: a new opaque origin
}
