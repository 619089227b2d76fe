//! `folio-wasm`: folio-core's rules exported to the browser.
//!
//! Each export only converts its argument, calls folio-core and converts the answer back; every
//! rule itself lives in folio-core. TypeScript declarations come from folio-core's types (tsify
//! behind its `wasm` feature). Expected failures (validation) are values; only a malformed
//! argument, which is a bug in the caller, throws.
//!
//! The `rules` feature holds every export the admin area loads up front; `resume-import` holds
//! the Data tab's rules (the JSON Resume import, an export's upload count), built as a second
//! module that is fetched only when needed.

#[cfg(feature = "resume-import")]
mod resume_import;
#[cfg(feature = "rules")]
mod rules;

#[cfg(feature = "resume-import")]
pub use resume_import::*;
#[cfg(feature = "rules")]
pub use rules::*;

use tsify::Ts;
use wasm_bindgen::prelude::JsError;

// The module's lists are short and its calls brief: a free-list allocator is enough, and smaller
// than std's (README, "WASM size").
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lol_alloc::LockedAllocator<lol_alloc::FreeListAllocator> =
    lol_alloc::LockedAllocator::new(lol_alloc::FreeListAllocator::new());

/// An export's answer: a folio-core value, or a thrown error for a malformed argument.
type Out<T> = Result<Ts<T>, JsError>;
