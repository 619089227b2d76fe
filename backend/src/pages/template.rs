//! What every page shares: the built `index.html` it fills, the data it embeds for the app, its
//! render, its answer, and the site's words and languages it is read in.

use super::html::{self, Page, fill};
use super::language::PageLanguage;
use crate::compress::Encoded;
use crate::db;
use crate::state::AppState;
use folio_core::language::{LanguageTag, Languages, Messages, Wording};
use poem::http::{HeaderMap, HeaderValue, StatusCode};
use poem::{IntoResponse, Request, Response, Result};
use serde_json::{Value, json};

/// Used when the web app has not been built: the pages still answer, without the app.
pub(super) const BARE_TEMPLATE: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\" /></head><body><div id=\"root\"></div></body></html>";

/// The built app's `index.html`, read once at start like the rest of the build (it is fixed for
/// the life of the process), so no page render touches the disk. Its stylesheets are written into
/// it: the first paint needs them, and so comes in one round trip.
pub fn load_template(web_dir: &std::path::Path) -> std::sync::Arc<str> {
    let template = std::fs::read_to_string(web_dir.join("index.html"))
        .unwrap_or_else(|_| BARE_TEMPLATE.to_owned());
    html::inline_styles(&template, |href| {
        std::fs::read_to_string(web_dir.join(href.trim_start_matches('/'))).ok()
    })
    .into()
}

/// The styles of the language switcher and the suggestion line (the built app's
/// `languages.css`, `web/public/`), read once at start, written on one line without its comments:
/// only a site in several languages draws them, so only its pages carry them
/// ([`with_languages_style`]); empty when the build has none.
pub fn languages_style(web_dir: &std::path::Path) -> std::sync::Arc<str> {
    let css = std::fs::read_to_string(web_dir.join("languages.css")).unwrap_or_default();
    let mut out = String::with_capacity(css.len());
    let mut rest = css.as_str();
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find("*/")
            .map_or("", |end| &rest[start + end + 2..]);
    }
    out.push_str(rest);
    let css: String = out
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    if css.to_ascii_lowercase().contains("</style") {
        return "".into();
    }
    css.into()
}

/// `page` with the language switcher's styles written into its head when the site has several
/// languages ([`languages_style`]).
pub(super) fn with_languages_style(
    state: &AppState,
    language: &PageLanguage,
    mut page: Page,
) -> Page {
    if language.several() && !state.languages_style.is_empty() {
        page.head = format!("<style>{}</style>\n{}", state.languages_style, page.head);
    }
    page
}

/// What a page the app starts from hands it: `data` (the reads it draws from, `InitialData` in
/// `web/src/app/public-data.ts`), `views`, every view of the home with its own address in the
/// page's language, as folio-core lists them, the interface's words in that language
/// ([`with_strings`]), and on a site in several languages, `language` (the switcher's links and
/// the suggestion's table, [`PageLanguage::app_data`]). The app finds the view of a location, and
/// the address of a tab or a filter, in that table; even a case study carries it, as the app goes
/// home without a reload.
pub(super) fn app_data(data: Value, language: &PageLanguage) -> Value {
    let mut data = with_strings(data, &language.messages());
    data["views"] = language.views();
    if let Some(languages) = language.app_data() {
        data["language"] = languages;
    }
    data
}

/// `data` with `strings`: every text of the public interface in the language of `messages`, by
/// its key (`MessageKey`), which the components show as they are. Counted texts are not among
/// them: they come formatted inside the answers (a group's `countLabel`).
pub(crate) fn with_strings(mut data: Value, messages: &Messages) -> Value {
    data["strings"] = json!(messages.page_texts());
    data
}

/// The markup of the page at `href` (path and query) drawn from `data`, or `None` (logged).
pub(super) async fn render(state: &AppState, href: &str, data: &Value) -> Option<String> {
    let (path, search) = href.split_once('?').unwrap_or((href, ""));
    state.renderer.render(path, search, data).await
}

/// The page with its content rendered from `data` for `href`, or, when the render fails, with
/// no content for the app to draw it from its data.
pub(super) async fn rendered(state: &AppState, href: &str, data: Value, page: Page) -> Page {
    match render(state, href, &data).await {
        Some(body) => {
            // React writes the preloads of the page's first images ahead of its markup; they
            // belong in the head, and `#root` then holds exactly what the app hydrates.
            let (preloads, body) = html::leading_links(&body);
            Page {
                head: format!("{}{preloads}", page.head),
                body: body.to_owned(),
                data: Some(embedded(data)),
                ..page
            }
        }
        None => Page {
            data: Some(data),
            ..page
        },
    }
}

/// What of `data` the page embeds beside its rendered markup: a case study's body is in the
/// markup, and the app reads it from there; its Editor.js document is for the admin, which
/// never starts from a public page.
pub(super) fn embedded(mut data: Value) -> Value {
    if let Some(study) = data.get_mut("caseStudy").and_then(Value::as_object_mut) {
        study.remove("contentHtml");
        study.remove("content");
    }
    data
}

/// The page as an answer to a request with `headers`. What the snapshot keeps (a public page,
/// rendered or not) it also compresses; any other page (the admin area's, a 404, its stylesheet
/// written in) is made for this request alone, and compressed here in the one form the request
/// gets.
pub(super) async fn answer(
    headers: &HeaderMap,
    state: &AppState,
    status: StatusCode,
    page: &Page,
) -> Response {
    let body = fill(&state.template, page);
    if status == StatusCode::OK && !page.noindex {
        return poem::web::Html(body)
            .with_status(status)
            .with_header("cache-control", "no-cache")
            .into_response();
    }
    let Ok(encoded) = Encoded::compress_for(headers, body.into()).await else {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    };
    let cache = if page.noindex {
        NO_CACHE
    } else {
        crate::snapshot::PUBLIC_REVALIDATE
    };
    let mut response = encoded.respond(headers, &HTML, &cache);
    if response.status() == StatusCode::OK {
        response.set_status(status);
    }
    response
}

pub(super) const HTML: HeaderValue = HeaderValue::from_static("text/html; charset=utf-8");
pub(super) const NO_CACHE: HeaderValue = HeaderValue::from_static("no-cache");

/// A description on one line, in at most `max` characters.
pub(super) fn clip(text: &str, max: usize) -> String {
    folio_core::text::shorten(&folio_core::text::one_line(text), max)
}

pub(super) fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{base}{url}")
    } else {
        url.to_owned()
    }
}

/// The site's languages and the owner's wording of its interface, read with the profile.
pub(super) async fn site_words(state: &AppState) -> Result<(Languages, Wording)> {
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    Ok((owner.languages, owner.wording))
}

/// The site's languages, from the stored profile.
pub(super) async fn site_languages(state: &AppState) -> Result<Languages> {
    Ok(db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner
        .languages)
}

/// Whether the first segment of `req`'s path could be a language of the site: a language tag in
/// canonical case. Anything else (`/favicon.svg`, `/assets/`) is not found without reading the
/// site's languages, and falls through to the built app's files.
pub(super) fn maybe_language(req: &Request) -> bool {
    let path = req.uri().path().trim_start_matches('/');
    let segment = path.split('/').next().unwrap_or_default();
    LanguageTag::parse(segment).is_ok_and(|tag| tag.as_str() == segment)
}
