//! A case study's page, `/case-studies/{slug}` and each language's `/{lang}/case-studies/{slug}`.

use super::html::Page;
use super::language::PageLanguage;
use super::template::{
    absolute, answer, app_data, clip, maybe_language, rendered, with_languages_style,
};
use super::{identity, not_found};
use crate::db;
use crate::render::NotFoundKind;
use crate::site::{base_url, case_studies};
use crate::state::AppState;
use folio_core::language::MessageKey;
use poem::error::NotFoundError;
use poem::http::StatusCode;
use poem::web::{Data, Path};
use poem::{Request, Response, Result, handler};
use poem_openapi::types::ToJSON;
use serde_json::{Value, json};

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
pub(super) async fn case_study_answer(
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
pub(super) fn case_study_page(
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
