//! One résumé made now: the site read, the home derived in the language, the variant's
//! selection, the photo downscaled, the data handed to the typesetter. The public addresses keep
//! what this makes in the snapshot; the admin's preview of unsaved choices does not.

use super::data::{Facts, data, selection};
use super::{PHOTO_SIDE, TYPESETTER};
use crate::error::ApiError;
use crate::site::{base_url, home_for, home_source};
use crate::state::AppState;
use folio_core::language::{LanguageTag, localized_path};
use folio_core::resume_variant::ResumeVariant;

/// The PDF of `variant` in `language` (one of the site's), for the address `key` (naming the
/// site version, the variant and the language).
pub async fn pdf(
    state: &AppState,
    language: &LanguageTag,
    variant: &ResumeVariant,
    key: &str,
) -> Result<Vec<u8>, ApiError> {
    let source = home_source(state).await?;
    let home = home_for(&source, language);
    let selection = selection(&source, variant);
    let photo = match (&home.profile.photo, variant.photo) {
        (Some(url), true) => photo(state, url).await?,
        _ => None,
    };
    let base = base_url(state);
    let languages = &source.profile.languages;
    let address = |slug: &str| {
        let rest = format!("/case-studies/{slug}");
        format!(
            "{base}{}",
            localized_path(languages, language, &rest).unwrap_or(rest)
        )
    };
    let json = {
        let facts = Facts {
            home: &home,
            language,
            selection: &selection,
            paper: variant.paper.typst_name(),
            photo: photo.is_some(),
            address: &address,
        };
        serde_json::to_vec(&data(&facts)).map_err(ApiError::internal)?
    };
    TYPESETTER.typeset(key, json, photo).await
}

/// The photo at `url` downscaled for the PDF, when it is an upload that can be read; none for
/// an address elsewhere (nothing is fetched).
async fn photo(state: &AppState, url: &str) -> Result<Option<Vec<u8>>, ApiError> {
    let Some((name, pixels)) = crate::identity::photo_source(url, PHOTO_SIDE) else {
        return Ok(None);
    };
    let Some(upload) = state.uploads.get(&name).await? else {
        return Ok(None);
    };
    let _reserved = state
        .snapshot
        .reserve_bytes(crate::identity::decode_cost(pixels))
        .await?;
    let fitted =
        tokio::task::spawn_blocking(move || crate::identity::fit_within(&upload.bytes, PHOTO_SIDE))
            .await
            .map_err(ApiError::internal)?;
    Ok(fitted
        .inspect_err(|error| tracing::warn!(%error, "the photo could not be read for the résumé"))
        .ok()
        .map(|bytes| bytes.to_vec()))
}
