// Type fixture for 'iri-url/urlpattern' and 'iri-url/urlpattern-polyfill' (issue 15): what the
// types must accept and describe, with `@ts-expect-error` for what they must reject. Checked by
// ./types.test.ts against lib/ and dist/.
import { URLPattern } from 'iri-url/urlpattern';
import type {
  URLPatternComponent, URLPatternComponentResult, URLPatternInit, URLPatternInput, URLPatternOptions, URLPatternResult,
} from 'iri-url/urlpattern';
import { conforms, polyfill } from 'iri-url/urlpattern-polyfill';
import type { URLPatternPolyfillAction } from 'iri-url/urlpattern-polyfill';

const init: URLPatternInit = { pathname: '/users/:id', baseURL: 'https://example.com' };
const options: URLPatternOptions = { ignoreCase: true };
const input: URLPatternInput = 'https://example.com/*';
const p1 = new URLPattern(input);
const p2 = new URLPattern(init, options);
const p3 = new URLPattern('/a/:b', 'https://example.com', options);
new URLPattern();
const matched: boolean = p1.test('https://example.com/x') || p2.test({ pathname: '/users/1' }) || p3.test('/a/b', 'https://example.com');
const result: URLPatternResult | null = p2.exec({ pathname: '/users/1' });
const component: URLPatternComponentResult | undefined = result?.pathname;
const id: string | undefined = component?.groups.id;
const inputs: URLPatternInput[] | undefined = result?.inputs;
const strings: string[] = [p1.protocol, p1.username, p1.password, p1.hostname, p1.port, p1.pathname, p1.search, p1.hash];
const regexpGroups: boolean = p1.hasRegExpGroups;
const which: URLPatternComponent = 'hostname';
const order: number = URLPattern.compareComponent(which, p1, p2) + URLPattern.compareComponent('pathname', '/a', { pathname: '/b' });
// @ts-expect-error not a component name
URLPattern.compareComponent('host', p1, p2);
// @ts-expect-error read-only
p1.pathname = '/x';
// @ts-expect-error not an option
new URLPattern(init, { caseSensitive: true });
const action: URLPatternPolyfillAction = polyfill({});
const conforming: boolean = conforms(URLPattern);

export { matched, id, inputs, strings, regexpGroups, order, action, conforming };
