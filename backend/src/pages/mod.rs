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

mod case_study_page;
mod contact;
mod feeds;
mod home_page;
mod html;
pub mod identity;
mod language;
mod not_found;
pub mod preview;
mod resume_pdf;
mod template;

use case_study_page::{case_study, language_case_study};
use home_page::{home, language_home, language_root};
pub(crate) use template::with_strings;
use template::{
    answer, app_data, clip, maybe_language, render, rendered, site_words, with_languages_style,
};
pub use template::{languages_style, load_template};

use crate::db;
use crate::site::base_url;
use crate::snapshot::{Snapshot, Snapshots};
use crate::state::AppState;
use html::Page;
use language::PageLanguage;
use poem::http::{Method, StatusCode};
use poem::web::Data;
use poem::{
    Endpoint, EndpointExt, IntoResponse, Middleware, Request, Response, Result, Route, get, handler,
};
use serde_json::json;
use std::sync::Arc;

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
        // The contact page (issue 42): drawn for each request, never from the snapshot.
        .at(
            "/contact",
            get(contact::contact_page).post(contact::contact_post),
        )
        .at("/contact/thanks", get(contact::contact_page))
        .at(
            "/:lang/contact",
            get(contact::contact_page).post(contact::contact_post),
        )
        .at("/:lang/contact/thanks", get(contact::contact_page))
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
        // The résumé as a typeset PDF in each language (issue 43), kept per version by its own
        // key (`resume_pdf.rs`).
        .at("/resume.pdf", get(resume_pdf::resume_pdf))
        .at("/:lang/resume.pdf", get(resume_pdf::language_resume_pdf))
        .at("/resume/:file", get(resume_pdf::variant_pdf))
        .at("/:lang/resume/:file", get(resume_pdf::language_variant_pdf))
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
    use folio_core::home::{HomeSource, home, shown};
    use folio_core::home_view::HomeView;
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
        // The page of `query`'s view, in German.
        let page_of = |query: &str| {
            let view = HomeView::from_query(Some(query));
            let part = shown(derived.clone(), view, str::to_owned).expect("a page");
            home_page::home_page("http://x", view, &source.profile, &part, &only("de"))
        };
        let (page, data) = page_of("");
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

        let (page, data) = page_of("filter=tools");
        let html = drawn(page, "/?filter=tools", data).await;
        assert!(html.contains("2 Stationen"), "{html}");
        assert!(html.contains("Keine näheren Angaben zum Einsatz"), "{html}");

        let (page, data) = page_of("tab=playground");
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
        let (href, page, data) = case_study_page::case_study_page("http://x", &study, &only("fr"));
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
