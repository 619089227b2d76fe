//! The language the public interface speaks: which message catalogue (folio-core's
//! `language::messages`) gives the public pages their words, `<html lang>` and the home's dates
//! and counts, with the owner's own wording of them layered on (`language::wording`; issue 25).

use folio_core::language::wording::catalogue_of;
use folio_core::language::{LanguageTag, Languages, Messages, Wording};
use std::borrow::Cow;

/// The messages of a page in `language` on a site worded `wording`: the catalogue of its language
/// subtag (`Catalogue::for_tag`, so `de-AT` reads German), English when that language has none,
/// with the owner's overrides of that language layered on. Without any, the catalogue itself,
/// borrowed: a site whose owner worded nothing reads no more than it did.
pub fn messages_in(language: &LanguageTag, wording: &Wording) -> Cow<'static, Messages> {
    match wording.get(language.as_str()) {
        Some(overrides) if !overrides.is_empty() => {
            let messages = Messages::of(catalogue_of(language));
            Cow::Owned(messages.with_overrides(&overrides.texts, &overrides.counted))
        }
        _ => Cow::Borrowed(Messages::of(catalogue_of(language))),
    }
}

/// The site's language `tag` names, in any spelling the language list accepts.
pub fn site_language(languages: &Languages, tag: &str) -> Option<LanguageTag> {
    LanguageTag::parse(tag)
        .ok()
        .filter(|language| languages.contains(language))
}
