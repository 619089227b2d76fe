//! Which language an address names (issue 25: "Visitors read `/` (default) and `/{lang}/…`").
//!
//! The default language has no prefix: its pages keep the addresses they have today. Every
//! other language of the site puts its tag, in canonical case, as the first path segment:
//! `/de/case-studies/x` is the German page of `/case-studies/x`, and `/de/` (or `/de`) the
//! German home. Each page therefore has exactly one address per language:
//!
//! - a first segment that is the default language's tag, in any case (`/en/…` when `en` is the
//!   default), names nothing: the default is never prefixed;
//! - a first segment that is another of the site's languages in another case (`/pt-br/…` for
//!   `pt-BR`) names nothing either: the address is `/pt-BR/…`;
//! - any other first segment is not a language prefix, so the whole path is a default-language
//!   path (`/it/x` on a site without Italian is the default's `/it/x`, which routing then finds or
//!   not).
//!
//! The path is the request's path as received, without its query; it is not percent-decoded,
//! since a language tag holds only letters, digits and hyphens.

use super::{LanguageTag, Languages};
use serde::Serialize;

/// What an address path names: a language of the site and the path within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Localized<'a> {
    /// The language the page is shown in.
    pub language: &'a LanguageTag,
    /// The path after the language prefix, starting with `/` (`/` for the home).
    pub rest: &'a str,
}

/// The language `path` names and the rest of it, or `None` when `path` is not an address of the
/// site: a path not starting with `/`, or one whose first segment spells the default language
/// or another language in a case that is not canonical.
pub fn language_of_path<'a>(languages: &'a Languages, path: &'a str) -> Option<Localized<'a>> {
    let after_slash = path.strip_prefix('/')?;
    let (segment, rest) = match after_slash.find('/') {
        Some(end) => (&after_slash[..end], &after_slash[end..]),
        None => (after_slash, "/"),
    };
    let in_default = Localized {
        language: languages.default_language(),
        rest: path,
    };
    let Some(language) = languages
        .as_slice()
        .iter()
        .find(|language| language.as_str().eq_ignore_ascii_case(segment))
    else {
        return Some(in_default);
    };
    if languages.is_default(language) || language.as_str() != segment {
        return None;
    }
    Some(Localized { language, rest })
}

/// The address of the page at `rest` (a default-language path, starting with `/`) in
/// `language`: `rest` itself for the default, `/{tag}{rest}` for another language of the site,
/// `None` for a language the site is not served in or a `rest` without its leading `/`.
pub fn localized_path(languages: &Languages, language: &LanguageTag, rest: &str) -> Option<String> {
    if !rest.starts_with('/') || !languages.contains(language) {
        return None;
    }
    if languages.is_default(language) {
        Some(rest.to_owned())
    } else {
        Some(format!("/{language}{rest}"))
    }
}
