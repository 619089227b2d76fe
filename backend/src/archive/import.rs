//! Restoring an export: one import at a time, its entries staged, `folio.json` checked and
//! stored item by item, then the uploads, in one transaction.

use super::read::read_archive;
use super::staging::Staged;
use super::{Counts, ImportError, LIMITS, MAX_ARCHIVE_BYTES, failed, listed};
use crate::db;
use folio_core::archive::{self, stream::Item};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::Semaphore;

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
            Item::Profile(profile) => archive::add_profile_uploads(profile, &mut required),
            Item::Experience(_) => counts.experiences += 1,
            Item::Education(_) => counts.education += 1,
            Item::Message(_) => counts.messages += 1,
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
