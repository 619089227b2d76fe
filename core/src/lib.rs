//! Folio's product rules, written once.
//!
//! Every rule the specification (`shared/spec/portfolio-spec.md`) states lives here as a pure
//! function: no I/O, no async, no web framework. The server calls these functions directly and the
//! browser calls them through the `folio-wasm` module, so both sides always agree.
//!
//! Cargo features: `wasm` derives TypeScript declarations and wasm-bindgen conversions (tsify)
//! for every type that crosses to the browser (folio-wasm enables it); `render` adds
//! [`blocks::render`], the safe HTML renderer of case study documents (server only).

pub mod archive;
pub mod blocks;
pub mod case_study;
pub mod chronology;
pub mod codes;
pub mod contact;
pub mod dates;
pub mod devices;
pub mod grouping;
pub mod home;
pub mod home_view;
mod json;
pub mod language;
mod lenient;
pub mod linkedin;
pub mod links;
#[cfg(feature = "openapi")]
mod openapi_json;
pub mod ordering;
pub mod playground;
pub mod preview;
pub mod profile;
pub mod prompts;
pub mod responsive;
pub mod resume;
pub mod resume_variant;
pub mod resume_words;
pub mod revisions;
pub mod setup;
pub mod site_address;
pub mod slug;
pub mod spelling;
pub mod suggestions;
pub mod tags;
pub mod text;
pub mod titles;
pub mod tools;
pub mod translations;
pub mod uploads;
pub mod url;
pub mod validation;
pub mod visits;
pub mod year_month;
