//! Validation of everything the owner submits (spec §5 "Validation rules").
//!
//! Parse, don't validate: each form or HTTP body arrives as a lenient *draft* (missing text reads
//! as empty) and converts with `parse` into a validated value, or into [`ValidationErrors`]
//! listing every failing field at once with a stable code and the exact message of the spec.
//! The server answers those errors as its 422 body; the admin shows the same message under the
//! same field.

pub mod bounds;
pub(crate) mod case_study;
mod case_study_fields;
mod education;
mod experience;
mod login;
mod password;
mod password_change;
mod profile;
mod profile_details;

pub use case_study::{CaseStudyDraft, NewCaseStudy};
pub use education::{EducationDraft, NewEducation, SortOrderInput};
pub use experience::{Experience, NewExperience};
pub use login::{Login, LoginDraft};
pub use password::{STRONG_LENGTH, Strength, password_strength};
pub use password_change::{PasswordChange, PasswordChangeDraft};
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
    /// [`limits::EXPERIENCES`].
    pub experiences: usize,
    /// [`limits::EDUCATION_ENTRIES`].
    pub education_entries: usize,
    /// [`limits::CASE_STUDIES`].
    pub case_studies: usize,
    /// [`limits::TOOLS`].
    pub tools: usize,
    /// [`limits::TOOL_NAMES`].
    pub tool_names: usize,
    /// [`limits::TOOL_USES`].
    pub tool_uses: usize,
    /// [`limits::HOME_TEXT`].
    pub home_text: usize,
    /// [`limits::ORDER_NAMES`].
    pub order_names: usize,
    /// [`limits::EDUCATION_CATEGORIES`].
    pub education_categories: usize,
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
        experiences: EXPERIENCES,
        education_entries: EDUCATION_ENTRIES,
        case_studies: CASE_STUDIES,
        tools: TOOLS,
        tool_names: TOOL_NAMES,
        tool_uses: TOOL_USES,
        home_text: HOME_TEXT,
        order_names: ORDER_NAMES,
        education_categories: EDUCATION_CATEGORIES,
    }
}

/// Field bounds the spec leaves open ("exact bounds not shown"); docs/rules.md names them.
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
    /// How many experiences a site holds ([`super::bounds`], issue 39): a long career told job
    /// by job, many times over.
    pub const EXPERIENCES: usize = 500;
    /// How many education entries a site holds.
    pub const EDUCATION_ENTRIES: usize = 500;
    /// How many case studies a site holds.
    pub const CASE_STUDIES: usize = 1_000;
    /// How many tools one experience lists (after repeats are merged): every read of the site
    /// groups them, and a few dozen is already a long list.
    pub const TOOLS: usize = 100;
    /// How many characters of text the site's experiences and education entries hold, in all
    /// languages together ([`super::bounds::home_text`]): the bulk of what the home page shows,
    /// and of what every read of it reads. An experience at a generous real size (a 1,200
    /// character description and as much in accomplishments, fifteen tools with notes) is about
    /// 3,000 characters, so 500 of them with 500 education entries make 1.6 million: this admits
    /// them in the default language and two translations, where the field bounds alone would let
    /// 500 experiences hold 40 million characters in each language. Case study cards and the
    /// profile are bounded by their count and fields (1,000 cards of at most 1,000 characters).
    pub const HOME_TEXT: usize = 6_000_000;
    /// How many different tools (names compared case-insensitively) a site's experiences name:
    /// more than a person uses in a working life. Each is a group of the home's By Tools view,
    /// which every derivation of the home builds: 500 experiences of 100 tools each, all
    /// different, made 50,000 groups, and the home took 14 s to derive.
    pub const TOOL_NAMES: usize = 1_000;
    /// How many tools all the experiences list together (one tool on two experiences counts
    /// twice): the home's By Tools view shows each experience once per tool it lists, and the
    /// page is rendered from all of them. 500 experiences of 100 tools each made 50,000 entries,
    /// and a home of 5.7 MB of data its render could not draw in its time; this admits 10 tools
    /// on each of the 500 experiences.
    pub const TOOL_USES: usize = 5_000;
    /// How many names the tools order and the industries order each list: the order editor sends
    /// every tool the site names, so as many as [`TOOL_NAMES`].
    pub const ORDER_NAMES: usize = TOOL_NAMES;
    /// How many education categories the profile lists.
    pub const EDUCATION_CATEGORIES: usize = 100;
}
