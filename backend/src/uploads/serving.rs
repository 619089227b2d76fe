//! Serving: `GET /uploads/{name}`.

use super::is_upload_name;
use crate::state::AppState;
use poem::http::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use poem::http::{HeaderValue, StatusCode};
use poem::web::{Data, Path as RoutePath};
use poem::{IntoResponse, Response, handler};

/// `GET /uploads/{name}`: a stored upload, cached for a year since a name is never reused; any
/// other name is not found.
#[handler]
pub async fn serve(
    RoutePath(name): RoutePath<String>,
    state: Data<&AppState>,
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
