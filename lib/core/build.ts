// A build-time switch. True in the library builds (dist/*.mjs, dist/*.cjs):
// the speed-only paths are in. The <script> builds (dist/polyfill.js, dist/urlpattern-polyfill.js)
// are size first: rollup.config.mjs loads this module there as `SPEED_PATHS = false`, and terser
// drops every branch it guards. Each guarded path is a shortcut to the same result as the general
// algorithm (URL §4.4 basic URL parser, UTS #46 §4.2, RFC 3492 §6.3): the runtime matrix runs
// every WPT case on the script builds, so both sides of each switch are tested.

/** Whether the speed-only paths are built in (see above). */
export const SPEED_PATHS: boolean = true;

/**
 * Whether the build serves the URL Standard alone (false in the library builds, true in the
 * <script> builds, which install URL and URLSearchParams and nothing else). There UTS #46 runs
 * only with the URL Standard's flags (Transitional_Processing and UseSTD3ASCIIRules false) and
 * only to know whether a host fails, so:
 * - the Unicode tables may be their URL-only forms: the statuses with deviation and the STD3
 *   statuses read as valid or mapped, and valid and mapped as the mapping derivation says
 *   (IDNA_STATUS_URL_RUNS); the case folding without the code points no NFKC output holds,
 *   which the derivation, its one caller there, never folds (CASE_FOLDING_URL); Bidi_Class,
 *   Joining_Type and General_Category=Mark as one table (generated/url-properties.ts), equal to the full tables
 *   wherever UTS #46 can keep a code point (status valid, deviation or disallowed_STD3_valid)
 *   and merged into their neighbours' runs elsewhere, where a code point makes its label, and
 *   the host, fail whatever the Bidi rule, CONTEXTJ or criterion 6 says (scripts/gen-unicode.mjs
 *   urlOnly; spec-tests/unicode/tables.test.ts checks each against the full tables on every code
 *   point);
 * - the UTS #46 error sinks keep no list of errors, only whether one occurred (lib/idna/errors.ts);
 * - UTS #46 takes the URL Standard's flags whatever its options say (lib/idna/uts46.ts): the
 *   domain parser's strict flags (beStrict) serve only domainToASCII(beStrict) and the
 *   validation error domain-to-ASCII, neither of which the <script> builds have.
 */
export const URL_ONLY: boolean = false;

/**
 * Whether validation errors (URL §1.1) can be collected: false in the <script> builds, which
 * include no API that collects them (IRI.validate is not in them), so that terser drops every
 * report and its error name. Every report is written `if (VALIDATION_ERRORS && err)`.
 */
export const VALIDATION_ERRORS: boolean = true;
