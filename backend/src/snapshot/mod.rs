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
//! path (never the request's `Host`: the site has one address, [`Snapshot::address`]), and the
//! whole snapshot is bounded in bytes and entries, so no stream of odd addresses can grow it.
//! An answer is built at most once per site version, however its build ends: a page whose render
//! failed is kept as it went out (its data, for the app to draw it), not rendered again on every
//! read. Every build first reserves its memory from the one budget ([`crate::budget`]); past it
//! the request is answered 503 with `Retry-After`. Share links' pages are kept here too
//! ([`Snapshot::kept_or_built`]), per link and case study version.
//!
//! What empties it is the database's `site_version` counter, which every write that changes what
//! the public site shows advances in its own transaction ([`crate::db::begin_public_write`]); a
//! write that changes nothing public (an autosaved draft, a sign-in, a share link) leaves it, and
//! so the snapshot, as it was. The instance that wrote a public change reads the counter as soon
//! as the write's answer is ready ([`crate::db::noting_public_writes`] tells it), so its next read
//! sees the write; every instance also reads it every
//! [`VERSION_CHECK`] (a one-row read), so a write through one instance (or `folio import`) is in
//! every other's answers within that time, and a read costs nothing more.

use crate::budget::{Budget, estimate};
use crate::compress::Encoded;
use crate::db::sizes::Sizes;
use crate::error::ApiError;
use percent_encoding::percent_decode_str;
use poem::http::{HeaderMap, HeaderValue, StatusCode, header};
use poem::{Request, Response, Result};
use sqlx::AnyPool;
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

mod cache;
mod middleware;
mod outlines;

use cache::{Cache, Entry};
pub use middleware::Snapshots;

/// What a share link's page answers with: no cache keeps it, no search engine lists it.
pub const PRIVATE: HeaderValue = HeaderValue::from_static("private, no-store");

/// What a build reads, by which its share of the budget is estimated before it reads anything.
#[derive(Clone, Copy)]
pub enum Reads {
    /// The site's lists: the home and what is made from the same rows (feeds, sitemap, résumé,
    /// the public API's lists, the card).
    Site,
    /// One case study (a page, its API answer, a share link's page).
    CaseStudy,
    /// Only the interface's words (a 404 page).
    Words,
}

/// Public answers may be kept by any cache, a CDN included, but checked with their `ETag` before
/// each use, so a write is seen at once everywhere (a check answered 304 costs no body).
pub const PUBLIC_REVALIDATE: HeaderValue = HeaderValue::from_static("public, no-cache");

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
    /// The site's address as stored (`None` before one is), with the version it was read with:
    /// a read that finishes late never puts back an address older than one already seen.
    address: RwLock<(i64, Option<String>)>,
    /// What the builds of this generation read, measured once per generation.
    sizes: tokio::sync::Mutex<Option<(u64, Sizes)>>,
    /// The memory every build in flight shares.
    budget: Budget,
    /// The case studies' outlines ([`Snapshot::outlines`]).
    outlines: outlines::Outlines,
}

impl Snapshot {
    /// An empty snapshot of the answers built from `db`, having read its version and address.
    pub async fn new(db: AnyPool) -> Self {
        let snapshot = Self {
            cache: RwLock::default(),
            filling: std::sync::Mutex::default(),
            seen: AtomicI64::new(UNKNOWN),
            db,
            address: RwLock::new((UNKNOWN, None)),
            sizes: tokio::sync::Mutex::default(),
            budget: Budget::default(),
            outlines: outlines::Outlines::default(),
        };
        snapshot.check_version(false).await;
        snapshot
    }

    /// The site's address as stored (`None` before the owner set it up), as of the last version
    /// read: an address changed through another instance arrives with the version it advanced.
    pub fn address(&self) -> Option<String> {
        self.address
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .1
            .clone()
    }

    /// Reads `site_version` and empties the snapshot when it moved since the last read. A version
    /// read for the first time moves nothing at start, but does after a write through this
    /// instance (`after_write`): whatever was kept since the last read failed may be older than
    /// that write. A failed read empties the snapshot, which starts again from the next read.
    async fn check_version(&self, after_write: bool) {
        match crate::db::site_state(&self.db).await {
            Ok((version, address)) => {
                // Before the snapshot is emptied: no answer built after it names the old address.
                let mut kept = self.address.write().unwrap_or_else(|e| e.into_inner());
                if version >= kept.0 {
                    *kept = (version, address);
                }
                drop(kept);
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

    /// The case studies in the Playground's order, bodies left out, as of the current
    /// generation (read again only after a case study changed, [`outlines`]).
    pub async fn outlines(
        &self,
    ) -> Result<Arc<Vec<folio_core::case_study::CaseStudy>>, sqlx::Error> {
        self.outlines.of(&self.db, self.generation()).await
    }

    /// The current generation: every write advances it.
    fn generation(&self) -> u64 {
        self.cache
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .generation
    }

    /// The answer kept for `key`, if any, and the generation it belongs to.
    fn get(&self, key: &str) -> (Option<Arc<Entry>>, u64) {
        let cache = self.cache.read().unwrap_or_else(|e| e.into_inner());
        let entry = cache.entries.get(key).cloned();
        if let Some(entry) = &entry {
            cache.touch(entry);
        }
        (entry, cache.generation)
    }

    fn insert(&self, generation: u64, key: &str, entry: Arc<Entry>) {
        self.cache
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(generation, key.to_owned(), entry);
    }

    /// The key of a public read, or `None` for anything else: the decoded path, so every
    /// spelling of one address shares an entry.
    fn key(req: &Request) -> Option<String> {
        let path = percent_decode_str(req.original_uri().path())
            .decode_utf8()
            .ok()?;
        let one_segment = |prefix: &str| {
            path.strip_prefix(prefix)
                .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
        };
        let query = req.original_uri().query();
        let lang = query.and_then(|query| {
            url::form_urlencoded::parse(query.as_bytes())
                .find(|(name, _)| name == "lang")
                .map(|(_, lang)| lang)
        });
        // A view of the home is its own answer, every spelling of it shared, in each language.
        if path == "/api/home/view" {
            let view = folio_core::home_view::HomeView::from_query(query);
            let lang = lang.map_or(String::new(), |lang| format!(" lang={lang}"));
            return Some(format!("{path} {}{lang}", view.href()));
        }
        // The home or a case study in another language (`?lang=de`) is its own answer; any other
        // query is not.
        if (path == "/api/home" || one_segment("/api/case-studies/"))
            && let Some(lang) = lang
        {
            return Some(format!("{path}?lang={lang}"));
        }
        if matches!(
            &*path,
            "/api/home"
                | "/api/openapi.json"
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
            "/" | "/robots.txt"
                | "/sitemap.xml"
                | "/feed.xml"
                | "/resume.json"
                | "/og-image.png"
                | "/favicon.ico"
        ) && (prefix.is_empty() || matches!(rest, "/" | "/feed.xml" | "/resume.json")))
            || rest.strip_prefix("/case-studies/").is_some_and(|slug| {
                // A case study's page, or its `og:image` (issue 40).
                let slug = slug
                    .strip_suffix("/og-image.jpg")
                    .or_else(|| slug.strip_suffix("/og-image.png"))
                    .unwrap_or(slug);
                !slug.is_empty() && !slug.contains('/')
            });
        if !page {
            return None;
        }
        // A home draws the view its query names: one entry per view, every spelling of it shared.
        if rest == "/" {
            let view = folio_core::home_view::HomeView::from_query(req.original_uri().query());
            return Some(format!("{prefix}{}", view.href()));
        }
        Some(path.into_owned())
    }

    /// The memory a build of `generation` that `reads` this reserves: what it renders at the
    /// renderer's cost per byte, and for a case study every other one it reads as text, twice
    /// (the text and its parsed values).
    async fn reservation(&self, reads: Reads, generation: u64) -> u64 {
        let sizes = self.sizes(generation).await;
        match reads {
            Reads::Site => estimate(sizes.home),
            Reads::CaseStudy => estimate(sizes.largest_case_study)
                .saturating_add(sizes.all_case_studies.saturating_mul(2)),
            Reads::Words => estimate(0),
        }
    }

    /// What the builds of the current generation read: measured at the generation's first
    /// build, or a generous guess when the database cannot say.
    async fn sizes(&self, generation: u64) -> Sizes {
        let mut sizes = self.sizes.lock().await;
        if let Some((measured, kept)) = *sizes
            && measured == generation
        {
            return kept;
        }
        match crate::db::sizes::read(&self.db).await {
            Ok(read) => {
                *sizes = Some((generation, read));
                read
            }
            Err(error) => {
                tracing::warn!(%error, "measuring the site failed: builds reserve the most");
                Sizes {
                    home: u64::MAX,
                    largest_case_study: u64::MAX,
                    all_case_studies: u64::MAX,
                }
            }
        }
    }

    /// The answer kept for `key`, or the one `build` makes now, within the budget (its share
    /// estimated from what it `reads`), kept when it is a `200` for the rest of this site
    /// version; compressed in the form the request's `headers` ask for. `cache_control` is what
    /// the answer says to caches ([`PUBLIC_REVALIDATE`] or [`PRIVATE`]).
    pub async fn kept_or_built<F, Fut>(
        &self,
        key: &str,
        headers: &HeaderMap,
        reads: Reads,
        cache_control: &HeaderValue,
        build: F,
    ) -> Result<Response>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Response>>,
    {
        let respond = |entry: &Entry| {
            entry
                .body
                .respond(headers, &entry.content_type, &entry.cache_control)
        };
        if let (Some(entry), _) = self.get(key)
            && !entry.body.lacks_form_for(headers)
        {
            return Ok(respond(&entry));
        }
        // A missing answer, or one not yet compressed in the form this request gets: reads of it
        // take turns, and the first makes it for the rest.
        let filling = self.filling(key);
        let turn = filling.turn.clone();
        let _turn = turn.lock().await;
        let (kept, generation) = self.get(key);
        if let Some(entry) = &kept
            && !entry.body.lacks_form_for(headers)
        {
            return Ok(respond(entry));
        }
        let reservation = match (&kept, reads) {
            // Compressing a kept body holds it and its new form.
            (Some(entry), _) => 2 * entry.body.size() as u64,
            (None, reads) => self.reservation(reads, generation).await,
        };
        let _reserved = self
            .budget
            .reserve(reservation)
            .await
            .map_err(|_| ApiError::busy())?;
        let entry = match kept {
            Some(entry) => Entry {
                used: AtomicU64::default(),
                content_type: entry.content_type.clone(),
                cache_control: entry.cache_control.clone(),
                body: entry
                    .body
                    .with_form_for(headers)
                    .await
                    .map_err(poem::error::InternalServerError)?,
            },
            None => {
                let response = build().await?;
                if response.status() != StatusCode::OK {
                    return Ok(response);
                }
                let content_type = response
                    .headers()
                    .get(header::CONTENT_TYPE)
                    .cloned()
                    .unwrap_or(HeaderValue::from_static("application/json; charset=utf-8"));
                let body = response.into_body().into_bytes().await?;
                Entry {
                    used: AtomicU64::default(),
                    content_type,
                    cache_control: cache_control.clone(),
                    body: Encoded::compress_for(headers, body)
                        .await
                        .map_err(poem::error::InternalServerError)?,
                }
            }
        };
        let entry = Arc::new(entry);
        self.insert(generation, key, entry.clone());
        Ok(respond(&entry))
    }

    /// Whether the public read at `path` (a key) may answer 200: one whose language prefix is
    /// none of the site's other languages, or whose case study slug no case study has, is a 404
    /// decided by one small read (issue 39 point 3).
    async fn may_exist(&self, path: &str) -> Result<bool, sqlx::Error> {
        if language_prefix(path).is_some() {
            let languages = crate::db::profile::get(&self.db).await?.owner.languages;
            let named = folio_core::language::language_of_path(&languages, path);
            if named.is_none_or(|named| languages.is_default(named.language)) {
                return Ok(false);
            }
        }
        match path.split_once("/case-studies/") {
            Some((_, rest)) => {
                let slug = rest.split(['?', '/']).next().unwrap_or_default();
                crate::db::case_studies::may_have_slug(&self.db, slug).await
            }
            None => Ok(true),
        }
    }

    /// A share of the budget for a build the snapshot does not keep (a 404 page's render, the
    /// owner's previews), estimated from what it `reads`; a 503 when none is free in time.
    pub async fn reserve(&self, reads: Reads) -> Result<crate::budget::Reservation, ApiError> {
        let reservation = self.reservation(reads, self.get("").1).await;
        self.reserve_bytes(reservation).await
    }

    /// A share of the budget of `bytes` (an image decoded for the favicon or an `og:image`,
    /// issue 40); a 503 when none is free in time.
    pub async fn reserve_bytes(&self, bytes: u64) -> Result<crate::budget::Reservation, ApiError> {
        self.budget
            .reserve(bytes)
            .await
            .map_err(|_| ApiError::busy())
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

#[cfg(test)]
mod tests {
    use super::cache::MAX_ENTRIES;
    use super::{PUBLIC_REVALIDATE, Reads, Snapshot};
    use poem::Response;
    use poem::http::HeaderMap;
    use std::sync::atomic::{AtomicUsize, Ordering};

    async fn snapshot() -> (tempfile::TempDir, sqlx::AnyPool, Snapshot) {
        let dir = tempfile::tempdir().expect("a folder");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("f.db").display());
        let db = crate::db::connect(&url).await.expect("a database");
        let snapshot = Snapshot::new(db.clone()).await;
        (dir, db, snapshot)
    }

    /// Reads `key`, counting in `builds` each time it is built.
    async fn read(snapshot: &Snapshot, key: &str, builds: &AtomicUsize) -> String {
        let build = || async {
            let n = builds.fetch_add(1, Ordering::SeqCst) + 1;
            Ok(Response::builder().body(format!("build {n}")))
        };
        let headers = HeaderMap::new();
        let response = snapshot
            .kept_or_built(key, &headers, Reads::Site, &PUBLIC_REVALIDATE, build)
            .await
            .expect("an answer");
        response.into_body().into_string().await.expect("text")
    }

    #[tokio::test]
    async fn an_answer_is_built_once_per_site_version() {
        let (_dir, db, snapshot) = snapshot().await;
        let builds = AtomicUsize::new(0);
        for _ in 0..3 {
            assert_eq!(read(&snapshot, "/", &builds).await, "build 1");
        }
        crate::db::begin_public_write(&db)
            .await
            .expect("a write")
            .commit()
            .await
            .expect("committed");
        snapshot.check_version(true).await;
        for _ in 0..3 {
            assert_eq!(read(&snapshot, "/", &builds).await, "build 2");
        }
    }

    #[tokio::test]
    async fn what_visitors_keep_reading_stays_however_many_other_answers_are_asked_for() {
        let (_dir, _db, snapshot) = snapshot().await;
        let home = AtomicUsize::new(0);
        let others = AtomicUsize::new(0);
        assert_eq!(read(&snapshot, "/", &home).await, "build 1");
        for n in 0..2 * MAX_ENTRIES {
            read(&snapshot, &format!("/case-studies/{n}"), &others).await;
            assert_eq!(read(&snapshot, "/", &home).await, "build 1", "after {n}");
        }
        let kept = snapshot.cache.read().expect("the cache").entries.len();
        assert_eq!(kept, MAX_ENTRIES);
    }
}
