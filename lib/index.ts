// iri-url: public entry point. The facades (URL, URLSearchParams, IRI) and the namespaces
// (idna, urn); `iri-url/polyfill` installs the classes globally and `iri-url/nfkc` adds NFKC.
export { URL } from './url';
export { URLSearchParams } from './search-params';
export type { URLSearchParamsInit } from './search-params';
export { IRI } from './iri';
export type { IRIOptions, IRIMode, ValidationResult, EqualsOptions } from './iri';
export type { StrictOptions, IdnaPolicy, UrnPolicy } from './core/mode';
export type { NormalizeOptions } from './normalize';
export type { ToURIOptions, FromURIOptions } from './iri-uri';
export { IRIError, RFC_ERRORS } from './core/errors';
export type { ValidationError, ValidationErrorCode, RfcErrorCode, RfcIssue } from './core/errors';
export { removeDotSegments } from './resolve';
export { domainToASCII, domainToUnicode } from './domain';
export { polyfill } from './polyfill';
export * as idna from './idna/index';
export * as urn from './urn';
