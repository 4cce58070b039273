// iri-url: public entry point.
export { URL } from './url';
export { URLSearchParams } from './search-params';
export { IRI } from './iri';
export type { IRIOptions, IRIMode, ValidationResult } from './iri';
export { IRIError } from './core/errors';
export type { ValidationError, ValidationErrorCode } from './core/errors';
export * as idna from './idna/index';
export type { URLSearchParamsInit } from './search-params';
export { removeDotSegments } from './resolve';
export { domainToASCII, domainToUnicode } from './domain';
export * as urn from './urn';
export { polyfill } from './polyfill';
