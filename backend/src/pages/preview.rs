//! The owner's private preview of a case study (issue 14): the page exactly as the public one
//! renders it (the server's own renderer, the site's styles), under a bar saying what it is.
//! `GET /preview/case-studies/{id}` shows what is saved, published or a draft; `POST
//! /preview/case-studies` (form field `draft`, the case study dialog's fields as JSON) shows the
//! dialog's unsaved state without storing it; `GET /preview/case-studies/{id}/revisions/{rev}`
//! shows a kept revision before the owner restores it. Only the signed-in owner sees a preview (anyone else
//! is sent to the login), or whoever holds a share link, `GET /preview/{token}`, until it
//! expires or is revoked. It is `noindex`, never stored by any cache, and served without the app.

use super::html::{Page, escape, fill};
use crate::auth::signed_in;
use crate::db::case_studies::{self, CaseStudy};
use crate::db::revisions;
use crate::error::ApiError;
use crate::site::case_studies::as_page;
use crate::site::{base_url, messages_in};
use crate::snapshot::{PRIVATE, Reads};
use crate::state::AppState;
use folio_core::home::Owner;
use folio_core::language::LanguageTag;
use folio_core::validation::CaseStudyDraft;
use poem::http::StatusCode;
use poem::web::{Data, Form, Path, Query, Redirect};
use poem::{Body, FromRequest, IntoResponse, Request, RequestBody, Response, Result, handler};

/// The unsaved state of the case study dialog.
#[derive(serde::Deserialize)]
pub struct Unsaved {
    /// The dialog's fields as JSON (a case study body).
    draft: String,
    /// The language whose page to show, one of the site's; the default's when absent.
    language: Option<String>,
}

/// A preview's `?lang=`: the language whose page to show, one of the site's.
#[derive(serde::Deserialize)]
pub struct InLanguage {
    lang: Option<String>,
}

/// `GET /preview/case-studies/{id}`: the saved case study, published or not.
#[handler]
pub async fn saved(
    req: &Request,
    state: Data<&AppState>,
    Path(id): Path<i64>,
    Query(shown): Query<InLanguage>,
) -> Result<Response> {
    if signed_in(req).await?.is_none() {
        return Ok(to_login());
    }
    let language = language(&state, shown.lang.as_deref()).await?;
    let Some(stored) = case_studies::by_id(&state.db, id)
        .await
        .map_err(ApiError::from)?
    else {
        return Ok(missing(req, &state, req.uri().path()).await);
    };
    let label = if language.publishes(&stored) {
        "Preview of what is saved. This case study is published."
    } else {
        "Preview of a draft. It is not published."
    };
    owner_page(req, &state, stored, label, &language).await
}

/// `GET /preview/case-studies/{id}/revisions/{rev}`: a kept revision of the case study, as its
/// page looked then.
#[handler]
pub async fn revision(
    req: &Request,
    state: Data<&AppState>,
    Path((id, rev)): Path<(i64, i64)>,
    Query(shown): Query<InLanguage>,
) -> Result<Response> {
    if signed_in(req).await?.is_none() {
        return Ok(to_login());
    }
    let language = language(&state, shown.lang.as_deref()).await?;
    let stored = case_studies::by_id(&state.db, id)
        .await
        .map_err(ApiError::from)?;
    let kept = match stored {
        Some(_) => revisions::get(&state.db, id, rev)
            .await
            .map_err(ApiError::from)?,
        None => None,
    };
    let (Some(stored), Some(kept)) = (stored, kept) else {
        return Ok(missing(req, &state, req.uri().path()).await);
    };
    let shown = CaseStudy {
        fields: kept.fields,
        updated_at: kept.entry.created_at,
        ..stored
    };
    owner_page(
        req,
        &state,
        shown,
        "Preview of an earlier revision. It is not what is saved; restoring it brings it back.",
        &language,
    )
    .await
}

/// `GET /preview/{token}`: what a share link shows, without a session; a 404 once it expired or
/// was revoked. The link is checked on every read; its page is built once per link, case study
/// version and site version, and kept in the snapshot (issue 39 point 2).
#[handler]
pub async fn shared(
    req: &Request,
    state: Data<&AppState>,
    Path(token): Path<String>,
) -> Result<Response> {
    let db = &state.db;
    let shown = crate::db::preview_links::case_study_of(db, &token)
        .await
        .map_err(ApiError::from)?;
    let version = match &shown {
        Some((id, _)) => case_studies::version_of(db, *id)
            .await
            .map_err(ApiError::from)?,
        None => None,
    };
    let (Some((id, tag)), Some(version)) = (shown, version) else {
        return Ok(missing(req, &state, "/preview").await);
    };
    let key = format!("/preview/{token}?version={version}");
    let built = state
        .snapshot
        .kept_or_built(&key, req.headers(), Reads::CaseStudy, &PRIVATE, || {
            shared_page(req, &state, id, tag)
        })
        .await?;
    Ok(built.with_header("x-robots-tag", "noindex").into_response())
}

/// The page of a share link to case study `id` in the language `tag`.
async fn shared_page(
    req: &Request,
    state: &AppState,
    id: i64,
    tag: Option<String>,
) -> Result<Response> {
    let stored = case_studies::by_id(&state.db, id)
        .await
        .map_err(ApiError::from)?;
    let Some(stored) = stored else {
        return Ok(missing(req, state, "/preview").await);
    };
    // A link to a language the site no longer lists shows the default's page.
    let language = match language(state, tag.as_deref()).await {
        Ok(language) => language,
        Err(_) => language(state, None).await?,
    };
    let label = if language.publishes(&stored) {
        "Preview shared by the author."
    } else {
        "Preview shared by the author. It is not published yet."
    };
    page(req, state, stored, label, &language).await
}

/// `POST /preview/case-studies`: the dialog's unsaved state, stored nowhere.
#[handler]
pub async fn unsaved(req: &Request, body: Body, state: Data<&AppState>) -> Result<Response> {
    // Signed in first: nobody else's body is read.
    if signed_in(req).await?.is_none() {
        return Ok(to_login());
    }
    let Form(form) = Form::<Unsaved>::from_request(req, &mut RequestBody::new(body)).await?;
    let draft: CaseStudyDraft = serde_json::from_str(&form.draft)
        .map_err(|_| ApiError::bad_request("The preview needs the case study's fields as JSON."))?;
    let language = language(&state, form.language.as_deref()).await?;
    // What is typed, as it is (folio-core's rule for a draft's preview).
    let stored = CaseStudy {
        id: 0,
        fields: folio_core::preview::of_draft(draft),
        created_at: crate::db::now(),
        updated_at: crate::db::now(),
        version: 0,
        sort_order: 0,
    };
    owner_page(
        req,
        &state,
        stored,
        "Preview of unsaved changes. They are not saved or published.",
        &language,
    )
    .await
}

/// [`page`] for the signed-in owner, built within the budget every page build shares (a share
/// link's page is kept by the snapshot, which reserves its share itself).
async fn owner_page(
    req: &Request,
    state: &AppState,
    stored: CaseStudy,
    label: &str,
    language: &Shown,
) -> Result<Response> {
    let _reserved = state.snapshot.reserve(Reads::CaseStudy).await?;
    page(req, state, stored, label, language).await
}

/// The case study's public page, rendered as the site renders it, under a bar saying what it is.
/// The preview carries no script, so a render that fails is said on the page, with a 503.
async fn page(
    req: &Request,
    state: &AppState,
    stored: CaseStudy,
    label: &str,
    language: &Shown,
) -> Result<Response> {
    let study = as_page(state, stored, Some(&language.tag)).await?;
    // Drawn at an address of its own: an unsaved slug may be empty or not yet valid.
    let mut shown = poem_openapi::types::ToJSON::to_json(&study).unwrap_or_default();
    shown["slug"] = "preview".into();
    let messages = messages_in(&language.tag, &language.owner.wording);
    let data = super::with_strings(serde_json::json!({ "caseStudy": shown }), &messages);
    let (status, content) = match state
        .renderer
        .render("/case-studies/preview", "", &data)
        .await
    {
        Some(content) => (StatusCode::OK, content),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "<main class=\"page page--article\"><p class=\"state\" role=\"alert\">This preview \
             could not be drawn. Reload the page to try again.</p></main>"
                .to_owned(),
        ),
    };
    let page = Page {
        app: false,
        body: format!(
            "<p class=\"preview-bar\" role=\"note\">{}</p>{content}",
            escape(label)
        ),
        ..Page::noindex(
            &format!("Preview: {}", study.page_title),
            label,
            format!("{}{}", base_url(state), req.uri().path()),
        )
        // The page previewed speaks its language; the bar above it is the admin's English.
        .in_language(language.tag.as_str())
    };
    Ok(poem::web::Html(fill(&state.template, &page))
        .with_status(status)
        .with_header("cache-control", "private, no-store")
        .with_header("x-robots-tag", "noindex")
        .into_response())
}

/// The language a preview shows, with the site's profile.
struct Shown {
    tag: LanguageTag,
    owner: Owner,
}

impl Shown {
    /// Whether this language's public pages show `stored`.
    fn publishes(&self, stored: &CaseStudy) -> bool {
        folio_core::translations::published_in(
            stored.fields.is_published,
            stored.fields.translations.as_ref(),
            &self.owner.languages,
            &self.tag,
        )
    }
}

/// The language `tag` names among the site's (the default's when none); a 400 for another.
async fn language(state: &AppState, tag: Option<&str>) -> Result<Shown> {
    let owner = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner;
    let tag = match tag {
        None | Some("") => owner.languages.default_language().clone(),
        Some(tag) => crate::site::site_language(&owner.languages, tag)
            .ok_or_else(|| ApiError::bad_request(format!("This site is not served in {tag}")))?,
    };
    Ok(Shown { tag, owner })
}

/// The site's 404 page, as the answer to `req` for `path`.
async fn missing(req: &Request, state: &AppState, path: &str) -> Response {
    super::not_found(req.headers(), path, state).await
}

fn to_login() -> Response {
    Redirect::see_other("/admin/login").into_response()
}
