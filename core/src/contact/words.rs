//! The contact page's words in each catalogue's language (issue 42: "Words in en, de, fr and
//! es"), one data file each, `core/messages/contact/{en,de,fr,es}.json`, compiled in. They are a
//! catalogue of their own rather than keys of the public one, so that only the contact page
//! carries them: every other page weighs what it did. `{author}` is the owner's name and
//! `{max}` a bound, filled in where they are shown.

use crate::language::Catalogue;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Every text of the contact page, its "Thank you" page and its refusals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ContactWords {
    /// The page's title and heading.
    pub title: String,
    /// The line under the heading, with `{author}`.
    pub intro: String,
    /// The name field's label.
    pub name_label: String,
    /// The e-mail field's label.
    pub email_label: String,
    /// The subject field's label, saying it is optional.
    pub subject_label: String,
    /// The message field's label.
    pub message_label: String,
    /// The hidden field only robots fill in, for assistive technology that reads it anyway.
    pub honeypot_label: String,
    /// The button.
    pub send: String,
    /// The button while sending.
    pub sending: String,
    /// What is kept and for how long, with `{author}`.
    pub privacy: String,
    /// The "Thank you" page's heading.
    pub thanks_title: String,
    /// Its text, with `{author}`.
    pub thanks_text: String,
    /// A blank name.
    pub name_required: String,
    /// A blank e-mail address.
    pub email_required: String,
    /// An e-mail address that is not one.
    pub email_invalid: String,
    /// A blank message.
    pub message_required: String,
    /// A field past its bound, with `{max}`.
    pub too_long: String,
    /// A send too soon after the page loaded.
    pub too_fast: String,
    /// A proof of work missing, expired, wrong or used already.
    pub proof_refused: String,
    /// A client past its limit, or the site past its daily cap.
    pub too_many: String,
    /// A send that failed on the way (the app's, without a reload).
    pub failed: String,
}

impl ContactWords {
    /// `catalogue`'s words, read from its file once.
    pub fn of(catalogue: Catalogue) -> &'static ContactWords {
        static READ: [OnceLock<ContactWords>; 4] = [const { OnceLock::new() }; 4];
        let (slot, text) = match catalogue {
            Catalogue::En => (&READ[0], include_str!("../../messages/contact/en.json")),
            Catalogue::De => (&READ[1], include_str!("../../messages/contact/de.json")),
            Catalogue::Fr => (&READ[2], include_str!("../../messages/contact/fr.json")),
            Catalogue::Es => (&READ[3], include_str!("../../messages/contact/es.json")),
        };
        slot.get_or_init(|| {
            // Compiled in and read by this module's test: a failure here is a bad build.
            serde_json::from_str(text).unwrap_or_else(|error| panic!("{error}"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_has_every_contact_word() {
        for catalogue in Catalogue::ALL {
            let words = ContactWords::of(catalogue);
            assert!(words.too_long.contains("{max}"), "{catalogue:?}");
            assert!(words.intro.contains("{author}"), "{catalogue:?}");
            assert!(words.thanks_text.contains("{author}"), "{catalogue:?}");
        }
    }
}
