//! Lenient reading of raw input: a form or an HTTP body may leave a text field out or send `null`,
//! and both read as empty text so that validation, not parsing, reports the missing field.

use serde::{Deserialize, Deserializer};

/// Reads a string that may be `null` or absent (with `#[serde(default)]`) as empty text.
pub(crate) fn string<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    Ok(Option::<String>::deserialize(deserializer)?.unwrap_or_default())
}

/// Reads a list that may be `null` or absent as an empty list.
pub(crate) fn list<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Vec<T>, D::Error> {
    Ok(Option::<Vec<T>>::deserialize(deserializer)?.unwrap_or_default())
}

/// Tells a field sent as `null` (`Some(None)`) from one left out (`None`, with
/// `#[serde(default)]`).
pub(crate) fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Ok(Some(Option::<T>::deserialize(deserializer)?))
}

/// Reads a flag that may be `null` or absent as `false`.
pub(crate) fn flag<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(deserializer)?.unwrap_or_default())
}

/// Trims `text` and turns blank text into `None`.
pub(crate) fn non_blank(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}
