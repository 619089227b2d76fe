//! Uploads: kept in the database's `uploads` table, served under `/uploads/` by their names only,
//! and removed when nobody uses them (issue 10 §8): an image uploaded in the editor whose case
//! study was never saved, or one replaced by another.
//!
//! The bytes live in the database (issue 15) so that every instance on one database serves every
//! upload, a host without a lasting disk loses none, and a backup of the database is a backup of
//! everything. [`Store`] is the whole interface (put, get, list, delete), read through a bounded
//! in-memory cache: a name is never reused, so a cached upload never goes stale. Uploads of an
//! install that kept them under `UPLOAD_DIR` are moved in at start ([`import_folder`]).
//!
//! An upload stays while any saved content names it: a case study's featured image and body (the
//! Editor.js image blocks hold `/uploads/<name>`), and, since a pasted link is a reference too,
//! every other text the owner saves (case study descriptions, the profile, experiences,
//! education). An upload also stays until it is older than the grace period, so an image uploaded
//! for a case study still being written is there when it is saved.

use bytes::Bytes;
use folio_core::uploads::used::Named;
use poem::http::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use poem::http::{HeaderValue, StatusCode};
use poem::web::{Data, Path as RoutePath};
use poem::{IntoResponse, Response, handler};
use sqlx::{AnyPool, Row};
use std::collections::{HashMap, VecDeque};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// How old an unreferenced upload must be before it is removed.
pub const GRACE: Duration = Duration::from_secs(24 * 60 * 60);
/// How often the sweeper looks.
const EVERY: Duration = Duration::from_secs(60 * 60);
/// Most bytes of uploads kept in memory; past it the oldest are dropped. A page's images and
/// their copies fit many times over.
const CACHE_BYTES: usize = 32 * 1024 * 1024;
/// Most uploads kept in memory.
const CACHE_ENTRIES: usize = 512;
/// Largest file [`import_folder`] reads: above any upload (5 MB in, re-encoded), so a file of
/// that name but another origin is left alone rather than read whole.
const MAX_IMPORT_BYTES: u64 = 64 * 1024 * 1024;

/// One stored upload.
#[derive(Debug, Clone)]
pub struct Upload {
    /// Its `Content-Type`.
    pub content_type: String,
    /// The re-encoded image.
    pub bytes: Bytes,
}

/// The uploads in the database, read through a bounded cache.
#[derive(Clone)]
pub struct Store {
    db: AnyPool,
    cache: Arc<Mutex<Cache>>,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<String, Upload>,
    /// Names in the order they were added, for dropping the oldest.
    order: VecDeque<String>,
    bytes: usize,
}

impl Cache {
    fn insert(&mut self, name: &str, upload: &Upload) {
        let size = name.len() + upload.bytes.len();
        if size > CACHE_BYTES || self.entries.contains_key(name) {
            return;
        }
        while self.bytes + size > CACHE_BYTES || self.entries.len() >= CACHE_ENTRIES {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            self.forget(&oldest);
        }
        self.bytes += size;
        self.order.push_back(name.to_owned());
        self.entries.insert(name.to_owned(), upload.clone());
    }

    fn forget(&mut self, name: &str) {
        if let Some(gone) = self.entries.remove(name) {
            self.bytes -= name.len() + gone.bytes.len();
            self.order.retain(|kept| kept != name);
        }
    }
}

/// The `Content-Type` of an upload named `name`.
fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    }
}

impl Store {
    /// The uploads of `db`.
    pub fn new(db: AnyPool) -> Self {
        Self {
            db,
            cache: Arc::default(),
        }
    }

    /// Stores `files` (name and bytes) together: either all of them or none, so a page never
    /// names a copy that is missing. A name already stored keeps its bytes.
    pub async fn put(
        &self,
        files: &[(String, Vec<u8>)],
        created_at: &str,
    ) -> Result<(), sqlx::Error> {
        let mut tx = crate::db::begin_write(&self.db).await?;
        for (name, bytes) in files {
            insert(&mut tx, name, bytes, created_at).await?;
        }
        tx.commit().await
    }

    /// The upload named `name`, from memory when it was read before.
    pub async fn get(&self, name: &str) -> Result<Option<Upload>, sqlx::Error> {
        if let Some(found) = self.lock().entries.get(name) {
            return Ok(Some(found.clone()));
        }
        let row = sqlx::query("SELECT content_type, bytes FROM uploads WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.db)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let upload = Upload {
            content_type: row.try_get("content_type")?,
            bytes: Bytes::from(row.try_get::<Vec<u8>, _>("bytes")?),
        };
        self.lock().insert(name, &upload);
        Ok(Some(upload))
    }

    /// Every stored upload's name and the time it was stored (RFC 3339), oldest first.
    pub async fn list(&self) -> Result<Vec<(String, String)>, sqlx::Error> {
        sqlx::query("SELECT name, created_at FROM uploads ORDER BY created_at, name")
            .fetch_all(&self.db)
            .await?
            .iter()
            .map(|row| Ok((row.try_get("name")?, row.try_get("created_at")?)))
            .collect()
    }

    /// Deletes the uploads named `names`; returns how many there were.
    pub async fn delete(&self, names: &[String]) -> Result<usize, sqlx::Error> {
        let mut removed = 0;
        for name in names {
            let done = sqlx::query("DELETE FROM uploads WHERE name = $1")
                .bind(name.as_str())
                .execute(&self.db)
                .await?;
            removed += usize::try_from(done.rows_affected()).unwrap_or(0);
            self.lock().forget(name);
        }
        Ok(removed)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Stores the upload `name` within the transaction `tx`, unless that name is stored already (a
/// name is never reused, so it keeps its bytes).
pub async fn insert(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    name: &str,
    bytes: &[u8],
    created_at: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO uploads (name, content_type, bytes, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(content_type(name))
    .bind(bytes)
    .bind(created_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// `GET /uploads/{name}`: a stored upload, cached for a year since a name is never reused; any
/// other name is not found.
#[handler]
pub async fn serve(
    RoutePath(name): RoutePath<String>,
    state: Data<&crate::AppState>,
    req: &poem::Request,
) -> Response {
    if !is_upload_name(&name) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let upload = match state.uploads.get(&name).await {
        Ok(Some(upload)) => upload,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%error, "reading an upload failed");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let etag = format!("\"{name}\"");
    let cached = req
        .headers()
        .get(IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|tags| {
            tags.split(',')
                .any(|tag| tag.trim() == etag || tag.trim() == "*")
        });
    let response = if cached {
        Response::builder()
            .status(StatusCode::NOT_MODIFIED)
            .finish()
    } else {
        Response::builder()
            .header(CONTENT_TYPE, upload.content_type)
            .body(upload.bytes)
    };
    let mut response = response;
    response.headers_mut().insert(
        CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    if let Ok(etag) = HeaderValue::from_str(&etag) {
        response.headers_mut().insert(ETAG, etag);
    }
    response
}

/// Removes the uploads stored at least `older_than` ago that no saved content references;
/// returns how many it removed.
pub async fn sweep(store: &Store, older_than: Duration) -> Result<usize, sqlx::Error> {
    let before = SystemTime::now()
        .checked_sub(older_than)
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let before = rfc3339(before);
    // RFC 3339 UTC times of one shape compare as text.
    let stale: Vec<String> = store
        .list()
        .await?
        .into_iter()
        .filter(|(_, created_at)| *created_at <= before)
        .map(|(name, _)| name)
        .collect();
    if stale.is_empty() {
        return Ok(0);
    }
    // The references are read after the uploads are listed, so an upload referenced by a save
    // that lands during the sweep is seen as referenced.
    let saved = saved_ids(&store.db).await?;
    let unused: Vec<String> = stale
        .into_iter()
        // A copy at another width goes with its upload (folio-core's rule).
        .filter(|name| !saved.uses(name))
        .collect();
    let removed = store.delete(&unused).await?;
    tracing::info!("removed {removed} unused uploads");
    Ok(removed)
}

/// Runs [`sweep`] with [`GRACE`] now and then every hour, until the handle is aborted. Every
/// instance sweeps; deleting what another already deleted does nothing.
pub fn spawn_sweeper(store: Store) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if let Err(error) = sweep(&store, GRACE).await {
                tracing::warn!(%error, "sweeping unused uploads failed");
            }
        }
    })
}

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

fn rfc3339(at: SystemTime) -> String {
    crate::db::timestamp(at.into())
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
fn is_temporary(name: &str) -> bool {
    name.strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .is_some_and(is_upload_name)
}

/// Whether `name` is one [`crate::images::store`] gives out.
fn is_upload_name(name: &str) -> bool {
    upload_id(name).is_some()
}

/// The random id of a name [`crate::images::store`] gives out (folio-core's rule).
fn upload_id(name: &str) -> Option<&str> {
    folio_core::responsive::upload_id(name)
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

/// The uploads that saved content uses (those [`sweep`] keeps however old they are), sorted by
/// name: what an export carries.
pub async fn used(store: &Store) -> Result<Vec<String>, sqlx::Error> {
    let stored = store.list().await?;
    let saved = saved_ids(&store.db).await?;
    let mut used: Vec<String> = stored
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| saved.uses(name))
        .collect();
    used.sort();
    Ok(used)
}

/// The upload ids that saved content names (folio-core's rule, [`Named`]), from every text saved
/// content keeps. Rows are read one at a time and only the ids are kept, so a site at every bound
/// (each case study's content in 51 states) is read in the memory of one row.
async fn saved_ids(db: &AnyPool) -> Result<Named, sqlx::Error> {
    use futures_util::TryStreamExt;
    let mut ids = Named::default();
    for sql in [
        "SELECT content, featured_image, description FROM case_studies",
        // A revision can be restored and an autosaved draft brought back: their images stay.
        "SELECT content, featured_image FROM case_study_revisions",
        "SELECT draft FROM case_study_autosaves",
        "SELECT brief_intro, github_url, linkedin_url, photo, links FROM profile",
        "SELECT description, accomplishments FROM experiences",
        "SELECT link FROM education",
    ] {
        let mut rows = sqlx::query(sql).fetch(db);
        while let Some(row) = rows.try_next().await? {
            for column in 0..row.len() {
                if let Some(text) = row.try_get::<Option<String>, _>(column)? {
                    ids.add_text(&text);
                }
            }
        }
    }
    Ok(ids)
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
        assert!(is_temporary(&format!(".{NAME}.tmp")));
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

    #[test]
    fn the_cache_drops_its_oldest_uploads_past_its_bytes_and_entries() {
        let upload = |size: usize| Upload {
            content_type: "image/png".into(),
            bytes: Bytes::from(vec![0; size]),
        };
        let mut cache = Cache::default();
        let big = CACHE_BYTES / 3;
        for n in 0..4 {
            cache.insert(&format!("{n}"), &upload(big));
        }
        assert!(!cache.entries.contains_key("0"));
        assert!(cache.entries.contains_key("3"));
        assert!(cache.bytes <= CACHE_BYTES);
        cache.insert("too large", &upload(CACHE_BYTES + 1));
        assert!(!cache.entries.contains_key("too large"));
        for n in 0..CACHE_ENTRIES + 10 {
            cache.insert(&format!("small {n}"), &upload(1));
        }
        assert_eq!(cache.entries.len(), CACHE_ENTRIES);
        assert_eq!(cache.order.len(), CACHE_ENTRIES);
        cache.forget("small 20");
        assert_eq!(cache.entries.len(), CACHE_ENTRIES - 1);
        assert_eq!(cache.order.len(), CACHE_ENTRIES - 1);
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
        assert!(folder_uploads(dir.path()).unwrap().is_empty());
        assert!(target.exists());
    }
}
