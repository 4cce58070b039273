// URL §3.5 host parser on a whole host string, for the safety functions: the serialized host
// (URL §3.6) and its kind, as a special URL's host would be read.
import { parseHost, type HostOut } from '../whatwg/host/host';
import { HostKind } from '../core/record';

/** The serialized host of `text` and its kind, or null where the host parser fails. */
export function parseWholeHost(text: string): { host: string; kind: HostKind } | null {
  const out: HostOut = { hostKind: HostKind.None };
  const host = parseHost(text, 0, text.length, false, null, out);
  return host === null ? null : { host, kind: out.hostKind };
}
