//! Reading untrusted JSON leniently: a field of the wrong type reads as missing, with a warning,
//! and text past its bound is shortened, with a warning.

use serde_json::{Map, Value};

/// The most warnings listed for one document; one more line says how many others there were.
pub const MAX_WARNINGS: usize = 100;

/// The warnings of one import: the first [`MAX_WARNINGS`], and how many
/// more. A document of 1 MB can hold half a million list items that each earn a warning (issue
/// 39): the owner reads the first ones, and the rest cost a count.
#[derive(Debug, Default)]
pub(super) struct Warnings {
    kept: Vec<String>,
    more: usize,
}

impl Warnings {
    /// Adds `warning`, or counts it once the list is full.
    pub(super) fn push(&mut self, warning: String) {
        if self.kept.len() < MAX_WARNINGS {
            self.kept.push(warning);
        } else {
            self.more += 1;
        }
    }

    /// The first warning, if any.
    pub(super) fn first(&self) -> Option<&String> {
        self.kept.first()
    }

    /// The warnings kept, then a line saying how many more there were.
    pub(super) fn into_lines(self) -> Vec<String> {
        let mut lines = self.kept;
        match self.more {
            0 => {}
            1 => lines.push("And 1 more warning, not listed.".to_owned()),
            more => lines.push(format!(
                "And {} more warnings, not listed.",
                crate::archive::grouped(more)
            )),
        }
        lines
    }
}

/// `text` shortened to `max` characters, ending in `…`, with a warning naming `what`.
pub(super) fn clip(text: String, max: usize, what: &str, warnings: &mut Warnings) -> String {
    let count = text.chars().count();
    if count <= max {
        return text;
    }
    warnings.push(format!(
        "{what} was shortened from {count} to {max} characters, Folio's limit."
    ));
    crate::text::shorten(&text, max)
}

/// A value quoted in a warning, at most 60 characters.
pub(super) fn shorten_for_message(text: &str) -> String {
    crate::text::shorten(text, 60)
}

/// Entry `n` of a document's list of `kind` (`Work`, `Education`) as an object, with the label
/// its warnings name it by (`Work 2`); `None`, with a warning, when it is not an object.
pub(super) fn entry<'a>(
    kind: &str,
    n: usize,
    entry: &'a Value,
    warnings: &mut Warnings,
) -> Option<(&'a Map<String, Value>, String)> {
    let Some(entry) = entry.as_object() else {
        warnings.push(format!("{kind} {n} is not an object: it was skipped."));
        return None;
    };
    Some((entry, format!("{kind} {n}")))
}

/// The object under `key`; a warning when something else is there.
pub(super) fn object<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Warnings,
) -> Option<&'a Map<String, Value>> {
    match map.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::Object(object)) => Some(object),
        Some(_) => {
            warnings.push(format!("{label} is not an object: it was skipped."));
            None
        }
    }
}

/// The list under `key` (empty when absent); a warning when something else is there.
pub(super) fn list<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Warnings,
) -> std::slice::Iter<'a, Value> {
    match map.get(key) {
        Some(Value::Array(items)) => items.iter(),
        None | Some(Value::Null) => [].iter(),
        Some(_) => {
            warnings.push(format!("{label} is not a list: it was skipped."));
            [].iter()
        }
    }
}

/// The trimmed, non-blank text under `key`; a warning naming `label` when it is not text.
pub(super) fn text(
    map: &Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Warnings,
) -> Option<String> {
    match map.get(key) {
        Some(Value::String(text)) => crate::lenient::non_blank(Some(text)),
        None | Some(Value::Null) => None,
        Some(_) => {
            warnings.push(format!("{label}: {key} is not text, so it was left out."));
            None
        }
    }
}
