//! A language tag as the owner types it (issue 25: "others as BCP 47 tags (`de`, `fr`,
//! `pt-BR`)"), parsed once into [`LanguageTag`], the form every other rule takes.
//!
//! The tag must be well-formed by RFC 5646 §2.1 as far as a language a site is written in goes:
//! a two- or three-letter language, then an optional script (`Hant`), an optional region (`BR`,
//! `419`) and any variants (`1901`). It comes out trimmed and in the canonical case of §2.1.1
//! (`pt-br` → `pt-BR`, `ZH-hant` → `zh-Hant`). An underscore is read as a hyphen (`pt_BR` →
//! `pt-BR`): it is the POSIX spelling owners copy from their systems, and cannot mean anything
//! else. Extended language subtags are refused: RFC 5646's canonical form writes them as the
//! language itself (`zh-yue` is `yue`, §4.5), and accepting them would quietly read `pt-BRA`, a
//! mistyped region, as a language `bra`.
//!
//! Refused, each with its own message ([`super::tag_error`]): a blank, more than
//! [`limits::LANGUAGE_TAG`] characters, any character but ASCII letters, digits, `-` and `_`
//! (so a tag is always safe as a URL path segment, unescaped), extensions (`de-u-co-phonebk`) and
//! private use (`x-…`, `qaa`–`qtz`), which name no language a visitor reads, the grandfathered
//! tags of §2.2.8 (with their modern replacement where the IANA registry gives one), the
//! special codes `und`, `mis`, `mul` and `zxx`, and `api`, a well-formed tag (Apiaká) that
//! would shadow the site's own `/api/` addresses under the `/{lang}/` prefix rule. The site's
//! other first path segments (`admin`, `assets`, `uploads`, `preview`, `case-studies`, files
//! with a dot) are not well-formed tags, so they cannot collide; a new top-level address of two
//! or three letters must join [`RESERVED`].
//!
//! Not checked: whether the IANA registry lists the subtags. A site may be written in a language
//! the registry added after this code; the owner sees the tag as typed, in canonical case.

use super::TagError;
use crate::validation::{ValidationErrors, limits};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// A well-formed language tag in canonical case (`de`, `pt-BR`, `zh-Hant-TW`, `es-419`):
/// only ASCII letters, digits and single hyphens, at most [`limits::LANGUAGE_TAG`] long.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LanguageTag(String);

/// Grandfathered tags (RFC 5646 §2.2.8) and their registry `Preferred-Value`, if any.
const GRANDFATHERED: [(&str, Option<&str>); 26] = [
    ("art-lojban", Some("jbo")),
    ("cel-gaulish", None),
    ("en-GB-oed", Some("en-GB-oxendict")),
    ("i-ami", Some("ami")),
    ("i-bnn", Some("bnn")),
    ("i-default", None),
    ("i-enochian", None),
    ("i-hak", Some("hak")),
    ("i-klingon", Some("tlh")),
    ("i-lux", Some("lb")),
    ("i-mingo", None),
    ("i-navajo", Some("nv")),
    ("i-pwn", Some("pwn")),
    ("i-tao", Some("tao")),
    ("i-tay", Some("tay")),
    ("i-tsu", Some("tsu")),
    ("no-bok", Some("nb")),
    ("no-nyn", Some("nn")),
    ("sgn-BE-FR", Some("sfb")),
    ("sgn-BE-NL", Some("vgt")),
    ("sgn-CH-DE", Some("sgg")),
    ("zh-guoyu", Some("cmn")),
    ("zh-hakka", Some("hak")),
    ("zh-min", None),
    ("zh-min-nan", Some("nan")),
    ("zh-xiang", Some("hsn")),
];

/// ISO 639 codes for "no particular language": undetermined, uncoded, multiple, no content.
const NOT_LANGUAGES: [&str; 4] = ["und", "mis", "mul", "zxx"];

/// Well-formed tags that are also the site's own first path segments.
pub const RESERVED: [&str; 1] = ["api"];

impl LanguageTag {
    /// Parses what the owner typed into a tag in canonical case, or says why it is not one.
    pub fn parse(text: &str) -> Result<LanguageTag, TagError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(TagError::Blank);
        }
        if text.chars().count() > limits::LANGUAGE_TAG {
            return Err(TagError::TooLong);
        }
        if !text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(TagError::Characters);
        }
        let typed = text.replace('_', "-");
        if let Some(&(tag, modern)) = GRANDFATHERED
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(&typed))
        {
            return Err(TagError::Grandfathered { tag, modern });
        }
        let parts: Vec<&str> = typed.split('-').collect();
        if parts.iter().any(|part| part.is_empty()) {
            return Err(TagError::EmptySubtag);
        }
        let canonical = canonical(&parts)?;
        if let Some(&reserved) = RESERVED.iter().find(|&&word| word == canonical) {
            return Err(TagError::Reserved(reserved));
        }
        Ok(LanguageTag(canonical))
    }

    /// [`LanguageTag::parse`], its failure as the one field error of `field`.
    pub fn parse_field(text: &str, field: &str) -> Result<LanguageTag, ValidationErrors> {
        LanguageTag::parse(text).map_err(|error| {
            let mut errors = ValidationErrors::default();
            errors.push(field, error.code(), error.message());
            errors
        })
    }

    /// The tag, in canonical case.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The language subtag, lower case: `pt` for `pt-BR`.
    pub fn primary_language(&self) -> &str {
        self.0.split('-').next().unwrap_or(&self.0)
    }
}

/// Walks the subtags in RFC 5646's order, writing each in its canonical case.
fn canonical(parts: &[&str]) -> Result<String, TagError> {
    let alpha = |part: &str| part.bytes().all(|b| b.is_ascii_alphabetic());
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let language = parts[0].to_ascii_lowercase();
    if language == "x" {
        return Err(TagError::PrivateUse);
    }
    if !(2..=3).contains(&language.len()) || !alpha(&language) {
        return Err(TagError::Language);
    }
    if language.len() == 3 && ("qaa"..="qtz").contains(&language.as_str()) {
        return Err(TagError::PrivateUse);
    }
    if let Some(&code) = NOT_LANGUAGES.iter().find(|&&code| code == language) {
        return Err(TagError::NotALanguage(code));
    }
    let mut out = language;
    let mut rest = parts[1..].iter().copied().peekable();
    if let Some(script) = rest.next_if(|part| part.len() == 4 && alpha(part)) {
        let (first, tail) = script.split_at(1);
        let script = first.to_ascii_uppercase() + &tail.to_ascii_lowercase();
        push(&mut out, &script);
    }
    if let Some(region) =
        rest.next_if(|part| (part.len() == 2 && alpha(part)) || (part.len() == 3 && digits(part)))
    {
        push(&mut out, &region.to_ascii_uppercase());
    }
    let mut variants: Vec<String> = Vec::new();
    while let Some(variant) = rest.next_if(|part| is_variant(part)) {
        let variant = variant.to_ascii_lowercase();
        if variants.contains(&variant) {
            return Err(TagError::RepeatedVariant(variant));
        }
        push(&mut out, &variant);
        variants.push(variant);
    }
    match rest.next() {
        None => Ok(out),
        Some(part) if part.eq_ignore_ascii_case("x") => Err(TagError::PrivateUse),
        Some(part) if part.len() == 1 => Err(TagError::Extension),
        Some(part) => Err(TagError::Subtag(part.to_owned())),
    }
}

/// A variant: five to eight letters or digits, or a digit and three more (`1901`, `rozaj`).
fn is_variant(part: &str) -> bool {
    let alphanumeric = part.bytes().all(|b| b.is_ascii_alphanumeric());
    let starts_with_digit = part.bytes().next().is_some_and(|b| b.is_ascii_digit());
    alphanumeric && ((5..=8).contains(&part.len()) || (part.len() == 4 && starts_with_digit))
}

fn push(out: &mut String, subtag: &str) {
    out.push('-');
    out.push_str(subtag);
}

impl fmt::Display for LanguageTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for LanguageTag {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::str::FromStr for LanguageTag {
    type Err = TagError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        LanguageTag::parse(text)
    }
}

impl<'de> Deserialize<'de> for LanguageTag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        LanguageTag::parse(&text).map_err(serde::de::Error::custom)
    }
}
