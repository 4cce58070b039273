// iri-url: public entry point. The facades (URL, URLSearchParams, IRI) and the namespaces
// (idna, urn); `iri-url/polyfill` installs the classes globally and `iri-url/nfkc` adds NFKC.
export { URL } from './api/url';
export { URLSearchParams } from './api/search-params';
export type { URLSearchParamsInit } from './api/search-params';
export { IRI } from './api/iri';
export type { IRIOptions, IRIMode, ValidationResult, EqualsOptions } from './api/iri';
export type { StrictOptions, IdnaPolicy, UrnPolicy } from './core/mode';
export type { NormalizeOptions } from './rfc/normalize';
export type { ToURIOptions, FromURIOptions } from './rfc/iri-uri';
export { IRIError } from './core/errors';
export type { ValidationError, ValidationErrorCode, RfcErrorCode, RfcIssue } from './core/errors';
export { domainToASCII, domainToUnicode } from './api/domain';
export { polyfill } from './polyfill';
export type { PolyfillAction, PolyfillResult } from './polyfill';
export * as idna from './api/idna';
export * as urn from './api/urn';
