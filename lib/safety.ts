// Entry 'iri-url/safety': what to show of a host (UTS #39), where a host leads (the IANA
// special-purpose registries), and which links are safe to follow, on the library's own parsers.
// Importing it has no side effect; docs/security.md documents it.
export { displayHost } from './safety/display-host';
export type { DisplayHostOptions, DisplayHostResult, DisplayLabel, DisplayReason } from './safety/display-host';
export { skeleton, confusable } from './safety/skeleton';
export { classifyHost, isGloballyReachable } from './safety/classify-host';
export type { HostClassification, AddressRange } from './safety/classify-host';
export { safeHref } from './safety/safe-href';
export type { SafeHrefOptions } from './safety/safe-href';
