// Entry 'iri-url/urlpattern': the URL Pattern Standard's URLPattern on our own URL parser
// (lib/urlpattern/). Importing it has no side effect; 'iri-url/urlpattern-polyfill' installs it.
export { URLPattern } from './urlpattern/url-pattern';
export type {
  URLPatternInit, URLPatternInput, URLPatternOptions, URLPatternResult, URLPatternComponentResult, URLPatternComponent,
} from './urlpattern/url-pattern';
