//! The home, `/` and each language's `/{lang}/`, drawn in the view its query names.

use super::html::Page;
use super::language::PageLanguage;
use super::template::{
    absolute, answer, app_data, clip, maybe_language, rendered, site_languages, site_words,
    with_languages_style,
};
use crate::site::{base_url, home_for, home_source};
use crate::state::AppState;
use folio_core::home::{HomeShown, Owner, shown};
use folio_core::home_view::HomeView;
use folio_core::translations::localize_profile;
use poem::error::NotFoundError;
use poem::http::{HeaderValue, StatusCode};
use poem::web::Data;
use poem::{Request, Response, Result, handler};
use serde_json::{Value, json};

/// `/`: the portfolio in the site's default language, drawn in the view that `?tab=`, `?filter=`
/// and `?page=` name.
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

/// The home in `language`, drawn from `source` in the view the request's query names; a page
/// past the view's last is not found.
pub(super) async fn home_answer(
    req: &Request,
    state: &AppState,
    source: &folio_core::home::HomeSource,
    language: &PageLanguage,
) -> Result<Response> {
    // Queries naming the same view get the same page (folio-core's rule; the snapshot keys on it).
    let view = HomeView::from_query(req.uri().query());
    let derived = home_for(source, language.tag());
    let shown = shown(derived, view, |href| language.address(href)).ok_or(NotFoundError)?;
    // The head names the owner as the page does: in its language where translated.
    let (owner, _) = localize_profile(&source.profile, language.tag());
    let base = base_url(state);
    let (page, data) = home_page(&base, view, &owner, &shown, language);
    let page = rendered(state, &shown.view.href, data, page).await;
    let page = with_languages_style(state, language, page);
    Ok(answer(req.headers(), state, StatusCode::OK, &page).await)
}

/// The home's page (`view`, on the site at `base`) in `language`, and the data it is drawn from
/// (`derived`, that view's part of the home in that language).
pub(super) fn home_page(
    base: &str,
    view: HomeView,
    owner: &Owner,
    derived: &HomeShown,
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
    // Issue 43: the résumé PDF, when the header links it, is an alternate of the page.
    let mut head = String::new();
    if let Some(pdf) = &derived.profile.resume_pdf {
        let url = format!("{base}{}", pdf.href);
        person["subjectOf"] = json!({
            "@type": "DigitalDocument", "name": pdf.label, "encodingFormat": "application/pdf",
            "url": url,
        });
        head = format!(
            "<link rel=\"alternate\" type=\"application/pdf\" href=\"{}\" title=\"{}\">",
            super::html::escape(&url),
            super::html::escape(&pdf.label)
        );
    }
    let href = &derived.view.href;
    let page = Page {
        lang: language.tag().to_string(),
        alternates: language.alternates(base, &view.href()),
        title: owner.name.clone(),
        description: clip(&owner.brief_intro, 300),
        canonical: format!("{base}{href}"),
        og_type: "website",
        image: Some(image),
        json_ld: Some(person),
        noindex: false,
        feed: Some(language.feed()),
        head,
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
