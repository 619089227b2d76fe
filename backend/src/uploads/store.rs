//! The store: uploads in the database, read through a bounded in-memory cache. A name is never
//! reused, so a cached upload never goes stale.

use crate::db;
use bytes::Bytes;
use sqlx::AnyPool;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// Most bytes of uploads kept in memory; past it the oldest are dropped. A page's images and
/// their copies fit many times over.
const CACHE_BYTES: usize = 32 * 1024 * 1024;
/// Most uploads kept in memory.
const CACHE_ENTRIES: usize = 512;

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
        db::uploads::put(&self.db, files, created_at).await
    }

    /// The upload named `name`, from memory when it was read before.
    pub async fn get(&self, name: &str) -> Result<Option<Upload>, sqlx::Error> {
        if let Some(found) = self.lock().entries.get(name) {
            return Ok(Some(found.clone()));
        }
        let Some((content_type, bytes)) = db::uploads::get(&self.db, name).await? else {
            return Ok(None);
        };
        let upload = Upload {
            content_type,
            bytes: Bytes::from(bytes),
        };
        self.lock().insert(name, &upload);
        Ok(Some(upload))
    }

    /// Every stored upload's name and the time it was stored (RFC 3339), oldest first.
    pub async fn list(&self) -> Result<Vec<(String, String)>, sqlx::Error> {
        db::uploads::list(&self.db).await
    }

    /// Deletes the uploads named `names`; returns how many there were.
    pub async fn delete(&self, names: &[String]) -> Result<usize, sqlx::Error> {
        let mut removed = 0;
        for name in names {
            removed += usize::from(db::uploads::delete(&self.db, name).await?);
            self.lock().forget(name);
        }
        Ok(removed)
    }

    /// The database the uploads are kept in.
    pub(super) fn db(&self) -> &AnyPool {
        &self.db
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
