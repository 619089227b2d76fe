//! Why a text is not a language tag a site can be served in ([`super::tag`]'s refusals), with
//! the stable code and the sentence the owner reads under the field. The messages follow the
//! other forms' ("Language is required", "Language must be at most 35 characters"), and those
//! about the tag's form show tags that work, since the owner may not know BCP 47 by name.

use crate::validation::{FieldCode, limits};
use std::fmt;

/// Why a text is not a language tag a site can be served in; [`TagError::message`] says it to
/// the owner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagError {
    /// Nothing but whitespace.
    Blank,
    /// Longer than [`limits::LANGUAGE_TAG`] characters.
    TooLong,
    /// A character other than an ASCII letter, digit, `-` or `_`.
    Characters,
    /// Two hyphens in a row, or one at either end.
    EmptySubtag,
    /// The first part is not a two- or three-letter language code.
    Language,
    /// A part that is no script, region or variant where it stands (as typed).
    Subtag(String),
    /// The same variant twice (`de-1901-1901`).
    RepeatedVariant(String),
    /// An extension (`-u-…`, `-t-…`).
    Extension,
    /// Private use: `x-…`, a `-x-…` part, or a language `qaa`–`qtz`.
    PrivateUse,
    /// A grandfathered tag, with its modern replacement where there is one.
    Grandfathered {
        /// The tag, as the registry spells it.
        tag: &'static str,
        /// What the registry says to write instead.
        modern: Option<&'static str>,
    },
    /// `und`, `mis`, `mul` or `zxx`: codes for "no particular language".
    NotALanguage(&'static str),
    /// A tag that is one of the site's own first path segments.
    Reserved(&'static str),
}

impl TagError {
    /// The stable code of the field error this becomes.
    pub fn code(&self) -> FieldCode {
        match self {
            TagError::Blank => FieldCode::Required,
            TagError::TooLong => FieldCode::TooLong,
            _ => FieldCode::InvalidFormat,
        }
    }

    /// The sentence shown to the owner under the field.
    pub fn message(&self) -> String {
        const LIKE: &str = "like de, pt-BR or zh-Hant-TW";
        match self {
            TagError::Blank => "Language is required".to_owned(),
            TagError::TooLong => format!(
                "Language must be at most {} characters",
                limits::LANGUAGE_TAG
            ),
            TagError::Characters => {
                format!("Language may contain only letters, digits and hyphens, {LIKE}")
            }
            TagError::EmptySubtag => {
                format!("Language has an empty part between hyphens; write a tag {LIKE}")
            }
            TagError::Language => {
                format!("Language must start with a two- or three-letter language code, {LIKE}")
            }
            TagError::Subtag(part) => format!(
                "\"{part}\" is not a script, region or variant in a language tag; write a tag {LIKE}"
            ),
            TagError::RepeatedVariant(variant) => {
                format!("Language names the variant {variant} twice")
            }
            TagError::Extension => format!(
                "Language tag extensions (-u-, -t-, …) are not supported; write a language with an optional script and region, {LIKE}"
            ),
            TagError::PrivateUse => format!(
                "Private-use language tags (x-…, qaa to qtz) are not supported; write a registered language code, {LIKE}"
            ),
            TagError::Grandfathered {
                tag,
                modern: Some(modern),
            } => format!("{tag} is an old language tag; write {modern} instead"),
            TagError::Grandfathered { tag, modern: None } => format!(
                "{tag} is an old language tag with no modern form; choose another language code"
            ),
            TagError::NotALanguage(code) => format!(
                "{code} does not name a language a page can be written in; write a language code, {LIKE}"
            ),
            TagError::Reserved(tag) => format!(
                "{tag} cannot name a language here, because /{tag}/ is one of the site's own addresses"
            ),
        }
    }
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for TagError {}
