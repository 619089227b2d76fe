//! Folio's product rules, written once.
//!
//! Every rule the specification (`shared/spec/portfolio-spec.md`) states lives here as a pure
//! function: no I/O, no async, no web framework. The server calls these functions directly and the
//! browser calls them through the `folio-wasm` module, so both sides always agree.

pub mod slug;
