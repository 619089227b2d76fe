//! Serving the web app: hashed assets cached for a year; the public pages, the admin pages and
//! the crawler files rendered by [`crate::pages`]; other files of the build as they are; and a
//! 404 page for every unknown address.

use crate::snapshot::{Snapshot, Snapshots};
use crate::{AppState, pages};
use poem::endpoint::StaticFilesEndpoint;
use poem::http::header::CACHE_CONTROL;
use poem::http::{Method, StatusCode};
use poem::middleware::SetHeader;
use poem::{Endpoint, EndpointExt, IntoResponse, Middleware, Request, Route, get};
use std::path::Path;
use std::sync::Arc;

/// The web app rooted at `dir`, as a route the API's routes are added to; the rendered pages are
/// served from `snapshot`.
pub fn routes(dir: &Path, snapshot: &Arc<Snapshot>) -> Route {
    let cached = |ep| Snapshots(snapshot.clone()).transform(ep);
    // Vite puts content-hashed files under assets/: a changed file gets a new name.
    let assets = StaticFilesEndpoint::new(dir.join("assets"))
        .with(SetHeader::new().overriding(CACHE_CONTROL, "public, max-age=31536000, immutable"));
    Route::new()
        .nest("/assets", assets)
        .at("/", cached(get(pages::home).boxed()))
        .at(
            "/case-studies/:slug",
            cached(get(pages::case_study).boxed()),
        )
        .at("/admin", get(pages::admin))
        .at("/admin/*rest", get(pages::admin))
        .at("/robots.txt", cached(get(pages::robots).boxed()))
        .at("/sitemap.xml", cached(get(pages::sitemap).boxed()))
        .at("/feed.xml", cached(get(pages::feed).boxed()))
}

/// `app` with what no route answers served from the build folder `dir` (e.g. `/favicon.svg`), and
/// anything else answered by the not-found page with a 404.
pub fn with_files<E: Endpoint + 'static>(app: E, dir: &Path) -> impl Endpoint + use<E> {
    let files = Arc::new(
        StaticFilesEndpoint::new(dir).with(SetHeader::new().overriding(CACHE_CONTROL, "no-cache")),
    );
    app.around(move |app, req: Request| {
        let files = files.clone();
        async move {
            let state = req.data::<AppState>().cloned();
            let (method, uri) = (req.method().clone(), req.uri().clone());
            let base = state.as_ref().map(|state| pages::base_url(&req, state));
            match app.call(req).await {
                Err(error) if error.status() == StatusCode::NOT_FOUND && method == Method::GET => {
                    let file = Request::builder().method(method).uri(uri.clone()).finish();
                    match (files.call(file).await, state, base) {
                        (Ok(found), ..) => Ok(found.into_response()),
                        (Err(_), Some(state), Some(base)) => {
                            Ok(pages::not_found(&base, uri.path(), &state).await)
                        }
                        (Err(error), ..) => Err(error),
                    }
                }
                result => result.map(IntoResponse::into_response),
            }
        }
    })
}
