//! The snapshot as a middleware over the API and the pages: public reads answered from it, and
//! a public write's answer followed by a read of `site_version`.

use super::{PUBLIC_REVALIDATE, Reads, Snapshot};
use crate::error::ApiError;
use poem::http::Method;
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::sync::Arc;

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
        let key = Snapshot::key(&req).filter(|_| req.method() == Method::GET);
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
        // A 404 is decided before any build: it reserves nothing and is never kept.
        if self.snapshot.get(&path).0.is_none()
            && !self
                .snapshot
                .may_exist(&path)
                .await
                .map_err(ApiError::from)?
        {
            return Ok(self.inner.call(req).await?.into_response());
        }
        let reads = if path.contains("/case-studies/") {
            Reads::CaseStudy
        } else {
            Reads::Site
        };
        let headers = req.headers().clone();
        self.snapshot
            .kept_or_built(&path, &headers, reads, &PUBLIC_REVALIDATE, || async {
                Ok(self.inner.call(req).await?.into_response())
            })
            .await
    }
}
