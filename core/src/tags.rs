//! Case study tags (spec §5 "Case study": "A tag is added only if it is non-blank after trimming
//! and not already present").
//!
//! A tag is stored trimmed. "Already present" compares the trimmed text exactly, so `rust` and
//! `Rust` are two tags: the spec's check is an exact one and the owner may want both spellings
//! shown as typed. Inner spacing and Unicode are kept as typed.

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

/// Returns `tags` with `candidate` (trimmed) appended, unless it is blank or already present.
pub fn add_tag(mut tags: Vec<String>, candidate: &str) -> Vec<String> {
    let candidate = candidate.trim();
    if !candidate.is_empty() && !tags.iter().any(|tag| tag == candidate) {
        tags.push(candidate.to_owned());
    }
    tags
}

/// Normalises a whole tag list by adding each tag in turn: trimmed, no blanks, no repeats.
pub fn normalize_tags(tags: &[String]) -> Vec<String> {
    tags.iter().fold(Vec::new(), |tags, tag| add_tag(tags, tag))
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

    proptest! {
        #[test]
        fn normalising_tags_is_idempotent(tags in proptest::collection::vec(any::<String>(), 0..10)) {
            let once = normalize_tags(&tags);
            prop_assert_eq!(normalize_tags(&once), once);
        }
    }
}
