//! The body limit: how large a request body each kind of caller may send.

use poem::http::{StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response, Result};

/// Largest request body the signed-in admin may send: an image upload with its multipart framing.
pub const MAX_ADMIN_BODY: u64 = 6 * 1024 * 1024;
/// Where a larger body is accepted from the signed-in admin: an import's archive (with its
/// multipart framing), which is spooled to a temporary file, never held in memory.
pub(super) const IMPORT_PATH: &str = "/api/admin/import";
const MAX_IMPORT_BODY: u64 = folio_core::archive::MAX_ARCHIVE_BYTES + 64 * 1024;
/// Where LinkedIn's data export is uploaded (issue 45), spooled to temporary files as an
/// archive is.
pub(super) const LINKEDIN_PATH: &str = "/api/admin/linkedin-export";
const MAX_LINKEDIN_BODY: u64 = crate::linkedin::MAX_UPLOAD_BYTES + 64 * 1024;

/// Largest body of a request anyone may send (signing in, setting up the first account):
/// credentials at their longest fit many times over.
pub const MAX_ANONYMOUS_BODY: u64 = 16 * 1024;

/// Refuses a body declared larger than `max` with 413, and cuts an undeclared one at `max` (its
/// parser then reports it as malformed).
pub async fn limit_body<E: Endpoint>(next: E, mut req: Request, max: u64) -> Result<Response> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > max) {
        return Err(poem::Error::from_status(StatusCode::PAYLOAD_TOO_LARGE));
    }
    if declared.is_none() {
        let body = req.take_body().into_async_read();
        req.set_body(poem::Body::from_async_read(tokio::io::AsyncReadExt::take(
            body, max,
        )));
    }
    next.call(req).await.map(IntoResponse::into_response)
}

/// [`limit_body`] for an API request: an import's archive up to its bound, any other call of the
/// signed-in admin's up to [`MAX_ADMIN_BODY`], anyone else's up to [`MAX_ANONYMOUS_BODY`].
pub async fn limit_api_body<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    let path = req.original_uri().path();
    let max = if path == IMPORT_PATH {
        MAX_IMPORT_BODY
    } else if path == LINKEDIN_PATH {
        MAX_LINKEDIN_BODY
    } else if crate::api::requires_admin(path) {
        MAX_ADMIN_BODY
    } else {
        MAX_ANONYMOUS_BODY
    };
    limit_body(next, req, max).await
}
