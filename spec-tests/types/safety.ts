// Type fixture for 'iri-url/safety': what the types must accept and describe, with
// `@ts-expect-error` for what they must reject. Checked by ./types.test.ts against lib/ and dist/.
import { classifyHost, confusable, displayHost, isGloballyReachable, safeHref, skeleton } from 'iri-url/safety';
import type { AddressRange, DisplayHostOptions, DisplayHostResult, DisplayLabel, DisplayReason, HostClassification, SafeHrefOptions } from 'iri-url/safety';

const options: DisplayHostOptions = { topDomains: ['example.com'], restrictionLevel: 'moderately-restrictive' };
const shown: DisplayHostResult = displayHost('xn--bcher-kva.de', options);
const label: DisplayLabel | undefined = shown.labels[0];
const reasons: DisplayReason[] = label ? label.reasons : [];
const text: string = shown.host + (shown.lookalikeOf ?? '') + skeleton('paypal');
const same: boolean = confusable('a', 'b') && shown.safe;
const c: HostClassification = classifyHost('http://0x7f.1/');
const kind: 'ipv4' | 'ipv6' | 'domain' | 'opaque' | 'empty' = c.kind;
const effective: string | null = c.effective;
const ranges: AddressRange[] = c.ranges;
const reachable: boolean | null = ranges.length ? ranges[0].globallyReachable : null;
const global: boolean = isGloballyReachable('10.0.0.1') || c.globallyReachable;
const hrefOptions: SafeHrefOptions = { schemes: ['https', 'data:image/png'], base: 'https://example.com/', credentials: false };
const href: string | null = safeHref('/x', hrefOptions);
classifyHost(new URL('http://localhost/'));
// @ts-expect-error not a restriction level
displayHost('a.com', { restrictionLevel: 'minimal' });
// @ts-expect-error not a reason
const bad: DisplayReason = 'ugly';
// @ts-expect-error read as a string or null only
const n: number = safeHref('/x');
void [text, same, kind, effective, reachable, global, href, reasons, bad, n];
