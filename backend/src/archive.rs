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

use crate::db;
pub use folio_core::archive::MAX_ARCHIVE_BYTES;
use folio_core::archive::{self, stream::Item};
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::io::{BufReader, Read, Seek, Write};
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::Semaphore;
use zip::read::{Config, ZipReadOptions};
use zip::unstable::read::ZipIterable;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

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
        write!(
            f,
            "{}, {}, {} and {}",
            count(self.experiences, "experience", "experiences"),
            count(self.education, "education entry", "education entries"),
            count(self.case_studies, "case study", "case studies"),
            count(self.uploads, "upload", "uploads"),
        )
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

/// Writes the export of the site stored in `db` (its uploads in `uploads`) into `out`; answers
/// `out` (at its end), the export's time and what it holds.
pub async fn export<W: Write + Seek + Send + 'static>(
    db: &sqlx::AnyPool,
    uploads: &crate::uploads::Store,
    out: W,
) -> Result<(W, String, Counts), ExportError> {
    let fail = |error: &dyn std::fmt::Display| ExportError::Failed(error.to_string());
    let exported_at = db::now();
    // `folio.json` is written to a temporary file one item at a time, then copied into the ZIP.
    let document = tempfile::tempfile().map_err(|e| fail(&e))?;
    let mut writer = tokio::io::BufWriter::new(tokio::fs::File::from_std(
        document.try_clone().map_err(|e| fail(&e))?,
    ));
    let written = db::archive::write_document(db, &exported_at, &mut writer)
        .await
        .map_err(|e| fail(&e))?;
    tokio::io::AsyncWriteExt::flush(&mut writer)
        .await
        .map_err(|e| fail(&e))?;
    drop(writer);
    let used = crate::uploads::used(uploads).await.map_err(|e| fail(&e))?;
    let present: BTreeSet<&String> = used.iter().collect();
    let missing: Vec<String> = written
        .required
        .iter()
        .filter(|name| !present.contains(name))
        .cloned()
        .collect();
    if !missing.is_empty() {
        return Err(ExportError::MissingUploads(format!(
            "Saved content uses uploads that are not stored: {}. Remove them from the case \
             studies that use them, and export again.",
            listed(&missing)
        )));
    }
    let counts = Counts {
        experiences: written.experiences,
        education: written.education,
        case_studies: written.case_studies,
        uploads: used.len(),
    };
    let (store, runtime, at) = (
        uploads.clone(),
        tokio::runtime::Handle::current(),
        exported_at.clone(),
    );
    // The ZIP is written on a blocking thread, which reads each upload from the store in turn.
    let read = move |name: &str| match runtime.block_on(store.get(name)) {
        Ok(Some(upload)) => Ok(upload.bytes),
        Ok(None) => Err(std::io::Error::other(format!(
            "the upload {name} was removed"
        ))),
        Err(error) => Err(std::io::Error::other(error)),
    };
    let out = tokio::task::spawn_blocking(move || write_zip(out, document, &used, read, &at))
        .await
        .map_err(|e| fail(&e))?
        .map_err(|e| fail(&e))?;
    Ok((out, exported_at, counts))
}

/// At most a few names, then how many more.
fn listed(names: &[String]) -> String {
    let mut text = names.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    if names.len() > 5 {
        text.push_str(&format!(" and {} more", names.len() - 5));
    }
    text
}

fn write_zip<W: Write + Seek>(
    out: W,
    mut document: std::fs::File,
    uploads: &[String],
    read: impl Fn(&str) -> std::io::Result<bytes::Bytes>,
    exported_at: &str,
) -> std::io::Result<W> {
    let mut zip = ZipWriter::new(out);
    let number = |range: std::ops::Range<usize>| {
        exported_at
            .get(range)
            .and_then(|n| n.parse::<u16>().ok())
            .unwrap_or(0)
    };
    let small = |range| u8::try_from(number(range)).unwrap_or(0);
    let time = DateTime::from_date_and_time(
        number(0..4),
        small(5..7),
        small(8..10),
        small(11..13),
        small(14..16),
        small(17..19),
    )
    .unwrap_or_default();
    let options = SimpleFileOptions::default()
        .last_modified_time(time)
        .unix_permissions(0o644);
    zip.start_file(
        archive::DOCUMENT,
        options.compression_method(CompressionMethod::Deflated),
    )?;
    document.seek(std::io::SeekFrom::Start(0))?;
    std::io::copy(&mut document, &mut zip)?;
    // Images are compressed already: stored as they are, they cost no time to pack or unpack.
    let stored = options.compression_method(CompressionMethod::Stored);
    for name in uploads {
        let bytes = read(name)?;
        zip.start_file(format!("{}{name}", archive::UPLOADS), stored)?;
        zip.write_all(&bytes)?;
    }
    Ok(zip.finish()?)
}

/// One import at a time into each database: a second one waits for nothing but the first one's
/// outcome. Keyed by the database's address, so a process that serves one site has one entry
/// (the integration tests' many sites each have theirs).
static IMPORTING: std::sync::Mutex<BTreeMap<String, Arc<Semaphore>>> =
    std::sync::Mutex::new(BTreeMap::new());

/// A place as the one import running into `db`, or `Busy`.
fn import_turn(db: &sqlx::AnyPool) -> Result<tokio::sync::OwnedSemaphorePermit, ImportError> {
    let key = db.connect_options().database_url.to_string();
    let semaphore = IMPORTING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .entry(key)
        .or_insert_with(|| Arc::new(Semaphore::new(1)))
        .clone();
    semaphore.try_acquire_owned().map_err(|_| ImportError::Busy)
}

/// Restores the archive in `file` into the install of `db` (its uploads in `uploads`), which
/// must hold no content; answers what it restored.
pub async fn import(
    db: &sqlx::AnyPool,
    uploads: &crate::uploads::Store,
    file: std::fs::File,
) -> Result<Counts, ImportError> {
    let _turn = import_turn(db)?;
    if let Some(found) = db::archive::content(db).await? {
        return Err(not_empty(&found));
    }
    let size = file.metadata().map_err(failed)?.len();
    if size > MAX_ARCHIVE_BYTES {
        return Err(too_large_archive());
    }
    let staged = tokio::task::spawn_blocking(move || {
        let mut staged = Staged::new().map_err(failed)?;
        read_archive(file, &LIMITS, &mut staged).map(|()| staged)
    })
    .await
    .map_err(failed)??;
    let mut restoring = match db::archive::begin_restore(db).await? {
        Ok(restoring) => restoring,
        Err(found) => return Err(not_empty(&found)),
    };
    // `folio.json` is read one item at a time on a blocking thread; each item that passes is
    // stored as it comes, and kept only if every item passed.
    let (items, mut received) = tokio::sync::mpsc::channel(1);
    let document = staged.document();
    let reading = tokio::task::spawn_blocking(move || {
        archive::stream::read(
            || std::fs::File::open(&document),
            &archive::stream::ITEM_LIMITS,
            |item| {
                // The receiver is gone only when storing failed; that error is answered.
                let _ = items.blocking_send(item);
            },
        )
    });
    let mut counts = Counts::default();
    let mut required = BTreeSet::new();
    let mut stored = Ok(());
    while let Some(item) = received.recv().await {
        match &item {
            Item::Profile(profile) => archive::add_profile_uploads(&profile.owner, &mut required),
            Item::Experience(_) => counts.experiences += 1,
            Item::Education(_) => counts.education += 1,
            Item::CaseStudy(case_study) => {
                counts.case_studies += 1;
                archive::add_required_uploads(case_study, &mut required);
            }
        }
        stored = restoring.item(&item).await;
        if stored.is_err() {
            break;
        }
    }
    drop(received);
    // What the document is refused for comes first: storing may have failed because of it.
    reading
        .await
        .map_err(failed)?
        .map_err(|e| ImportError::Refused(e.message()))?;
    stored?;
    let missing: Vec<String> = required
        .into_iter()
        .filter(|name| !staged.names.contains(name))
        .collect();
    if !missing.is_empty() {
        return Err(ImportError::Refused(format!(
            "The archive lacks uploads its case studies use: {}.",
            listed(&missing)
        )));
    }
    // An upload an install holds already (one never saved into content) keeps its bytes: an
    // archive with other bytes under its name is refused rather than silently not restored.
    for name in &staged.names {
        if let Some(stored) = uploads.get(name).await? {
            let archived = tokio::fs::read(staged.path(name)).await.map_err(failed)?;
            if stored.bytes != archived {
                return Err(ImportError::Conflict(format!(
                    "This install already stores a different upload named {name}; an import \
                     never replaces one."
                )));
            }
        }
    }
    let files: Vec<(String, PathBuf)> = staged
        .names
        .iter()
        .map(|name| (name.clone(), staged.path(name)))
        .collect();
    restoring.finish(&files).await?;
    counts.uploads = files.len();
    Ok(counts)
}

/// Removes the staging folders that imports killed half-way left in the temporary folder (they
/// hold up to a whole archive's uploads); an import running in another process holds its
/// folder's lock, and its folder stays. Answers how many were removed.
pub fn remove_crashed_staging() -> usize {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .starts_with(STAGING_PREFIX)
                && entry.file_type().is_ok_and(|kind| kind.is_dir())
        })
        .filter(|entry| {
            // No lock file: killed between making the folder and its lock, a moment long.
            std::fs::File::open(entry.path().join(STAGING_LOCK))
                .map_or(true, |lock| lock.try_lock().is_ok())
        })
        .filter(|entry| std::fs::remove_dir_all(entry.path()).is_ok())
        .count()
}

fn not_empty(found: &str) -> ImportError {
    ImportError::Conflict(format!(
        "This site already has content ({found}). An import restores a whole site into a new \
         install only, and never merges: import into an install with an admin and nothing else."
    ))
}

fn too_large_archive() -> ImportError {
    ImportError::TooLarge(format!(
        "The archive is larger than the {} GiB an import accepts.",
        MAX_ARCHIVE_BYTES >> 30
    ))
}

/// Uploads read from an archive, each in a file of a temporary folder (`folio-import-…`)
/// removed when dropped. The folder's `.lock` file is locked while the import runs, so a folder
/// whose lock anyone can take was left by an import that crashed ([`remove_crashed_staging`]).
struct Staged {
    dir: tempfile::TempDir,
    _lock: std::fs::File,
    /// The uploads' names.
    names: BTreeSet<String>,
}

const STAGING_PREFIX: &str = "folio-import-";
const STAGING_LOCK: &str = ".lock";

impl Staged {
    fn new() -> std::io::Result<Self> {
        let dir = tempfile::Builder::new().prefix(STAGING_PREFIX).tempdir()?;
        let lock = std::fs::File::create_new(dir.path().join(STAGING_LOCK))?;
        lock.lock()?;
        Ok(Self {
            dir,
            _lock: lock,
            names: BTreeSet::new(),
        })
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Where `folio.json` is staged (a name no upload has).
    fn document(&self) -> PathBuf {
        self.dir.path().join(archive::DOCUMENT)
    }

    /// Writes the upload `name` from `reader`, at most `limit` bytes; answers its length, or
    /// `None` past the limit.
    fn write(&mut self, name: &str, reader: impl Read, limit: u64) -> std::io::Result<Option<u64>> {
        self.names.insert(name.to_owned());
        copy_at_most(reader, &self.path(name), limit)
    }

    /// Writes `folio.json` from `reader`, as [`Staged::write`] does an upload.
    fn write_document(&mut self, reader: impl Read, limit: u64) -> std::io::Result<Option<u64>> {
        copy_at_most(reader, &self.document(), limit)
    }
}

/// Copies at most `limit` bytes of `reader` into a new file at `path`; answers their length, or
/// `None` past the limit.
fn copy_at_most(
    reader: impl Read,
    path: &std::path::Path,
    limit: u64,
) -> std::io::Result<Option<u64>> {
    let mut file = std::fs::File::create_new(path)?;
    let written = std::io::copy(&mut reader.take(limit + 1), &mut file)?;
    Ok((written <= limit).then_some(written))
}

/// Reads every entry of the ZIP in `file` within `limits` into `staged`: `folio.json` and each
/// upload.
fn read_archive(
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
