// Type fixture with the DOM library: this URL and URLSearchParams are a drop-in for the DOM's
// (each accepted where the other is expected), and a DOM URL is a valid base. See ./types.test.ts.
import { URL, URLSearchParams, IRI } from 'iri-url';

const native: globalThis.URL = new globalThis.URL('https://a/');
const ours: URL = new URL('b', native); // a DOM URL as the base
new URL(native);
URL.parse('b', native);
URL.canParse('b', native);
new IRI('b', native);
IRI.resolve(native, 'c');
const asNative: globalThis.URL = new URL('https://a/'); // ours where the DOM's is expected
new globalThis.URL('b', ours); // and as a base of the DOM's
const params: globalThis.URLSearchParams = new URLSearchParams('a=1');
new URLSearchParams(new globalThis.URLSearchParams('a=1'));
// @ts-expect-error the DOM's statics that ours does not have
URL.createObjectURL;
export { asNative, params };
