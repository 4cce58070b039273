// `iri --help` and `iri <command> --help`: usage, options and examples of each command.

const COMMON = `Common options:
  --json            one JSON document on stdout ({ command, results: [...] })
  --jsonl           JSON Lines: one object per result, as they come
  -e, --escapes     read \\u{…} and \\uXXXX escapes in the inputs (type invisible characters)
  --raw             results as they are, controls included (for a program, not a terminal)
  --color           colours on a pipe too (never with NO_COLOR); default: only on a TTY
  -h, --help        this help
Inputs come from the arguments, or one per line from stdin with "-" (or no argument; a UTF-8
byte order mark at the start is dropped). Results go to stdout, errors and warnings to stderr.
Every value printed is safe for a terminal: controls (C0, DEL, C1), bidi controls and lone
surrogates are shown as \\u{…} (a backslash doubled only where it would start one), so the
text reads back with --escapes; --raw (results only) or --json keep the exact value.
`;

const MODE = `  -m, --mode MODE   whatwg (URL Standard), rfc3986 (URI) or rfc3987 (IRI)`;

export const HELP: Record<string, string> = {
  iri: `iri: URLs and IRIs by the URL Standard, RFC 3986 and RFC 3987 (iri-url)

Usage: iri <command> [options] [input…]

Reading:
  parse       every component under both naming schemes, the origin, each validation error
  validate    valid or not, with every error (exit status 0 valid / 1 invalid / 2 usage)
  compare     the URL Standard and RFC 3987 readings and the runtime's native URL
  idna        per label its RFC 5890 class, A-label and U-label; --explain per code point
  urn         URN parts (RFC 8141 / RFC 2141) and the form compared for equivalence
Transforming:
  resolve     <base> <ref…>: RFC 3986 §5.2 reference resolution
  relativize  <base> <target…>: the shortest reference from base to target
  normalize   RFC 3986 §6 / RFC 3987 §5.3 normalization
  equals      <a> <b>: equivalence (exit status 0 equal / 1 not)
  to-uri      RFC 3987 §3.1 IRI → URI
  to-iri      RFC 3987 §3.2 URI → IRI
  set         <url> name=value…: change components through the re-validating setters
  get         <url> '{host}{path}': print components by a template
Checking:
  check       <file|->: one input per line (or --extract from text); file:line:col reports
  display     <host|url…>: the host to show (UTS #39): Unicode where safe, else A-labels
  classify    <url|host…>: IPv4/IPv6/domain, the address reached, special-purpose blocks
  view        serve the viewer page on localhost

Results go to stdout, diagnostics to stderr. Values are escaped for the terminal (--raw: not).
Exit status: 0 success, 1 an input is invalid (or not equal, or a write failed), 2 usage.
"iri <command> --help" shows each command's options and examples.

Examples:
  iri parse --mode all 'HTTP://Bücher.example/a/../ü?q#f'
  iri validate --mode rfc3987 'http://example.com/a b'
  iri idna --explain 'faß.de'
  iri get 'https://ex.com:8080/a?x=1' '{host}:{port} {query:x}'
  iri check --extract README.md
`,
  parse: `Usage: iri parse [options] <input…>

Every component under the URL names (href, origin, protocol, username, password, host,
hostname, port, pathname, search, hash) and the RFC 3986 names (scheme, authority, userinfo,
host, port, path, query, fragment; "(absent)" is null), and each validation error or warning with
its code, what it means and a caret under the offending code unit (in a window of the input
around it). Long values are cut ("…(12,345 more)"); three issues of each code are shown, the
rest counted; past 1 MiB a strict reading lists its first error only. Exit status 1 when the
input does not parse (with --mode all: in none of the three readings).

Options:
${MODE}, or all: the three side by side, ≠ where they differ (default whatwg)
  -b, --base URL    resolve against this base
  -d, --diagram     draw the record's offsets under the serialization (as adaparse -d)
${COMMON}
Examples:
  iri parse 'https://user@EXAMPLE.com:443/a/./b?q#f'
  iri parse --mode all 'HTTP://Bücher.example/a/../ü?q#f'
  iri parse --diagram 'https://user:pass@example.com:8080/p?q#f'
  iri parse --escapes --mode rfc3987 'http://a.example/\\u{200E}x'
  iri parse --base 'http://a/b/c/d;p?q' '../g'
  echo 'http://[::1]:80/' | iri parse --json -
`,
  validate: `Usage: iri validate [options] <input…>

"valid" or "invalid" per input, with its validation errors (and RFC 3987 §4.2 warnings): three
of each code with a caret, the rest counted (--json lists up to 100 of each code).
Exit status: 0 when every input is valid, 1 when one is not, 2 on a usage error.

Options:
${MODE} (default whatwg)
  -b, --base URL    resolve against this base
${COMMON}
Examples:
  iri validate 'https:example.org/a b'
  iri validate --mode rfc3986 'http://résumé.example/'
  iri validate --jsonl - < urls.txt
`,
  resolve: `Usage: iri resolve [options] <base> <ref…>

RFC 3986 §5.2 reference resolution (mode whatwg: the URL Standard's parser with a base).
Each result on stdout; a reference that fails, on stderr (exit status 1).

Options:
${MODE} (default rfc3987)
  --non-strict      RFC 3986 §5.2.2 non-strict variant (a scheme equal to the base's is dropped)
${COMMON}
Examples:
  iri resolve 'http://a/b/c/d;p?q' '../../g' 'g?y#s' '//g'
  iri resolve --mode whatwg 'https://ex.com/a/' '../b'
  printf '%s\\n' g ./g ../g | iri resolve 'http://a/b/c/d;p?q' -
`,
  relativize: `Usage: iri relativize [options] <base> <target…>

The shortest reference that resolves against base to target (checked by resolving it).

Options:
${MODE} (default rfc3987)
${COMMON}
Examples:
  iri relativize 'http://a/b/c/d;p?q' 'http://a/b/g'
  iri relativize 'http://a/b/c' 'http://a/b/c?x#f'
`,
  normalize: `Usage: iri normalize [options] <input…>

RFC 3986 §6.2 / RFC 3987 §5.3 normalization: case, percent-encoding, dot segments, NFC and
(level scheme) the scheme-based steps (default port, empty path).

Options:
${MODE} (default rfc3987)
  --level LEVEL     simple (as written), syntax, scheme (default)
  --characters C    nfc (default) or none
  -b, --base URL    resolve against this base first
${COMMON}
Examples:
  iri normalize 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
  iri normalize --level syntax 'HTTP://Example.COM:80/a/../b'
`,
  equals: `Usage: iri equals [options] <a> <b>

Equivalence on the RFC 3987 §5.3 ladder. Exit status 0 when equal, 1 when not.

Options:
${MODE} (default rfc3987)
  --level LEVEL     simple, syntax or scheme (default): an IDN equals its A-labels at scheme
${COMMON}
Examples:
  iri equals 'http://example.com' 'http://example.com:80/'
  iri equals 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org'
  iri equals --level simple 'http://a/%7e' 'http://a/~'
`,
  'to-uri': `Usage: iri to-uri [options] <iri…>

RFC 3987 §3.1: the UTF-8 of every non-ASCII character percent-encoded outside the host; IDN hosts
of DNS schemes as A-labels.

Options:
  --host MAPPING    idna (default) or percent-encode
${COMMON}
Examples:
  iri to-uri 'http://Bücher.de/ü?q=ä'
  iri to-uri --host percent-encode 'foo://ü.example/'
`,
  'to-iri': `Usage: iri to-iri [options] <uri…>

RFC 3987 §3.2: decode percent-encoded UTF-8 where the IRI allows the character.

Options:
  --unicode-host    valid A-labels of DNS hosts to U-labels
${COMMON}
Examples:
  iri to-iri 'http://www.example.org/D%C3%BCrst'
  iri to-iri --unicode-host 'http://xn--bcher-kva.de/%C3%BC'
`,
  set: `Usage: iri set [options] <url> <name=value…>

Changes components through the IRI setters, which re-validate. A value the setter refuses is an
error (stderr, exit status 1, nothing on stdout for that URL): in the strict modes an invalid
value; in mode whatwg one the URL Standard's setter refuses (port=99999, a host on mailto:).
Works for any scheme (mailto:, urn:, pkg:, …). Names: scheme (protocol), authority, userinfo,
username, password, host (hostname), port, path (pathname), query (search), fragment (hash), href.

Options:
${MODE} (default whatwg)
  --unset NAME          remove a component (query, fragment, userinfo, authority: with its delimiter)
  --append path=SEG     append a path segment (percent-encoded as a segment)
  --append query=K=V    append a query pair (percent-encoded)
  --qtrim GLOB          drop query pairs whose name matches (* and ?), e.g. 'utm_*'
  --sort-query          sort the query pairs by name (stable)
  --iterate 'NAME=A B'  one output per value (several --iterate: every combination)
  --redirect REF        resolve REF against the URL first
  --default-port        write the scheme's default port (strict modes only: a usage error in
                        mode whatwg, whose serializer never writes it)
  --keep-port           keep a port equal to the default, which the strict modes drop
                        otherwise (strict modes only, as --default-port)
${COMMON}
Examples:
  iri set 'https://example.com/a?utm_source=x&id=3' host=example.org --qtrim 'utm_*'
  iri set 'http://ex.com/' --append path=a/b --append 'query=q=x y'
  iri set 'mailto:a@example.com' 'query=subject=hi'
  iri set --mode rfc3987 'http://ex.com/' 'port=x'          # error: RFC 3986 §3.2.3
  iri set 'http://ex.com/' 'port=99999'                     # error: URL §6.1 refuses it
  iri set 'https://ex.com/' --iterate 'host=a.com b.com' --iterate 'port=81 82'
  iri set 'https://ex.com/a/b' --redirect '../c?x'
`,
  get: `Usage: iri get [options] <url> [template]

Prints components by a template (default {href}) after the edits of iri set (same options).
  {name}             href, origin, scheme, protocol, authority, userinfo, username, password,
                     host (no port), hostname, hostport, port, path, pathname, query, search,
                     fragment, hash; absent components print as nothing
  {query:KEY}        the first value of KEY; {query-all:KEY} every value, space-separated
  {name|ascii}       the host as A-labels; {name|unicode} as U-labels
  {port|default}     the scheme's default port when none is given
  {name|default=X}   X when the component is empty or absent
  {name|decode}      percent-decoded
  {{ }} \\n \\t        literal braces, newline, tab
A template without "{" is one name: iri get URL host. Each value is escaped for the terminal
(a decoded %1b shows as \\u{1B}); --raw writes it as it is.

Options: as for iri set (--mode, --append, --qtrim, --sort-query, --iterate, --redirect, …)
${COMMON}
Examples:
  iri get 'https://Bücher.example:8080/a?x=1&x=2' '{host|unicode} {port} {query-all:x}'
  iri get 'https://xn--bcher-kva.example/' host
  iri get 'http://ex.com/' '{scheme}://{host}:{port|default}{path}'
  iri get - '{host}' < urls.txt                             # errors on stderr
  iri get --raw 'http://a/?q=%E2%82%AC' '{query:q}'
`,
  idna: `Usage: iri idna [options] <domain…>

The domain's ToASCII and ToUnicode, and per label its RFC 5890 class (NR-LDH, R-LDH, A-label,
fake A-label, U-label, non-LDH ASCII, invalid), A-label and U-label, with the failed rules.

Options:
  -p, --profile P   url (default): UTS #46 with the URL Standard's flags (URL §3.3: CheckBidi,
                    CheckJoiners; no STD3 rules, hyphen or DNS length checks), as a browser
                    reads a host; uts46: UTS #46 with every check on (a DNS name: "_dmarc"
                    fails); idna2008: RFC 5891 lookup
  -x, --explain     every code point: UTS #46 status (valid, mapped, deviation, ignored,
                    disallowed, disallowed_STD3_*) and RFC 5892 derived property
${COMMON}
Examples:
  iri idna 'Bücher.example' 'xn--evil-.com'
  iri idna --explain 'faß.de'
  iri idna --profile uts46 '_dmarc.example.com'
  iri idna --profile idna2008 --explain 'a\\u{200D}b.example' --escapes
`,
  urn: `Usage: iri urn [options] <urn…>

The NID, NSS and r-, q-, f-components, and the form URN-equivalence compares (RFC 8141 §3.1:
"urn" and the NID lower-cased, percent-encoding hex upper-cased, components dropped).

Options:
  --urn SYNTAX      rfc8141 (default) or rfc2141
${COMMON}
Examples:
  iri urn 'URN:example:a123,z456?+abc?=xyz#789'
  iri urn 'urn:a:b'
  iri urn --urn rfc2141 'urn:foo:a/b?c#d'
`,
  compare: `Usage: iri compare [options] <input…>

The URL Standard and RFC 3987 readings and the runtime's native URL side by side, ≠ on every
attribute where they disagree. Exit status 1 when they disagree, a reading failing to parse
included (0 only when all parse and agree).

Options:
  -b, --base URL    resolve against this base
${COMMON}
Examples:
  iri compare 'http://ü.example/%7e?a b'
  iri compare 'https:example.org'
`,
  check: `Usage: iri check [options] <file|->

Checks one input per line (or, with --extract, the URLs and IRIs found in text: Markdown links,
HTML attributes, plain text), streaming. Reports "file:line:col code message" per problem
(col: 1-based, in code points; a UTF-8 byte order mark starting the file is not counted; three
problems of each code per line, the rest counted), a summary on stderr, and a progress bar on a
TTY for large inputs. Exit status 1 when an input is invalid.

Options:
${MODE} (default whatwg)
  -b, --base URL    resolve against this base (with --extract, relative references need one)
  --extract         find URLs in text instead of one per line
  --all             also report valid inputs
  -q, --quiet       no summary
  --progress / --no-progress   force or suppress the progress bar
  --unsafe-display  flag links whose host shows as A-labels (iri display)
  --internal        flag links whose host is not globally reachable (iri classify)
${COMMON}
Examples:
  iri check urls.txt
  iri check --extract --unsafe-display --internal page.html
  iri check --mode rfc3987 --jsonl urls.txt > report.jsonl
  iri check --extract README.md
  grep -o 'https\\?://[^ ]*' log.txt | iri check -
`,
  display: `Usage: iri display [options] <host|url…>

The form of the host to show a user (iri-url/safety displayHost): each label in Unicode where it
passes UTS #39 (restriction levels, whole-script confusables, mixed numbers, invisible
characters, mark runs) and Chromium's IDN policy, else its A-label. Exit status 1 when a label
is unsafe. docs/security.md lists the rules.

Options:
  -x, --explain     every label with the reasons it is kept as an A-label
  --top DOMAIN      a domain whose lookalikes are unsafe (repeatable)
  --top-file FILE   such domains, one per line
  --level LEVEL     high (default: UTS #39 Highly Restrictive, as Chromium) or moderate (as Firefox)
${COMMON}
Examples:
  iri display xn--80ak6aa92e.com 'https://bücher.de/'
  iri display --explain 'аррӏе.com'
  iri display --top google.com 'gõõgle.com'
`,
  classify: `Usage: iri classify [options] <url|host…>

What the host is and where a client connecting to it goes (iri-url/safety classifyHost): its
kind, canonical address (every IPv4 notation: 0x7f.1, 2130706433, 017700000001, 127.1), the
IPv4 address an IPv6 address leads to (mapped, compatible, NAT64, 6to4, Teredo), the IANA
special-purpose blocks, metadata endpoints and special-use names it is in, and whether it is
globally reachable. Exit status 1 when it is not. A domain name is reachable until DNS says
otherwise: resolve it and classify each address.

Options:
${COMMON}
Examples:
  iri classify 'http://0x7f.1/' '[::ffff:169.254.169.254]' localhost
  iri classify 64:ff9b::a00:1
`,
  view: `Usage: iri view [options]

Serves the viewer page (dist/viewer.html, which also works offline from file://) on localhost
and prints its address.

Options:
  -p, --port PORT   port (default: any free port)
  --host HOST       address to listen on (default 127.0.0.1)
  -h, --help        this help
Examples:
  iri view
  npm run viewer
`,
};

export function usageOf(command: string): string {
  const text = HELP[command] || HELP.iri;
  return text.split('\n')[0] + '\n(iri ' + command + ' --help for the options)\n';
}
