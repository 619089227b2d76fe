//! Where a case study shows in each of the site's languages: whether that language publishes it
//! ([`published_in`]) and the slug its address ends with there ([`slug_in`]).

use super::texts::{ByLanguage, CaseStudyTexts};
use crate::language::{LanguageTag, Languages};

/// The texts stored for `language`, when it is one of the site's other languages.
pub(super) fn texts_in<'a>(
    translations: Option<&'a ByLanguage<CaseStudyTexts>>,
    languages: &Languages,
    language: &LanguageTag,
) -> Option<&'a CaseStudyTexts> {
    if languages.is_default(language) || !languages.contains(language) {
        return None;
    }
    translations?.get(language.as_str())
}

/// Whether `language`'s pages show a case study published (`is_published`) in the default, with
/// `translations`.
pub fn published_in(
    is_published: bool,
    translations: Option<&ByLanguage<CaseStudyTexts>>,
    languages: &Languages,
    language: &LanguageTag,
) -> bool {
    if languages.is_default(language) {
        return is_published;
    }
    languages.contains(language)
        && texts_in(translations, languages, language)
            .and_then(|texts| texts.is_published)
            .unwrap_or(is_published)
}

/// The last segment of a case study's address in `language`: its slug there, or the default's.
pub fn slug_in<'a>(
    slug: &'a str,
    translations: Option<&'a ByLanguage<CaseStudyTexts>>,
    languages: &Languages,
    language: &LanguageTag,
) -> &'a str {
    texts_in(translations, languages, language)
        .and_then(|texts| texts.slug.as_deref())
        .unwrap_or(slug)
}
