// Type fixture (CommonJS consumer): checked by ../dist.test.ts through the package's exports map.
import 'iri-url/polyfill';
import { polyfill, conforms, result, type PolyfillAction, type PolyfillResult } from 'iri-url/polyfill';
import { URL, URLSearchParams } from 'iri-url';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;

const r: PolyfillResult = polyfill();
const onTarget: PolyfillResult = polyfill(globalThis);
const actions: Equal<PolyfillAction, 'installed' | 'replaced' | 'kept'> = true;
const fields: Equal<keyof PolyfillResult, 'URL' | 'URLSearchParams'> = true;
const auto: Equal<typeof result, PolyfillResult> = true;
const ok: boolean = conforms(URL, URLSearchParams);
// @ts-expect-error the target is an object
polyfill('global');
// @ts-expect-error no such action
const bad: PolyfillAction = 'added';

const size: number = new URL('http://a/?x=1').searchParams.size;
const parsed: URL | null = URL.parse('http://a/');
// @ts-expect-error URL.parse takes a string first
URL.parse();
export { r, onTarget, actions, fields, auto, ok, bad, size, parsed };
