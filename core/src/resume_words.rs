//! The résumé PDF's fixed words (issue 43): headings and labels in English, German, French and
//! Spanish (`core/messages/resume.json`), read by the catalogue of the page's language as the
//! public interface's words are ([`crate::language::wording::catalogue_of`]: a language with no
//! catalogue reads English). "Present" and the months come with the dates, which folio-core
//! writes in the page's language ([`crate::dates`]).

use crate::language::wording::catalogue_of;
use crate::language::{LanguageTag, Languages, localized_path};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// The résumé's words in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResumeWords {
    /// The document's kind, in its title: "{name} — Résumé".
    pub resume: String,
    /// The home header's link to the PDF.
    pub header_link: String,
    /// The heading of the experiences.
    pub experience: String,
    /// The heading of the education entries.
    pub education: String,
    /// The heading of the case studies.
    pub selected_work: String,
    /// An experience's tools.
    pub tools: String,
    /// An experience's accomplishments.
    pub accomplishments: String,
    /// The contact's label.
    pub contact: String,
    /// The links' label.
    pub links: String,
    /// The photo's alternative text, `{name}` the owner's.
    pub photo_of: String,
    /// The page footer, `{n}` and `{total}`.
    pub page: String,
}

static CATALOGUE: LazyLock<BTreeMap<String, ResumeWords>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../messages/resume.json"))
        .expect("core/messages/resume.json is the résumé's catalogue")
});

/// The résumé's words in `language`.
pub fn words_in(language: &LanguageTag) -> &'static ResumeWords {
    let code = catalogue_of(language).code();
    CATALOGUE
        .get(code)
        .or_else(|| CATALOGUE.get("en"))
        .expect("the catalogue has English")
}

/// The home header's link to the résumé PDF.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ResumePdfLink {
    /// The PDF's address in the page's language: `/resume.pdf`, `/de/resume.pdf`.
    pub href: String,
    /// "Résumé (PDF)" in the page's language.
    pub label: String,
}

/// The header's link to the whole résumé in `language`, one of `languages`.
pub fn header_link(languages: &Languages, language: &LanguageTag) -> ResumePdfLink {
    let rest = "/resume.pdf";
    ResumePdfLink {
        href: localized_path(languages, language, rest).unwrap_or_else(|| rest.to_owned()),
        label: words_in(language).header_link.clone(),
    }
}

/// The document's title: "{name} — {Résumé}" in `language`'s word.
pub fn title(name: &str, language: &LanguageTag) -> String {
    format!("{} — {}", name.trim(), words_in(language).resume)
}

#[cfg(test)]
mod tests {
    use super::{title, words_in};
    use crate::language::LanguageTag;

    fn tag(text: &str) -> LanguageTag {
        LanguageTag::parse(text).expect("a tag")
    }

    #[test]
    fn every_language_has_its_words_and_others_read_english() {
        assert_eq!(words_in(&tag("de-CH")).experience, "Berufserfahrung");
        assert_eq!(words_in(&tag("fr")).selected_work, "Travaux choisis");
        assert_eq!(words_in(&tag("es")).education, "Formación");
        assert_eq!(words_in(&tag("it")).experience, "Experience");
        assert_eq!(title(" Ada ", &tag("de")), "Ada — Lebenslauf");
    }
}
