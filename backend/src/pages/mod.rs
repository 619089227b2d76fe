//! Server-rendered public pages: `/` and `/case-studies/{slug}` answer the app's `index.html`
//! with their title, description, canonical URL, Open Graph and Twitter tags, JSON-LD, their
//! content as HTML (readable without JavaScript, and exactly the markup the app hydrates) and
//! the API data the app starts with. `/` draws the one view its query names ([`view`]).
//! Also `/robots.txt`, `/sitemap.xml` and the RSS feed `/feed.xml`; `/admin` pages and unknown
//! addresses carry `noindex` (unknown ones with a 404).

mod content;
mod feeds;
mod html;
pub mod preview;
mod view;

use crate::AppState;
use crate::api::{self, case_studies};
use crate::db;
use html::{Page, fill};
use poem::http::StatusCode;
use poem::http::header::HOST;
use poem::web::{Data, Path};
use poem::{IntoResponse, Request, Response, Result, handler};
use poem_openapi::types::ToJSON;
use serde_json::json;
use view::HomeView;

/// Used when the web app has not been built: the pages still answer, without the app.
const BARE_TEMPLATE: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\" /></head><body><div id=\"root\"></div></body></html>";

/// The site's absolute base URL: `PUBLIC_URL`, or this request's host.
pub fn base_url(req: &Request, state: &AppState) -> String {
    if let Some(url) = &state.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let host = req
        .headers()
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// The built app's `index.html`, read once at start like the rest of the build (it is fixed for
/// the life of the process), so no page render touches the disk.
pub fn load_template(web_dir: &std::path::Path) -> std::sync::Arc<str> {
    std::fs::read_to_string(web_dir.join("index.html"))
        .unwrap_or_else(|_| BARE_TEMPLATE.to_owned())
        .into()
}

async fn answer(state: &AppState, status: StatusCode, page: &Page) -> Response {
    let body = fill(&state.template, page);
    poem::web::Html(body)
        .with_status(status)
        .with_header("cache-control", "no-cache")
        .into_response()
}

/// At most `max` characters, for descriptions.
fn clip(text: &str, max: usize) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text,
    }
}

fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{base}{url}")
    } else {
        url.to_owned()
    }
}

/// The address of the home page's view that a query string (without `?`) names: `/`,
/// `/?filter=tools`, `/?filter=industries`, `/?tab=education` or `/?tab=playground`. Queries
/// with the same address get the same page, so this is what a cache of `/` must key on.
pub fn home_view_href(query: Option<&str>) -> &'static str {
    HomeView::from_query(query).href()
}

/// `/`: the portfolio, drawn in the view that `?tab=` and `?filter=` name.
#[handler]
pub async fn home(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let view = HomeView::from_query(req.uri().query());
    let (owner, home) = api::home::public_home(&state).await?;
    let base = base_url(req, &state);
    let same_as: Vec<&String> = [&home.profile.github_url, &home.profile.linkedin_url]
        .into_iter()
        .flatten()
        .collect();
    let page = Page {
        title: owner.name.clone(),
        description: clip(&owner.brief_intro, 300),
        canonical: format!("{base}{}", home_view_href(req.uri().query())),
        og_type: "website",
        image: None,
        json_ld: Some(json!({
            "@context": "https://schema.org", "@type": "Person", "name": owner.name,
            "description": owner.brief_intro, "url": format!("{base}/"), "sameAs": same_as,
        })),
        noindex: false,
        feed: true,
        body: content::home(&home, view),
        data: Some(json!({ "home": home })),
        app: true,
    };
    Ok(answer(&state, StatusCode::OK, &page).await)
}

/// `/case-studies/{slug}`: a published case study, or a 404 page.
#[handler]
pub async fn case_study(
    req: &Request,
    state: Data<&AppState>,
    Path(slug): Path<String>,
) -> Result<Response> {
    let base = base_url(req, &state);
    let canonical = format!("{base}/case-studies/{slug}");
    let Some(study) = case_studies::published_one(&state, &slug).await? else {
        let page = Page::noindex(
            "Case Study Not Found",
            "The case study you're looking for doesn't exist.",
            canonical,
            content::case_study_not_found(),
        )
        // The app starts from this answer too, and draws the same page without asking again.
        .with_data(json!({ "caseStudyNotFound": slug }));
        return Ok(answer(&state, StatusCode::NOT_FOUND, &page).await);
    };
    let author = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner
        .name;
    let c = &study.case_study;
    let image = c.featured_image.as_deref().map(|url| absolute(&base, url));
    let page = Page {
        title: study.page_title.clone(),
        description: clip(&c.description, 300),
        canonical: canonical.clone(),
        og_type: "article",
        json_ld: Some(json!({
            "@context": "https://schema.org", "@type": "Article", "headline": c.title,
            "description": c.description, "image": image, "datePublished": c.created_at,
            "dateModified": c.updated_at, "mainEntityOfPage": canonical,
            "author": { "@type": "Person", "name": author, "url": format!("{base}/") },
        })),
        image,
        noindex: false,
        feed: false,
        body: content::case_study(&study),
        data: Some(json!({ "caseStudy": study.to_json() })),
        app: true,
    };
    Ok(answer(&state, StatusCode::OK, &page).await)
}

/// `/admin` and below: the app, kept out of search engines.
#[handler]
pub async fn admin(req: &Request, state: Data<&AppState>) -> Response {
    let canonical = format!("{}{}", base_url(req, &state), req.uri().path());
    let page = Page::noindex(
        "Admin",
        "This is a private admin area.",
        canonical,
        String::new(),
    );
    answer(&state, StatusCode::OK, &page).await
}

/// Any unknown address (`path`, on the site at `base`): the app's not-found page with a 404.
pub async fn not_found(base: &str, path: &str, state: &AppState) -> Response {
    let page = Page::noindex(
        "Page Not Found",
        "The page you're looking for doesn't exist.",
        format!("{base}{path}"),
        content::not_found(),
    );
    answer(state, StatusCode::NOT_FOUND, &page).await
}

pub use feeds::{feed, resume, robots, sitemap};
pub use html::inline_scripts;
