// Entry 'iri-url/nfkc': registers NFKC (UAX #15 on the compatibility decomposition table) for
// iri.normalize({ characters: 'nfkc' }). A separate entry so that the main bundle stays within
// the Unicode tables budget; importing it is the only side effect.
import { registerNFKC } from './normalize';
import { nfkcString, nfkdString } from './unicode/nfkc';

registerNFKC(nfkcString);

export { nfkcString as nfkc, nfkdString as nfkd };
