//! `/resume.pdf` and `/{lang}/resume.pdf` (issue 43): the résumé typeset by Typst from the data
//! the site shows, in the page's language ([`crate::resume`]). The snapshot keeps each PDF for
//! its site version, language and variant, so it is made once, however many ask at once.
//! Each variant has its own address, `/resume/{slug}.pdf` (listed) or `/resume/{token}.pdf`
//! (unlisted), in each language.

use super::language::PageLanguage;
use super::maybe_language;
use crate::db::resume_variants;
use crate::error::ApiError;
use crate::snapshot::{PRIVATE, PUBLIC_REVALIDATE, Reads};
use crate::state::AppState;
use folio_core::resume_variant::ResumeVariant;
use poem::error::NotFoundError;
use poem::http::HeaderValue;
use poem::web::{Data, Path};
use poem::{IntoResponse, Request, Response, Result, handler};

/// One résumé to make: which variant (its id, `0` for the whole résumé), as it chooses, and
/// what its answer says to caches.
pub(super) struct Wanted {
    pub(super) id: i64,
    pub(super) variant: ResumeVariant,
    pub(super) cache_control: HeaderValue,
}

/// `/resume.pdf`: the whole résumé in the site's default language, while its link is on.
#[handler]
pub async fn resume_pdf(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let languages = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner
        .languages;
    let language = PageLanguage::default_of(languages);
    let wanted = whole(&state).await?;
    pdf_of(req, &state, &language, wanted).await
}

/// `/{lang}/resume.pdf`: the whole résumé in another of the site's languages.
#[handler]
pub async fn language_resume_pdf(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let language = language_of(req, &state).await?;
    let wanted = whole(&state).await?;
    pdf_of(req, &state, &language, wanted).await
}

/// `/resume/{variant}.pdf`: a variant, by its slug when listed, by its token when not.
#[handler]
pub async fn variant_pdf(
    req: &Request,
    state: Data<&AppState>,
    Path(file): Path<String>,
) -> Result<Response> {
    let wanted = variant(&state, &file).await?;
    let languages = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner
        .languages;
    let language = PageLanguage::default_of(languages);
    pdf_of(req, &state, &language, wanted).await
}

/// `/{lang}/resume/{variant}.pdf`: a variant in another of the site's languages.
#[handler]
pub async fn language_variant_pdf(
    req: &Request,
    state: Data<&AppState>,
    Path((_, file)): Path<(String, String)>,
) -> Result<Response> {
    let language = language_of(req, &state).await?;
    let wanted = variant(&state, &file).await?;
    pdf_of(req, &state, &language, wanted).await
}

/// The whole résumé, or a 404 while its public link is off.
async fn whole(state: &AppState) -> Result<Wanted> {
    let stored = resume_variants::default_variant(&state.db)
        .await
        .map_err(ApiError::from)?;
    if !stored.public {
        return Err(NotFoundError.into());
    }
    Ok(Wanted {
        id: stored.id,
        variant: stored.settings,
        cache_control: PUBLIC_REVALIDATE,
    })
}

/// The variant `file` (`{slug}.pdf` or `{token}.pdf`) names, or a 404: an unlisted one's answer
/// is kept by no cache.
async fn variant(state: &AppState, file: &str) -> Result<Wanted> {
    let name = file
        .strip_suffix(".pdf")
        .filter(|name| !name.is_empty() && name.len() <= 100)
        .ok_or(NotFoundError)?;
    let stored = resume_variants::by_address(&state.db, name)
        .await
        .map_err(ApiError::from)?
        .ok_or(NotFoundError)?;
    Ok(Wanted {
        id: stored.id,
        variant: stored.settings,
        cache_control: if stored.listed {
            PUBLIC_REVALIDATE
        } else {
            PRIVATE
        },
    })
}

/// The language a prefixed address names, or a 404.
pub(super) async fn language_of(req: &Request, state: &AppState) -> Result<PageLanguage> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let languages = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner
        .languages;
    PageLanguage::prefixed(languages, req.uri().path()).ok_or_else(|| NotFoundError.into())
}

/// The PDF of `wanted` in `language`: kept, or made now.
pub(super) async fn pdf_of(
    req: &Request,
    state: &AppState,
    language: &PageLanguage,
    wanted: Wanted,
) -> Result<Response> {
    let (version, _) = crate::db::site_state(&state.db)
        .await
        .map_err(ApiError::from)?;
    let key = format!(
        "resume.pdf?version={version}&lang={}&variant={}",
        language.tag(),
        wanted.id
    );
    let built = state
        .snapshot
        .kept_or_built(
            &key,
            req.headers(),
            Reads::Site,
            &wanted.cache_control,
            || made(state, language, &wanted, &key),
        )
        .await?;
    let built = built.with_header("content-disposition", "inline; filename=\"resume.pdf\"");
    Ok(if wanted.cache_control == PRIVATE {
        built.with_header("x-robots-tag", "noindex").into_response()
    } else {
        built.into_response()
    })
}

/// The résumé typeset now.
async fn made(
    state: &AppState,
    language: &PageLanguage,
    wanted: &Wanted,
    key: &str,
) -> Result<Response> {
    let pdf = crate::resume::make::pdf(state, language.tag(), &wanted.variant, key).await?;
    Ok(pdf
        .with_content_type("application/pdf")
        .with_header("cache-control", wanted.cache_control.clone())
        .into_response())
}
