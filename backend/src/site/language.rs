//! The language the public interface speaks: which message catalogue (folio-core's
//! `language::messages`) gives the public pages their words, `<html lang>` and the home's dates
//! and counts (issue 25).

use crate::db::profile;
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::language::{Catalogue, Languages, Messages};

/// The messages of a site in `languages`: the catalogue of its default language
/// (`Catalogue::for_tag`, by the language subtag, so `de-AT` reads German), English when that
/// language has none. The owner's own wording (`Messages::with_overrides`) will be layered on it
/// here.
pub fn interface_messages(languages: &Languages) -> &'static Messages {
    Messages::of(Catalogue::for_tag(languages.default_language()).unwrap_or(Catalogue::En))
}

/// The messages of the site's interface language, read from the stored profile.
pub async fn site_messages(state: &AppState) -> ApiResult<&'static Messages> {
    Ok(interface_messages(
        &profile::get(&state.db).await?.owner.languages,
    ))
}
