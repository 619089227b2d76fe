//! Reading an archive's ZIP within [`Limits`](super::Limits), whatever its headers claim.

use super::staging::Staged;
use super::{ImportError, Limits, failed};
use folio_core::archive;
use std::collections::HashSet;
use std::io::BufReader;
use zip::read::{Config, ZipReadOptions};
use zip::unstable::read::ZipIterable;

/// Reads every entry of the ZIP in `file` within `limits` into `staged`: `folio.json` and each
/// upload.
pub(super) fn read_archive(
    file: std::fs::File,
    limits: &Limits,
    staged: &mut Staged,
) -> Result<(), ImportError> {
    let damaged = |error: zip::result::ZipError| {
        ImportError::NotAnArchive(format!("The file is not a readable ZIP archive ({error})."))
    };
    let too_many = || {
        ImportError::TooLarge(format!(
            "The archive holds more than {} entries; an export never does.",
            limits.entries
        ))
    };
    let mut zip = ZipIterable::try_new(BufReader::new(file), Config::default())
        .map_err(damaged)?
        .enforce_header_consistency(true);
    if zip.len() > limits.entries {
        return Err(too_many());
    }
    let files = zip.files().map_err(damaged)?;
    let mut document = false;
    let mut seen = HashSet::new();
    let mut total = 0_u64;
    let mut count = 0_usize;
    while let Some(entry) = files.next() {
        let entry = entry.map_err(damaged)?;
        count += 1;
        if count > limits.entries {
            return Err(too_many());
        }
        let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
        if entry.is_dir() && name == archive::UPLOADS {
            continue;
        }
        if entry.encrypted() {
            return Err(ImportError::Refused(format!(
                "The archive's entry {} is encrypted; an export never is.",
                shown(&name)
            )));
        }
        if entry.is_symlink() || entry.is_dir() || !archive::is_entry_name(&name) {
            return Err(ImportError::Refused(format!(
                "The archive holds {}, which is not part of a Folio export: an export holds \
                 {} and uploads/<name> only, with the names Folio gives uploads.",
                shown(&name),
                archive::DOCUMENT
            )));
        }
        if !seen.insert(name.clone()) {
            return Err(ImportError::Refused(format!(
                "The archive holds {} twice.",
                shown(&name)
            )));
        }
        let own = if name == archive::DOCUMENT {
            limits.document
        } else {
            limits.upload
        };
        let limit = own.min(limits.total.saturating_sub(total));
        let reader = entry
            .with_reader(files.reader_mut(), ZipReadOptions::new())
            .map_err(damaged)?;
        let read = if name == archive::DOCUMENT {
            document = true;
            staged
                .write_document(reader, limit)
                .map_err(|e| unreadable_entry(&name, &e))?
        } else {
            let upload = archive::upload_of_entry(&name)
                .unwrap_or_default()
                .to_owned();
            staged
                .write(&upload, reader, limit)
                .map_err(|e| unreadable_entry(&name, &e))?
        };
        match read {
            Some(length) => total += length,
            None if limit < own => {
                return Err(ImportError::TooLarge(format!(
                    "The archive unpacks to more than {}; an import accepts up to that.",
                    size(limits.total)
                )));
            }
            None => {
                return Err(ImportError::TooLarge(format!(
                    "The archive's entry {} unpacks to more than {}.",
                    shown(&name),
                    size(own)
                )));
            }
        }
    }
    if !document {
        return Err(ImportError::Refused(format!(
            "The archive holds no {}: it is not a Folio export.",
            archive::DOCUMENT
        )));
    }
    Ok(())
}

/// A size in MiB, or in bytes below one.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// A damaged entry: a read or checksum failure from the ZIP reader, or the disk.
fn unreadable_entry(name: &str, error: &std::io::Error) -> ImportError {
    if error.kind() == std::io::ErrorKind::InvalidData
        || error.kind() == std::io::ErrorKind::UnexpectedEof
    {
        ImportError::NotAnArchive(format!(
            "The archive's entry {} is damaged ({error}).",
            shown(name)
        ))
    } else {
        failed(error)
    }
}

/// An entry's name as a message shows it: quoted, with anything odd escaped, and cut short.
fn shown(name: &str) -> String {
    let short: String = name.chars().take(120).collect();
    let more = if short.len() < name.len() { "…" } else { "" };
    format!("{short:?}{more}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Seek, Write};
    use zip::write::SimpleFileOptions;
    use zip::{CompressionMethod, ZipWriter};

    const ID: &str = "0123456789abcdef0123456789abcdef";

    fn zip_of(entries: &[(&str, &[u8])]) -> std::fs::File {
        let mut zip = ZipWriter::new(tempfile::tempfile().unwrap());
        for (name, bytes) in entries {
            zip.start_file(
                *name,
                SimpleFileOptions::default().compression_method(CompressionMethod::Deflated),
            )
            .unwrap();
            zip.write_all(bytes).unwrap();
        }
        let mut file = zip.finish().unwrap();
        file.rewind().unwrap();
        file
    }

    fn small() -> Limits {
        Limits {
            entries: 4,
            document: 100,
            upload: 1000,
            total: 1500,
        }
    }

    /// What reading `file` answers (the staged `folio.json`'s bytes), and whether its temporary
    /// folder is gone afterwards.
    fn read(file: std::fs::File) -> (Result<Vec<u8>, ImportError>, bool) {
        let mut staged = Staged::new().unwrap();
        let dir = staged.dir.path().to_owned();
        let read = read_archive(file, &small(), &mut staged)
            .map(|()| std::fs::read(staged.document()).unwrap());
        drop(staged);
        (read, !dir.exists())
    }

    #[test]
    fn entries_past_the_total_are_refused_and_leave_no_file() {
        let upload = |n: usize| format!("uploads/{ID}-{n}x1.png");
        let (a, b) = (upload(1), upload(2));
        let file = zip_of(&[("folio.json", b"{}"), (&a, &[0; 900]), (&b, &[0; 900])]);
        let (read, cleaned) = read(file);
        let refused = read.unwrap_err();
        assert!(
            matches!(&refused, ImportError::TooLarge(m) if m.contains("unpacks to more than 1500 bytes")),
            "{refused:?}"
        );
        assert!(cleaned);
    }

    #[test]
    fn an_entry_is_read_up_to_its_bound_whatever_it_claims() {
        let file = zip_of(&[("folio.json", &[b' '; 101])]);
        assert!(matches!(
            read(file).0,
            Err(ImportError::TooLarge(m)) if m.contains("\"folio.json\" unpacks to more than")
        ));
        let file = zip_of(&[("folio.json", &[b' '; 100])]);
        assert_eq!(read(file).0.unwrap().len(), 100);
    }

    #[test]
    fn more_entries_than_the_bound_are_refused_before_any_is_read() {
        let names: Vec<String> = (1..=5).map(|n| format!("uploads/{ID}-{n}x1.png")).collect();
        let entries: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), &b"x"[..])).collect();
        let (read, cleaned) = read(zip_of(&entries));
        assert!(matches!(read, Err(ImportError::TooLarge(m)) if m.contains("more than 4 entries")));
        assert!(cleaned);
    }
}
