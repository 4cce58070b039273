// Type fixture: every public function and class member of 'iri-url', 'iri-url/nfkc' and
// 'iri-url/polyfill', with what the types must accept (what the run time accepts) and describe
// (what it returns), and `@ts-expect-error` for what they must reject. Checked by
// ./types.test.ts against the sources (lib/) and against the built declarations (dist/).
import { URL, URLSearchParams, IRI, IRIError, domainToASCII, domainToUnicode, polyfill, idna, urn } from 'iri-url';
import type {
  EqualsOptions, FromURIOptions, IRIMode, IRIOptions, IdnaPolicy, NormalizeOptions, PolyfillAction, PolyfillResult, RfcErrorCode,
  RfcIssue, StrictOptions, ToURIOptions, URLSearchParamsInit, UrnPolicy, ValidationError, ValidationErrorCode, ValidationResult,
} from 'iri-url';
import { nfkc, nfkd } from 'iri-url/nfkc';
import { conforms, polyfill as polyfillAuto, result } from 'iri-url/polyfill';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
function check<T extends true>(_: T): void { /* compile-time only */ }
declare const s: string;

// ---- URL ----------------------------------------------------------------------------------------
const base = new URL('https://base/');
const u = new URL('b', base); // a URL as the base (issue 11.2)
new URL('b', 'https://base/');
new URL(base); // a URL as the input
new URL('b', new IRI('https://base/')); // an IRI stringifies to its href
check<Equal<typeof u, URL>>(true);
check<Equal<ReturnType<typeof URL.parse>, URL | null>>(true);
check<Equal<ReturnType<typeof URL.canParse>, boolean>>(true);
URL.parse('b', base);
URL.parse(base);
URL.canParse('b', base);
URL.canParse('b');
// @ts-expect-error the input is required
new URL();
// @ts-expect-error the input is required
URL.canParse();
// @ts-expect-error a number is not a URL input (the DOM types reject it too)
new URL(5);
// @ts-expect-error no third argument
new URL('a', 'b', 'c');
// @ts-expect-error no blob URL store
URL.createObjectURL;
const attributes: [string, string, string, string, string, string, string, string, string, string, string] =
  [u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash];
u.href = s; u.protocol = s; u.username = s; u.password = s; u.host = s; u.hostname = s; u.port = s; u.pathname = s; u.search = s; u.hash = s;
// @ts-expect-error origin is read-only
u.origin = s;
// @ts-expect-error searchParams is read-only
u.searchParams = new URLSearchParams();
check<Equal<typeof u.searchParams, URLSearchParams>>(true);
const json: string = u.toJSON();
const str: string = u.toString();
// @ts-expect-error internals are not part of the type
u._r;
// @ts-expect-error internals are not part of the type
u._flush();

// ---- URLSearchParams -----------------------------------------------------------------------------
const inits: URLSearchParamsInit[] = ['a=1', [['a', '1']], { a: '1' }, new URLSearchParams(), new Map([['a', '1']])];
const p = new URLSearchParams(inits[0]);
new URLSearchParams();
new URLSearchParams([['a', '1']]);
new URLSearchParams({ a: '1' });
new URLSearchParams(p);
// @ts-expect-error a number is not an init
new URLSearchParams(1);
// @ts-expect-error record values are strings
new URLSearchParams({ a: 1 });
p.append('a', 'b');
// @ts-expect-error append takes a name and a value
p.append('a');
p.delete('a');
p.delete('a', 'b');
const got: string | null = p.get('a');
const all: string[] = p.getAll('a');
const has: boolean = p.has('a') && p.has('a', 'b');
p.set('a', 'b');
p.sort();
p.forEach((value: string, name: string, params: URLSearchParams) => { void value; void name; void params; });
p.forEach(function (this: number) { /* thisArg */ }, 1);
// @ts-expect-error the callback gets strings
p.forEach((value: number) => value);
const size: number = p.size;
// @ts-expect-error size is read-only
p.size = 1;
for (const [k, v] of p) { const pair: [string, string] = [k, v]; void pair; }
for (const e of p.entries()) { const pair: [string, string] = e; void pair; }
for (const k of p.keys()) { const name: string = k; void name; }
for (const v of p.values()) { const value: string = v; void value; }
const step: IteratorResult<[string, string]> = p.entries().next();
const serialized: string = p.toString();

// ---- IRI -----------------------------------------------------------------------------------------
const modes: IRIMode[] = ['whatwg', 'rfc3986', 'rfc3987'];
// @ts-expect-error no such mode
const badMode: IRIMode = 'rfc3988';
const policies: IdnaPolicy[] = ['idna2008', 'idna2008-registration', 'uts46', 'none'];
const urnPolicies: UrnPolicy[] = ['rfc8141', 'rfc2141', 'none'];
const strict: StrictOptions = { idna: 'uts46', zoneId: true, allowBidiIsolates: false, nonStrictResolution: false, urn: 'rfc2141', reference: true, schemeRules: false };
const options: IRIOptions = { mode: 'rfc3987', ...strict };
// @ts-expect-error no such option value
const badOptions: IRIOptions = { idna: 'IDNA2008' };
const i = new IRI('http://a/', undefined, options);
new IRI('b', 'http://a/');
new IRI('b', i); // an IRI as the base
new IRI('b', base); // a URL as the base
new IRI('b', { href: 'http://a/' }); // any object with a string href
new IRI('b', null);
new IRI(base); // a URL as the input
new IRI(i);
// @ts-expect-error the input is required
new IRI();
// @ts-expect-error the base is a string, IRI, URL or { href }
new IRI('b', 5);
const parsed: IRI | null = IRI.parse('b', base, options);
const can: boolean = IRI.canParse('b', i, { mode: 'rfc3986' });
const resolved: string = IRI.resolve('http://a/b', '../c', options);
IRI.resolve(i, 'c');
IRI.resolve(base, i);
// @ts-expect-error resolution needs a base
IRI.resolve(undefined, 'c');
const mode: IRIMode = i.mode;
// @ts-expect-error mode is read-only
i.mode = 'whatwg';
const absolute: boolean = i.isAbsolute;
// @ts-expect-error isAbsolute is read-only
i.isAbsolute = false;
const reference: IRI = new IRI('../a?b#c', undefined, { mode: 'rfc3987', reference: true });
const relativized: string = i.relativize(reference);
// @ts-expect-error reference is a flag
new IRI('a', undefined, { mode: 'rfc3986', reference: 'yes' });
const iriAttributes: string[] = [i.href, i.origin, i.protocol, i.username, i.password, i.host, i.hostname, i.port, i.pathname, i.search, i.hash, i.path];
i.href = s; i.protocol = s; i.username = s; i.password = s; i.host = s; i.hostname = s; i.port = s; i.pathname = s; i.search = s; i.hash = s; i.path = s;
const rfcParts: (string | null)[] = [i.scheme, i.userinfo, i.authority, i.query, i.fragment];
i.scheme = null; i.userinfo = null; i.authority = null; i.query = null; i.fragment = null;
i.scheme = s; i.userinfo = s; i.authority = s; i.query = s; i.fragment = s;
// @ts-expect-error the path is never null
i.path = null;
check<Equal<typeof i.searchParams, URLSearchParams>>(true);
const normalizeOptions: NormalizeOptions = { case: true, percentEncoding: true, pathSegments: false, characters: nfkc, schemeBased: true };
const n: IRI = i.normalize(normalizeOptions);
i.normalize({ characters: 'nfc' });
i.normalize({ characters: false });
// @ts-expect-error characters is 'nfc', false or a function
i.normalize({ characters: 'nfkc' });
const equalsOptions: EqualsOptions = { level: 'syntax' };
const eq: boolean = i.equals('http://a/', equalsOptions) && i.equals(n) && i.equals(base);
// @ts-expect-error no such level
i.equals('x', { level: 'exact' });
const eq2: boolean = IRI.equals('http://a', i, { level: 'scheme', mode: 'rfc3987', idna: 'uts46' });
const toUri: ToURIOptions = { host: 'percent-encode' };
const uri: IRI = i.toURI(toUri);
i.toURI();
// @ts-expect-error no such host mapping
i.toURI({ host: 'punycode' });
const fromUri: FromURIOptions = { unicodeHost: true };
const back: IRI = i.toIRI(fromUri);
const from: IRI = IRI.fromURI('http://a/%C3%BC', { unicodeHost: true, idna: 'uts46' });
IRI.fromURI(uri);
const child: IRI = i.resolve('c');
i.resolve(base);
const rel: string = i.relativize('http://a/c') + i.relativize(child) + i.relativize(base);
const iriString: string = i.toString() + i.toJSON();
// @ts-expect-error internals are not part of the type
i._m;

// ---- IRI.validate: the result's errors by mode (issue 11.2) ---------------------------------------
const w = IRI.validate('http://a b/');
check<Equal<typeof w, ValidationResult<ValidationError>>>(true);
const wCode: ValidationErrorCode | 'invalid-base' = w.errors[0].code;
const wIndex: number = w.errors[0].index;
// @ts-expect-error WHATWG-mode errors have no severity
w.errors[0].severity;
const w2 = IRI.validate('x', 'http://a/', { mode: 'whatwg' });
check<Equal<typeof w2, ValidationResult<ValidationError>>>(true);
const r = IRI.validate('http://a b/', undefined, { mode: 'rfc3987' });
check<Equal<typeof r, ValidationResult<RfcIssue>>>(true);
const issue: RfcIssue = r.errors[0];
const severity: 'error' | 'warning' = r.errors[0].severity;
const message: string = r.errors[0].message;
const component: string = r.errors[0].component;
const code: RfcErrorCode = r.errors[0].code;
const r2 = IRI.validate('x', i, { mode: 'rfc3986', urn: 'none' });
check<Equal<typeof r2, ValidationResult<RfcIssue>>>(true);
declare const someMode: IRIMode;
const any = IRI.validate('x', undefined, { mode: someMode });
check<Equal<typeof any, ValidationResult>>(true);
check<Equal<ValidationResult, ValidationResult<ValidationError | RfcIssue>>>(true);
for (const e of any.errors) {
  if ('severity' in e) { const m: string = e.message; void m; } else { const c: ValidationErrorCode | 'invalid-base' = e.code; void c; }
}
const flags: [boolean, boolean, string | null] = [r.valid, r.failure, r.href];
// @ts-expect-error a strict code is one of the documented ones
const badCode: RfcErrorCode = 'invalid-url';

// ---- IRIError ------------------------------------------------------------------------------------
const err = new IRIError('m', 'invalid-port', 3, 'port', 'http://a:x/');
const isTypeError: TypeError = err;
const errFields: [string, number, string, string, string] = [err.code, err.index, err.component, err.input, err.message];
// @ts-expect-error the constructor takes message, code, index, component, input
new IRIError('m');

// ---- domain functions ----------------------------------------------------------------------------
const ascii: string | null = domainToASCII('Bücher.de') ?? domainToASCII('a', true);
const unicode: string = domainToUnicode('xn--bcher-kva.de');
// @ts-expect-error beStrict is a boolean
domainToASCII('a', 'yes');

// ---- idna ----------------------------------------------------------------------------------------
const uts46: idna.IdnaOptions = { useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true, transitionalProcessing: false, ignoreInvalidPunycode: false, verifyDnsLength: false };
const i2008: idna.IdnaOptions = { profile: 'idna2008', strictness: 'registration', mapping: 'none', verifyDnsLength: false };
const flagsOnly: Partial<idna.Uts46Options> = { checkBidi: false };
const i2008Only: idna.Idna2008Options = { strictness: 'lookup' };
const a1: string | null = idna.toASCII('Bücher.de', uts46) ?? idna.toASCII('a', i2008) ?? idna.toASCII('a') ?? idna.toASCII('a', flagsOnly);
const u1 = idna.toUnicode('xn--bcher-kva.de', { profile: 'idna2008', ...i2008Only });
check<Equal<typeof u1, { result: string; valid: boolean; errors: idna.IdnaError[] }>>(true);
const v1: idna.IdnaValidation = idna.validate('a..b');
const idnaError: idna.IdnaError = v1.errors[0];
const idnaCode: idna.IdnaErrorCode = idnaError.code;
const where: [number, number] = [idnaError.label, idnaError.codePoint];
const dp: 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED' = idna.derivedProperty(0xdf);
const cl: idna.LabelClassification = idna.classifyLabel('xn--bcher-kva');
const kind: idna.LabelKind = cl.kind;
const reason: idna.IdnaErrorCode | undefined = cl.reason;
// @ts-expect-error no such profile
idna.toASCII('a', { profile: 'idna2003' });
// @ts-expect-error strictness belongs to profile idna2008
idna.toASCII('a', { profile: 'uts46', strictness: 'lookup', mapping: 'none', verifyDnsLength: 1 });
// @ts-expect-error no longer exported (issue 11.3)
idna.uts46ToASCII;
// @ts-expect-error no longer exported (issue 11.3)
idna.idna2008Lookup;

// ---- urn -----------------------------------------------------------------------------------------
const urnOptions: urn.UrnOptions = { urn: 'rfc2141', iri: true };
const syntax: urn.UrnSyntax = 'rfc8141';
const parts: urn.UrnParts = urn.parse('urn:example:a', urnOptions);
const partFields: [string, string, string | null, string | null, string | null] = [parts.nid, parts.nss, parts.rComponent, parts.qComponent, parts.fComponent];
const same: boolean = urn.equivalent('urn:a:b', 'URN:A:b', { urn: syntax });
// @ts-expect-error 'none' is an IRI option, not a URN syntax
urn.parse('urn:a:b', { urn: 'none' });
// @ts-expect-error internal (issue 11.3)
urn.checkUrn;

// ---- nfkc, polyfill ------------------------------------------------------------------------------
const k: string = nfkc('ｆｉ') + nfkd('ﬁ');
// @ts-expect-error a string
nfkc(1);
const pr: PolyfillResult = polyfill({}) ;
const pr2: PolyfillResult = polyfillAuto();
check<Equal<typeof polyfill, typeof polyfillAuto>>(true);
check<Equal<typeof result, PolyfillResult>>(true);
const action: PolyfillAction = pr.URL;
const ok: boolean = conforms(URL, URLSearchParams);
// @ts-expect-error the target is an object
polyfill('global');

export {
  attributes, json, str, inits, got, all, has, size, step, serialized, modes, badMode, policies, urnPolicies, parsed, can, resolved, mode,
  iriAttributes, rfcParts, eq, eq2, back, from, rel, iriString, wCode, wIndex, issue, severity, message, component, code, flags, badCode,
  isTypeError, errFields, ascii, unicode, a1, idnaCode, where, dp, kind, reason, partFields, same, k, pr, pr2, action, ok, badOptions,
};
