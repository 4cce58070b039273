// The runtime-matrix runner for the ES module build (Deno, Bun, workerd): the suites of runner.ts
// (WPT URL and the URLSearchParams table), urlpattern-runner.ts and iri-idna-runner.ts against
// the classes that dist/index.mjs and dist/urlpattern.mjs export, imported as ES modules (the
// builder leaves 'iri-url' and 'iri-url/urlpattern' external, as paths to a copy of dist/).
import { IRI, URL, URLSearchParams } from 'iri-url';
import { URLPattern } from 'iri-url/urlpattern';
import { main as runURL } from './runner';
import { main as runURLPattern } from './urlpattern-runner';
import { main as runIriIdna } from './iri-idna-runner';

/** Runs the three runners in turn; each prints its lines and its RESULT line. */
export function run(): void {
  runURL({ URL, URLSearchParams });
  runURLPattern({ URLPattern, URL });
  runIriIdna({ URL, IRI });
}
