//! Reading an archive's ZIP within [`Limits`](super::Limits), whatever its headers claim.

use super::staging::Staged;
use super::walk::{Bounds, Take, shown, walk};
use super::{ImportError, Limits};
use folio_core::archive;
use std::io::BufReader;

/// Reads every entry of the ZIP in `file` within `limits` into `staged`: `folio.json` and each
/// upload. Entries other than those, and the `uploads/` folder, are refused.
pub(super) fn read_archive(
    file: std::fs::File,
    limits: &Limits,
    staged: &mut Staged,
) -> Result<(), ImportError> {
    let bounds = Bounds {
        entries: limits.entries,
        total: limits.total,
        ratio: None,
    };
    let mut document = false;
    walk(
        BufReader::new(file),
        bounds,
        |name, is_dir| {
            if is_dir && name == archive::UPLOADS {
                return Ok(Take::Skip);
            }
            if is_dir || !archive::is_entry_name(name) {
                return Err(ImportError::Refused(format!(
                    "The archive holds {}, which is not part of a Folio export: an export holds \
                     {} and uploads/<name> only, with the names Folio gives uploads.",
                    shown(name),
                    archive::DOCUMENT
                )));
            }
            Ok(Take::Read(if name == archive::DOCUMENT {
                limits.document
            } else {
                limits.upload
            }))
        },
        |name, reader, limit| {
            if name == archive::DOCUMENT {
                document = true;
                staged.write_document(reader, limit)
            } else {
                let upload = archive::upload_of_entry(name)
                    .unwrap_or_default()
                    .to_owned();
                staged.write(&upload, reader, limit)
            }
        },
    )?;
    if !document {
        return Err(ImportError::Refused(format!(
            "The archive holds no {}: it is not a Folio export.",
            archive::DOCUMENT
        )));
    }
    Ok(())
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
