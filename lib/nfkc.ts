// Entry 'iri-url/nfkc': UAX #15 NFKC and NFKD on the compatibility decomposition table, for
// iri.normalize({ characters: nfkc }). A separate entry so that the main bundle stays within the
// Unicode tables budget; importing it has no side effect.
export { nfkcString as nfkc, nfkdString as nfkd } from './unicode/nfkc';
