//! The languages Folio's public interface is written in (issue 25: "English, German, French and
//! Spanish are included"): one message catalogue each, with its plural rules
//! ([`super::plural`]) and month names ([`super::months`]).
//!
//! A site language uses the catalogue of its language subtag, whatever its script or region:
//! `de-CH` and `de-AT` read the German catalogue, `es-419` the Spanish one, `en-GB` the English
//! one. CLDR has regional forms (de-AT writes `Jän.` for January, en-GB `Sept`), which these
//! catalogues do not distinguish. A language with no catalogue (`it`, `pt-BR`) has `None`;
//! what its interface shows instead is the catalogues' rule, not this one.

use super::LanguageTag;
use serde::{Deserialize, Serialize};

/// A language with a message catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Catalogue {
    /// English: the interface's strings as they were before issue 25.
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
}

impl Catalogue {
    /// Every catalogue, English first.
    pub const ALL: [Catalogue; 4] = [Catalogue::En, Catalogue::De, Catalogue::Fr, Catalogue::Es];

    /// The catalogue a site language reads, by its language subtag; `None` when there is none.
    pub fn for_tag(tag: &LanguageTag) -> Option<Catalogue> {
        Catalogue::ALL
            .into_iter()
            .find(|catalogue| catalogue.code() == tag.primary_language())
    }

    /// The catalogue's language code: `en`, `de`, `fr` or `es`.
    pub fn code(self) -> &'static str {
        match self {
            Catalogue::En => "en",
            Catalogue::De => "de",
            Catalogue::Fr => "fr",
            Catalogue::Es => "es",
        }
    }
}
