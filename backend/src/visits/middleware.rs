//! Counting each public request (issue 44): a `GET` folio-core counts ([`counted`]) of a page it
//! names ([`page`]) answered `200` (or `304`), or of any address answered `404` (a missing one),
//! unless the signed-in owner sent it. Previews, share links, the admin, the API and uploads are
//! never counted. The response is the same whether counted or not.

use super::agents::reading;
use crate::client::ClientAddr;
use crate::db::visits::Key;
use crate::state::AppState;
use folio_core::visits::{Kind, Page, Request as Counted, Verdict, missing, page, verdict};
use http::header::{ACCEPT, COOKIE, DNT, HeaderName, REFERER, USER_AGENT};
use poem::http::{Method, StatusCode};
use poem::{Endpoint, IntoResponse, Request, Response, Result};
use std::net::IpAddr;

/// The headers read that `http` has no constant of; named once rather than parsed at each read.
const SEC_PURPOSE: HeaderName = HeaderName::from_static("sec-purpose");
const PURPOSE: HeaderName = HeaderName::from_static("purpose");
const X_MOZ: HeaderName = HeaderName::from_static("x-moz");
const SEC_GPC: HeaderName = HeaderName::from_static("sec-gpc");

/// Addresses never counted, not even when missing.
const NEVER: [&str; 5] = ["/api/", "/admin", "/preview/", "/uploads/", "/assets/"];

/// Counts `req` as a view when it is one; answers what `next` answers.
pub async fn count<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    let pass = |next: E, req| async move { next.call(req).await.map(IntoResponse::into_response) };
    let Some(state) = req.data::<AppState>().filter(|s| s.visits.enabled()) else {
        return pass(next, req).await;
    };
    let path = req.uri().path();
    if req.method() != Method::GET || NEVER.iter().any(|prefix| path.starts_with(prefix)) {
        return pass(next, req).await;
    }
    let query = req.uri().query();
    let named = page(path, query);
    let headers = req.headers();
    let header = |name: HeaderName| headers.get(name).and_then(|value| value.to_str().ok());
    let user_agent = header(USER_AGENT);
    let agent = reading(user_agent);
    let verdict = verdict(
        &Counted {
            method: "GET",
            user_agent,
            accept: header(ACCEPT),
            sec_purpose: header(SEC_PURPOSE),
            purpose: header(PURPOSE),
            x_moz: header(X_MOZ),
            dnt: header(DNT),
            sec_gpc: header(SEC_GPC),
            is_page: named.as_ref().is_none_or(|named| named.kind == Kind::Page),
            is_feed: named.as_ref().is_some_and(|named| named.kind == Kind::Feed),
        },
        agent,
    );
    if verdict != Verdict::Counted || is_owner(state, header(COOKIE)).await {
        return pass(next, req).await;
    }
    let visits = state.visits.clone();
    let site = crate::site::base_url(state);
    let site_host = site
        .split_once("://")
        .map_or(site.as_str(), |(_, host)| host);
    let referrer = folio_core::visits::referrer(header(REFERER), site_host, query);
    let user_agent = user_agent.unwrap_or_default().to_owned();
    let client = req
        .data::<ClientAddr>()
        .map_or(IpAddr::from([0, 0, 0, 0]), |client| client.0);
    let path = path.to_owned();
    let response = pass(next, req).await?;
    let counted = match response.status() {
        StatusCode::OK | StatusCode::NOT_MODIFIED => named,
        StatusCode::NOT_FOUND => Some(missing(&path)),
        _ => None,
    };
    if let Some(Page {
        kind,
        page,
        language,
    }) = counted
    {
        let key = Key {
            kind: kind.as_str(),
            page,
            language,
            referrer,
            device: agent.device.as_str(),
        };
        visits.record(key, &site, client, &user_agent);
    }
    Ok(response)
}

/// Whether `cookies` carry the session of the signed-in owner (an unexpired session holding a
/// sign-in). Only a request with the session cookie asks the database.
async fn is_owner(state: &AppState, cookies: Option<&str>) -> bool {
    let Some(id) = cookies.and_then(|cookies| {
        cookies.split(';').find_map(|cookie| {
            cookie
                .trim()
                .strip_prefix(crate::session::COOKIE_NAME)?
                .strip_prefix('=')
        })
    }) else {
        return false;
    };
    if id.len() > 64 {
        return false;
    }
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let Ok(Some(data)) = crate::db::session_records::load(&state.db, id, now).await else {
        return false;
    };
    serde_json::from_str::<serde_json::Value>(&data)
        .is_ok_and(|record| !record["data"]["admin"].is_null())
}
