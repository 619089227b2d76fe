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
// than std's (docs/rules.md, "WASM size").
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lol_alloc::LockedAllocator<lol_alloc::FreeListAllocator> =
    lol_alloc::LockedAllocator::new(lol_alloc::FreeListAllocator::new());

/// An export's answer: a folio-core value, or a thrown error for a malformed argument.
type Out<T> = Result<Ts<T>, JsError>;

/// An argument read as folio-core's type; one the TypeScript types allow always reads, so a
/// failure is a bug, thrown with serde's message. (tsify's own `to_rust` and `from_rust` name the
/// Rust type in theirs: a kilobyte of type names in the module.)
#[cfg(feature = "rules")]
fn read<T>(value: &Ts<T>) -> Result<T, JsError>
where
    T: tsify::Tsify + serde::de::DeserializeOwned,
    T::JsType: wasm_bindgen::JsCast,
{
    Ok(T::from_js(value.js_value())?)
}

/// A folio-core value as an export's answer.
#[cfg(feature = "rules")]
fn write<T>(value: &T) -> Out<T>
where
    T: tsify::Tsify + serde::Serialize,
    T::JsType: wasm_bindgen::JsCast,
{
    use wasm_bindgen::JsCast;
    Ok(Ts::new_unchecked(value.into_js()?.unchecked_into()))
}
