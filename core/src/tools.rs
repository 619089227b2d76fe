//! Tools entries of an experience (spec §3 "Experience": tools).
//!
//! An entry may be a plain string (`"Rust"`), a JSON string holding name and usage
//! (`"{\"name\":\"Rust\",\"usage\":\"the API\"}"`), or an object with name and usage. Each
//! normalises to a [`Tool`]: the name trimmed, the usage trimmed with blank usage absent. Entries
//! without a usable name (blank, or not text) are dropped, and a tool listed twice (names compared
//! case-insensitively) keeps its first spelling and the first non-blank usage.
//!
//! Typing a tool (issue 12): what the owner types in one tool row reads through [`tool_names`],
//! so a list typed or pasted in one row ('Figma, Sketch') becomes one name each, spelled as
//! typed. One tool never shows as two groups because a saved spelling respells the tool's other
//! uses ([`crate::spelling`], issue 23), not because the first spelling is forced on later ones.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

/// One tool of an experience, with an optional note on how it was used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(skip_serializing_if_is_none))]
pub struct Tool {
    /// The tool's name, trimmed and non-empty.
    pub name: String,
    /// How the tool was used in this experience.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub usage: Option<String>,
}

/// Reads one raw entry; `None` when it has no usable name.
pub fn parse_tool_entry(entry: &Value) -> Option<Tool> {
    match entry {
        Value::String(text) => match crate::json::parse(text.trim()) {
            Some(object @ Value::Object(_)) => parse_tool_entry(&object),
            _ => tool(Some(text), None),
        },
        Value::Object(object) => {
            let text = |key| object.get(key).and_then(Value::as_str);
            tool(text("name"), text("usage"))
        }
        _ => None,
    }
}

fn tool(name: Option<&str>, usage: Option<&str>) -> Option<Tool> {
    let name = crate::lenient::non_blank(name)?;
    Some(Tool {
        name,
        usage: crate::lenient::non_blank(usage),
    })
}

/// Reads a tools list in any of the raw shapes (or `null`, or absent with `#[serde(default)]`)
/// and normalises it, so an experience's tools are typed and normalised once, as they are read.
pub(crate) fn read<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Tool>, D::Error> {
    let entries: Vec<Value> = crate::lenient::list(deserializer)?;
    Ok(normalize_tools(&entries))
}

/// Normalises a tools list: every entry read, unusable ones dropped, repeats merged.
pub fn normalize_tools(entries: &[Value]) -> Vec<Tool> {
    merge_tools(entries.iter().filter_map(parse_tool_entry))
}

/// Merges tools listed twice (names compared case-insensitively): the first place and spelling
/// are kept, with the first non-blank usage.
pub fn merge_tools(entries: impl IntoIterator<Item = Tool>) -> Vec<Tool> {
    // Each name's place by its key, so a list is merged in one pass: every public read merges the
    // stored lists, and comparing each tool with the ones before took seconds for a list of
    // 20,000 (issue 39).
    let mut places: HashMap<String, usize> = HashMap::new();
    let mut tools: Vec<Tool> = Vec::new();
    for entry in entries {
        match places.entry(entry.name.to_lowercase()) {
            Entry::Occupied(place) => {
                let existing = &mut tools[*place.get()];
                if existing.usage.is_none() {
                    existing.usage = entry.usage;
                }
            }
            Entry::Vacant(place) => {
                place.insert(tools.len());
                tools.push(entry);
            }
        }
    }
    tools
}

/// The tool names in one row's text: split at commas, semicolons and line breaks, each trimmed,
/// blanks dropped, spelled as typed, and repeats (case-insensitively) dropped, the first kept. No
/// usable name gives an empty list.
pub fn tool_names(text: &str) -> Vec<String> {
    let mut seen = HashSet::new();
    text.split([',', ';', '\n', '\r'])
        .map(str::trim)
        .filter(|part| !part.is_empty() && seen.insert(crate::ordering::name_key(part)))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn a_json_string_entry_reads_its_name_and_usage() {
        let entry = json!("{\"name\":\" Rust \",\"usage\":\"the API\"}");
        let expected = Tool {
            name: "Rust".into(),
            usage: Some("the API".into()),
        };
        assert_eq!(parse_tool_entry(&entry), Some(expected));
    }

    #[test]
    fn twenty_thousand_tools_merge_keeping_the_first_place_spelling_and_usage() {
        let mut entries: Vec<Value> = (0..20_000).map(|n| json!(format!("Tool {n}"))).collect();
        // Every tenth again, in capitals and with a usage: merged into the first, which had none.
        entries.extend(
            (0..20_000)
                .step_by(10)
                .map(|n| json!({ "name": format!("TOOL {n}"), "usage": format!("use {n}") })),
        );
        entries.push(json!({ "name": "tool 0", "usage": "a later usage" }));
        let tools = normalize_tools(&entries);
        assert_eq!(tools.len(), 20_000);
        assert_eq!(
            tools[0],
            Tool {
                name: "Tool 0".into(),
                usage: Some("use 0".into()),
            }
        );
        assert_eq!(tools[1].usage, None);
        assert_eq!(tools[19_990].name, "Tool 19990");
        assert_eq!(tools[19_990].usage.as_deref(), Some("use 19990"));
    }

    #[test]
    fn a_typed_list_splits_and_keeps_the_typed_spelling() {
        assert_eq!(tool_names(" figma, Sketch ,, "), ["figma", "Sketch"]);
    }

    proptest! {
        #[test]
        fn tool_names_are_trimmed_non_blank_and_free_of_separators(text in any::<String>()) {
            for name in tool_names(&text) {
                prop_assert!(!name.is_empty());
                prop_assert_eq!(name.trim(), name.as_str());
                prop_assert!(!name.contains([',', ';', '\n', '\r']));
            }
        }

        #[test]
        fn merging_by_key_gives_what_comparing_each_pair_gives(
            entries in proptest::collection::vec(("[aAbB ]{1,3}", proptest::option::of("[xy]")), 0..12)
        ) {
            let entries: Vec<Tool> = entries
                .into_iter()
                .filter_map(|(name, usage)| tool(Some(&name), usage.as_deref()))
                .collect();
            // The rule as first written: each tool compared with those kept before it.
            let mut pairwise: Vec<Tool> = Vec::new();
            for entry in entries.clone() {
                let key = entry.name.to_lowercase();
                match pairwise.iter_mut().find(|t| t.name.to_lowercase() == key) {
                    Some(kept) => kept.usage = kept.usage.take().or(entry.usage),
                    None => pairwise.push(entry),
                }
            }
            prop_assert_eq!(merge_tools(entries), pairwise);
        }

        #[test]
        fn normalised_tools_have_distinct_non_blank_names(names in proptest::collection::vec(any::<String>(), 0..8)) {
            let entries: Vec<Value> = names.into_iter().map(Value::from).collect();
            let tools = normalize_tools(&entries);
            let mut keys: Vec<String> = tools.iter().map(|t| t.name.to_lowercase()).collect();
            prop_assert!(tools.iter().all(|t| !t.name.trim().is_empty()));
            keys.sort();
            keys.dedup();
            prop_assert_eq!(keys.len(), tools.len());
        }
    }
}
