// The query object of a strict IRI (RFC 3986/3987 modes): every change to its list is checked
// through its link (SearchParamsLink.check) before it is kept, and undone when the IRI refuses
// it. Apart from ./search-params.ts so that URL, which never links strictly, does not carry it.

import { EncodeSet, utf8PercentEncode } from '../encoding/percent';
import type { Journal, ListState, Undo } from './search-params';

/**
 * The shape of the query the list serializes to: its first tuple, then "&" when more follow
 * (null when the list is empty). The urlencoded serializer writes only ALPHA, DIGIT, "*-._",
 * "+", "&", "=" and "%" HEXDIG HEXDIG, all RFC 3986 pchar (and RFC 3987 ipchar), so what a
 * strict grammar can still reject is how the query starts or that it is all there is: a URN's
 * query must be "?+" r-component or "?=" q-component, each at least one pchar (RFC 8141 §2), and
 * RFC 2141 allows none. The whole query is checked again when the IRI is brought up to date.
 */
function probeQuery(q: ListState): string | null {
  const live = (q.list.length >> 1) - q.holes;
  if (live === 0) return null;
  const name = q.list[q.start], value = q.list[q.start + 1];
  return utf8PercentEncode(name, 0, name.length, EncodeSet.FormUrlencoded, true) + '=' +
    utf8PercentEncode(value, 0, value.length, EncodeSet.FormUrlencoded, true) + (live > 1 ? '&' : '');
}

/** The journal of a strict IRI's query object (createLinkedSearchParams). */
export const strictJournal: Journal = {
  begin(q: ListState): Undo {
    q.log = [];
    return { length: q.list.length, holes: q.holes, start: q.start };
  },
  check(q: ListState, undo: Undo): void {
    const log = q.log!, list = q.list;
    q.log = null;
    try {
      const check = q.link!.check;
      if (check !== undefined) check(q.url!, probeQuery(q));
    } catch (e) {
      // Each altered slot back, last change first, then the lengths and counters.
      for (let k = log.length - 3; k >= 0; k -= 3) {
        const i = log[k] as number;
        list[i] = log[k + 1] as string;
        list[i + 1] = log[k + 2] as string;
      }
      list.length = undo.length;
      q.holes = undo.holes;
      q.start = undo.start;
      q.index = null;
      throw e;
    }
  },
};
