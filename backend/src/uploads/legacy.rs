//! The legacy import: uploads an earlier version kept as files under `UPLOAD_DIR` are moved into
//! the database at start.

use super::{Store, is_upload_name, rfc3339};
use std::path::Path;
use std::time::SystemTime;

/// Largest file [`import_folder`] reads: above any upload (5 MB in, re-encoded), so a file of
/// that name but another origin is left alone rather than read whole.
const MAX_IMPORT_BYTES: u64 = 64 * 1024 * 1024;

/// Moves the uploads an earlier version kept as files in `dir` into the database: each
/// finished upload is stored under its name with its modification time (unless that name is
/// already stored) and then removed from the folder, so running it again does nothing. Temporary
/// files an interrupted write left behind are removed; anything else in the folder (files with
/// other names, links, folders) is left alone. Returns how many uploads were moved.
pub async fn import_folder(store: &Store, dir: &Path) -> std::io::Result<usize> {
    let folder = dir.to_path_buf();
    let found = blocking(move || folder_uploads(&folder)).await?;
    let mut moved = 0;
    for (name, modified) in found {
        let path = dir.join(&name);
        if is_temporary(&name) {
            tokio::fs::remove_file(&path).await?;
            continue;
        }
        let size = tokio::fs::metadata(&path).await?.len();
        if size > MAX_IMPORT_BYTES {
            tracing::warn!(
                name,
                size,
                "left in the upload folder: larger than any upload"
            );
            continue;
        }
        let bytes = tokio::fs::read(&path).await?;
        store
            .put(&[(name.clone(), bytes)], &rfc3339(modified))
            .await
            .map_err(std::io::Error::other)?;
        // Removed only once the database holds it.
        tokio::fs::remove_file(&path).await?;
        moved += 1;
    }
    if moved > 0 {
        tracing::info!(
            "moved {moved} uploads from {} into the database",
            dir.display()
        );
    }
    Ok(moved)
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> std::io::Result<T> + Send + 'static,
) -> std::io::Result<T> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(std::io::Error::other)?
}

/// Whether `name` is a file an earlier version was writing into the upload folder when it
/// stopped (`.{name}.tmp`).
pub(super) fn is_temporary(name: &str) -> bool {
    name.strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .is_some_and(is_upload_name)
}

/// The uploads and temporary files in `dir`, with their modification times.
fn folder_uploads(dir: &Path) -> std::io::Result<Vec<(String, SystemTime)>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        // Nothing was ever uploaded to a folder.
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if !is_upload_name(&name) && !is_temporary(&name) {
            continue;
        }
        // Neither call follows a symlink, so a link is seen as a link and skipped.
        if !entry.file_type()?.is_file() {
            continue;
        }
        found.push((name, entry.metadata()?.modified()?));
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: &str = "0123456789abcdef0123456789abcdef.png";

    #[cfg(unix)]
    #[test]
    fn symlinks_and_folders_are_never_candidates() {
        let outside = tempfile::tempdir().unwrap();
        let target = outside.path().join("target.png");
        std::fs::write(&target, b"keep").unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(&target, dir.path().join(NAME)).unwrap();
        std::fs::create_dir(dir.path().join("fedcba9876543210fedcba9876543210.gif")).unwrap();
        assert!(folder_uploads(dir.path()).unwrap().is_empty());
        assert!(target.exists());
    }
}
