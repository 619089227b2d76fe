//! The language the public interface speaks: which message catalogue (folio-core's
//! `language::messages`) gives the public pages their words, `<html lang>` and the home's dates
//! and counts (issue 25).

use crate::db::profile;
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::language::{Catalogue, LanguageTag, Languages, Messages};

/// The messages of a page in `language`: the catalogue of its language subtag
/// (`Catalogue::for_tag`, so `de-AT` reads German), English when that language has none. The
/// owner's own wording (`Messages::with_overrides`) will be layered on it here.
pub fn messages_in(language: &LanguageTag) -> &'static Messages {
    Messages::of(Catalogue::for_tag(language).unwrap_or(Catalogue::En))
}

/// The messages of a site in `languages` where no address names another language: its default
/// language's ([`messages_in`]).
fn interface_messages(languages: &Languages) -> &'static Messages {
    messages_in(languages.default_language())
}

/// The messages of the site's interface language, read from the stored profile.
pub async fn site_messages(state: &AppState) -> ApiResult<&'static Messages> {
    Ok(interface_messages(
        &profile::get(&state.db).await?.owner.languages,
    ))
}
