//! `folio-wasm`: folio-core's rules exported to the browser.
//!
//! Each export only converts arguments, calls folio-core and converts the answer back; every rule
//! itself lives in folio-core. TypeScript declarations are generated from these signatures.

use wasm_bindgen::prelude::wasm_bindgen;

/// Derives a case study slug from its title (spec §4).
#[wasm_bindgen]
pub fn slugify(title: &str) -> String {
    folio_core::slug::slugify(title)
}
