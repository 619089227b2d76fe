//! A case study (spec §3 "Case study", §5): one type for its fields, from what the owner types to
//! what is stored and answered.
//!
//! - [`CaseStudyDraft`]: the fields as typed (the dialog's form, a request's body, an autosave);
//! - [`NewCaseStudy`]: the same fields once valid (`validation`'s [`CaseStudyDraft::parse`]);
//! - [`CaseStudy`]: a stored one, its id, version, position and times around those fields.
//!
//! With the `openapi` feature the three derive poem-openapi's `Object`, so the server answers
//! them as they are and its OpenAPI document describes them; the browser reads the draft's
//! TypeScript type through the `wasm` feature.

use crate::playground::Placing;
use serde::{Deserialize, Serialize};

/// The fields as the owner typed them: what the dialog's form holds, a request's body carries
/// and an autosave keeps, before validation (`CaseStudyDraft::parse`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct CaseStudyDraft {
    /// The title.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub title: String,
    /// The URL segment.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub slug: String,
    /// The card's summary.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub description: String,
    /// The Editor.js document as JSON text: `{blocks: [...], version?, time?}`.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub content: String,
    /// The featured image; blank means none.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image: Option<String>,
    /// What the featured image shows, for those who cannot see it; blank means none.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image_alt: Option<String>,
    /// The date its card and page show, `YYYY-MM-DD`; blank means the default: the day it is
    /// created, or on an update the date saved.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The tags.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub tags: Vec<String>,
    /// Shown on the public site.
    #[serde(deserialize_with = "crate::lenient::flag")]
    pub is_published: bool,
    /// Marked as featured.
    #[serde(deserialize_with = "crate::lenient::flag")]
    pub is_featured: bool,
}

/// The fields of a valid case study (`CaseStudyDraft::parse`): what is stored, what a revision
/// keeps and what an export writes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct NewCaseStudy {
    /// The title, trimmed.
    pub title: String,
    /// The slug.
    pub slug: String,
    /// The description, trimmed.
    pub description: String,
    /// The Editor.js document as JSON text, as submitted (trimmed), so unknown blocks survive.
    pub content: String,
    /// The featured image URL or upload path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image: Option<String>,
    /// What the featured image shows, trimmed; only with an image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image_alt: Option<String>,
    /// The date its card and page show, `YYYY-MM-DD`: the owner's, by default the day it was
    /// created. Always there on a stored case study; absent on valid fields that leave it to
    /// that default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The tags, normalised.
    pub tags: Vec<String>,
    /// Shown on the public site.
    pub is_published: bool,
    /// Marked as featured.
    pub is_featured: bool,
}

impl From<NewCaseStudy> for CaseStudyDraft {
    fn from(saved: NewCaseStudy) -> Self {
        Self {
            title: saved.title,
            slug: saved.slug,
            description: saved.description,
            content: saved.content,
            featured_image: saved.featured_image,
            featured_image_alt: saved.featured_image_alt,
            date: saved.date,
            tags: saved.tags,
            is_published: saved.is_published,
            is_featured: saved.is_featured,
        }
    }
}

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
