//! Uploads: served under `/uploads/` by their finished names only, and removed when nobody uses
//! them (issue 10 §8): an image uploaded in the editor whose case study
//! was never saved, one replaced by another, and temporary files a crash left behind.
//!
//! A file stays while any saved content names it: a case study's featured image and body (the
//! Editor.js image blocks hold `/uploads/<name>`), and, since a pasted link is a reference too,
//! every other text the owner saves (case study descriptions, the profile, experiences,
//! education). A file also stays until it is older than the grace period, so an image uploaded
//! for a case study still being written is there when it is saved. Only names [`crate::images`]
//! gives out are ever removed; anything else in the folder, and anything that is not a plain file
//! (a symlink or a folder), is left alone.

use poem::endpoint::StaticFilesEndpoint;
use poem::error::NotFoundError;
use poem::http::header::CACHE_CONTROL;
use poem::middleware::SetHeader;
use poem::{Endpoint, EndpointExt, IntoResponse, Request};
use sqlx::AnyPool;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How old an unreferenced upload must be before it is removed.
pub const GRACE: Duration = Duration::from_secs(24 * 60 * 60);
/// How often the sweeper looks.
const EVERY: Duration = Duration::from_secs(60 * 60);
/// The extensions [`crate::images::sanitize`] stores under.
const EXTENSIONS: [&str; 4] = ["png", "jpg", "gif", "webp"];

/// The uploads in `dir`, as `/uploads` serves them: only finished uploads (never a temporary
/// file still being written, nor anything else put in the folder), cached for a year since a
/// name is never reused.
pub fn endpoint(dir: &Path) -> impl Endpoint + use<> {
    let files = StaticFilesEndpoint::new(dir)
        .with(SetHeader::new().overriding(CACHE_CONTROL, "public, max-age=31536000, immutable"));
    files.around(|files, req: Request| async move {
        if !is_upload_name(req.uri().path().trim_start_matches('/')) {
            return Err(NotFoundError.into());
        }
        files.call(req).await.map(IntoResponse::into_response)
    })
}

/// Removes the uploads in `dir` older than `older_than` (by modification time) that no saved
/// content references, and leftover temporary files older than that; returns how many it
/// removed.
pub async fn sweep(db: &AnyPool, dir: &Path, older_than: Duration) -> std::io::Result<usize> {
    let folder = dir.to_path_buf();
    let stale = blocking(move || stale_files(&folder, older_than)).await?;
    // The references are read after the files are listed, so a file referenced by a save that
    // lands during the sweep is seen as referenced.
    let saved = if stale.iter().all(|name| is_temporary(name)) {
        String::new()
    } else {
        saved_text(db).await.map_err(std::io::Error::other)?
    };
    let unused: Vec<String> = stale
        .into_iter()
        // A copy at another width goes with its upload: both carry the same random id.
        .filter(|name| is_temporary(name) || upload_id(name).is_none_or(|id| !saved.contains(id)))
        .collect();
    let folder = dir.to_path_buf();
    let removed = blocking(move || Ok(remove(&folder, &unused))).await?;
    tracing::info!("removed {removed} unused uploads");
    Ok(removed)
}

/// Runs [`sweep`] on `dir` with [`GRACE`] now and then every hour, until the handle is aborted.
pub fn spawn_sweeper(db: AnyPool, dir: PathBuf) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if let Err(error) = sweep(&db, &dir, GRACE).await {
                tracing::warn!(%error, "sweeping unused uploads failed");
            }
        }
    })
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> std::io::Result<T> + Send + 'static,
) -> std::io::Result<T> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(std::io::Error::other)?
}

/// Whether `name` is a file [`crate::images::store`] was writing when it stopped.
fn is_temporary(name: &str) -> bool {
    name.strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .is_some_and(is_upload_name)
}

/// Whether `name` is one [`crate::images::store`] gives out.
fn is_upload_name(name: &str) -> bool {
    upload_id(name).is_some()
}

/// The random id of a name [`crate::images::store`] gives out: `{id}.{ext}` (a GIF, or an
/// upload from before sizes were named), `{id}-{w}x{h}.{ext}`, or a copy `{id}-{w}x{h}-{width}.webp`
/// (see [`folio_core::responsive`]); the id is 32 hex digits.
fn upload_id(name: &str) -> Option<&str> {
    let (stem, extension) = name.split_once('.')?;
    if !EXTENSIONS.contains(&extension) {
        return None;
    }
    let id = stem.get(..32)?;
    if !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let rest = &stem[32..];
    let sized = |size: &str| {
        size.split_once('x')
            .is_some_and(|(w, h)| digits(w) && digits(h))
    };
    let valid = match rest
        .strip_prefix('-')
        .map(|rest| rest.split('-').collect::<Vec<_>>())
    {
        None => rest.is_empty(),
        Some(parts) => match parts[..] {
            [size] => sized(size),
            [size, width] => sized(size) && digits(width) && extension == "webp",
            _ => false,
        },
    };
    valid.then_some(id)
}

/// The names of uploads and temporary files in `dir` last modified at least `older_than` ago.
fn stale_files(dir: &Path, older_than: Duration) -> std::io::Result<Vec<String>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        // Nothing was ever uploaded.
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let now = SystemTime::now();
    let mut stale = Vec::new();
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
        let modified = entry.metadata()?.modified()?;
        if now
            .duration_since(modified)
            .is_ok_and(|age| age >= older_than)
        {
            stale.push(name);
        }
    }
    Ok(stale)
}

/// Every text saved content keeps, run together: file names are searched for in it.
async fn saved_text(db: &AnyPool) -> Result<String, sqlx::Error> {
    let mut text = String::new();
    let mut add = |part: &str| {
        text.push_str(part);
        text.push('\n');
    };
    for case_study in crate::db::case_studies::list(db, false).await? {
        let fields = case_study.fields;
        add(&fields.content);
        add(fields.featured_image.as_deref().unwrap_or_default());
        add(&fields.description);
    }
    // A revision can be restored and an autosaved draft brought back: their images stay.
    for part in crate::db::revisions::upload_text(db).await? {
        add(&part);
    }
    for autosave in crate::db::autosaves::list(db).await? {
        add(&autosave.draft);
    }
    let profile = crate::db::profile::get(db).await?;
    add(&profile.owner.brief_intro);
    add(profile.owner.github_url.as_deref().unwrap_or_default());
    add(profile.owner.linkedin_url.as_deref().unwrap_or_default());
    for experience in crate::db::experiences::list(db).await? {
        add(&experience.experience.description);
        add(&experience.experience.accomplishments);
    }
    for education in crate::db::education::list(db).await? {
        add(education.fields.link.as_deref().unwrap_or_default());
    }
    Ok(text)
}

/// Removes `names` from `dir`; returns how many went. A file that cannot be removed is logged
/// and kept for the next sweep.
fn remove(dir: &Path, names: &[String]) -> usize {
    let mut removed = 0;
    for name in names {
        match std::fs::remove_file(dir.join(name)) {
            Ok(()) => removed += 1,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => tracing::warn!(%error, name, "removing an unused upload failed"),
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: &str = "0123456789abcdef0123456789abcdef.png";

    #[test]
    fn only_names_the_image_store_gives_out_are_candidates() {
        assert!(is_upload_name(NAME));
        for sized in [
            "0123456789abcdef0123456789abcdef-1000x600.jpg",
            "0123456789abcdef0123456789abcdef-1000x600-480.webp",
        ] {
            assert_eq!(upload_id(sized), Some("0123456789abcdef0123456789abcdef"));
        }
        assert!(is_temporary(&crate::images::temporary_name(NAME)));
        assert!(!is_temporary(NAME));
        for other in [
            ".gitkeep",
            "notes.txt",
            "0123456789abcdef0123456789abcdef.svg",
            "0123456789abcdef0123456789abcde.png",
            ".0123456789abcdef0123456789abcdef.png",
            "0123456789abcdef0123456789abcdef.png.tmp",
            "0123456789abcdef0123456789abcdef-10x10-480.png",
            "0123456789abcdef0123456789abcdef-10-480.webp",
            "0123456789abcdef0123456789abcdef-10x10-480-2.webp",
        ] {
            assert!(!is_upload_name(other) && !is_temporary(other), "{other}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_and_folders_are_never_candidates() {
        let outside = tempfile::tempdir().unwrap();
        let target = outside.path().join("target.png");
        std::fs::write(&target, b"keep").unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(&target, dir.path().join(NAME)).unwrap();
        std::fs::create_dir(dir.path().join("fedcba9876543210fedcba9876543210.gif")).unwrap();
        assert_eq!(
            stale_files(dir.path(), Duration::ZERO).unwrap(),
            Vec::<String>::new()
        );
        assert!(target.exists());
    }
}
