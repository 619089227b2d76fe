//! Server-rendered public pages: `/` and `/case-studies/{slug}` answer the app's `index.html`
//! with their title, description, canonical URL, Open Graph and Twitter tags, JSON-LD, their
//! content as HTML (readable without JavaScript), and the data the app starts from. The content
//! is the app's own React components, rendered by [`crate::render`] for the page's address;
//! `/` draws the one view its query names (`folio_core::home_view`). Should a render fail, the page goes out
//! with its data and no content, and the app draws it in the browser; the snapshot keeps it so
//! for the rest of the site version, as a render that failed once fails again on the same data. Every page the app starts from hands it the home's
//! views with their addresses ([`app_data`]): the app looks views up there and reads no address.
//! Also `/robots.txt`, `/sitemap.xml` and the RSS feed `/feed.xml`; `/admin` pages and unknown
//! addresses carry `noindex` (unknown ones with a 404).

mod feeds;
mod html;
pub mod identity;
mod language;
mod not_found;
pub mod preview;

use crate::compress::Encoded;
use crate::db;
use crate::render::NotFoundKind;
use crate::site::{base_url, case_studies, home_for, home_source};
use crate::snapshot::{Snapshot, Snapshots};
use crate::state::AppState;
use folio_core::home::{Home, Owner};
use folio_core::home_view::HomeView;
use folio_core::language::{LanguageTag, Languages, MessageKey, Messages, Wording};
use folio_core::translations::localize_profile;
use html::{Page, fill};
use language::PageLanguage;
use poem::error::NotFoundError;
use poem::http::{HeaderMap, HeaderValue, Method, StatusCode};
use poem::web::{Data, Path};
use poem::{
    Endpoint, EndpointExt, IntoResponse, Middleware, Request, Response, Result, Route, get, handler,
};
use poem_openapi::types::ToJSON;
use serde_json::{Value, json};
use std::sync::Arc;

/// Used when the web app has not been built: the pages still answer, without the app.
const BARE_TEMPLATE: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\" /></head><body><div id=\"root\"></div></body></html>";

/// The pages' routes; the public ones are served from `snapshot`. The built app's files come
/// from [`crate::web::with_files`].
pub fn routes(snapshot: &Arc<Snapshot>) -> Route {
    let cached = |ep| Snapshots(snapshot.clone()).transform(ep);
    Route::new()
        .at("/", cached(get(home).boxed()))
        .at("/case-studies/:slug", cached(get(case_study).boxed()))
        .at(
            "/case-studies/:slug/:image",
            cached(get(identity::case_study_image).boxed()),
        )
        .at(
            "/:lang/case-studies/:slug/:image",
            cached(get(identity::language_case_study_image).boxed()),
        )
        .at("/favicon.ico", cached(get(identity::favicon).boxed()))
        // Another language of the site: its home and case studies under its tag (issue 25).
        .at("/:lang", get(language_root))
        .at("/:lang/", cached(get(language_home).boxed()))
        .at(
            "/:lang/case-studies/:slug",
            cached(get(language_case_study).boxed()),
        )
        .at("/admin", get(admin))
        .at("/admin/*rest", get(admin))
        .at("/robots.txt", cached(get(robots).boxed()))
        .at("/sitemap.xml", cached(get(sitemap).boxed()))
        .at("/feed.xml", cached(get(feed).boxed()))
        .at("/resume.json", cached(get(resume).boxed()))
        // Another language's feed and résumé (issue 25 goal 6).
        .at("/:lang/feed.xml", cached(get(language_feed).boxed()))
        .at("/:lang/resume.json", cached(get(language_resume).boxed()))
        .at("/og-image.png", cached(get(og_image).boxed()))
}

/// `app` with a GET that nothing answered (no route, no built file) answered by the not-found
/// page with a 404.
pub fn with_not_found<E: Endpoint + 'static>(app: E) -> impl Endpoint + use<E> {
    app.around(|app, req: Request| async move {
        let state = req.data::<AppState>().cloned();
        let method = req.method().clone();
        let path = req.uri().path().to_owned();
        let headers = req.headers().clone();
        match app.call(req).await {
            Err(error) if error.status() == StatusCode::NOT_FOUND && method == Method::GET => {
                match state {
                    Some(state) => Ok(not_found(&headers, &path, &state).await),
                    None => Err(error),
                }
            }
            result => result.map(IntoResponse::into_response),
        }
    })
}

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
fn with_languages_style(state: &AppState, language: &PageLanguage, mut page: Page) -> Page {
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
fn app_data(data: Value, language: &PageLanguage) -> Value {
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
async fn render(state: &AppState, href: &str, data: &Value) -> Option<String> {
    let (path, search) = href.split_once('?').unwrap_or((href, ""));
    state.renderer.render(path, search, data).await
}

/// The page with its content rendered from `data` for `href`, or, when the render fails, with
/// no content for the app to draw it from its data.
async fn rendered(state: &AppState, href: &str, data: Value, page: Page) -> Page {
    match render(state, href, &data).await {
        Some(body) => {
            // React writes the preloads of the page's first images ahead of its markup; they
            // belong in the head, and `#root` then holds exactly what the app hydrates.
            let (preloads, body) = html::leading_links(&body);
            Page {
                head: preloads.to_owned(),
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
fn embedded(mut data: Value) -> Value {
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
async fn answer(
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

const HTML: HeaderValue = HeaderValue::from_static("text/html; charset=utf-8");
const NO_CACHE: HeaderValue = HeaderValue::from_static("no-cache");

/// A description on one line, in at most `max` characters.
fn clip(text: &str, max: usize) -> String {
    folio_core::text::shorten(&folio_core::text::one_line(text), max)
}

fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{base}{url}")
    } else {
        url.to_owned()
    }
}

/// `/`: the portfolio in the site's default language, drawn in the view that `?tab=` and
/// `?filter=` name.
#[handler]
pub async fn home(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let source = home_source(&state).await?;
    let language = PageLanguage::default_of(source.profile.languages.clone())
        .worded(source.profile.wording.clone());
    home_answer(req, &state, &source, &language).await
}

/// `/{lang}/`: the portfolio in another of the site's languages; any other first segment is not
/// found here.
#[handler]
pub async fn language_home(req: &Request, state: Data<&AppState>) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    // An unknown language is decided from the profile alone, before the site is read.
    let (languages, wording) = site_words(&state).await?;
    let Some(language) = PageLanguage::prefixed(languages, req.uri().path()) else {
        return Err(NotFoundError.into());
    };
    let language = language.worded(wording);
    let source = home_source(&state).await?;
    home_answer(req, &state, &source, &language).await
}

/// `/{lang}` for another of the site's languages: a permanent redirect to its home, `/{lang}/`,
/// the one address of that page (its query kept).
#[handler]
pub async fn language_root(req: &Request, state: Data<&AppState>) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let languages = site_languages(&state).await?;
    let path = req.uri().path();
    if PageLanguage::prefixed(languages, path).is_none() {
        return Err(NotFoundError.into());
    }
    let to = match req.uri().query() {
        Some(query) => format!("{path}/?{query}"),
        None => format!("{path}/"),
    };
    let to = HeaderValue::from_str(&to).map_err(|_| NotFoundError)?;
    Ok(Response::builder()
        .status(StatusCode::PERMANENT_REDIRECT)
        .header(poem::http::header::LOCATION, to)
        .finish())
}

/// Whether the first segment of `req`'s path could be a language of the site: a language tag in
/// canonical case. Anything else (`/favicon.svg`, `/assets/`) is not found without reading the
/// site's languages, and falls through to the built app's files.
fn maybe_language(req: &Request) -> bool {
    let path = req.uri().path().trim_start_matches('/');
    let segment = path.split('/').next().unwrap_or_default();
    LanguageTag::parse(segment).is_ok_and(|tag| tag.as_str() == segment)
}

/// The site's languages and the owner's wording of its interface, read with the profile.
async fn site_words(state: &AppState) -> Result<(Languages, Wording)> {
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    Ok((owner.languages, owner.wording))
}

/// The site's languages, from the stored profile.
async fn site_languages(state: &AppState) -> Result<Languages> {
    Ok(db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner
        .languages)
}

/// The home in `language`, drawn from `source` in the view the request's query names.
async fn home_answer(
    req: &Request,
    state: &AppState,
    source: &folio_core::home::HomeSource,
    language: &PageLanguage,
) -> Result<Response> {
    // Queries naming the same view get the same page (folio-core's rule; the snapshot keys on it).
    let view = HomeView::from_query(req.uri().query()).href();
    let derived = home_for(source, language.tag());
    // The head names the owner as the page does: in its language where translated.
    let (owner, _) = localize_profile(&source.profile, language.tag());
    let base = base_url(state);
    let (page, data) = home_page(&base, view, &owner, &derived, language);
    let page = rendered(state, &language.address(view), data, page).await;
    let page = with_languages_style(state, language, page);
    Ok(answer(req.headers(), state, StatusCode::OK, &page).await)
}

/// The home's page (the view whose default-language address is `view`, on the site at `base`)
/// in `language`, and the data it is drawn from (the home was `derived` in that language).
fn home_page(
    base: &str,
    view: &str,
    owner: &Owner,
    derived: &Home,
    language: &PageLanguage,
) -> (Page, Value) {
    let same_as: Vec<&String> = derived.profile.links.iter().map(|link| &link.url).collect();
    // The photo when set, else the card drawn with the name (`/og-image.png`).
    let image = match &derived.profile.photo {
        Some(photo) => absolute(base, photo),
        None => format!("{base}/og-image.png"),
    };
    let mut person = json!({
        "@context": "https://schema.org", "@type": "Person", "name": owner.name,
        "description": owner.brief_intro, "url": format!("{base}/"), "sameAs": same_as,
    });
    let person_fields = [
        (
            "image",
            derived.profile.photo.as_ref().map(|_| json!(image)),
        ),
        (
            "jobTitle",
            derived.profile.headline.as_ref().map(|h| json!(h)),
        ),
        (
            "homeLocation",
            derived
                .profile
                .location
                .as_ref()
                .map(|place| json!({ "@type": "Place", "name": place })),
        ),
        (
            "email",
            derived
                .profile
                .contact
                .as_ref()
                .filter(|contact| contact.email)
                .map(|contact| json!(contact.label)),
        ),
    ];
    for (key, value) in person_fields {
        if let Some(value) = value {
            person[key] = value;
        }
    }
    let href = language.address(view);
    let page = Page {
        lang: language.tag().to_string(),
        alternates: language.alternates(base, view),
        title: owner.name.clone(),
        description: clip(&owner.brief_intro, 300),
        canonical: format!("{base}{href}"),
        og_type: "website",
        image: Some(image),
        json_ld: Some(person),
        noindex: false,
        feed: Some(language.feed()),
        head: String::new(),
        body: String::new(),
        data: None,
        app: true,
        noscript: String::new(),
    };
    // Every spelling of the view shares this page (the snapshot keys on the view): it names the
    // view it draws, and the app files the address it was loaded at under it.
    let data = app_data(json!({ "home": derived, "view": href }), language);
    (page, data)
}

/// `/case-studies/{slug}`: a published case study in the site's default language, or a 404 page.
#[handler]
pub async fn case_study(
    req: &Request,
    state: Data<&AppState>,
    Path(slug): Path<String>,
) -> Result<Response> {
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    let language = PageLanguage::default_of(owner.languages.clone()).worded(owner.wording.clone());
    case_study_answer(req, &state, &slug, &language).await
}

/// `/{lang}/case-studies/{slug}`: a case study that another of the site's languages publishes,
/// at its slug there, in its words there, or that language's 404 page.
#[handler]
pub async fn language_case_study(
    req: &Request,
    state: Data<&AppState>,
    Path((_, slug)): Path<(String, String)>,
) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    let Some(language) = PageLanguage::prefixed(owner.languages.clone(), req.uri().path()) else {
        return Err(NotFoundError.into());
    };
    let language = language.worded(owner.wording.clone());
    case_study_answer(req, &state, &slug, &language).await
}

/// The page of the case study `slug` in `language`, or its 404 page.
async fn case_study_answer(
    req: &Request,
    state: &AppState,
    slug: &str,
    language: &PageLanguage,
) -> Result<Response> {
    let base = base_url(state);
    let messages = language.messages();
    let canonical = format!(
        "{base}{}",
        language.address(&format!("/case-studies/{slug}"))
    );
    let Some(study) = case_studies::published_one(state, slug, Some(language.tag())).await? else {
        let page = Page::noindex(
            messages.text(MessageKey::CaseStudyNotFound),
            messages.text(MessageKey::CaseStudyNotFoundMessage),
            canonical,
        )
        .in_language(language.tag().as_str());
        let footer = not_found::stored_footer(state, language).await;
        let data = |slug: &str| {
            let fields = json!({ "caseStudyNotFound": slug });
            app_data(not_found::with_owner(fields, footer.as_ref()), language)
        };
        // The app starts from this answer too, and draws the same page without asking again.
        let page = page.with_data(data(slug));
        let page = not_found::not_found_page(
            state,
            NotFoundKind::CaseStudy,
            language,
            &language.address("/case-studies/-"),
            data("-"),
            page,
        )
        .await;
        return Ok(answer(req.headers(), state, StatusCode::NOT_FOUND, &page).await);
    };
    let (href, page, data) = case_study_page(&base, &study, language);
    let page = rendered(state, &href, data, page).await;
    let page = with_languages_style(state, language, page);
    Ok(answer(req.headers(), state, StatusCode::OK, &page).await)
}

/// A case study's page (its address, the page, and the data it is drawn from) on the site at
/// `base`, in `language`.
fn case_study_page(
    base: &str,
    study: &case_studies::PublicCaseStudy,
    language: &PageLanguage,
) -> (String, Page, Value) {
    let c = &study.case_study.fields;
    let author = &study.author;
    let href = language.address(&format!("/case-studies/{}", c.slug));
    let canonical = format!("{base}{href}");
    // A crop of its image, or a card drawn with its title (issue 40).
    let image = Some(absolute(
        base,
        &identity::og_image(&href, c.featured_image.as_deref()),
    ));
    let page = Page {
        lang: language.tag().to_string(),
        alternates: study
            .addresses
            .as_ref()
            .and_then(|paths| language.alternates_at(base, &language.in_order(paths))),
        title: study.page_title.clone(),
        description: clip(&c.description, 300),
        canonical: canonical.clone(),
        og_type: "article",
        json_ld: Some(json!({
            "@context": "https://schema.org", "@type": "Article", "headline": c.title,
            "description": c.description, "image": image, "datePublished": c.date,
            "dateModified": study.case_study.updated_at, "mainEntityOfPage": canonical,
            "author": { "@type": "Person", "name": author, "url": format!("{base}/") },
        })),
        image,
        noindex: false,
        feed: None,
        head: String::new(),
        body: String::new(),
        data: None,
        app: true,
        noscript: String::new(),
    };
    let data = app_data(json!({ "caseStudy": study.to_json() }), language);
    (href, page, data)
}

/// `/og-image.png`: the card the home page names as its `og:image` when no photo is set.
#[handler]
pub async fn og_image(state: Data<&AppState>) -> Result<Response> {
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    let base = base_url(&state);
    let host = base
        .split_once("://")
        .map_or(base.as_str(), |(_, host)| host);
    let card = crate::og_card::Card {
        name: owner.name,
        headline: owner.headline,
        host: host.to_owned(),
    };
    let png = state
        .cards
        .png(card)
        .await
        .map_err(crate::error::ApiError::internal)?;
    Ok(png
        .with_content_type("image/png")
        .with_header("cache-control", "no-cache")
        .into_response())
}

/// What the admin says where scripts do not run: it is drawn by the app alone (issue 40).
const ADMIN_NOSCRIPT: &str = "<main class=\"page page--center\"><div class=\"not-found\">\
     <h1 class=\"not-found-title\">Admin</h1><p class=\"not-found-message\">The admin needs \
     JavaScript. Turn JavaScript on in your browser, then reload this page.</p></div></main>";

/// `/admin` and below: the app, kept out of search engines, saying where scripts do not run that
/// it needs them.
#[handler]
pub async fn admin(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let canonical = format!("{}{}", base_url(&state), req.uri().path());
    // The app draws the admin area in the browser, in English; the public pages it may go to
    // without a reload speak the site's language.
    let (languages, wording) = site_words(&state).await?;
    let language = PageLanguage::default_of(languages).worded(wording);
    let page = Page {
        noscript: ADMIN_NOSCRIPT.to_owned(),
        ..Page::noindex("Admin", "This is a private admin area.", canonical)
    }
    .with_data(app_data(json!({}), &language));
    // The public pages it may go to without a reload draw the switcher on such a site.
    let page = with_languages_style(&state, &language, page);
    Ok(answer(req.headers(), &state, StatusCode::OK, &page).await)
}

pub use feeds::{feed, language_feed, language_resume, resume, robots, sitemap};
pub use html::inline_scripts;
pub use not_found::not_found;

#[cfg(test)]
mod tests {
    //! The public pages in another interface language: the home and a case study derived by
    //! folio-core with the German catalogue, drawn by the built app's own render (`web/dist`,
    //! which the API tests need too) and filled into its `index.html`.

    use super::{PageLanguage, case_study_page, home_page, html};
    use crate::render::Renderer;
    use crate::site::case_studies::PublicCaseStudy;
    use folio_core::home::{HomeSource, home};
    use folio_core::language::{Catalogue, LanguageTag, Languages, MessageKey, Messages};
    use serde_json::{Value, json};

    /// A site in `tag` alone.
    fn only(tag: &str) -> PageLanguage {
        PageLanguage::default_of(Languages::only(LanguageTag::parse(tag).expect("a tag")))
    }

    fn web_dist() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist")
    }

    /// The page's whole HTML, as a visitor gets it, for `href` drawn from `data`.
    async fn drawn(page: html::Page, href: &str, data: Value) -> String {
        let renderer = Renderer::load(&web_dist());
        let (path, search) = href.split_once('?').unwrap_or((href, ""));
        let body = renderer
            .render(path, search, &data)
            .await
            .expect("the built app renders the page (make web/dist/index.html)");
        let page = html::Page {
            body,
            data: Some(data),
            ..page
        };
        fill(&page)
    }

    fn fill(page: &html::Page) -> String {
        html::fill(&super::load_template(&web_dist()), page)
    }

    fn source() -> HomeSource {
        serde_json::from_value(json!({
            "profile": { "name": "Ada", "briefIntro": "Hi.", "contact": "ada@example.com" },
            "experiences": [
                { "id": 1, "jobTitle": "Engineer", "company": "Acme", "industry": "Fintech",
                  "startDate": "2021-03", "isCurrentJob": true, "description": "D",
                  "accomplishments": "A", "tools": ["Rust", "SQL"] },
                { "id": 2, "jobTitle": "Analyst", "company": "Beta", "industry": "Fintech",
                  "startDate": "2019-09", "endDate": "2021-01", "description": "D",
                  "accomplishments": "A", "tools": ["Rust"] }
            ],
            "caseStudies": [
                { "id": 1, "slug": "s", "title": "Study", "description": "About", "isFeatured": true,
                  "date": "2024-05-01", "createdAt": "2024-05-01T00:00:00Z" }
            ]
        }))
        .expect("a home source")
    }

    #[tokio::test]
    async fn the_home_speaks_the_interfaces_language() {
        let german = Messages::of(Catalogue::De);
        let source = source();
        let derived = home(&source, german);
        let (page, data) = home_page("http://x", "/", &source.profile, &derived, &only("de"));
        let html = drawn(page, "/", data).await;
        assert!(html.contains("<html lang=\"de\""), "{html}");
        for text in [
            "Berufserfahrung",
            "Ausbildung",
            "Spielwiese",
            "Nach Tools",
            "Nach Branchen",
            "März 2021 - heute",
            "Sept. 2019 - Jan. 2021",
            "Erfolge",
            "RSS-Feed",
            "Kontakt",
        ] {
            assert!(html.contains(text), "the German home lacks {text}");
        }
        for text in [
            "Work Experience",
            "By Tools",
            "Present",
            "RSS feed",
            ">Contact<",
        ] {
            assert!(!html.contains(text), "the German home says {text}");
        }
        // The page's data carries the words, once, and the home its counted ones.
        let strings = &derived_data(&html)["strings"];
        assert_eq!(strings["backToPortfolio"], "Zurück zum Portfolio");
        assert_eq!(derived.by_tools[0].count_label, "2 Stationen");
        assert_eq!(derived.by_tools[1].count_label, "1 Station");

        let (page, data) = home_page(
            "http://x",
            "/?filter=tools",
            &source.profile,
            &derived,
            &only("de"),
        );
        let html = drawn(page, "/?filter=tools", data).await;
        assert!(html.contains("2 Stationen"), "{html}");
        assert!(html.contains("Keine näheren Angaben zum Einsatz"), "{html}");

        let (page, data) = home_page(
            "http://x",
            "/?tab=playground",
            &source.profile,
            &derived,
            &only("de"),
        );
        let html = drawn(page, "/?tab=playground", data).await;
        for text in ["Fallstudie", "Empfohlen", "5\u{a0}Min. Lesezeit"] {
            assert!(html.contains(text), "the German Playground lacks {text}");
        }
    }

    /// The `#folio-data` of a page.
    fn derived_data(html: &str) -> Value {
        let (_, rest) = html
            .split_once("id=\"folio-data\">")
            .expect("the page's data");
        let (json, _) = rest.split_once("</script>").expect("its end");
        serde_json::from_str(json).expect("JSON")
    }

    #[tokio::test]
    async fn a_case_study_speaks_the_interfaces_language() {
        let french = Messages::of(Catalogue::Fr);
        let case_study = serde_json::from_value(json!({
            "id": 1, "title": "Étude", "slug": "etude", "description": "À propos",
            "content": "{\"blocks\":[]}", "tags": ["Rust"], "isPublished": true,
            "isFeatured": false, "date": "2024-05-01", "sortOrder": 0,
            "createdAt": "2024-05-01T00:00:00Z", "updatedAt": "2024-05-01T00:00:00Z", "version": 1
        }))
        .expect("a case study");
        let study = PublicCaseStudy {
            case_study,
            image: None,
            page_title: "Étude · Ada".into(),
            author: "Ada".into(),
            contact: folio_core::profile::contact_link(Some("ada@example.com")),
            content_html: "<p>Corps</p>".into(),
            next: None,
            date_label: None,
            fallbacks: None,
            addresses: None,
            author_lang: None,
        };
        let (href, page, data) = case_study_page("http://x", &study, &only("fr"));
        let html = drawn(page, &href, data).await;
        assert!(html.contains("<html lang=\"fr\""), "{html}");
        for text in [
            "Retour au portfolio",
            "aria-label=\"Mots-clés\"",
            "Envie d’échanger sur ce travail\u{202f}?",
            "Contactez Ada.",
            "Écrire à ada@example.com",
            "Flux RSS",
        ] {
            assert!(html.contains(text), "the French case study lacks {text}");
        }
        assert!(!html.contains("Back to Portfolio"), "{html}");
        assert_eq!(
            derived_data(&html)["strings"]["caseStudyNotFound"],
            french.text(MessageKey::CaseStudyNotFound)
        );
    }
}
