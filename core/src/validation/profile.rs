//! The profile dialog and `PUT /api/admin/profile` (spec §2 "Profile tab", §5 "Profile", §3
//! "Profile"): name and brief introduction required; the optional code-hosting and
//! professional-network links are http(s) URLs (blank is none); the custom order lists are
//! trimmed with blanks and repeats (case-insensitive) dropped. A list left out of the body is
//! `None`, meaning "leave it as it is", so a body with only name and briefIntro (as the spec's
//! dialog sends) does not wipe the owner's orderings.

use super::{ValidationErrors, limits};
use serde::{Deserialize, Serialize};

/// What the profile dialog or body carries, before validation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ProfileDraft {
    /// The owner's name.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub name: String,
    /// The hero section's introduction.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub brief_intro: String,
    /// The code-hosting profile link.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub github_url: Option<String>,
    /// The professional-network profile link.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub linkedin_url: Option<String>,
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

/// A valid profile update.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ProfileUpdate {
    /// The name, trimmed.
    pub name: String,
    /// The introduction, trimmed.
    pub brief_intro: String,
    /// The code-hosting link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub github_url: Option<String>,
    /// The professional-network link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub linkedin_url: Option<String>,
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

impl ProfileDraft {
    /// Validates the draft, reporting every failing field.
    pub fn parse(self) -> Result<ProfileUpdate, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let name = errors.required(
            "name",
            "Name",
            "Name is required",
            &self.name,
            limits::SHORT_TEXT,
        );
        let brief_intro = errors.required(
            "briefIntro",
            "Brief introduction",
            "Brief introduction is required",
            &self.brief_intro,
            limits::LONG_TEXT,
        );
        let http = crate::url::is_http_url;
        let github_url = errors.optional_url(
            "githubUrl",
            "GitHub URL",
            self.github_url.as_deref(),
            http,
            "GitHub URL must be a valid URL starting with http:// or https://",
        );
        let linkedin_url = errors.optional_url(
            "linkedinUrl",
            "LinkedIn URL",
            self.linkedin_url.as_deref(),
            http,
            "LinkedIn URL must be a valid URL starting with http:// or https://",
        );
        let list =
            |names: Option<Vec<String>>| names.map(|names| crate::ordering::clean_order(&names));
        errors.into_result(ProfileUpdate {
            name,
            brief_intro,
            github_url,
            linkedin_url,
            tools_order: list(self.tools_order),
            industries_order: list(self.industries_order),
            education_categories: list(self.education_categories),
        })
    }
}

impl TryFrom<ProfileDraft> for ProfileUpdate {
    type Error = ValidationErrors;
    fn try_from(draft: ProfileDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}
