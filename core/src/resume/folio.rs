//! Folio's own fields in its JSON Resume document (issue 40 point 2), as the extra properties
//! JSON Resume allows: each `folio` object holds what the schema has no place for, so that
//! importing the site's own `/resume.json` changes nothing.
//!
//! - `basics.folio`: the photo as stored (an upload's path such as `/uploads/a.png`, which the
//!   schema's absolute `image` cannot be after a move to another server) and the location as
//!   written. Its presence says the document is a Folio export, whose `basics.url` is the site's
//!   own address rather than one of the owner's links.
//! - `work[].folio`: the experience's id, industry, tools with their usage, and accomplishments
//!   as written (`highlights` are its lines without their bullets).
//! - `education[].folio`: the entry's id and its date as written (the schema holds only ISO
//!   dates).

use crate::tools::Tool;
use serde::{Deserialize, Serialize};

/// `basics.folio`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FolioBasics {
    /// The photo as stored: an upload's path, or a web address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub photo: Option<String>,
    /// The location as the owner wrote it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
}

/// `work[].folio`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FolioWork {
    /// The experience's id.
    pub id: i64,
    /// Its industry.
    pub industry: String,
    /// Its tools, each with its usage.
    pub tools: Vec<Tool>,
    /// Its accomplishments as written (the schema's `highlights` drop their bullets).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub accomplishments: String,
}

/// `education[].folio`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FolioStudy {
    /// The entry's id.
    pub id: i64,
    /// Its date as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// The profile's location as `basics.location`: the city before the first comma, the rest as
/// the region ("Berlin, Germany" is the city Berlin in the region Germany), which the import
/// joins back with ", ".
pub fn location_parts(location: &str) -> Option<(String, Option<String>)> {
    let location = location.trim();
    if location.is_empty() {
        return None;
    }
    match location.split_once(',') {
        Some((city, region)) if !city.trim().is_empty() && !region.trim().is_empty() => {
            Some((city.trim().to_owned(), Some(region.trim().to_owned())))
        }
        _ => Some((location.to_owned(), None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_location_splits_into_its_city_and_region() {
        assert_eq!(
            location_parts("Berlin, Germany"),
            Some(("Berlin".to_owned(), Some("Germany".to_owned())))
        );
        assert_eq!(
            location_parts("Austin, TX, USA"),
            Some(("Austin".to_owned(), Some("TX, USA".to_owned())))
        );
        assert_eq!(
            location_parts(" Remote "),
            Some(("Remote".to_owned(), None))
        );
        assert_eq!(location_parts("  "), None);
    }
}
