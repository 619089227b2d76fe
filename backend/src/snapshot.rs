//! The in-memory snapshot of public reads.
//!
//! Public GETs (`/api/profile`, `/api/experiences`, `/api/education`, `/api/case-studies`,
//! `/api/case-studies/{slug}`, and the pages `/`, `/case-studies/{slug}`, `/robots.txt`,
//! `/sitemap.xml`, `/feed.xml`) are answered from memory once read, with an `ETag`; a matching
//! `If-None-Match` gets `304 Not Modified`. Any successful write through the API empties the
//! snapshot, so the next read sees it.

use bytes::Bytes;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

/// One cached answer.
struct Entry {
    etag: HeaderValue,
    content_type: HeaderValue,
    body: Bytes,
}

/// Cached public answers by path, and a generation counter that every write advances.
#[derive(Default)]
pub struct Snapshot {
    entries: RwLock<HashMap<String, Arc<Entry>>>,
    generation: AtomicU64,
}

impl Snapshot {
    /// Forgets every cached answer.
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.entries
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    fn get(&self, path: &str) -> Option<Arc<Entry>> {
        self.entries
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(path)
            .cloned()
    }
}

/// The snapshot key of a public read, or `None` for anything else. Pages name absolute URLs
/// taken from the request's host, so their key includes it.
fn cache_key(req: &Request) -> Option<String> {
    let path = req.original_uri().path();
    let one_segment = |prefix: &str| {
        path.strip_prefix(prefix)
            .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
    };
    if matches!(
        path,
        "/api/profile" | "/api/experiences" | "/api/education" | "/api/case-studies"
    ) || one_segment("/api/case-studies/")
    {
        return Some(path.to_owned());
    }
    if matches!(path, "/" | "/robots.txt" | "/sitemap.xml" | "/feed.xml")
        || one_segment("/case-studies/")
    {
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok());
        return Some(format!("{}{path}", host.unwrap_or_default()));
    }
    None
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
        let key = cache_key(&req).filter(|_| method == Method::GET);
        let Some(path) = key else {
            let response = self.inner.call(req).await?.into_response();
            if !matches!(method, Method::GET | Method::HEAD | Method::OPTIONS)
                && response.status().is_success()
            {
                self.snapshot.invalidate();
            }
            return Ok(response);
        };

        let if_none_match = req.headers().get(header::IF_NONE_MATCH).cloned();
        let entry = match self.snapshot.get(&path) {
            Some(entry) => entry,
            None => {
                let generation = self.snapshot.generation.load(Ordering::SeqCst);
                let response = self.inner.call(req).await?.into_response();
                if response.status() != StatusCode::OK {
                    return Ok(response);
                }
                let content_type = response
                    .headers()
                    .get(header::CONTENT_TYPE)
                    .cloned()
                    .unwrap_or(HeaderValue::from_static("application/json; charset=utf-8"));
                let body = response.into_body().into_bytes().await?;
                let entry = Arc::new(Entry {
                    etag: etag(&body),
                    content_type,
                    body,
                });
                let mut entries = self
                    .snapshot
                    .entries
                    .write()
                    .unwrap_or_else(|e| e.into_inner());
                // A write that finished while this read ran makes its answer possibly stale.
                if self.snapshot.generation.load(Ordering::SeqCst) == generation {
                    entries.insert(path, entry.clone());
                }
                entry
            }
        };
        let mut response = if if_none_match.as_ref() == Some(&entry.etag) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let mut response = Response::builder().body(entry.body.clone());
            response
                .headers_mut()
                .insert(header::CONTENT_TYPE, entry.content_type.clone());
            response
        };
        let headers = response.headers_mut();
        headers.insert(header::ETAG, entry.etag.clone());
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        Ok(response)
    }
}

fn etag(body: &[u8]) -> HeaderValue {
    let mut hasher = DefaultHasher::new();
    body.hash(&mut hasher);
    HeaderValue::from_str(&format!("\"{:016x}-{:x}\"", hasher.finish(), body.len()))
        .unwrap_or(HeaderValue::from_static("\"0\""))
}
