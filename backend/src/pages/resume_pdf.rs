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
    kept(req, &state, || async {
        let language = default_language(&state).await?;
        let wanted = whole(&state).await?;
        made(&state, &language, &wanted).await
    })
    .await
}

/// `/{lang}/resume.pdf`: the whole résumé in another of the site's languages.
#[handler]
pub async fn language_resume_pdf(req: &Request, state: Data<&AppState>) -> Result<Response> {
    kept(req, &state, || async {
        let language = language_of(req, &state).await?;
        let wanted = whole(&state).await?;
        made(&state, &language, &wanted).await
    })
    .await
}

/// `/resume/{variant}.pdf`: a variant, by its slug when listed, by its token when not.
#[handler]
pub async fn variant_pdf(
    req: &Request,
    state: Data<&AppState>,
    Path(file): Path<String>,
) -> Result<Response> {
    kept(req, &state, || async {
        let wanted = variant(&state, &file).await?;
        let language = default_language(&state).await?;
        made(&state, &language, &wanted).await
    })
    .await
}

/// `/{lang}/resume/{variant}.pdf`: a variant in another of the site's languages.
#[handler]
pub async fn language_variant_pdf(
    req: &Request,
    state: Data<&AppState>,
    Path((_, file)): Path<(String, String)>,
) -> Result<Response> {
    kept(req, &state, || async {
        let language = language_of(req, &state).await?;
        let wanted = variant(&state, &file).await?;
        made(&state, &language, &wanted).await
    })
    .await
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

/// The site's default language.
async fn default_language(state: &AppState) -> Result<PageLanguage> {
    let languages = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner
        .languages;
    Ok(PageLanguage::default_of(languages))
}

/// Whether `path` ends in an unlisted variant's secret (`{token}.pdf`, 64 hex digits).
fn secret(path: &str) -> bool {
    path.rsplit('/')
        .next()
        .and_then(|file| file.strip_suffix(".pdf"))
        .is_some_and(|name| name.len() == 64 && name.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The PDF this address answers: kept for the site version (every write that changes what it
/// shows empties the snapshot, so a kept answer is read without reading the database), or made
/// now by `answer`, which decides its language and variant (a 404 is never kept). A secret
/// address's answer is kept by no other cache and listed by no search engine.
async fn kept<F, Fut>(req: &Request, state: &AppState, answer: F) -> Result<Response>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<Response>>,
{
    let path = req.uri().path();
    let private = secret(path);
    let control = if private { PRIVATE } else { PUBLIC_REVALIDATE };
    let key = format!("resume:{path}");
    let built = state
        .snapshot
        .kept_or_built(&key, req.headers(), Reads::Site, &control, answer)
        .await?;
    let built = built.with_header("content-disposition", "inline; filename=\"resume.pdf\"");
    Ok(if private {
        built.with_header("x-robots-tag", "noindex").into_response()
    } else {
        built.into_response()
    })
}

/// The résumé typeset now; refusals are kept per site version, variant and language.
async fn made(state: &AppState, language: &PageLanguage, wanted: &Wanted) -> Result<Response> {
    let (version, _) = crate::db::site_state(&state.db)
        .await
        .map_err(ApiError::from)?;
    let key = format!(
        "resume.pdf?version={version}&lang={}&variant={}",
        language.tag(),
        wanted.id
    );
    let pdf = crate::resume::make::pdf(state, language.tag(), &wanted.variant, &key).await?;
    Ok(pdf
        .with_content_type("application/pdf")
        .with_header("cache-control", wanted.cache_control.clone())
        .into_response())
}
