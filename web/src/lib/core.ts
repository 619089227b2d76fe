// The one door into folio-core: every other module imports rules from here, never from the WASM
// package itself. The package is instantiated when this module is first imported.
export { slugify } from '../wasm/pkg/folio_wasm';
