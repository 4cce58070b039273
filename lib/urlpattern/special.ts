// URL §4.1 special schemes, the list URL Pattern §1.5 "protocol component matches a special
// scheme" tries (lib/core/schemes.ts holds their default ports).
export const SPECIAL_SCHEMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];
