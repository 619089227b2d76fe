//! Which uploads count as used (issue 10 §8, issue 14 "Export and import"): one rule that the
//! sweep of unused uploads, the export and the import all follow.
//!
//! An upload is used while saved content names it. A text names an upload by its id, the 32 hex
//! digits every name the server gives an upload starts with ([`upload_id`]), wherever the id
//! stands: an Editor.js image block, a featured image, a photo, or a link pasted into any text
//! the owner saves. A copy at another width carries its upload's id, so it is used with it
//! ([`Named::uses`]). The server keeps every upload a text names and exports those
//! ([`Named`]); which texts are saved content is the server's to say, as it stores them.
//!
//! An archive must carry the uploads its content uses by address: every featured image, photo
//! and editor string that is an upload's address (`/uploads/<name>`), with the copies of a still
//! at narrower widths ([`add_address`]). Whatever [`add_address`] finds in a text, the same text
//! names ([`Named`]), so an export carries every upload its import requires.

use crate::responsive::{upload_id, variant_names};
use std::collections::{BTreeSet, HashSet};

/// The length of an upload's id: 32 hex digits.
const ID_LENGTH: usize = 32;

/// The upload ids that saved texts name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Named {
    ids: HashSet<String>,
}

impl Named {
    /// Adds the ids `text` names: every 32-digit window of each run of hex digits (an id may
    /// stand beside other hex digits, and which window is the id cannot be told).
    pub fn add_text(&mut self, text: &str) {
        let mut run = 0;
        for (at, byte) in text.bytes().enumerate() {
            run = if byte.is_ascii_hexdigit() { run + 1 } else { 0 };
            if run >= ID_LENGTH {
                self.ids.insert(text[at + 1 - ID_LENGTH..=at].to_owned());
            }
        }
    }

    /// Whether the stored upload `name` is used: it is one the server gives out and a text names
    /// its id.
    pub fn uses(&self, name: &str) -> bool {
        upload_id(name).is_some_and(|id| self.ids.contains(id))
    }

    /// Whether any id was named.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
}

/// The used uploads among `stored`, sorted by name: those a saved text of `texts` names.
pub fn used_uploads<S: AsRef<str>>(stored: &[S], texts: &[S]) -> Vec<String> {
    let mut named = Named::default();
    for text in texts {
        named.add_text(text.as_ref());
    }
    let mut used: Vec<String> = stored
        .iter()
        .map(AsRef::as_ref)
        .filter(|name| named.uses(name))
        .map(str::to_owned)
        .collect();
    used.sort();
    used
}

/// Adds the upload at `url`, when it is an upload's address (`/uploads/<name>`), and its copies
/// at narrower widths to `names`: what an archive must carry for it.
pub fn add_address(url: &str, names: &mut BTreeSet<String>) {
    if let Some(name) = url.strip_prefix("/uploads/")
        && upload_id(name).is_some()
    {
        names.extend(variant_names(name));
        names.insert(name.to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: &str = "0123456789abcdef0123456789abcdef.png";

    #[test]
    fn ids_are_found_in_any_text_that_names_them() {
        let mut named = Named::default();
        named.add_text(r#"{"url":"/uploads/0123456789abcdef0123456789abcdef-10x10.jpg"} deadbeef"#);
        assert_eq!(named.ids, HashSet::from([NAME[..32].to_owned()]));
        named.add_text(&format!("x{}y", "a".repeat(33)));
        assert!(named.ids.contains(&"a".repeat(32)));
    }

    #[test]
    fn a_copy_at_another_width_is_used_with_its_upload() {
        let mut named = Named::default();
        named.add_text(&format!("/uploads/{NAME}"));
        assert!(named.uses("0123456789abcdef0123456789abcdef-1000x600-480.webp"));
        assert!(!named.uses("fedcba9876543210fedcba9876543210.png"));
    }

    #[test]
    fn an_address_that_is_no_uploads_adds_nothing() {
        let mut names = BTreeSet::new();
        for url in [
            "https://example.com/a.png",
            "/uploads/../x.png",
            "/uploads/",
        ] {
            add_address(url, &mut names);
        }
        assert!(names.is_empty());
    }
}
