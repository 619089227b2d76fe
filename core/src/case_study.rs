//! A case study (spec §3 "Case study", §5): one type for its fields, from what the owner types to
//! what is stored and answered.
//!
//! - [`CaseStudyDraft`]: the fields as typed (the dialog's form, a request's body, an autosave);
//! - [`NewCaseStudy`]: the same fields once valid (`validation`'s [`CaseStudyDraft::parse`]);
//! - [`CaseStudy`]: a stored one, its id, version, position and times around those fields.
//!
//! The first two are defined in `validation`, beside the rules that turn one into the other. With
//! the `openapi` feature the three derive poem-openapi's `Object`, so the server answers
//! them as they are and its OpenAPI document describes them; the browser reads the draft's
//! TypeScript type through the `wasm` feature.

use crate::playground::Placing;
use serde::{Deserialize, Serialize};

// The draft and the valid fields are defined beside their validation (whose module path the
// browser's WASM module carries in its type names, and so keeps its size).
pub use crate::validation::{CaseStudyDraft, NewCaseStudy};

/// A stored case study: its saved fields with what the store keeps around them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct CaseStudy {
    /// The id.
    pub id: i64,
    /// The saved fields, their `date` always set ([`CaseStudy::with_date`]).
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", oai(flatten))]
    pub fields: NewCaseStudy,
    /// The owner's drag order: the Playground shows featured case studies first, then by this
    /// (smallest first), then by date (newest first).
    pub sort_order: i64,
    /// When it was created (RFC 3339 UTC).
    pub created_at: String,
    /// When it was last saved (RFC 3339 UTC).
    pub updated_at: String,
    /// Raised by every save. Send it back as `baseVersion` when saving, so that a save made from
    /// an outdated copy is refused instead of replacing a newer one.
    pub version: i64,
}

impl CaseStudy {
    /// The date shown, `YYYY-MM-DD`: the one saved, or else the day it was created.
    pub fn date(&self) -> String {
        self.fields
            .date
            .clone()
            .unwrap_or_else(|| day_of(&self.created_at))
    }

    /// Itself with its date always set ([`CaseStudy::date`]), as it is answered.
    pub fn with_date(mut self) -> Self {
        self.fields.date = Some(self.date());
        self
    }

    /// What orders it in the Playground.
    pub fn placing(&self) -> Placing {
        Placing {
            id: self.id,
            is_featured: self.fields.is_featured,
            sort_order: self.sort_order,
            date: self.date(),
        }
    }
}

/// The day (`YYYY-MM-DD`, UTC) of an RFC 3339 UTC time.
pub fn day_of(time: &str) -> String {
    time.chars().take(10).collect()
}
