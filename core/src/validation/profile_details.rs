//! The profile's fields beyond the spec's dialog (issue 23 point 6), part of the same partial
//! `PUT /api/admin/profile`: a photo, a headline, a location, a contact and the other links.
//! Like the two links of [`super::ProfileDraft`], each is kept when left out and cleared when sent
//! blank or `null`.
//!
//! - `photo`: an upload (`/uploads/…`) or an http(s) URL.
//! - `headline` (the owner's role) and `location`: text of at most [`limits::SHORT_TEXT`].
//! - `contact`: an email address (a `mailto:` before it is dropped) or a web address, completed
//!   with `https://` like every link ([`crate::url::complete_http_url`]).
//! - `links`: at most [`MAX_LINKS`], each an http(s) URL (completed likewise) with an optional
//!   label of at most [`LINK_LABEL`] characters; blank rows are dropped; `null` or `[]` clears.
//!
//! Server only: the browser's module keeps to the spec's dialog, and the dialog shows these
//! fields' messages from the server's answer, under the same fields.

use super::{Change, FieldCode, ValidationErrors, limits};
use crate::profile::{LINK_LABEL, MAX_LINKS, ProfileLink, is_email};
use crate::url::{complete_http_url, is_http_url, is_upload_path};
use serde::{Deserialize, Serialize};

/// The new fields as a request carries them: absent keeps, `null` or blank clears.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProfileDetailsDraft {
    /// The photo's URL.
    #[serde(deserialize_with = "crate::lenient::present")]
    pub photo: Option<Option<String>>,
    /// The headline or role.
    #[serde(deserialize_with = "crate::lenient::present")]
    pub headline: Option<Option<String>>,
    /// Where the owner is.
    #[serde(deserialize_with = "crate::lenient::present")]
    pub location: Option<Option<String>>,
    /// An email address or a contact page.
    #[serde(deserialize_with = "crate::lenient::present")]
    pub contact: Option<Option<String>>,
    /// The other links.
    #[serde(deserialize_with = "crate::lenient::present")]
    pub links: Option<Option<Vec<ProfileLink>>>,
}

/// A valid change of the new fields.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ProfileDetails {
    /// The photo.
    #[serde(default, skip_serializing_if = "Change::is_keep")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
    pub photo: Change<String>,
    /// The headline.
    #[serde(default, skip_serializing_if = "Change::is_keep")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
    pub headline: Change<String>,
    /// The location.
    #[serde(default, skip_serializing_if = "Change::is_keep")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
    pub location: Change<String>,
    /// The contact: an email address or an http(s) URL.
    #[serde(default, skip_serializing_if = "Change::is_keep")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
    pub contact: Change<String>,
    /// The links; absent keeps them, an empty list clears them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "wasm",
        tsify(optional, type = "{ label: string; url: string }[]")
    )]
    pub links: Option<Vec<ProfileLink>>,
}

impl ProfileDetails {
    /// Whether every field is kept as stored.
    pub fn changes_nothing(&self) -> bool {
        self.photo.is_keep()
            && self.headline.is_keep()
            && self.location.is_keep()
            && self.contact.is_keep()
            && self.links.is_none()
    }
}

const URL_MESSAGE: &str = "must be a valid URL starting with http:// or https://";

impl ProfileDetailsDraft {
    /// Validates the draft, reporting every failing field (`links.2.url` for a link's).
    pub fn parse(self) -> Result<ProfileDetails, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let blank =
            |text: Option<String>| text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        let photo = self.photo.map_or(Change::Keep, |sent| match blank(sent) {
            None => Change::Clear,
            Some(url) => {
                let url = complete_http_url(&url)
                    .filter(|_| !url.starts_with('/'))
                    .unwrap_or(url);
                if url.chars().count() > limits::URL {
                    errors.at_most("photo", "Photo", &url, limits::URL);
                } else if !is_http_url(&url) && !is_upload_path(&url) {
                    errors.push(
                        "photo",
                        FieldCode::InvalidUrl,
                        "Photo must be an uploaded image or a URL starting with http:// or https://",
                    );
                }
                Change::Set(url)
            }
        });
        let mut text = |field: &str, label: &str, sent: Option<Option<String>>| {
            sent.map_or(Change::Keep, |sent| match blank(sent) {
                None => Change::Clear,
                Some(text) => {
                    errors.at_most(field, label, &text, limits::SHORT_TEXT);
                    Change::Set(text)
                }
            })
        };
        let headline = text("headline", "Headline", self.headline);
        let location = text("location", "Location", self.location);
        let contact = self.contact.map_or(Change::Keep, |sent| match blank(sent) {
            None => Change::Clear,
            Some(contact) => {
                let address = contact
                    .get(..7)
                    .filter(|head| head.eq_ignore_ascii_case("mailto:"))
                    .map_or(contact.as_str(), |_| &contact[7..]);
                if is_email(address) {
                    Change::Set(address.to_owned())
                } else if let Some(url) = complete_http_url(&contact).filter(|_| !contact.contains('@'))
                {
                    errors.at_most("contact", "Contact", &url, limits::URL);
                    Change::Set(url)
                } else {
                    errors.push(
                        "contact",
                        FieldCode::InvalidFormat,
                        "Contact must be an email address or a URL starting with http:// or https://",
                    );
                    Change::Set(contact)
                }
            }
        });
        let links = self.links.map(|sent| {
            let rows: Vec<ProfileLink> = sent
                .unwrap_or_default()
                .into_iter()
                .map(|link| ProfileLink {
                    label: link.label.trim().to_owned(),
                    url: link.url.trim().to_owned(),
                })
                .filter(|link| !link.label.is_empty() || !link.url.is_empty())
                .collect();
            if rows.len() > MAX_LINKS {
                errors.push(
                    "links",
                    FieldCode::TooMany,
                    format!("A profile can have at most {MAX_LINKS} links"),
                );
            }
            rows.into_iter()
                .enumerate()
                .map(|(i, link)| {
                    errors.at_most(
                        &format!("links.{i}.label"),
                        "Label",
                        &link.label,
                        LINK_LABEL,
                    );
                    let url = complete_http_url(&link.url).unwrap_or(link.url);
                    let field = format!("links.{i}.url");
                    if url.is_empty() {
                        errors.push(&field, FieldCode::Required, "URL is required");
                    } else if url.chars().count() > limits::URL {
                        errors.at_most(&field, "URL", &url, limits::URL);
                    } else if !is_http_url(&url) {
                        errors.push(&field, FieldCode::InvalidUrl, format!("URL {URL_MESSAGE}"));
                    }
                    ProfileLink {
                        label: link.label,
                        url,
                    }
                })
                .collect()
        });
        errors.into_result(ProfileDetails {
            photo,
            headline,
            location,
            contact,
            links,
        })
    }
}
