// The iri-url/safety entry as the tests use it, with the library's IRIError.
export * from '../../lib/safety';
export { IRIError } from '../../lib/core/errors';
