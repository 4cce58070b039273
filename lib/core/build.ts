// A build-time switch (issue 12 item 3). True in the library builds (dist/*.mjs, dist/*.cjs):
// the speed-only paths are in. The <script> builds (dist/polyfill.js, dist/urlpattern-polyfill.js)
// are size first: rollup.config.mjs loads this module there as `SPEED_PATHS = false`, and terser
// drops every branch it guards. Each guarded path is a shortcut to the same result as the general
// algorithm (URL §4.4 basic URL parser, UTS #46 §4.2, RFC 3492 §6.3): the runtime matrix runs
// every WPT case on the script builds, so both sides of each switch are tested.

/** Whether the speed-only paths are built in (see above). */
export const SPEED_PATHS: boolean = true;

/**
 * Whether validation errors (URL §1.1) can be collected: false in the <script> builds, which
 * include no API that collects them (IRI.validate is not in them), so that terser drops every
 * report and its error name. Every report is written `if (VALIDATION_ERRORS && err)`.
 */
export const VALIDATION_ERRORS: boolean = true;
