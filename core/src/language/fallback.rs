//! Which value of a translatable text a page shows (issue 25: "Nothing falls back silently:
//! where a text has no translation, the page shows the default language's text inside an element
//! carrying that language's `lang`").
//!
//! The rule, for a page in the requested language:
//!
//! 1. the requested language's value, when the site is served in that language and the value is
//!    not blank (whitespace only is blank, as everywhere in validation);
//! 2. otherwise the default language's value, when not blank, marked as a fallback unless the
//!    requested language is the default, so the page wraps it in an element with the default's
//!    `lang`;
//! 3. otherwise nothing: the text is empty in the default language too.
//!
//! Never a third language, even one that has the text: the owner chose the default as what
//! every visitor may read, and a silent switch to another language is what the issue rules out.
//! Values stored for a language the site no longer lists are kept but never shown.
//!
//! [`missing_translations`] is the admin's list of every field missing in each language: a field
//! is missing in a language exactly when its page in that language would show the fallback.

use super::{LanguageTag, Languages};
use serde::Serialize;
use std::collections::BTreeMap;

/// A translatable text's values, by language.
pub type Translations = BTreeMap<LanguageTag, String>;

/// The value a page shows, in which language, and whether it stands in for a missing one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Shown<'a> {
    /// The text, as stored.
    pub text: &'a str,
    /// The language the text is written in: the page's `lang` when not a fallback, the wrapping
    /// element's when it is.
    pub language: &'a LanguageTag,
    /// Whether this is the default language's text on a page in another language.
    pub fallback: bool,
}

/// The value of `values` a page in `requested` shows, by the rule of this module; `None` when
/// the text is blank in the default language too.
pub fn choose_translation<'a>(
    languages: &'a Languages,
    requested: &LanguageTag,
    values: &'a Translations,
) -> Option<Shown<'a>> {
    let present = |language: &LanguageTag| {
        values
            .get_key_value(language)
            .filter(|(_, text)| !text.trim().is_empty())
    };
    if languages.contains(requested)
        && let Some((language, text)) = present(requested)
    {
        return Some(Shown {
            text,
            language,
            fallback: false,
        });
    }
    let default = languages.default_language();
    present(default).map(|(language, text)| Shown {
        text,
        language,
        fallback: requested != default,
    })
}

/// The fields missing in one language: its pages show the default's text for each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissingIn {
    /// A language of the site other than the default.
    pub language: LanguageTag,
    /// The fields, in the order given, that fall back in this language.
    pub fields: Vec<String>,
}

/// For each language after the default, in the site's order, the fields (named as given) whose
/// page in that language would show the default's text. Every such language is listed, with no
/// fields when nothing is missing; the default never is, since it falls back to nothing.
pub fn missing_translations(
    languages: &Languages,
    fields: &[(&str, &Translations)],
) -> Vec<MissingIn> {
    languages
        .others()
        .iter()
        .map(|language| MissingIn {
            language: language.clone(),
            fields: fields
                .iter()
                .filter(|(_, values)| {
                    choose_translation(languages, language, values)
                        .is_some_and(|shown| shown.fallback)
                })
                .map(|(field, _)| (*field).to_owned())
                .collect(),
        })
        .collect()
}
