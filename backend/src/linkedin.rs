//! Reading LinkedIn's data export (issue 45) as uploaded: the ZIP LinkedIn sends, or loose CSV
//! files. The ZIP is read here, on the server, with the archive import's own walker
//! ([`crate::archive::walk`]: entries, sizes, compression ratio, names), so a hostile ZIP meets
//! the same code as a hostile export and the browser's module carries no ZIP reader. Only CSV
//! entries are looked at, and of each only its first [`HEADER_BYTES`] until folio-core
//! recognises it as one of the files Folio reads ([`kind_of_start`]); the rest stay packed.
//! What is read is kept in memory (at most [`BOUNDS`]'s total) and never stored: folio-core
//! reads it ([`read_export`]) and the browser previews it; the import itself is the JSON
//! Resume import's.

use crate::archive::ImportError;
use crate::archive::walk::{Bounds, Take, shown, walk};
use folio_core::linkedin::{
    HEADER_BYTES, LinkedInExport, MAX_FILE_BYTES, kind_of_start, read_export,
};
use folio_core::validation::ValidationErrors;
use std::io::{BufReader, Read};

/// The largest upload: LinkedIn's complete archive, with room.
pub const MAX_UPLOAD_BYTES: u64 = 256 * 1024 * 1024;

/// What is read of an export's ZIP at most: fewer entries than the archive import's, the CSV
/// files Folio reads at most [`MAX_FILE_BYTES`] each, and none past the walker's compression
/// ratio.
pub const BOUNDS: Bounds = Bounds {
    entries: 5_000,
    total: 64 * 1024 * 1024,
    ratio: Some(crate::archive::walk::RATIO),
};

/// Why an export is refused.
#[derive(Debug)]
pub enum Refusal {
    /// The ZIP is refused (the archive import's refusals and statuses).
    Archive(ImportError),
    /// A file is refused by folio-core, naming the file and the row.
    Invalid(ValidationErrors),
}

/// Whether an entry's name is one an export may hold: a relative path of plain segments, no
/// `..`, no backslash, no control character.
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 1024
        && !name.starts_with('/')
        && !name.contains('\\')
        && !name.chars().any(char::is_control)
        && name
            .split('/')
            .all(|segment| segment != ".." && segment != ".")
}

/// Reads `file`, LinkedIn's ZIP, into the files Folio reads.
pub fn read_zip(file: std::fs::File) -> Result<LinkedInExport, Refusal> {
    let mut found: Vec<(String, Vec<u8>)> = Vec::new();
    // CSV files of the export that Folio does not read (`Connections.csv`, …), left packed.
    let mut others = 0;
    walk(
        BufReader::new(file),
        BOUNDS,
        |name, is_dir| {
            if !plain_name(name) {
                return Err(ImportError::Refused(format!(
                    "The archive holds {}, a name LinkedIn's export never has.",
                    shown(name)
                )));
            }
            let csv = !is_dir && name.to_lowercase().ends_with(".csv");
            Ok(if csv {
                Take::Read(MAX_FILE_BYTES as u64)
            } else {
                Take::Skip
            })
        },
        |name, reader, limit| {
            let mut head = Vec::new();
            let start = (HEADER_BYTES as u64).min(limit + 1);
            (&mut *reader).take(start).read_to_end(&mut head)?;
            if kind_of_start(&head).is_none() {
                // Not one of the files Folio reads: the rest stays packed.
                others += 1;
                return Ok(Some(head.len() as u64));
            }
            let mut bytes = head;
            (&mut *reader)
                .take(limit + 1 - start.min(limit + 1))
                .read_to_end(&mut bytes)?;
            if bytes.len() as u64 > limit {
                return Ok(None);
            }
            let length = bytes.len() as u64;
            found.push((file_name(name), bytes));
            Ok(Some(length))
        },
    )
    .map_err(Refusal::Archive)?;
    let mut export = read_export(found.iter().map(|(n, b)| (n.as_str(), b.as_slice())))
        .map_err(Refusal::Invalid)?;
    export.other_files += others;
    Ok(export)
}

/// The last segment of an entry's name, as a refusal names the file.
fn file_name(name: &str) -> String {
    name.rsplit('/').next().unwrap_or(name).to_owned()
}

/// Reads loose CSV files (name and file each), each at most [`MAX_FILE_BYTES`].
pub fn read_files(files: Vec<(String, std::fs::File)>) -> Result<LinkedInExport, Refusal> {
    let mut found = Vec::new();
    for (name, file) in files {
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Refusal::Archive(ImportError::Failed(e.to_string())))?;
        found.push((name, bytes));
    }
    read_export(found.iter().map(|(n, b)| (n.as_str(), b.as_slice()))).map_err(Refusal::Invalid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_relative_names_pass() {
        assert!(plain_name("Profile.csv"));
        assert!(plain_name("Jobs/Saved Jobs.csv"));
        assert!(!plain_name("../Profile.csv"));
        assert!(!plain_name("/etc/passwd"));
        assert!(!plain_name("a\\b.csv"));
        assert!(!plain_name("a\u{0}.csv"));
    }
}
