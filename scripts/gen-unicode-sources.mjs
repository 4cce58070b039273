// Source data for the Unicode table generators: the pinned UCD / IDNA text files and the
// @unicode/unicode-<version> package. The version is package.json's "unicodeVersion" (the shipped
// default), or another one given as `--unicode <version>` (e.g. 17.0.0, see lib/unicode/README.md).
// Text files come from ../shared/conformance/unicode-<version> when present, otherwise they are
// downloaded once from unicode.org's Public folders (same pinned version) into a cache folder.
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..');
/** The shipped default: package.json's "unicodeVersion". */
export const defaultUnicodeVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).unicodeVersion;
const versionArg = process.argv.indexOf('--unicode');
/** The version this run generates. */
export const unicodeVersion = versionArg > 0 ? process.argv[versionArg + 1] : defaultUnicodeVersion;
if (!/^\d+\.\d+\.\d+$/.test(unicodeVersion)) throw new Error('bad Unicode version: ' + unicodeVersion);
/**
 * Where the tables of a version live: the default in lib/unicode/generated, any other version in
 * lib/unicode/generated/unicode-<version> (selected at build time, see scripts/unicode-version.mjs).
 */
export function generatedDir(version) {
  return join(root, 'lib/unicode/generated', version === defaultUnicodeVersion ? '' : 'unicode-' + version);
}

const sharedDir = resolve(root, '../shared/conformance/unicode-' + unicodeVersion);
const cacheDir = join(tmpdir(), 'iri-url-unicode-' + unicodeVersion);

/** Where each input lives: a path under the shared folder and the unicode.org URL. */
function location(name) {
  if (name === 'IdnaMappingTable.txt' || name === 'Idna2008.txt' || name === 'IdnaTestV2.txt') {
    return { shared: join(sharedDir, name), url: `https://www.unicode.org/Public/idna/${unicodeVersion}/${name}` };
  }
  return { shared: join(sharedDir, 'ucd', name), url: `https://www.unicode.org/Public/${unicodeVersion}/ucd/${name}` };
}

/** Reads one pinned text file: `name` is e.g. 'UnicodeData.txt' or 'extracted/DerivedBidiClass.txt'. */
export async function readSource(name) {
  const { shared, url } = location(name);
  if (existsSync(shared)) return readFileSync(shared, 'utf8');
  // ../shared is absent: use the download cache, filling it from unicode.org.
  const cached = join(cacheDir, name);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed: ${url}: HTTP ${response.status}`);
  const text = await response.text();
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, text);
  return text;
}

/** The inputs a generated file names in its header. */
export function sourceLabel(names) {
  return names.join(', ');
}

/**
 * Parses a UCD-style file: `cp(..cp)? ; field ; field # comment`. Calls fn(first, last, fields).
 * `@missing` lines are passed to onMissing when given.
 */
export function parseRanges(text, fn, onMissing) {
  for (const raw of text.split('\n')) {
    let line = raw;
    if (line.startsWith('# @missing:')) {
      if (onMissing) {
        const f = line.slice('# @missing:'.length).split('#')[0].split(';').map((s) => s.trim());
        const [a, b] = f[0].split('..');
        onMissing(parseInt(a, 16), parseInt(b ?? a, 16), f.slice(1));
      }
      continue;
    }
    const hash = line.indexOf('#');
    if (hash >= 0) line = line.slice(0, hash);
    if (!line.trim()) continue;
    const f = line.split(';').map((s) => s.trim());
    const [a, b] = f[0].split('..');
    fn(parseInt(a, 16), parseInt(b ?? a, 16), f.slice(1));
  }
}

const require = createRequire(import.meta.url);
const packageName = '@unicode/unicode-' + unicodeVersion;
const packageDir = dirname(require.resolve(packageName + '/package.json'));

/** Code points of one property value from the @unicode package, e.g. ('General_Category', 'Nonspacing_Mark'). */
export async function packageCodePoints(property, value) {
  const file = join(packageDir, property, value, 'code-points.mjs');
  if (!existsSync(file)) throw new Error(`${packageName}: no ${property}/${value}`);
  return (await import(pathToFileURL(file).href)).default;
}

/** Fills `into[cp] = code` for every code point of the property value. */
export async function fillFromPackage(into, property, value, code) {
  for (const cp of await packageCodePoints(property, value)) into[cp] = code;
}
