// A build-time switch (issue 12 item 3). True in the library builds (dist/*.mjs, dist/*.cjs):
// the speed-only paths are in. The <script> builds (dist/polyfill.js, dist/urlpattern-polyfill.js)
// are size first: rollup.config.mjs loads this module there as `SPEED_PATHS = false`, and terser
// drops every branch it guards. Each guarded path is a shortcut to the same result as the general
// algorithm (URL §4.4 basic URL parser, UTS #46 §4.2, RFC 3492 §6.3): the runtime matrix runs
// every WPT case on the script builds, so both sides of each switch are tested.

/** Whether the speed-only paths are built in (see above). */
export const SPEED_PATHS: boolean = true;

/**
 * Whether the Unicode property tables may be their URL-only forms (false in the library builds,
 * true in the <script> builds). There Bidi_Class and Joining_Type are read only by UTS #46 with
 * the URL Standard's flags, where a code point whose status is not valid (or deviation, or
 * disallowed_STD3_valid) makes the host fail whatever the Bidi rule or CONTEXTJ says: the
 * generated *_URL_RUNS tables equal the full ones at every other code point and merge their runs
 * elsewhere (scripts/gen-unicode.mjs urlOnly; spec-tests/unicode/tables.test.ts checks both).
 */
export const URL_ONLY: boolean = false;
