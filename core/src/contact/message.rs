//! The contact form (issue 42, "Fields: name, e-mail (checked by a folio-core rule), message, and
//! an optional subject. The page the visitor came from is kept with the message."). Every field
//! is bounded, and each failure has its own message under its field, in the page's language
//! ([`ContactWords`]), so the form drawn again by the server and the app's in-place form say the
//! same thing.

use super::ContactWords;
use crate::profile::{EMAIL, is_email};
use crate::validation::{FieldCode, ValidationErrors};
use serde::{Deserialize, Serialize};

/// The longest name, in characters.
pub const NAME: usize = 100;
/// The longest subject, in characters.
pub const SUBJECT: usize = 150;
/// The longest message, in characters.
pub const MESSAGE: usize = 5000;
/// The longest page address kept with a message, in characters; a longer one is cut, never
/// refused (the visitor did not type it).
pub const PAGE: usize = 300;

/// How many messages a site keeps. Past it, a new message makes room by removing the oldest
/// deleted one, else the oldest archived, else the oldest read; never an unread one.
pub const KEPT: usize = 10_000;

/// A folder of the inbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MessageFolder {
    /// Sent with a proof of work.
    Inbox,
    /// Sent with scripts off.
    ToCheck,
    /// Put away by the owner.
    Archive,
}

impl MessageFolder {
    /// Its name, as stored and as `folio.json` writes it.
    pub fn name(self) -> &'static str {
        match self {
            MessageFolder::Inbox => "inbox",
            MessageFolder::ToCheck => "to_check",
            MessageFolder::Archive => "archive",
        }
    }

    /// The folder a stored name names.
    pub fn of(name: &str) -> Option<MessageFolder> {
        [Self::Inbox, Self::ToCheck, Self::Archive]
            .into_iter()
            .find(|folder| folder.name() == name)
    }
}

/// What the contact form carries, before validation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ContactDraft {
    /// The visitor's name as typed.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub name: String,
    /// The address the owner may answer to.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub email: String,
    /// An optional subject.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub subject: String,
    /// The message itself.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub message: String,
    /// The site's page the visitor came from (a path such as `/case-studies/atlas`).
    #[serde(deserialize_with = "crate::lenient::string")]
    pub page: String,
}

/// A message worth keeping: trimmed fields within their bounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ContactMessage {
    /// The name, trimmed.
    pub name: String,
    /// The e-mail address, trimmed.
    pub email: String,
    /// The subject, trimmed; none when blank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub subject: Option<String>,
    /// The message, trimmed at its ends only: its line breaks are the visitor's.
    pub message: String,
    /// The page: a path of this site, or none (anything else is not kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub page: Option<String>,
}

impl ContactDraft {
    /// Validates the draft, every failure worded in `words`' language.
    pub fn parse(self, words: &ContactWords) -> Result<ContactMessage, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let name = bounded(&mut errors, "name", &self.name, NAME, words, true);
        let email = self.email.trim().to_owned();
        if email.is_empty() {
            errors.push("email", FieldCode::Required, &words.email_required);
        } else if email.chars().count() > EMAIL {
            errors.push("email", FieldCode::TooLong, too_long(words, EMAIL));
        } else if !is_email(&email) {
            errors.push("email", FieldCode::InvalidFormat, &words.email_invalid);
        }
        let subject = bounded(&mut errors, "subject", &self.subject, SUBJECT, words, false);
        let message = bounded(&mut errors, "message", &self.message, MESSAGE, words, true);
        errors.into_result(ContactMessage {
            name,
            email,
            subject: Some(subject).filter(|s| !s.is_empty()),
            message,
            page: page(&self.page),
        })
    }
}

/// A trimmed text field: required or not, at most `max` characters.
fn bounded(
    errors: &mut ValidationErrors,
    field: &str,
    text: &str,
    max: usize,
    words: &ContactWords,
    required: bool,
) -> String {
    let text = text.trim();
    if required && text.is_empty() {
        let message = match field {
            "name" => &words.name_required,
            _ => &words.message_required,
        };
        errors.push(field, FieldCode::Required, message);
    } else if text.chars().count() > max {
        errors.push(field, FieldCode::TooLong, too_long(words, max));
    }
    text.to_owned()
}

/// "At most {max} characters", in the page's language.
fn too_long(words: &ContactWords, max: usize) -> String {
    words.too_long.replace("{max}", &max.to_string())
}

/// The page kept with a message: a path of this site (`/…`, not `//…`), cut to [`PAGE`]
/// characters; anything else is none.
fn page(text: &str) -> Option<String> {
    let text = text.trim();
    let path = text.starts_with('/') && !text.starts_with("//");
    let clean = !text.chars().any(|c| c.is_control() || c.is_whitespace());
    (path && clean).then(|| text.chars().take(PAGE).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Catalogue;

    #[test]
    fn a_message_in_german_is_refused_in_german() {
        let words = ContactWords::of(Catalogue::De);
        let errors = ContactDraft::default().parse(words).unwrap_err();
        assert_eq!(errors.fields.len(), 3);
        assert_eq!(errors.fields[0].message, words.name_required);
    }

    #[test]
    fn a_page_elsewhere_is_not_kept() {
        assert_eq!(page("https://evil.example/"), None);
        assert_eq!(page("//evil.example/"), None);
        assert_eq!(page("/de/contact"), Some("/de/contact".into()));
    }
}
