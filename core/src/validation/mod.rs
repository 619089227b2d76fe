//! Validation of everything the owner submits (spec §5 "Validation rules").
//!
//! Parse, don't validate: each form or HTTP body arrives as a lenient *draft* (missing text reads
//! as empty) and converts with `parse` into a validated value, or into [`ValidationErrors`]
//! listing every failing field at once with a stable code and the exact message of the spec.
//! The server answers those errors as its 422 body; the admin shows the same message under the
//! same field.

pub(crate) mod case_study;
mod education;
mod experience;
mod login;
mod password;
mod profile;
mod profile_details;

pub use case_study::{CaseStudyDraft, NewCaseStudy};
pub use education::{EducationDraft, NewEducation, SortOrderInput};
pub use experience::{Experience, NewExperience};
pub use login::{Login, LoginDraft};
pub use password::{STRONG_LENGTH, Strength, password_strength};
pub use profile::{Change, ProfileDraft, ProfileUpdate};
pub use profile_details::{ProfileDetails, ProfileDetailsDraft};

pub use crate::codes::FieldCode;
use serde::{Deserialize, Serialize};

/// One failing field: which field, a stable machine code, and the human message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FieldError {
    /// The camelCase JSON name of the field (`jobTitle`, `content`, …).
    pub field: String,
    /// What is wrong, as a stable code.
    pub code: FieldCode,
    /// The message shown to the owner, word for word from the spec where it states one.
    pub message: String,
}

/// Every failing field of one submission, in the order of the form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ValidationErrors {
    /// The failing fields; never empty in an `Err`.
    pub fields: Vec<FieldError>,
}

impl ValidationErrors {
    /// Records a failing field.
    pub fn push(&mut self, field: &str, code: FieldCode, message: impl Into<String>) {
        self.fields.push(FieldError {
            field: field.to_owned(),
            code,
            message: message.into(),
        });
    }

    /// `Ok(value)` when nothing failed, otherwise these errors.
    pub fn into_result<T>(self, value: T) -> Result<T, ValidationErrors> {
        if self.fields.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }

    /// Trims a required text field, recording `required` with `message` when blank and
    /// `too_long` past `max` characters (`label` names the field in that message).
    pub(crate) fn required(
        &mut self,
        field: &str,
        label: &str,
        message: &str,
        text: &str,
        max: usize,
    ) -> String {
        let text = text.trim();
        if text.is_empty() {
            self.push(field, FieldCode::Required, message);
        } else {
            self.at_most(field, label, text, max);
        }
        text.to_owned()
    }

    /// Records `too_long` when `text` is longer than `max` characters.
    pub(crate) fn at_most(&mut self, field: &str, label: &str, text: &str, max: usize) {
        if text.chars().count() > max {
            self.push(
                field,
                FieldCode::TooLong,
                format!("{label} must be at most {max} characters"),
            );
        }
    }

    /// Trims an optional URL field: blank → `None`; otherwise it must pass `accept`.
    pub(crate) fn optional_url(
        &mut self,
        field: &str,
        label: &str,
        text: Option<&str>,
        accept: fn(&str) -> bool,
        message: &str,
    ) -> Option<String> {
        let url = crate::lenient::non_blank(text)?;
        if url.chars().count() > limits::URL {
            self.at_most(field, label, &url, limits::URL);
        } else if !accept(&url) {
            self.push(field, FieldCode::InvalidUrl, message);
        }
        Some(url)
    }
}

impl std::fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let messages: Vec<&str> = self.fields.iter().map(|e| e.message.as_str()).collect();
        f.write_str(&messages.join("; "))
    }
}

impl std::error::Error for ValidationErrors {}

/// A validation outcome as a plain value for the browser: `{ok: true, value}` or
/// `{ok: false, errors}`. Expected failures are values, never exceptions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Checked<T> {
    /// Whether the input was valid.
    pub ok: bool,
    /// The validated value, present when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub value: Option<T>,
    /// Every failing field, present when not `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub errors: Option<Vec<FieldError>>,
}

impl<T> From<Result<T, ValidationErrors>> for Checked<T> {
    fn from(result: Result<T, ValidationErrors>) -> Self {
        match result {
            Ok(value) => Checked {
                ok: true,
                value: Some(value),
                errors: None,
            },
            Err(e) => Checked {
                ok: false,
                value: None,
                errors: Some(e.fields),
            },
        }
    }
}

/// The length a bound is checked against: the characters (Unicode scalar values) of the trimmed
/// text. The admin's character counters show this number.
pub fn counted_length(text: &str) -> usize {
    text.trim().chars().count()
}

/// Every bound of [`limits`], as `core/limits.json` holds them for the admin's inputs and
/// character counters (a test keeps that file equal to this value). A data file rather than a
/// WASM export: numbers need no code in the browser's module.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// [`limits::SHORT_TEXT`].
    pub short_text: usize,
    /// [`limits::LONG_TEXT`].
    pub long_text: usize,
    /// [`limits::SLUG`].
    pub slug: usize,
    /// [`limits::CASE_STUDY_DESCRIPTION`].
    pub case_study_description: usize,
    /// [`limits::URL`].
    pub url: usize,
    /// [`limits::TAGS`].
    pub tags: usize,
    /// [`limits::TAG`].
    pub tag: usize,
    /// [`limits::EDUCATION_DATE`].
    pub education_date: usize,
    /// [`limits::PASSWORD`].
    pub password: usize,
    /// [`limits::PASSWORD_MIN`].
    pub password_min: usize,
    /// [`limits::TOOL_NAME`].
    pub tool_name: usize,
    /// [`limits::TOOL_USAGE`].
    pub tool_usage: usize,
    /// [`limits::ALT_TEXT`].
    pub alt_text: usize,
    /// [`limits::RESUME_DOCUMENT`].
    pub resume_document: usize,
    /// [`limits::LANGUAGE_TAG`].
    pub language_tag: usize,
    /// [`limits::LANGUAGES`].
    pub languages: usize,
    /// [`limits::WORDING`].
    pub wording: usize,
}

/// The bounds of [`limits`] as one value.
pub fn all_limits() -> Limits {
    use limits::*;
    Limits {
        short_text: SHORT_TEXT,
        long_text: LONG_TEXT,
        slug: SLUG,
        case_study_description: CASE_STUDY_DESCRIPTION,
        url: URL,
        tags: TAGS,
        tag: TAG,
        education_date: EDUCATION_DATE,
        password: PASSWORD,
        password_min: PASSWORD_MIN,
        tool_name: TOOL_NAME,
        tool_usage: TOOL_USAGE,
        alt_text: ALT_TEXT,
        resume_document: RESUME_DOCUMENT,
        language_tag: LANGUAGE_TAG,
        languages: LANGUAGES,
        wording: WORDING,
    }
}

/// Field bounds the spec leaves open ("exact bounds not shown"); the README names them.
pub mod limits {
    /// Short text: job title, company, industry, names, categories, case study title, username.
    pub const SHORT_TEXT: usize = 200;
    /// Long text: experience description and accomplishments, the profile's brief introduction.
    pub const LONG_TEXT: usize = 10_000;
    /// A case study slug.
    pub const SLUG: usize = 100;
    /// A case study description (a card's summary).
    pub const CASE_STUDY_DESCRIPTION: usize = 500;
    /// A URL (education link, featured image, profile links).
    pub const URL: usize = 2_000;
    /// How many tags a case study may carry.
    pub const TAGS: usize = 20;
    /// The length of one tag.
    pub const TAG: usize = 40;
    /// An education date ("2023", "May 2023").
    pub const EDUCATION_DATE: usize = 50;
    /// A case study's date, `YYYY-MM-DD`.
    pub const DAY: usize = 10;
    /// A password: long enough for any passphrase, short enough to refuse before hashing.
    pub const PASSWORD: usize = 1_000;
    /// The fewest characters of a new password (setup, `folio admin set-password`); signing in
    /// with an older, shorter one still works.
    pub const PASSWORD_MIN: usize = 12;
    /// A tool's name.
    pub const TOOL_NAME: usize = 100;
    /// A tool's usage note.
    pub const TOOL_USAGE: usize = 500;
    /// The description of a featured image for those who cannot see it (its `alt` text).
    pub const ALT_TEXT: usize = 300;
    /// The largest JSON Resume document imported, in bytes of JSON text (a résumé is a few
    /// kilobytes); the admin reads no more of a file.
    pub const RESUME_DOCUMENT: usize = 1_000_000;
    /// A case study's content, the JSON text of its editor document (1 MB).
    pub const CONTENT: usize = 1_000_000;
    /// A language tag as the owner types it (`pt-BR`): RFC 5646 §4.4.1 asks implementations to
    /// support at least 35 characters, which holds every tag a site is written in.
    pub const LANGUAGE_TAG: usize = 35;
    /// How many languages a site is served in, the default included (issue 25).
    pub const LANGUAGES: usize = 12;
    /// The owner's wording of one of the public interface's texts, or of one form of a counted
    /// text (issue 25: "The owner can override any string from the admin"): the catalogues'
    /// longest text is under 100 characters.
    pub const WORDING: usize = 300;
}
