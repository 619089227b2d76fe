//! The in-memory snapshot of public reads.
//!
//! Public GETs (`/api/home` and each language's `/api/home?lang=…`, likewise
//! `/api/case-studies/{slug}?lang=…`, `/api/profile`, `/api/experiences`, `/api/education`, `/api/case-studies`,
//! `/api/case-studies/{slug}`, and the pages `/`, `/case-studies/{slug}`, each other language's
//! `/{lang}/`, `/{lang}/case-studies/{slug}`, `/{lang}/feed.xml` and `/{lang}/resume.json`,
//! `/robots.txt`, `/sitemap.xml`, `/feed.xml`, `/resume.json`) are answered from memory once
//! read, compressed in each form the first time a request asks for it ([`crate::compress`]), with
//! an `ETag`; a matching `If-None-Match` gets `304 Not Modified`.
//! Only `200` answers are kept (an unknown slug is looked up each time), keyed by the decoded
//! path, and the whole snapshot is bounded in bytes and entries, so no stream of odd addresses or
//! `Host` names can grow it.
//!
//! What empties it is the database's `site_version` counter, which every write that changes what
//! the public site shows advances in its own transaction ([`crate::db::begin_public_write`]); a
//! write that changes nothing public (an autosaved draft, a sign-in, a share link) leaves it, and
//! so the snapshot, as it was. The instance that wrote a public change reads the counter as soon
//! as the write's answer is ready ([`crate::db::noting_public_writes`] tells it), so its next read
//! sees the write; every instance also reads it every
//! [`VERSION_CHECK`] (a one-row read), so a write through one instance (or `folio import`) is in
//! every other's answers within that time, and a read costs nothing more.

use crate::compress::Encoded;
use percent_encoding::percent_decode_str;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use sqlx::AnyPool;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, RwLock};

/// Marks an answer that must not be kept: a page whose render failed, which the next read
/// renders again.
#[derive(Clone, Copy)]
pub struct NotKept;

/// One cached answer.
struct Entry {
    content_type: HeaderValue,
    body: Encoded,
}

/// Public answers may be kept by any cache, a CDN included, but checked with their `ETag` before
/// each use, so a write is seen at once everywhere (a check answered 304 costs no body).
pub const PUBLIC_REVALIDATE: HeaderValue = HeaderValue::from_static("public, no-cache");

/// Most bytes of answers kept, every form made counted; past it the oldest answers are dropped.
/// The site's own answers fit many times over; the bound is for what many `Host` names could add.
const MAX_BYTES: usize = 8 * 1024 * 1024;
/// Most answers kept.
const MAX_ENTRIES: usize = 1024;

/// [`Snapshot::seen`] when no version is known.
const UNKNOWN: i64 = i64::MIN;

/// How often each instance checks whether another one wrote.
pub const VERSION_CHECK: std::time::Duration = std::time::Duration::from_millis(250);

/// Cached public answers by what decides them, and a generation counter that every write
/// advances.
pub struct Snapshot {
    cache: RwLock<Cache>,
    /// One lock per key being read while it is missing, so reads of one missing answer at once
    /// wait for the first instead of each rendering it (a page at the content bound costs a
    /// third of a second and a hundred MiB to render); an entry lives only while reads of its
    /// key are in flight.
    filling: std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// The last `site_version` read, or [`UNKNOWN`] before the first read and after a failed one.
    seen: AtomicI64,
    /// The database whose `site_version` tells every instance of a write.
    db: AnyPool,
    /// Pages name absolute URLs taken from the request's `Host` unless a public URL is set.
    pages_vary_by_host: bool,
}

#[derive(Default)]
struct Cache {
    /// Advanced by every write that empties the cache: an answer read before it is not kept.
    generation: u64,
    entries: HashMap<String, Arc<Entry>>,
    /// Keys in the order they were first added, for dropping the oldest.
    order: VecDeque<String>,
    bytes: usize,
}

impl Cache {
    /// Keeps `entry` for `key`, made from what `generation` held, in place of any entry before it
    /// (the same answer with fewer forms made); the oldest go while the bounds are passed.
    fn insert(&mut self, generation: u64, key: String, entry: Arc<Entry>) {
        let size = key.len() + entry.body.size();
        // A write that finished while this answer was made makes it possibly stale.
        if generation != self.generation || size > MAX_BYTES {
            return;
        }
        match self.entries.get_mut(&key) {
            Some(kept) => {
                self.bytes -= key.len() + kept.body.size();
                *kept = entry;
            }
            None => {
                self.order.push_back(key.clone());
                self.entries.insert(key, entry);
            }
        }
        self.bytes += size;
        while self.bytes > MAX_BYTES || self.entries.len() > MAX_ENTRIES {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            if let Some(gone) = self.entries.remove(&oldest) {
                self.bytes -= oldest.len() + gone.body.size();
            }
        }
    }
}

impl Snapshot {
    /// An empty snapshot of the answers built from `db`; `pages_vary_by_host` when pages are
    /// built from each request's `Host`.
    pub fn new(db: AnyPool, pages_vary_by_host: bool) -> Self {
        Self {
            cache: RwLock::default(),
            filling: std::sync::Mutex::default(),
            seen: AtomicI64::new(UNKNOWN),
            db,
            pages_vary_by_host,
        }
    }

    /// Reads `site_version` and empties the snapshot when it moved since the last read. A version
    /// read for the first time moves nothing at start, but does after a write through this
    /// instance (`after_write`): whatever was kept since the last read failed may be older than
    /// that write. A failed read empties the snapshot, which starts again from the next read.
    async fn check_version(&self, after_write: bool) {
        match crate::db::site_version(&self.db).await {
            Ok(version) => {
                let seen = self.seen.fetch_max(version, Ordering::SeqCst);
                if seen < version && (seen != UNKNOWN || after_write) {
                    self.invalidate();
                }
            }
            Err(error) => {
                tracing::warn!(%error, "checking for writes to the public site failed");
                if self.seen.swap(UNKNOWN, Ordering::SeqCst) != UNKNOWN || after_write {
                    self.invalidate();
                }
            }
        }
    }

    /// Checks `site_version` every [`VERSION_CHECK`] and empties the snapshot when another
    /// instance (or this one) wrote, until the handle is aborted.
    pub fn spawn_version_check(self: &Arc<Self>) -> tokio::task::JoinHandle<()> {
        let snapshot = Arc::clone(self);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(VERSION_CHECK);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                snapshot.check_version(false).await;
            }
        })
    }

    /// The lock that reads of the missing answer `key` take in turn, held in the map until the
    /// returned guard is dropped.
    fn filling<'a>(&'a self, key: &'a str) -> Filling<'a> {
        let mut filling = self.filling.lock().unwrap_or_else(|e| e.into_inner());
        Filling {
            snapshot: self,
            key,
            turn: filling.entry(key.to_owned()).or_default().clone(),
        }
    }

    /// Forgets every cached answer.
    pub fn invalidate(&self) {
        let mut cache = self.cache.write().unwrap_or_else(|e| e.into_inner());
        *cache = Cache {
            generation: cache.generation + 1,
            ..Cache::default()
        };
    }

    /// The answer kept for `key`, if any, and the generation it belongs to.
    fn get(&self, key: &str) -> (Option<Arc<Entry>>, u64) {
        let cache = self.cache.read().unwrap_or_else(|e| e.into_inner());
        (cache.entries.get(key).cloned(), cache.generation)
    }

    fn insert(&self, generation: u64, key: &str, entry: Arc<Entry>) {
        self.cache
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(generation, key.to_owned(), entry);
    }

    /// The key of a public read, or `None` for anything else: the decoded path (so every
    /// spelling of one address shares an entry), and for pages built from the request's host,
    /// the host too.
    fn key(&self, req: &Request) -> Option<String> {
        let path = percent_decode_str(req.original_uri().path())
            .decode_utf8()
            .ok()?;
        let one_segment = |prefix: &str| {
            path.strip_prefix(prefix)
                .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
        };
        // The home or a case study in another language (`?lang=de`) is its own answer; any other
        // query is not.
        if (path == "/api/home" || one_segment("/api/case-studies/"))
            && let Some(lang) = req.original_uri().query().and_then(|query| {
                url::form_urlencoded::parse(query.as_bytes())
                    .find(|(name, _)| name == "lang")
                    .map(|(_, lang)| lang)
            })
        {
            return Some(format!("{path}?lang={lang}"));
        }
        if matches!(
            &*path,
            "/api/home"
                | "/api/profile"
                | "/api/experiences"
                | "/api/education"
                | "/api/case-studies"
        ) || one_segment("/api/case-studies/")
        {
            return Some(path.into_owned());
        }
        // Another language's pages, `/{lang}/` and `/{lang}/case-studies/{slug}`, and its feed and
        // résumé, by their shape:
        // a first segment that is no language of the site is answered 404, never kept.
        let (prefix, rest) = match language_prefix(&path) {
            Some(at) => path.split_at(at),
            None => ("", &*path),
        };
        let page = (matches!(
            rest,
            "/" | "/robots.txt" | "/sitemap.xml" | "/feed.xml" | "/resume.json" | "/og-image.png"
        ) && (prefix.is_empty() || matches!(rest, "/" | "/feed.xml" | "/resume.json")))
            || rest
                .strip_prefix("/case-studies/")
                .is_some_and(|slug| !slug.is_empty() && !slug.contains('/'));
        if !page {
            return None;
        }
        // A home draws the view its query names: one entry per view, every spelling of it shared.
        let path: std::borrow::Cow<str> = if rest == "/" {
            let view = folio_core::home_view::HomeView::from_query(req.original_uri().query());
            format!("{prefix}{}", view.href()).into()
        } else {
            path.clone()
        };
        if !self.pages_vary_by_host {
            return Some(path.into_owned());
        }
        let host = req.headers().get(header::HOST)?.to_str().ok()?;
        Some(format!("{}{path}", host.to_ascii_lowercase()))
    }
}

/// Where the rest of `path` starts when its first segment could be a language prefix (a language
/// tag in canonical case, followed by a `/`), as in `/de/` and `/pt-BR/case-studies/x`.
fn language_prefix(path: &str) -> Option<usize> {
    let segment = path.strip_prefix('/')?.split_once('/')?.0;
    let tag = folio_core::language::LanguageTag::parse(segment).ok()?;
    (tag.as_str() == segment).then_some(segment.len() + 1)
}

/// A read filling a missing answer: when it ends (the answer is kept, or could not be), its
/// key's lock leaves the map; reads already waiting hold the lock themselves and find the
/// answer kept, and later reads find it without waiting.
struct Filling<'a> {
    snapshot: &'a Snapshot,
    key: &'a str,
    turn: Arc<tokio::sync::Mutex<()>>,
}

impl Drop for Filling<'_> {
    fn drop(&mut self) {
        let mut filling = self
            .snapshot
            .filling
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if filling
            .get(self.key)
            .is_some_and(|turn| Arc::ptr_eq(turn, &self.turn))
        {
            filling.remove(self.key);
        }
    }
}

/// The snapshot middleware over the API and the pages.
pub struct Snapshots(pub Arc<Snapshot>);

impl<E: Endpoint> Middleware<E> for Snapshots {
    type Output = SnapshotEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        SnapshotEndpoint {
            inner,
            snapshot: self.0.clone(),
        }
    }
}

/// See [`Snapshots`].
pub struct SnapshotEndpoint<E> {
    inner: E,
    snapshot: Arc<Snapshot>,
}

impl<E: Endpoint> Endpoint for SnapshotEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Response> {
        let method = req.method().clone();
        let key = self.snapshot.key(&req).filter(|_| method == Method::GET);
        let Some(path) = key else {
            let (response, public_write) =
                crate::db::noting_public_writes(self.inner.call(req)).await;
            // A write that changed the public site advanced `site_version` in its transaction;
            // reading it now, rather than at the next check, puts the write in this instance's
            // very next answer. Other requests (an autosave, a sign-in) leave it to that check.
            if public_write {
                self.snapshot.check_version(true).await;
            }
            return Ok(response?.into_response());
        };

        let headers = req.headers().clone();
        let respond = |entry: &Entry| {
            entry
                .body
                .respond(&headers, &entry.content_type, &PUBLIC_REVALIDATE)
        };
        if let (Some(entry), _) = self.snapshot.get(&path)
            && !entry.body.lacks_form_for(&headers)
        {
            return Ok(respond(&entry));
        }
        // A missing answer, or one not yet compressed in the form this request gets: reads of it
        // take turns, and the first makes it for the rest.
        let filling = self.snapshot.filling(&path);
        let turn = filling.turn.clone();
        let _turn = turn.lock().await;
        let (kept, generation) = self.snapshot.get(&path);
        let entry = match kept {
            Some(entry) if !entry.body.lacks_form_for(&headers) => return Ok(respond(&entry)),
            Some(entry) => Entry {
                content_type: entry.content_type.clone(),
                body: entry
                    .body
                    .with_form_for(&headers)
                    .await
                    .map_err(poem::error::InternalServerError)?,
            },
            None => {
                let response = self.inner.call(req).await?.into_response();
                if response.status() != StatusCode::OK
                    || response.extensions().get::<NotKept>().is_some()
                {
                    return Ok(response);
                }
                let content_type = response
                    .headers()
                    .get(header::CONTENT_TYPE)
                    .cloned()
                    .unwrap_or(HeaderValue::from_static("application/json; charset=utf-8"));
                let body = response.into_body().into_bytes().await?;
                Entry {
                    content_type,
                    body: Encoded::compress_for(&headers, body)
                        .await
                        .map_err(poem::error::InternalServerError)?,
                }
            }
        };
        let entry = Arc::new(entry);
        self.snapshot.insert(generation, &path, entry.clone());
        Ok(respond(&entry))
    }
}
