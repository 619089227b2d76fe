//! The profile dialog and `PUT /api/admin/profile` (spec §2 "Profile tab", §5 "Profile", §3
//! "Profile"): a partial update. Every field left out keeps what is stored, so the dialog (name,
//! introduction, links) and the order editors (one order list) each send only what they change.
//! Name and brief introduction, when sent, are required text; a link sent blank or `null` is
//! cleared, and one sent with text must be an http(s) URL (one written without its scheme, such as
//! `github.com/ada`, gets `https://`); an order list sent is trimmed, with
//! blanks and repeats (case-insensitive) dropped, and an empty one clears the order; each lists
//! at most [`limits::ORDER_NAMES`] names (education categories [`limits::EDUCATION_CATEGORIES`]).

use super::bounds::grouped;
use super::{FieldCode, ValidationErrors, limits};
use crate::language::Languages;
use crate::translations::{ProfileTexts, carry, check, take_carried, with_translations};
use serde::{Deserialize, Serialize};

with_translations! {
    /// What the profile dialog or body carries, before validation.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    pub struct ProfileDraft {
        /// The owner's name; absent keeps it.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub name: Option<String>,
        /// The hero section's introduction; absent keeps it.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub brief_intro: Option<String>,
        /// The code-hosting profile link: absent keeps it, `null` or blank clears it.
        #[serde(deserialize_with = "crate::lenient::present")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub github_url: Option<Option<String>>,
        /// The professional-network profile link, as `github_url`.
        #[serde(deserialize_with = "crate::lenient::present")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub linkedin_url: Option<Option<String>>,
        /// Tools shown first, in this order.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub tools_order: Option<Vec<String>>,
        /// Industries shown first, in this order.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub industries_order: Option<Vec<String>>,
        /// Education categories shown first, in this order.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub education_categories: Option<Vec<String>>,
    }
    /// The name, introduction and headline in the site's other languages
    /// ([`crate::translations`]): each language sent replaces its texts, the others are kept.
    /// The browser's module neither reads nor writes them: the server checks them against the
    /// site's languages ([`ProfileDraft::parse_in`]).
    translations: ProfileTexts,
}

/// What a partial update does to one optional field: keep it, clear it, or set it. A text
/// field is serialised as left out, empty text, or its value: the form a request sends.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Change<T> {
    /// Left out: what is stored stays.
    #[default]
    Keep,
    /// Sent empty: removed.
    Clear,
    /// Sent with a value: stored.
    Set(T),
}

impl<T> Change<T> {
    /// Whether the field was left out.
    pub fn is_keep(&self) -> bool {
        matches!(self, Change::Keep)
    }

    /// The value to store when the field changes: `None` to clear it.
    pub fn new_value(&self) -> Option<&T> {
        match self {
            Change::Set(value) => Some(value),
            Change::Keep | Change::Clear => None,
        }
    }
}

impl Serialize for Change<String> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.new_value().map_or("", String::as_str))
    }
}

impl<'de> Deserialize<'de> for Change<String> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Option::<String>::deserialize(deserializer)?
            .filter(|text| !text.is_empty())
            .map_or(Change::Clear, Change::Set))
    }
}

with_translations! {
    /// A valid profile update: what changes, and how.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    pub struct ProfileUpdate {
        /// The name, trimmed; absent keeps it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub name: Option<String>,
        /// The introduction, trimmed; absent keeps it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub brief_intro: Option<String>,
        /// The code-hosting link: kept (absent), cleared (empty) or set.
        #[serde(default, skip_serializing_if = "Change::is_keep")]
        #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
        pub github_url: Change<String>,
        /// The professional-network link: kept (absent), cleared (empty) or set.
        #[serde(default, skip_serializing_if = "Change::is_keep")]
        #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
        pub linkedin_url: Change<String>,
        /// The tools order; absent means unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub tools_order: Option<Vec<String>>,
        /// The industries order; absent means unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub industries_order: Option<Vec<String>>,
        /// The education categories; absent means unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub education_categories: Option<Vec<String>>,
    }
    /// The name, introduction and headline in the site's other languages
    /// ([`crate::translations`]): each language sent replaces its texts, the others are kept.
    /// The browser's module neither reads nor writes them: the server checks them against the
    /// site's languages ([`ProfileDraft::parse_in`]).
    translations: ProfileTexts,
}

impl ProfileDraft {
    /// Validates the draft and its translations against the site's `languages` (those the same
    /// save sets, else those stored), reporting every failing field.
    pub fn parse_in(mut self, languages: &Languages) -> Result<ProfileUpdate, ValidationErrors> {
        let translations = take_carried(&mut self.translations)
            .map(|sent| check::profile_translations(Some(languages), sent))
            .transpose();
        let (mut update, translations) = check::both(self.parse(), translations)?;
        update.translations = carry(translations);
        Ok(update)
    }

    /// Validates the draft, reporting every failing field; its translations are left out (the
    /// form's check, which knows no site languages).
    pub fn parse(self) -> Result<ProfileUpdate, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let name = self.name.map(|name| {
            errors.required(
                "name",
                "Name",
                "Name is required",
                &name,
                limits::SHORT_TEXT,
            )
        });
        let brief_intro = self.brief_intro.map(|intro| {
            errors.required(
                "briefIntro",
                "Brief introduction",
                "Brief introduction is required",
                &intro,
                limits::LONG_TEXT,
            )
        });
        // An address pasted without its scheme (`github.com/ada`) gets `https://`.
        let mut link = |field, label, sent: Option<Option<String>>, message| match sent {
            None => Change::Keep,
            Some(text) => {
                let text = text.map(|text| crate::url::complete_http_url(&text).unwrap_or(text));
                errors
                    .optional_url(
                        field,
                        label,
                        text.as_deref(),
                        crate::url::is_http_url,
                        message,
                    )
                    .map_or(Change::Clear, Change::Set)
            }
        };
        let github_url = link(
            "githubUrl",
            "GitHub URL",
            self.github_url,
            "GitHub URL must be a valid URL starting with http:// or https://",
        );
        let linkedin_url = link(
            "linkedinUrl",
            "LinkedIn URL",
            self.linkedin_url,
            "LinkedIn URL must be a valid URL starting with http:// or https://",
        );
        let mut list = |field, names: Option<Vec<String>>, most, message: String| {
            let names = crate::ordering::clean_order(&names?);
            if names.len() > most {
                errors.push(field, FieldCode::TooMany, message);
            }
            Some(names)
        };
        let tools_order = list(
            "toolsOrder",
            self.tools_order,
            limits::ORDER_NAMES,
            format!(
                "The tools order lists at most {} tools.",
                grouped(limits::ORDER_NAMES)
            ),
        );
        let industries_order = list(
            "industriesOrder",
            self.industries_order,
            limits::ORDER_NAMES,
            format!(
                "The industries order lists at most {} industries.",
                grouped(limits::ORDER_NAMES)
            ),
        );
        let education_categories = list(
            "educationCategories",
            self.education_categories,
            limits::EDUCATION_CATEGORIES,
            format!(
                "The profile lists at most {} education categories.",
                grouped(limits::EDUCATION_CATEGORIES)
            ),
        );
        errors.into_result(ProfileUpdate {
            name,
            brief_intro,
            github_url,
            linkedin_url,
            tools_order,
            industries_order,
            education_categories,
            translations: None,
        })
    }
}

impl TryFrom<ProfileDraft> for ProfileUpdate {
    type Error = ValidationErrors;
    fn try_from(draft: ProfileDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}
