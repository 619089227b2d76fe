//! Serving the built web app: hashed assets cached for a year, every other non-API path answered
//! with `index.html` so the browser's router can take it (`/admin`, `/case-studies/x`, …).

use poem::endpoint::StaticFilesEndpoint;
use poem::http::header::CACHE_CONTROL;
use poem::middleware::SetHeader;
use poem::{Endpoint, EndpointExt, Route};
use std::path::Path;

/// The web app rooted at `dir`.
pub fn app(dir: &Path) -> impl Endpoint + use<> {
    // Vite puts content-hashed files under assets/: a changed file gets a new name.
    let assets = StaticFilesEndpoint::new(dir.join("assets"))
        .with(SetHeader::new().overriding(CACHE_CONTROL, "public, max-age=31536000, immutable"));
    let pages = StaticFilesEndpoint::new(dir)
        .index_file("index.html")
        .fallback_to_index()
        .with(SetHeader::new().overriding(CACHE_CONTROL, "no-cache"));
    Route::new().nest("/assets", assets).nest("/", pages)
}
