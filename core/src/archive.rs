//! The export archive (issue 14 "Export and import"): `folio.json`, a versioned document of
//! everything the owner made, beside the uploads it uses under `uploads/<name>`.
//!
//! - `folio.json` says what it is (`format: "folio"`) and which [`VERSION`] of the document it
//!   is, before anything else is read: an archive of another version is refused by its number.
//! - It holds the profile (with its orders, its languages and `updatedAt`), the experiences, the
//!   education entries and the case studies with their kept revisions, each with its id, sort
//!   order and times, so an import restores the same ids, slugs, orders, times and revision
//!   history. An archive written before the profile had languages is English only.
//! - Every item must pass the same validation as the admin's forms ([`crate::validation`]);
//!   ids are positive and unique within their list, slugs unique, times RFC 3339.
//! - Only names the server gives uploads are archived ([`crate::responsive::upload_id`]):
//!   an entry named anything else (a path, `..`, an absolute name) is refused.
//! - The uploads an archive must carry are the featured images and the editor's image blocks
//!   that are uploads (`/uploads/<name>`), of the case studies and of their revisions, with
//!   every copy of a still at a narrower width ([`required_uploads`]).

mod check;
mod document;
mod error;
mod format;
pub mod stream;
mod timestamp;
mod uploads;

pub use check::{Checker, check};
pub use document::{
    Archive, ArchivedCaseStudy, ArchivedEducation, ArchivedExperience, ArchivedMessage,
    ArchivedProfile, ArchivedRevision,
};
pub(crate) use error::grouped;
pub use error::{ArchiveError, PROBLEMS_KEPT};
pub use format::{DOCUMENT, FORMAT, VERSION};
pub use timestamp::is_timestamp;
pub use uploads::{
    add_profile_uploads, add_required_uploads, count_uploads, is_entry_name, required_uploads,
    upload_of_entry,
};

use serde::Deserialize;

/// The folder of the uploads inside the archive.
pub const UPLOADS: &str = "uploads/";
/// Largest archive an import accepts, as a request body or a file.
pub const MAX_ARCHIVE_BYTES: u64 = 1024 * 1024 * 1024;

/// What the document says of itself, read before the rest.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: Option<serde_json::Value>,
    #[serde(default)]
    version: Option<serde_json::Value>,
}

/// Reads `folio.json` and checks every item ([`check`]); answers the archive as validation
/// leaves it (trimmed, tags and orders normalised).
pub fn read(json: &[u8]) -> Result<Archive, ArchiveError> {
    let unreadable = |error: serde_json::Error| ArchiveError::Unreadable {
        detail: error.to_string(),
    };
    let header: Header = serde_json::from_slice(json).map_err(unreadable)?;
    let is_folio = header.format.as_ref().and_then(|f| f.as_str()) == Some(FORMAT);
    if !is_folio {
        return Err(ArchiveError::Version { found: None });
    }
    match header.version {
        Some(version) if version.as_u64() == Some(VERSION) => {}
        Some(version) => {
            return Err(ArchiveError::Version {
                found: Some(version.to_string()),
            });
        }
        None => return Err(ArchiveError::Version { found: None }),
    }
    if crate::text::json_holds_nul(json) {
        return Err(ArchiveError::Invalid {
            problems: vec![format!("{DOCUMENT}: {}", crate::text::NUL_IN_TEXT)],
            more: 0,
            stopped: false,
        });
    }
    let archive: Archive = serde_json::from_slice(json).map_err(unreadable)?;
    check(archive)
}
