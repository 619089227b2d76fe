//! The NUL refusal: no text with the NUL character reaches a handler in a JSON body.

use crate::error::ApiError;
use poem::http::header;
use poem::{Endpoint, IntoResponse, Request, Response, Result};

/// Refuses a JSON body with the NUL character in any of its strings with 422
/// [`NUL_IN_TEXT`](folio_core::text::NUL_IN_TEXT), before any handler reads it; every other body
/// passes as it came. The check reads the body's bytes once ([`folio_core::text::json_holds_nul`]),
/// without parsing them into a tree. Editor.js's image-by-URL call is left to its handler: it
/// stores no text, and answers in Editor.js's own shape.
///
/// The body is read whole here, so this runs only after [`admin_first`](super::admin_first()) and
/// [`limit_body`](super::limit_body()) have
/// let the request through.
pub async fn refuse_nul_text<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    let checked = req.original_uri().path() != "/api/upload-image-by-url"
        && req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.trim_start().starts_with("application/json"));
    if checked {
        let bytes = req.take_body().into_bytes().await?;
        if folio_core::text::json_holds_nul(&bytes) {
            return Ok(ApiError::nul_in_text().into_response());
        }
        req.set_body(bytes);
    }
    next.call(req).await.map(IntoResponse::into_response)
}
