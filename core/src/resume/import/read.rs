//! Reading untrusted JSON leniently: a field of the wrong type reads as missing, with a warning,
//! and text past its bound is shortened, with a warning.

use serde_json::{Map, Value};

/// `text` shortened to `max` characters, ending in `…`, with a warning naming `what`.
pub(super) fn clip(text: String, max: usize, what: &str, warnings: &mut Vec<String>) -> String {
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

/// The object under `key`; a warning when something else is there.
pub(super) fn object<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Vec<String>,
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
    warnings: &mut Vec<String>,
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
    warnings: &mut Vec<String>,
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
