//! Why an archive cannot be restored, in one message for the owner.

use super::{DOCUMENT, FORMAT, VERSION};
use serde::{Deserialize, Serialize};

/// Why `folio.json` cannot be restored; [`ArchiveError::message`] is safe to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ArchiveError {
    /// Not a Folio export, or one of another version.
    Version {
        /// What the document says its version is, as written (`None` when it says nothing).
        found: Option<String>,
    },
    /// Not JSON, or not of the expected shape.
    Unreadable {
        /// The reader's description, with its line and column.
        detail: String,
    },
    /// Items that fail validation, one line each.
    Invalid {
        /// Where and what, e.g. `case study 3 (slug "x"): Title is required`.
        problems: Vec<String>,
    },
}

/// How many problems a message lists before saying how many more there are.
const LISTED: usize = 5;

impl ArchiveError {
    /// One message for the owner.
    pub fn message(&self) -> String {
        match self {
            Self::Version { found: None } => format!(
                "This is not a Folio export: {DOCUMENT} does not say it is format \"{FORMAT}\" \
                 version {VERSION}."
            ),
            Self::Version { found: Some(found) } => format!(
                "This export is format version {found}; this Folio reads version {VERSION} only."
            ),
            Self::Unreadable { detail } => format!("{DOCUMENT} could not be read: {detail}."),
            Self::Invalid { problems } => {
                let mut listed = problems
                    .iter()
                    .take(LISTED)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("; ");
                if problems.len() > LISTED {
                    listed.push_str(&format!("; and {} more", problems.len() - LISTED));
                }
                format!("The export holds content Folio would refuse: {listed}.")
            }
        }
    }
}
