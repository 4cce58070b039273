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

/** A WHATWG-mode problem, as IRI.validate reports it: a URL Standard validation error, or the base failing to parse. */
export interface ValidationError {
  /** The URL Standard's name of the validation error; 'invalid-base' when the base does not parse. */
  code: ValidationErrorCode | 'invalid-base';
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

/**
 * The strict modes' error codes (stable), each with the rule it names. README "Error codes"
 * lists the same table.
 */
export const RFC_ERRORS = {
  'missing-scheme': 'RFC 3986 §4.3: an absolute IRI needs a scheme (a reference without a base must be absolute)',
  'invalid-scheme': 'RFC 3986 §3.1: the scheme is not a letter followed by letters, digits, "+", "-" or "." (scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ))',
  'colon-in-first-segment': 'RFC 3986 §4.2: the first segment of a relative-path reference cannot contain ":"',
  'invalid-character': 'RFC 3986 §2: character not allowed here',
  'non-ascii-character': 'RFC 3986 §2: a URI is ASCII',
  'invalid-percent-encoding': 'RFC 3986 §2.1: "%" is not followed by two hex digits (pct-encoded = "%" HEXDIG HEXDIG; a percent sign itself is "%25")',
  'iprivate-outside-query': 'RFC 3987 §2.2: iprivate characters are allowed only in the query',
  'bidi-formatting-character': 'RFC 3987 §4.1: IRIs must not contain bidi formatting characters',
  'ip-literal-not-closed': "RFC 3986 §3.2.2: IP-literal not closed by ']'",
  'ip-literal-trailing-characters': 'RFC 3986 §3.2.2: only ":" port may follow an IP-literal',
  'invalid-ipv6-address': 'RFC 3986 §3.2.2: the address in brackets is not a valid IPv6 address (IPv6address)',
  'invalid-ipvfuture': 'RFC 3986 §3.2.2: the bracketed address starting with "v" is not a well-formed IPvFuture (IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ))',
  'zone-id-not-allowed': 'RFC 6874 §2: zone identifiers need the zoneId option',
  'invalid-zone-id': 'RFC 6874 §2: the zone identifier after "%25" is empty or holds a character that must be percent-encoded (ZoneID = 1*( unreserved / pct-encoded ))',
  'invalid-port': 'RFC 3986 §3.2.3: the port is not all digits (port = *DIGIT)',
  'invalid-idna-label': 'RFC 5891 §4-5: a host label fails IDNA (the idna option chooses the rules)',
  'base-not-absolute': 'RFC 3986 §5.1: a base must be an absolute IRI',
  'authority-path-not-absolute': 'RFC 3986 §3.3: with an authority, the path is empty or starts with "/"',
  'path-starts-with-double-slash': 'RFC 3986 §3.3: without an authority, the path cannot start with "//"',
  'no-authority': 'RFC 3986 §3.2: userinfo and port need an authority',
  'bidi-mixed-direction': 'RFC 3987 §4.2: a component should not use both right-to-left and left-to-right characters',
  'bidi-component-boundary': 'RFC 3987 §4.2: a component using right-to-left characters should start and end with them',
  // Scheme rules (lib/rfc/schemes.ts, the schemeRules option): the message names the scheme.
  'scheme-missing-host': 'RFC 9110 §4.2.1-4.2.2, RFC 6455 §3: an http, https, ws or wss URI has "//" and a non-empty host',
  'scheme-userinfo-not-allowed': 'RFC 6455 §3, RFC 8089 §2: ws, wss and file URIs have no userinfo (RFC 9110 §4.2.4: in http and https it is deprecated, a warning)',
  'scheme-port-not-allowed': 'RFC 8089 §2: a file URI has no port',
  'scheme-fragment-not-allowed': 'RFC 6455 §3: fragment identifiers MUST NOT be used on ws and wss URIs',
  'scheme-path-not-absolute': 'RFC 8089 §2: the path of a file URI is path-absolute',
  'scheme-authority-not-allowed': 'RFC 6068 §2, RFC 2397 §3, RFC 4151 §2.1: mailto, data and tag URIs have no "//" authority',
  'scheme-invalid-path': 'RFC 6068 §2, RFC 2397 §3, RFC 4151 §2.1: not a mailto, data or tag URI as its grammar says',
  'scheme-host-not-dns': 'RFC 3986 §3.2.2, RFC 1123 §2.1: a host name should be a DNS name of LDH labels (letters, digits, "-"; 1 to 63 characters; no "-" first or last)',
  // URNs (lib/urn.ts): RFC 8141 §2, or RFC 2141 §2 with the urn option.
  'invalid-urn-prefix': 'RFC 8141 §2, RFC 2141 §2: a URN starts with "urn:" (in any case)',
  'invalid-urn-nid': 'RFC 8141 §2: the namespace identifier is not ASCII letters, digits and inner "-" (NID = (alphanum) 0*30(ldh) (alphanum), §2.1; RFC 2141 §2.1: NID = let-num [ 1,31let-num-hyp ])',
  'invalid-urn-nid-length': 'RFC 8141 §2: an NID has 2 to 32 characters (RFC 2141 §2.1: 1 to 32)',
  'urn-nid-reserved': 'RFC 2141 §2.1: the NID "urn" is reserved and MUST NOT be used',
  'missing-urn-nss': 'RFC 8141 §2: the namespace-specific string after "urn:NID:" is missing or empty (assigned-name = "urn" ":" NID ":" NSS; RFC 2141 §2.2: NSS = 1*URN chars)',
  'invalid-urn-nss': 'RFC 8141 §2: the namespace-specific string starts with "/" or holds a character that must be percent-encoded (NSS = pchar *( pchar / "/" ); RFC 2141 §2.2-2.4: excluded characters must be %-encoded)',
  'invalid-urn-component': 'RFC 8141 §2: an r-, q- or f-component is empty or holds a character that must be percent-encoded (r-component and q-component = pchar *( pchar / "/" / "?" ) after "?+" and "?="; f-component = fragment)',
  'invalid-urn-question-mark': 'RFC 8141 §2: outside the r-, q- and f-components, "?" must be followed by "+" or "="',
  'urn-reserved-character': 'RFC 2141 §2.3.2: "/", "?" and "#" are reserved and SHOULD NOT be used unencoded',
  'urn-nul-octet': 'RFC 2141 §2.4: octet 0 should never be used, even %-encoded',
} as const;

/** The codes of the strict modes' problems (see `RfcIssue`). */
export type RfcErrorCode = keyof typeof RFC_ERRORS;

/** An error or warning of the strict modes, as IRI.validate reports it. */
/** A problem the strict modes find (`IRI.validate` lists them; the first error is thrown as `IRIError`). */
export interface RfcIssue {
  /** The stable, kebab-case name of the rule (docs/modes.md lists them). */
  code: RfcErrorCode;
  /** UTF-16 offset in the input where the problem is; -1 for a problem of the base. */
  index: number;
  /** The component it is in: 'scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'base', … */
  component: string;
  /** 'error' makes the IRI invalid; a 'warning' (a SHOULD of an RFC) does not. */
  severity: 'error' | 'warning';
  /** The rule, with its RFC section, and details about this input. */
  message: string;
}

/** Receives strict-mode problems; returning normally lets the parser go on (validate). */
export type RfcSink = (issue: RfcIssue) => void;

export function rfcIssue(code: RfcErrorCode, index: number, component: string, detail?: string, severity: 'error' | 'warning' = 'error'): RfcIssue {
  return { code, index, component, severity, message: detail ? `${RFC_ERRORS[code]} (${detail})` : RFC_ERRORS[code] };
}

/** A sink that throws the first error as IRIError (warnings are ignored). */
export function throwingSink(input: string): RfcSink {
  return (issue) => {
    if (issue.severity !== 'error') return;
    throw issueError(issue, input);
  };
}

/** The IRIError of an issue found in `input`. */
export function issueError(issue: RfcIssue, input: string): IRIError {
  return new IRIError(`${issue.message} at index ${issue.index} in ${JSON.stringify(input)}`, issue.code, issue.index, issue.component, input);
}
