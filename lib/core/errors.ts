// Errors: IRIError (thrown by the strict modes and the IRI API) and the URL Standard's named
// validation errors (URL §1.1 "Writing", table of validation errors), recorded with an index.

/** The URL Standard's validation error names, exactly as the spec spells them. */
export type ValidationErrorCode =
  | 'domain-to-ASCII'
  | 'domain-percent-encoded'
  | 'host-invalid-code-point'
  | 'IPv4-empty-part'
  | 'IPv4-too-few-parts'
  | 'IPv4-too-many-parts'
  | 'IPv4-non-numeric-part'
  | 'IPv4-non-decimal-part'
  | 'IPv4-out-of-range-part'
  | 'IPv6-unclosed'
  | 'IPv6-invalid-compression'
  | 'IPv6-too-many-pieces'
  | 'IPv6-multiple-compression'
  | 'IPv6-invalid-code-point'
  | 'IPv6-too-few-pieces'
  | 'IPv6-piece-leading-zero'
  | 'IPv4-in-IPv6-too-many-pieces'
  | 'IPv4-in-IPv6-invalid-code-point'
  | 'IPv4-in-IPv6-out-of-range-part'
  | 'IPv4-in-IPv6-too-few-parts'
  | 'invalid-URL-unit'
  | 'special-scheme-missing-following-solidus'
  | 'missing-scheme-non-relative-URL'
  | 'invalid-reverse-solidus'
  | 'invalid-credentials'
  | 'host-missing'
  | 'port-out-of-range'
  | 'port-invalid'
  | 'file-invalid-Windows-drive-letter'
  | 'file-invalid-Windows-drive-letter-host';

export interface ValidationError {
  code: ValidationErrorCode | string;
  /** UTF-16 index in the input given to the parser (before trimming), or -1 for the base. */
  index: number;
}

/**
 * Receives validation errors with the index in the (preprocessed) input; null when the caller
 * does not collect them, so the hot path pays one comparison.
 */
export type ErrorSink = ((code: ValidationErrorCode, index: number) => void) | null;

/** An IRI or URL could not be parsed or a setter was refused. A TypeError, as URL throws. */
export class IRIError extends TypeError {
  /** Stable kebab-case code (for WHATWG failures, the URL Standard's validation error name). */
  code: string;
  /** UTF-16 offset in `input` where the problem was found, or -1. */
  index: number;
  /** The component concerned ('scheme', 'host', 'port', ...), or '' when not known. */
  component: string;
  /** The string that was being parsed. */
  input: string;

  constructor(message: string, code: string, index: number, component: string, input: string) {
    super(message);
    // ES5 targets lose the prototype chain of built-in subclasses; restore it.
    const O = Object as any;
    if (O.setPrototypeOf) O.setPrototypeOf(this, IRIError.prototype);
    else (this as any).__proto__ = IRIError.prototype;
    this.name = 'IRIError';
    this.code = code;
    this.index = index;
    this.component = component;
    this.input = input;
  }
}
