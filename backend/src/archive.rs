//! Export and import of the whole site as one ZIP (issue 14 "Export and import"), shared by
//! `GET /api/admin/export`, `POST /api/admin/import` and `folio export|import FILE`.
//!
//! An export is folio-core's `folio.json` ([`folio_core::archive`]) and every upload saved
//! content uses, under `uploads/<name>`, byte for byte. It is written to a file (never held in
//! memory) on a blocking thread.
//!
//! An import reads an archive under [`LIMITS`] whatever its headers claim: the entries are
//! counted from the central directory one at a time, and each entry is read through a counter
//! that stops at its bound, so a small file that inflates to gigabytes stops at the bound.
//! Entries other than `folio.json` and `uploads/<a name the server gives uploads>` are refused,
//! which leaves no room for `..`, absolute paths or links. Uploads are written to a temporary
//! folder as they are read; `folio.json` is checked by folio-core; then the rows and the uploads
//! are written in one transaction into an install with no content, so a refused or failed import
//! changes nothing, and the temporary folder goes with it.

mod export;
mod import;
mod read;
mod staging;
pub mod walk;

pub use export::export;
pub use import::import;
pub use staging::remove_crashed_staging;

use crate::db;
pub use folio_core::archive::MAX_ARCHIVE_BYTES;

/// What an import reads of an archive, at most.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Entries in the archive.
    pub entries: usize,
    /// Bytes of `folio.json`, uncompressed.
    pub document: u64,
    /// Bytes of one upload, uncompressed.
    pub upload: u64,
    /// Bytes of every entry together, uncompressed.
    pub total: u64,
}

/// The bounds of an import: room for thousands of uploads (each stored still comes with up to
/// four copies) and for a site at every content bound. `folio.json` is staged on disk and read
/// one item at a time, each item within [`folio_core::archive::stream::ITEM_LIMITS`], so its own
/// bound is the archive's.
pub const LIMITS: Limits = Limits {
    entries: 20_000,
    document: 2 * 1024 * 1024 * 1024,
    upload: 32 * 1024 * 1024,
    total: 2 * 1024 * 1024 * 1024,
};

/// How many of each thing an export or import carried.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Experiences.
    pub experiences: usize,
    /// Education entries.
    pub education: usize,
    /// Case studies.
    pub case_studies: usize,
    /// Visitors' messages.
    pub messages: usize,
    /// Upload files (copies at other widths included).
    pub uploads: usize,
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let count = |n: usize, one: &str, many: &str| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {many}")
            }
        };
        let mut parts = vec![
            count(self.experiences, "experience", "experiences"),
            count(self.education, "education entry", "education entries"),
            count(self.case_studies, "case study", "case studies"),
        ];
        if self.messages > 0 {
            parts.push(count(self.messages, "message", "messages"));
        }
        let uploads = count(self.uploads, "upload", "uploads");
        write!(f, "{} and {uploads}", parts.join(", "))
    }
}

/// Why an export failed; the message is safe to show.
#[derive(Debug)]
pub enum ExportError {
    /// Saved content uses uploads that are not stored.
    MissingUploads(String),
    /// The database or the disk failed (logged).
    Failed(String),
}

/// Why an import was refused; each message is safe to show.
#[derive(Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Not a ZIP archive, or a damaged one (400).
    NotAnArchive(String),
    /// Past one of [`LIMITS`] (413).
    TooLarge(String),
    /// A ZIP whose content Folio will not restore (422).
    Refused(String),
    /// The install already has content, or a different file under an upload's name (409).
    Conflict(String),
    /// Another import is running (503).
    Busy,
    /// The database or the disk failed (500, logged).
    Failed(String),
}

impl From<sqlx::Error> for ImportError {
    fn from(error: sqlx::Error) -> Self {
        if db::refuses_nul_text(&error) {
            return Self::Refused(folio_core::text::NUL_IN_TEXT.to_owned());
        }
        Self::Failed(error.to_string())
    }
}

fn failed(error: impl std::fmt::Display) -> ImportError {
    ImportError::Failed(error.to_string())
}

/// The name an export is offered under: `folio-export-YYYY-MM-DD.zip`, the day it was made.
pub fn file_name(exported_at: &str) -> String {
    format!(
        "folio-export-{}.zip",
        exported_at.get(..10).unwrap_or("undated")
    )
}

/// At most a few names, then how many more.
fn listed(names: &[String]) -> String {
    let mut text = names.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    if names.len() > 5 {
        text.push_str(&format!(" and {} more", names.len() - 5));
    }
    text
}
