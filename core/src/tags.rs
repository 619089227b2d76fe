//! Case study tags (spec §5 "Case study": "A tag is added only if it is non-blank after trimming
//! and not already present").
//!
//! A tag is stored trimmed. "Already present" compares names as [`crate::spelling`] does
//! (case-insensitively, ignoring surrounding whitespace), so `Fintech` and `fintech` are one tag
//! (issue 23). Adding a tag already present in another spelling respells it in place: the
//! spelling typed last is the owner's choice, as it is across case studies. Inner spacing and
//! Unicode are kept as typed.

use crate::ordering::name_key;
use serde::{Deserialize, Serialize};

/// The tags input's add action: the current tags and the text in the input.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct TagAddition {
    /// The tags so far.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub tags: Vec<String>,
    /// The text to add.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub candidate: String,
}

/// Returns `tags` with `candidate` (trimmed) appended, unless it is blank; a tag already present
/// (by [`name_key`]) takes the candidate's spelling in its place instead.
pub fn add_tag(mut tags: Vec<String>, candidate: &str) -> Vec<String> {
    let candidate = candidate.trim();
    if candidate.is_empty() {
        return tags;
    }
    match tags
        .iter_mut()
        .find(|tag| name_key(tag) == name_key(candidate))
    {
        Some(present) => candidate.clone_into(present),
        None => tags.push(candidate.to_owned()),
    }
    tags
}

/// Normalises a whole tag list as saved: trimmed, no blanks, a tag listed twice kept once at its
/// first place, spelled as first written (what the owner saw in the list).
pub fn normalize_tags(tags: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for tag in tags.iter().map(|tag| tag.trim()) {
        if !tag.is_empty() && !out.iter().any(|kept| name_key(kept) == name_key(tag)) {
            out.push(tag.to_owned());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_tag_already_present_is_not_added_again() {
        assert_eq!(
            add_tag(vec!["Rust".into()], "  Rust "),
            vec!["Rust".to_owned()]
        );
    }

    #[test]
    fn a_tag_typed_in_another_spelling_respells_it_in_place() {
        let tags = vec!["fintech".to_owned(), "Rust".to_owned()];
        assert_eq!(add_tag(tags, "Fintech"), ["Fintech", "Rust"]);
        let saved = ["Fintech", " fintech", "Rust"].map(String::from);
        assert_eq!(normalize_tags(&saved), ["Fintech", "Rust"]);
    }

    proptest! {
        #[test]
        fn normalising_tags_is_idempotent(tags in proptest::collection::vec(any::<String>(), 0..10)) {
            let once = normalize_tags(&tags);
            prop_assert_eq!(normalize_tags(&once), once);
        }
    }
}
