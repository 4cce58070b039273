// The Unicode version of the tables under test: IRI_URL_UNICODE (vitest.config.mjs sets it for
// each project; scripts/unicode-version.mjs sends the table imports there), else package.json's
// default. Tests that read version-specific conformance files use it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const defaultUnicodeVersion: string = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'),
).unicodeVersion;

/** The version of the tables this run's library uses. */
export const tableVersion: string = process.env.IRI_URL_UNICODE || defaultUnicodeVersion;

/** The newest version the conformance data hold, generated into lib/unicode/generated/unicode-<v>. */
export const latestUnicodeVersion = '17.0.0';

/** Import path suffix that loads a second copy of a lib/ module on another version's tables. */
export function onVersion(version: string): string {
  return `?unicode=${version}&lang.ts`;
}
