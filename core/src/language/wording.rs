//! The owner's own wording of the public interface (issue 25: "The owner can override any string
//! from the admin"): for each language of the site, some of the catalogue's texts and counted
//! texts worded otherwise, which [`Messages::with_overrides`] layers on the catalogue.
//!
//! The rules of an override ([`check_wording`]):
//! - it is trimmed, and at most [`limits::WORDING`] characters;
//! - blank is no override: the catalogue's text stays;
//! - a text that names a value (`{author}`, `{address}`, `{link}`, `{language}`, a counted text's
//!   `{n}`) keeps exactly the catalogue's placeholders, so the page still fills each in;
//! - a counted text has one form per plural category of the language (those of the catalogue its
//!   pages read, [`super::plural::categories`]), or none.
//!
//! A language without a catalogue (`pt-BR`) reads English's, so its overrides are checked
//! against the English texts and plural categories: an owner gives such a language its own words
//! this way.

use super::messages::{CountedKey, Forms, MessageKey, Messages};
use super::plural::{PluralCategory, categories};
use super::{Catalogue, LanguageTag, Languages};
use crate::codes::FieldCode;
use crate::validation::{FieldError, ValidationErrors, limits};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// One language's overrides: the texts and the counted texts the owner worded otherwise.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LanguageWording {
    /// A text by its key.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub texts: BTreeMap<MessageKey, String>,
    /// A counted text by its key, every form of the language's plural categories.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub counted: BTreeMap<CountedKey, Forms>,
}

impl LanguageWording {
    /// Whether nothing is overridden.
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty() && self.counted.is_empty()
    }
}

/// The site's wording: each language's overrides by its tag in canonical case; a language
/// without any is left out.
pub type Wording = BTreeMap<String, LanguageWording>;

/// One language's overrides as the admin sends them, keys and categories as text, so that an
/// unknown one is a field's error rather than an unreadable request.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WordingDraft {
    /// A text by its key (`tabExperiences`).
    pub texts: BTreeMap<String, String>,
    /// A counted text by its key (`experiences`), its forms by CLDR category (`one`, `other`).
    pub counted: BTreeMap<String, BTreeMap<String, String>>,
}

/// The catalogue a page in `language` reads: its language subtag's, English when it has none.
pub fn catalogue_of(language: &LanguageTag) -> Catalogue {
    Catalogue::for_tag(language).unwrap_or(Catalogue::En)
}

/// The placeholders `text` names, each once: `{author}` gives `author`.
pub fn placeholders(text: &str) -> BTreeSet<&str> {
    let mut found = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close)
                if close > 0
                    && after[..close]
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_') =>
            {
                found.insert(&after[..close]);
                rest = &after[close + 1..];
            }
            _ => rest = after,
        }
    }
    found
}

/// The error of an override that does not keep `default`'s placeholders, if any.
fn placeholder_error(text: &str, default: &str) -> Option<String> {
    let wanted = placeholders(default);
    let given = placeholders(text);
    let list = |names: Vec<&&str>| {
        names
            .iter()
            .map(|name| format!("{{{name}}}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let missing: Vec<&&str> = wanted.difference(&given).collect();
    let unknown: Vec<&&str> = given.difference(&wanted).collect();
    match (missing.is_empty(), unknown.is_empty()) {
        (true, true) => None,
        (false, true) => Some(format!("Must keep {}", list(missing))),
        (true, false) => Some(format!("Unknown placeholder {}", list(unknown))),
        (false, false) => Some(format!(
            "Must keep {} instead of {}",
            list(missing),
            list(unknown)
        )),
    }
}

/// One override checked against the catalogue's `default`: `Ok(None)` when blank.
fn checked_text(text: &str, default: &str) -> Result<Option<String>, (FieldCode, String)> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let length = text.chars().count();
    if length > limits::WORDING {
        return Err((
            FieldCode::TooLong,
            format!(
                "Must be at most {} characters (it has {length})",
                limits::WORDING
            ),
        ));
    }
    match placeholder_error(text, default) {
        Some(error) => Err((FieldCode::InvalidFormat, error)),
        None => Ok(Some(text.to_owned())),
    }
}

/// `draft` checked as the overrides of `language`, one of the site's `languages`: the overrides
/// to store (blank ones left out), or every field's error, named `texts.{key}` and
/// `counted.{key}.{category}` (`language` for a language the site does not have).
pub fn check_wording(
    languages: &Languages,
    language: &LanguageTag,
    draft: WordingDraft,
) -> Result<LanguageWording, ValidationErrors> {
    let mut errors = Vec::new();
    let mut fail = |field: String, code: FieldCode, message: String| {
        errors.push(FieldError {
            field,
            code,
            message,
        })
    };
    if !languages.as_slice().contains(language) {
        fail(
            "language".to_owned(),
            FieldCode::InvalidFormat,
            format!("{language} is not a language of the site"),
        );
    }
    let catalogue = Messages::of(catalogue_of(language));
    let mut wording = LanguageWording::default();
    for (name, text) in draft.texts {
        let field = format!("texts.{name}");
        let Some(key) = MessageKey::ALL.iter().find(|key| key.name() == name) else {
            fail(
                field,
                FieldCode::InvalidFormat,
                format!("Unknown text {name}"),
            );
            continue;
        };
        match checked_text(&text, catalogue.text(*key)) {
            Ok(Some(text)) => {
                wording.texts.insert(*key, text);
            }
            Ok(None) => {}
            Err((code, message)) => fail(field, code, message),
        }
    }
    let wanted = categories(catalogue.catalogue());
    for (name, sent) in draft.counted {
        let Some(key) = CountedKey::ALL.iter().find(|key| key.name() == name) else {
            fail(
                format!("counted.{name}"),
                FieldCode::InvalidFormat,
                format!("Unknown counted text {name}"),
            );
            continue;
        };
        let defaults = catalogue.forms(*key).cloned().unwrap_or_default();
        let default_of = |category: &PluralCategory| {
            defaults
                .get(category)
                .or_else(|| defaults.get(&PluralCategory::Other))
                .map_or("", String::as_str)
        };
        let mut forms = Forms::new();
        // The categories given a text, valid or not: one left out is required.
        let mut given = BTreeSet::new();
        for (category_name, text) in sent {
            let field = format!("counted.{name}.{category_name}");
            let Some(category) = wanted.iter().find(|c| c.name() == category_name) else {
                let names: Vec<&str> = wanted.iter().map(|c| c.name()).collect();
                fail(
                    field,
                    FieldCode::InvalidFormat,
                    format!(
                        "Not a plural category of {language}: use {}",
                        names.join(", ")
                    ),
                );
                continue;
            };
            if !text.trim().is_empty() {
                given.insert(*category);
            }
            match checked_text(&text, default_of(category)) {
                Ok(Some(text)) => {
                    forms.insert(*category, text);
                }
                Ok(None) => {}
                Err((code, message)) => fail(field, code, message),
            }
        }
        if given.is_empty() {
            continue;
        }
        for category in wanted {
            if !given.contains(category) {
                fail(
                    format!("counted.{name}.{}", category.name()),
                    FieldCode::Required,
                    "Required when the other forms are given".to_owned(),
                );
            }
        }
        wording.counted.insert(*key, forms);
    }
    if errors.is_empty() {
        Ok(wording)
    } else {
        Err(ValidationErrors { fields: errors })
    }
}

/// `wording` as a draft again, for checking it anew (an archive's).
pub fn draft_of(wording: &LanguageWording) -> WordingDraft {
    WordingDraft {
        texts: wording
            .texts
            .iter()
            .map(|(key, text)| (key.name().to_owned(), text.clone()))
            .collect(),
        counted: wording
            .counted
            .iter()
            .map(|(key, forms)| {
                (
                    key.name().to_owned(),
                    forms
                        .iter()
                        .map(|(category, text)| (category.name().to_owned(), text.clone()))
                        .collect(),
                )
            })
            .collect(),
    }
}

/// The messages of a page in `language` with the site's `wording` layered on its catalogue's.
pub fn messages_with(language: &LanguageTag, wording: &Wording) -> Messages {
    let messages = Messages::of(catalogue_of(language));
    match wording.get(language.as_str()) {
        Some(overrides) if !overrides.is_empty() => {
            messages.with_overrides(&overrides.texts, &overrides.counted)
        }
        _ => messages.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> Languages {
        Languages::parse(&["en", "de", "fr", "pt-BR"]).expect("languages")
    }

    fn tag(text: &str) -> LanguageTag {
        LanguageTag::parse(text).expect("a tag")
    }

    fn draft(texts: &[(&str, &str)], counted: &[(&str, &[(&str, &str)])]) -> WordingDraft {
        WordingDraft {
            texts: texts
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            counted: counted
                .iter()
                .map(|(k, forms)| {
                    (
                        (*k).to_owned(),
                        forms
                            .iter()
                            .map(|(c, v)| ((*c).to_owned(), (*v).to_owned()))
                            .collect(),
                    )
                })
                .collect(),
        }
    }

    fn fields(errors: ValidationErrors) -> Vec<String> {
        errors.fields.into_iter().map(|e| e.field).collect()
    }

    #[test]
    fn placeholders_are_named_words_in_braces() {
        let names: Vec<&str> = placeholders("Email {address}, {author} or {} {x y}")
            .into_iter()
            .collect();
        assert_eq!(names, ["address", "author"]);
    }

    #[test]
    fn a_trimmed_override_replaces_the_text_and_a_blank_one_keeps_it() {
        let wording = check_wording(
            &site(),
            &tag("de"),
            draft(
                &[("tabExperiences", "  Werdegang "), ("loading", "  ")],
                &[],
            ),
        )
        .expect("valid");
        assert_eq!(wording.texts.len(), 1);
        let messages = messages_with(&tag("de"), &Wording::from([("de".to_owned(), wording)]));
        assert_eq!(messages.text(MessageKey::TabExperiences), "Werdegang");
        assert_eq!(
            messages.text(MessageKey::Loading),
            Messages::of(Catalogue::De).text(MessageKey::Loading)
        );
    }

    #[test]
    fn placeholders_must_be_kept_exactly() {
        let errors = check_wording(
            &site(),
            &tag("en"),
            draft(
                &[
                    ("contactAuthor", "Write to me"),
                    ("contactEmail", "Mail {address} {name}"),
                    ("tabEducation", "Studies {n}"),
                ],
                &[],
            ),
        )
        .expect_err("invalid");
        let messages: Vec<String> = errors.fields.iter().map(|e| e.message.clone()).collect();
        assert_eq!(
            fields(errors),
            [
                "texts.contactAuthor",
                "texts.contactEmail",
                "texts.tabEducation"
            ]
        );
        assert_eq!(
            messages,
            [
                "Must keep {author}",
                "Unknown placeholder {name}",
                "Unknown placeholder {n}"
            ]
        );
    }

    #[test]
    fn a_counted_text_takes_exactly_the_languages_categories() {
        let fr = check_wording(
            &site(),
            &tag("fr"),
            draft(
                &[],
                &[(
                    "experiences",
                    &[("one", "{n} poste"), ("other", "{n} postes")],
                )],
            ),
        )
        .expect_err("French has many");
        assert_eq!(fields(fr), ["counted.experiences.many"]);
        let de = check_wording(
            &site(),
            &tag("de"),
            draft(
                &[],
                &[(
                    "experiences",
                    &[("one", "{n} Job"), ("few", "{n} Jobs"), ("other", "Jobs")],
                )],
            ),
        )
        .expect_err("German has no few, and a form keeps {n}");
        assert_eq!(
            fields(de),
            ["counted.experiences.few", "counted.experiences.other"]
        );
        let wording = check_wording(
            &site(),
            &tag("de"),
            draft(
                &[],
                &[("experiences", &[("one", "{n} Job"), ("other", "{n} Jobs")])],
            ),
        )
        .expect("valid");
        let messages = messages_with(&tag("de"), &Wording::from([("de".to_owned(), wording)]));
        assert_eq!(messages.count(CountedKey::Experiences, 1), "1 Job");
        assert_eq!(messages.count(CountedKey::Experiences, 4), "4 Jobs");
    }

    #[test]
    fn unknown_keys_languages_and_long_texts_are_refused() {
        let long = "x".repeat(limits::WORDING + 1);
        let errors = check_wording(
            &site(),
            &tag("it"),
            draft(&[("nope", "x"), ("goBack", &long)], &[("things", &[])]),
        )
        .expect_err("invalid");
        assert_eq!(
            fields(errors),
            ["language", "texts.goBack", "texts.nope", "counted.things"]
        );
    }

    #[test]
    fn a_language_without_a_catalogue_gets_its_words_over_englishs() {
        let wording = check_wording(
            &site(),
            &tag("pt-BR"),
            draft(&[("tabEducation", "Formação")], &[]),
        )
        .expect("valid");
        let messages = messages_with(
            &tag("pt-BR"),
            &Wording::from([("pt-BR".to_owned(), wording)]),
        );
        assert_eq!(messages.text(MessageKey::TabEducation), "Formação");
        assert_eq!(messages.text(MessageKey::TabExperiences), "Work Experience");
    }

    #[test]
    fn no_wording_is_the_catalogue() {
        assert_eq!(
            &messages_with(&tag("en"), &Wording::new()),
            Messages::of(Catalogue::En)
        );
    }
}
