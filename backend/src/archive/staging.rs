//! Where an import keeps the entries it reads until they are stored: a temporary folder, locked
//! while the import runs, and removed after it or, if it crashed, at the next start.

use folio_core::archive;
use std::collections::BTreeSet;
use std::io::Read;
use std::path::PathBuf;

/// Uploads read from an archive, each in a file of a temporary folder (`folio-import-…`)
/// removed when dropped. The folder's `.lock` file is locked while the import runs, so a folder
/// whose lock anyone can take was left by an import that crashed ([`remove_crashed_staging`]).
pub(super) struct Staged {
    pub(super) dir: tempfile::TempDir,
    _lock: std::fs::File,
    /// The uploads' names.
    pub(super) names: BTreeSet<String>,
}

const STAGING_PREFIX: &str = "folio-import-";
const STAGING_LOCK: &str = ".lock";

impl Staged {
    pub(super) fn new() -> std::io::Result<Self> {
        let dir = tempfile::Builder::new().prefix(STAGING_PREFIX).tempdir()?;
        let lock = std::fs::File::create_new(dir.path().join(STAGING_LOCK))?;
        lock.lock()?;
        Ok(Self {
            dir,
            _lock: lock,
            names: BTreeSet::new(),
        })
    }

    pub(super) fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Where `folio.json` is staged (a name no upload has).
    pub(super) fn document(&self) -> PathBuf {
        self.dir.path().join(archive::DOCUMENT)
    }

    /// Writes the upload `name` from `reader`, at most `limit` bytes; answers its length, or
    /// `None` past the limit.
    pub(super) fn write(
        &mut self,
        name: &str,
        reader: impl Read,
        limit: u64,
    ) -> std::io::Result<Option<u64>> {
        self.names.insert(name.to_owned());
        copy_at_most(reader, &self.path(name), limit)
    }

    /// Writes `folio.json` from `reader`, as [`Staged::write`] does an upload.
    pub(super) fn write_document(
        &mut self,
        reader: impl Read,
        limit: u64,
    ) -> std::io::Result<Option<u64>> {
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
