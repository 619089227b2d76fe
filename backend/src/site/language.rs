//! The language the public interface speaks: which message catalogue (folio-core's
//! `language::messages`) gives the public pages their words, `<html lang>` and the home's dates
//! and counts (issue 25).

use crate::state::AppState;
use folio_core::language::{Catalogue, Messages};

/// The catalogue of the site's interface language.
///
/// English for now: the site has no list of languages yet. Once the profile has its
/// `languages` (issue 25), this is the catalogue of `languages[0]`, the default language
/// (`Catalogue::for_tag`), English when that language has none; and the owner's own wording
/// (`Messages::with_overrides`) is layered on it here.
fn interface_catalogue(_state: &AppState) -> Catalogue {
    Catalogue::En
}

/// The messages of the site's interface language ([`interface_catalogue`]).
pub fn interface_messages(state: &AppState) -> &'static Messages {
    Messages::of(interface_catalogue(state))
}
