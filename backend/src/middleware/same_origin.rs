//! The cross-site check: a write a browser says comes from another site is refused.

use crate::error::{ErrorCode, body};
use poem::http::{Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response, Result};

/// Refuses state-changing requests that a browser says come from another site (CSRF defence on
/// top of `SameSite=Lax`): `Sec-Fetch-Site` other than `same-origin`/`none`, or an `Origin` whose
/// host differs from the request's `Host`.
pub async fn same_origin_writes<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) || !cross_site(&req) {
        return next.call(req).await.map(IntoResponse::into_response);
    }
    let body = body(
        ErrorCode::CrossSite,
        "Requests from other sites are not allowed.",
    );
    Ok(body.with_status(StatusCode::FORBIDDEN).into_response())
}

fn cross_site(req: &Request) -> bool {
    let headers = req.headers();
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return !matches!(site, "same-origin" | "none");
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let origin_host = origin.split_once("://").map_or("", |(_, rest)| rest);
    origin == "null" || !origin_host.eq_ignore_ascii_case(host)
}
