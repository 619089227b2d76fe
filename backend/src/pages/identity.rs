//! The site's identity as images (issue 40 point 11), public reads kept by the snapshot like the
//! home's card: `/favicon.ico` (the owner's chosen image, else the photo, else the initials) and
//! a case study's `og:image`, `/case-studies/{slug}/og-image.jpg` (its featured image cropped to
//! 1200×630) or `…/og-image.png` (a card drawn with its title, when it has no image of its own).
//! Each image decode first reserves its memory from the build budget.

use super::language::PageLanguage;
use super::maybe_language;
use crate::error::ApiError;
use crate::identity;
use crate::site::case_studies;
use crate::state::AppState;
use bytes::Bytes;
use poem::error::NotFoundError;
use poem::web::{Data, Path};
use poem::{IntoResponse, Request, Response, Result, handler};

/// The file name of a case study's cropped featured image.
pub const CROP: &str = "og-image.jpg";
/// The file name of a case study's drawn card.
pub const CARD: &str = "og-image.png";

/// The `og:image` path of a case study at `page` (its address), with `featured_image`: its crop
/// when the image is an upload, the image itself when it is elsewhere, else its drawn card.
pub fn og_image(page: &str, featured_image: Option<&str>) -> String {
    match featured_image.filter(|url| !url.trim().is_empty()) {
        Some(url) if identity::og_source(url).is_some() => format!("{page}/{CROP}"),
        Some(url) => url.to_owned(),
        None => format!("{page}/{CARD}"),
    }
}

/// Decodes the upload `url` names (read at the size `pick` chooses) with `draw`, on a blocking
/// thread within the budget; `None` when it is not an upload, is gone, or cannot be read.
async fn drawn_from_upload(
    state: &AppState,
    url: &str,
    pick: fn(&str) -> Option<(String, u64)>,
    draw: fn(&[u8]) -> Result<Bytes, String>,
) -> Result<Option<Bytes>> {
    let Some((name, pixels)) = pick(url) else {
        return Ok(None);
    };
    let Some(upload) = state.uploads.get(&name).await.map_err(ApiError::from)? else {
        return Ok(None);
    };
    let _reserved = state
        .snapshot
        .reserve_bytes(identity::decode_cost(pixels))
        .await?;
    let drawn = tokio::task::spawn_blocking(move || draw(&upload.bytes))
        .await
        .map_err(ApiError::internal)?;
    Ok(drawn
        .inspect_err(|error| tracing::warn!(%error, "an upload could not be drawn"))
        .ok())
}

/// `/favicon.ico`: the image the owner chose, else the photo (when it is an upload), else the
/// name's initials, as a 64 px square ICO.
#[handler]
pub async fn favicon(state: Data<&AppState>) -> Result<Response> {
    let chosen = crate::db::favicon::get(&state.db)
        .await
        .map_err(ApiError::from)?;
    let owner = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner;
    let mut icon = None;
    for url in [chosen, owner.photo].into_iter().flatten() {
        icon = drawn_from_upload(
            &state,
            &url,
            identity::favicon_source,
            identity::icon_from_image,
        )
        .await?;
        if icon.is_some() {
            break;
        }
    }
    let icon = match icon {
        Some(icon) => icon,
        None => {
            let initials = folio_core::text::initials(&owner.name);
            tokio::task::spawn_blocking(move || identity::icon_from_initials(&initials))
                .await
                .map_err(ApiError::internal)?
                .map_err(ApiError::internal)?
        }
    };
    Ok(icon.with_content_type("image/x-icon").into_response())
}

/// `/case-studies/{slug}/{image}`: the default language's case study's `og:image`.
#[handler]
pub async fn case_study_image(
    state: Data<&AppState>,
    Path((slug, image)): Path<(String, String)>,
) -> Result<Response> {
    let owner = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner;
    let language = PageLanguage::default_of(owner.languages);
    image_answer(&state, &slug, &image, &language).await
}

/// `/{lang}/case-studies/{slug}/{image}`: another language's case study's `og:image`.
#[handler]
pub async fn language_case_study_image(
    req: &Request,
    state: Data<&AppState>,
    Path((_, slug, image)): Path<(String, String, String)>,
) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let owner = crate::db::profile::get(&state.db)
        .await
        .map_err(ApiError::from)?
        .owner;
    let Some(language) = PageLanguage::prefixed(owner.languages, req.uri().path()) else {
        return Err(NotFoundError.into());
    };
    image_answer(&state, &slug, &image, &language).await
}

/// The `og:image` named `image` of the case study `slug` in `language`: the crop of its uploaded
/// featured image, or its card when it has no image; any other name, or the other kind, is 404.
async fn image_answer(
    state: &AppState,
    slug: &str,
    image: &str,
    language: &PageLanguage,
) -> Result<Response> {
    if image != CROP && image != CARD {
        return Err(NotFoundError.into());
    }
    let Some(study) = case_studies::published_one(state, slug, Some(language.tag())).await? else {
        return Err(NotFoundError.into());
    };
    let fields = &study.case_study.fields;
    let page = format!("/case-studies/{slug}");
    if og_image(&page, fields.featured_image.as_deref()) != format!("{page}/{image}") {
        return Err(NotFoundError.into());
    }
    if image == CROP {
        let url = fields.featured_image.as_deref().unwrap_or_default();
        let Some(jpeg) =
            drawn_from_upload(state, url, identity::og_source, identity::og_crop).await?
        else {
            return Err(NotFoundError.into());
        };
        return Ok(jpeg.with_content_type("image/jpeg").into_response());
    }
    let png = identity::card(state, &fields.title, &study.author).await?;
    Ok(png.with_content_type("image/png").into_response())
}
