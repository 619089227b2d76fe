//! One spelling per name across the site (issue 23): tools, industries and case study tags.
//!
//! Two names are the same tool (industry, tag) when they match by [`name_key`]: case-insensitively,
//! ignoring surrounding whitespace. What the owner types is stored as typed, and **the spelling
//! saved last is the site's spelling**: saving an experience whose tools say 'Figma' respells
//! 'figma' in every other experience's tools and in the profile's `toolsOrder`; its industry
//! respells the other experiences' industries and `industriesOrder`; a case study's tags respell
//! the other case studies' tags. The server applies this in the save's own transaction, so the
//! public site never shows one tool under two spellings, and no spelling is ever frozen: the next
//! save that spells a name otherwise changes it everywhere.
//!
//! Why this rule and not "each experience keeps its own spelling, grouped under the most recent":
//! an owner who corrects 'figma' to 'Figma' once expects the correction everywhere the tool
//! appears (its group, its cards, the order editor), not only on the experience opened.
//!
//! A rename ([`RenameDraft`], the order editor's) may also change the name itself ('JS' to
//! 'JavaScript'); a list that then names one tool twice keeps it once, at its first place, with
//! the first non-blank usage.

use crate::codes::FieldCode;
use crate::ordering::name_key;
use crate::tools::{Tool, merge_tools};
use crate::validation::{ValidationErrors, limits};
use serde::{Deserialize, Serialize};

/// New spellings by key: each name whose key matches takes the paired spelling.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Respelling {
    pairs: Vec<(String, String)>,
}

impl Respelling {
    /// The spellings of one save: each non-blank name (trimmed) respells its key; the first of
    /// two names with one key wins.
    pub fn saved(spellings: &[String]) -> Self {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for spelling in spellings.iter().map(|s| s.trim()) {
            let key = name_key(spelling);
            if !spelling.is_empty() && !pairs.iter().any(|(k, _)| *k == key) {
                pairs.push((key, spelling.to_owned()));
            }
        }
        Self { pairs }
    }

    /// A rename: every name matching `from` becomes `to` (both trimmed).
    pub fn rename(rename: &Rename) -> Self {
        Self {
            pairs: vec![(name_key(&rename.from), rename.to.clone())],
        }
    }

    /// `name`'s new spelling, or `None` when this respelling does not touch it.
    pub fn name(&self, name: &str) -> Option<&str> {
        let key = name_key(name);
        self.pairs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, spelling)| spelling.as_str())
    }

    /// `name` respelled, or as it was.
    pub fn one(&self, name: &str) -> String {
        self.name(name).unwrap_or(name).to_owned()
    }

    /// A list of names (an order list, tags) respelled; a name the list then holds twice (by
    /// key) stays at its first place only.
    pub fn names(&self, names: &[String]) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for name in names.iter().map(|name| self.one(name)) {
            if !out.iter().any(|kept| name_key(kept) == name_key(&name)) {
                out.push(name);
            }
        }
        out
    }

    /// An experience's tools respelled; a tool then listed twice is merged ([`merge_tools`]).
    pub fn tools(&self, tools: &[Tool]) -> Vec<Tool> {
        merge_tools(tools.iter().map(|tool| Tool {
            name: self.one(&tool.name),
            usage: tool.usage.clone(),
        }))
    }
}

/// A list of names and the spellings of one save, for [`Respelling::saved`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct RespellRequest {
    /// The names stored elsewhere (another experience's tools, an order list, tags).
    #[serde(deserialize_with = "crate::lenient::list")]
    pub names: Vec<String>,
    /// The spellings just saved.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub spellings: Vec<String>,
}

/// `names` as they read after a save of `spellings` (the rule of this module).
pub fn respell_names(names: &[String], spellings: &[String]) -> Vec<String> {
    Respelling::saved(spellings).names(names)
}

/// What a rename renames: a tool or an industry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    /// A tool of the experiences, and `toolsOrder`.
    Tool,
    /// An experience's industry, and `industriesOrder`.
    Industry,
}

impl NameKind {
    fn noun(self) -> &'static str {
        match self {
            NameKind::Tool => "tool",
            NameKind::Industry => "industry",
        }
    }

    fn max(self) -> usize {
        match self {
            NameKind::Tool => limits::TOOL_NAME,
            NameKind::Industry => limits::SHORT_TEXT,
        }
    }
}

/// A rename as sent: the name as the site shows it now, and the new name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RenameDraft {
    /// The current name (any spelling of it).
    #[serde(deserialize_with = "crate::lenient::string")]
    pub from: String,
    /// The new name, as it is to be spelled.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub to: String,
}

/// A checked rename: both names trimmed and non-blank, the new one within its bound.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rename {
    /// The current name, trimmed.
    pub from: String,
    /// The new name, trimmed.
    pub to: String,
}

impl RenameDraft {
    /// Checks the rename of a `kind` of name, listing every failing field.
    pub fn parse(&self, kind: NameKind) -> Result<Rename, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let noun = kind.noun();
        let from = self.from.trim();
        if from.is_empty() {
            errors.push(
                "from",
                FieldCode::Required,
                format!("Name the {noun} to rename"),
            );
        }
        let to = errors.required(
            "to",
            "The new name",
            "The new name is required",
            &self.to,
            kind.max(),
        );
        errors.into_result(Rename {
            from: from.to_owned(),
            to,
        })
    }
}

impl Rename {
    /// The refusal when nothing stored names `from`.
    pub fn not_found(&self, kind: NameKind) -> String {
        let noun = kind.noun();
        format!("No experience names the {noun} ‘{}’.", self.from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn the_spelling_saved_last_respells_every_other_use() {
        let order = names(&["figma", "Rust", "FIGMA "]);
        assert_eq!(
            respell_names(&order, &names(&[" Figma"])),
            ["Figma", "Rust"]
        );
    }

    #[test]
    fn a_rename_merges_a_tool_listed_twice_keeping_the_first_usage() {
        let tools = vec![
            Tool {
                name: "JS".into(),
                usage: None,
            },
            Tool {
                name: "JavaScript".into(),
                usage: Some("the UI".into()),
            },
        ];
        let rename = RenameDraft {
            from: "js".into(),
            to: " JavaScript ".into(),
        }
        .parse(NameKind::Tool)
        .unwrap();
        let expected = vec![Tool {
            name: "JavaScript".into(),
            usage: Some("the UI".into()),
        }];
        assert_eq!(Respelling::rename(&rename).tools(&tools), expected);
    }

    #[test]
    fn a_rename_needs_both_names_and_a_bounded_new_one() {
        let errors = RenameDraft::default().parse(NameKind::Tool).unwrap_err();
        let messages: Vec<&str> = errors.fields.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            ["Name the tool to rename", "The new name is required"]
        );
        let long = RenameDraft {
            from: "a".into(),
            to: "x".repeat(101),
        };
        let errors = long.parse(NameKind::Tool).unwrap_err();
        assert_eq!(
            errors.fields[0].message,
            "The new name must be at most 100 characters"
        );
        assert!(long.parse(NameKind::Industry).is_ok());
    }

    proptest! {
        #[test]
        fn respelling_is_idempotent_and_leaves_one_spelling_per_key(
            list in proptest::collection::vec("[a-cA-C ]{0,3}", 0..10),
            spellings in proptest::collection::vec("[a-cA-C]{1,2}", 0..4),
        ) {
            let once = respell_names(&list, &spellings);
            prop_assert_eq!(respell_names(&once, &spellings), once.clone());
            let mut keys: Vec<String> = once.iter().map(|n| name_key(n)).collect();
            keys.sort();
            keys.dedup();
            prop_assert_eq!(keys.len(), once.len());
        }
    }
}
