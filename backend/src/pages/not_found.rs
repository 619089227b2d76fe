//! The two 404 pages, an unknown address and a case study that is not published: the app's
//! not-found page, drawn once per kind, language and footer (issue 40: the footer names the
//! owner and how to reach them, as every other public page's does).

use super::html::Page;
use super::language::PageLanguage;
use super::{answer, app_data, render};
use crate::db;
use crate::render::NotFoundKind;
use crate::site::base_url;
use crate::snapshot::Reads;
use crate::state::AppState;
use folio_core::home::Owner;
use folio_core::language::MessageKey;
use folio_core::profile::contact_link;
use folio_core::translations::localize_profile;
use poem::Response;
use poem::http::{HeaderMap, StatusCode};
use serde_json::{Value, json};

/// The footer's owner on a page in `language`: the name in that language (with the default
/// language's tag when it falls back) and the contact, as the home's footer shows them.
pub(super) fn footer(owner: &Owner, language: &PageLanguage) -> Value {
    let (shown, fallbacks) = localize_profile(owner, language.tag());
    let mut footer = json!({ "name": shown.name });
    if fallbacks.iter().any(|field| field == "name") {
        footer["nameLang"] = json!(owner.languages.default_language().as_str());
    }
    if let Some(contact) = contact_link(owner.contact.as_deref()) {
        footer["contact"] = serde_json::to_value(contact).unwrap_or_default();
    }
    footer
}

/// The stored owner's footer in `language`; none when the profile cannot be read (the failure
/// is logged, and fails the other pages too).
pub(super) async fn stored_footer(state: &AppState, language: &PageLanguage) -> Option<Value> {
    let owner = db::profile::get(&state.db).await.ok()?.owner;
    let owner = crate::site::with_contact_form(state, owner).await.ok()?;
    Some(footer(&owner, language))
}

/// The page of a 404 of `kind` in `language` with `footer`: the same markup for every address of
/// its kind, so it is rendered once (from `data`, which holds the footer, for `href`) and kept.
pub(super) async fn not_found_page(
    state: &AppState,
    kind: NotFoundKind,
    language: &PageLanguage,
    href: &str,
    data: Value,
    page: Page,
) -> Page {
    let footer = data.get("owner").map(Value::to_string).unwrap_or_default();
    let cell = state
        .renderings
        .cell(kind, &language.messages(), &language.address("/"), &footer);
    // Rendered once, within the budget; a render that failed is not tried again for every read.
    let body = cell
        .get_or_try_init(|| async {
            let _reserved = state.snapshot.reserve(Reads::Words).await?;
            Ok::<_, crate::error::ApiError>(render(state, href, &data).await)
        })
        .await;
    match body {
        Ok(Some(body)) => Page {
            body: body.clone(),
            ..page
        },
        Ok(None) | Err(_) => page,
    }
}

/// `fields` with the owner's footer, when there is one.
pub(super) fn with_owner(mut fields: Value, footer: Option<&Value>) -> Value {
    if let Some(footer) = footer {
        fields["owner"] = footer.clone();
    }
    fields
}

/// Any unknown address (`path`): the app's not-found page with a 404, as an answer to a request
/// with `headers`.
pub async fn not_found(headers: &HeaderMap, path: &str, state: &AppState) -> Response {
    let base = base_url(state);
    // The page says it is not found in the language its address names (`/de/…` in German, any
    // other in the default); a store that cannot say which languages the site has (the failure
    // is logged, and fails every other page too) leaves it in English, without the owner.
    let owner = match db::profile::get(&state.db).await {
        Ok(stored) => crate::site::with_contact_form(state, stored.owner)
            .await
            .ok(),
        Err(_) => None,
    };
    let (languages, wording) = owner
        .as_ref()
        .map(|owner| (owner.languages.clone(), owner.wording.clone()))
        .unwrap_or_default();
    let language = PageLanguage::of_path(languages, path).worded(wording);
    let footer = owner.map(|owner| footer(&owner, &language));
    let messages = language.messages();
    let data = app_data(with_owner(json!({}), footer.as_ref()), &language);
    let page = Page::noindex(
        messages.text(MessageKey::PageNotFound),
        messages.text(MessageKey::PageNotFoundMessage),
        format!("{base}{path}"),
    )
    .in_language(language.tag().as_str())
    .with_data(data.clone());
    let page = not_found_page(
        state,
        NotFoundKind::Page,
        &language,
        &language.address("/-/"),
        data,
        page,
    )
    .await;
    answer(headers, state, StatusCode::NOT_FOUND, &page).await
}
