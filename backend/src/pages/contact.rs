//! The contact page (issue 42 point 1): `/contact` and `/{lang}/contact`, drawn by the app's own
//! components like every public page, and its "Thank you" page at `…/contact/thanks`. With
//! scripts off the form posts to its own address: a message kept is answered by a 303 to the
//! "Thank you" page, and a refusal draws the form again with the visitor's text kept and each
//! message under its field. With scripts on the app sends in place through `POST /api/contact`.
//! The page is drawn for each request (it carries a fresh ticket), never kept in the snapshot,
//! and sets no cookie.

use super::language::PageLanguage;
use super::not_found::{footer, with_owner};
use super::{answer, app_data, html::Page, rendered, site_words};
use crate::client::ClientAddr;
use crate::contact::accept::{Refusal, Sending, accept};
use crate::contact::{unix_now, words_of};
use crate::db;
use crate::site::base_url;
use crate::state::AppState;
use folio_core::contact::{ContactDraft, ContactWords, message, pow};
use folio_core::validation::FieldError;
use poem::http::StatusCode;
use poem::web::{Data, Redirect};
use poem::{IntoResponse, Request, Response, Result, handler};
use serde_json::json;

/// The largest form body read, in bytes: every field at its bound, encoded, fits.
const MAX_BODY: usize = 64 * 1024;

/// The page's language from its address (`/contact` or `/{lang}/contact…`), or not found.
async fn language(req: &Request, state: &AppState) -> Result<PageLanguage> {
    let (languages, wording) = site_words(state).await?;
    let path = req.uri().path();
    let language = if path.starts_with("/contact") {
        PageLanguage::default_of(languages)
    } else {
        PageLanguage::prefixed(languages, path).ok_or(poem::error::NotFoundError)?
    };
    Ok(language.worded(wording))
}

/// `GET` of the contact page, or its "Thank you" page.
#[handler]
pub async fn contact_page(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let language = language(req, &state).await?;
    let thanks = req.uri().path().ends_with("/thanks");
    // The page the visitor came from, when it is one of this site's: kept with the message.
    let shown = came_from(req).map(|page| Shown {
        draft: ContactDraft {
            page,
            ..ContactDraft::default()
        },
        errors: Vec::new(),
        status: StatusCode::OK,
    });
    page(req, &state, &language, thanks, shown).await
}

/// The path of the `Referer`, when it names the host the request was sent to.
fn came_from(req: &Request) -> Option<String> {
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok());
    let referer = url::Url::parse(header("referer")?).ok()?;
    let host = match referer.port() {
        Some(port) => format!("{}:{port}", referer.host_str()?),
        None => referer.host_str()?.to_owned(),
    };
    (Some(host.as_str()) == header("host")).then(|| referer.path().to_owned())
}

/// `POST` of the form with scripts off.
#[handler]
pub async fn contact_post(
    req: &Request,
    body: poem::Body,
    state: Data<&AppState>,
    client: Data<&ClientAddr>,
) -> Result<Response> {
    let language = language(req, &state).await?;
    let bytes = body
        .into_bytes_limit(MAX_BODY)
        .await
        .map_err(|_| poem::Error::from_status(StatusCode::PAYLOAD_TOO_LARGE))?;
    let field = |name: &str| {
        url::form_urlencoded::parse(&bytes)
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.into_owned())
            .unwrap_or_default()
    };
    let (words, tag) = words_of(Some(language.tag().as_str()));
    let draft = ContactDraft {
        name: field("name"),
        email: field("email"),
        subject: field("subject"),
        message: field("message"),
        page: field("page"),
    };
    let ticket = field("ticket");
    let sending = Sending {
        draft: draft.clone(),
        words,
        language: &tag,
        honeypot: &field("website"),
        proof: None,
        ticket: Some(&ticket),
        client: client.0.0,
    };
    let errors = match accept(&state.db, &state.contact, sending).await {
        Ok(_) => {
            let to = language.address("/contact/thanks");
            return Ok(Redirect::see_other(to).into_response());
        }
        Err(Refusal::Closed) => return Err(poem::error::NotFoundError.into()),
        Err(Refusal::Store(error)) => return Err(crate::error::ApiError::from(error).into()),
        Err(refusal) => refused(refusal, words),
    };
    let status = if errors.iter().any(|e| e.field == "tooMany") {
        StatusCode::TOO_MANY_REQUESTS
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    let shown = Shown {
        draft,
        errors,
        status,
    };
    page(req, &state, &language, false, Some(shown)).await
}

/// A refusal as the messages the form shows, each under its field (`form` above the button).
fn refused(refusal: Refusal, words: &ContactWords) -> Vec<FieldError> {
    let one = |field: &str, message: &str| {
        vec![FieldError {
            field: field.to_owned(),
            code: folio_core::validation::FieldCode::InvalidFormat,
            message: message.to_owned(),
        }]
    };
    match refusal {
        Refusal::Invalid(errors) => errors.fields,
        Refusal::TooFast => one("form", &words.too_fast),
        Refusal::TooMany => one("tooMany", &words.too_many),
        _ => one("form", &words.proof_refused),
    }
}

/// What a refused send draws the form with.
struct Shown {
    draft: ContactDraft,
    errors: Vec<FieldError>,
    status: StatusCode,
}

/// The contact page (or its "Thank you" page) in `language`, with a refused send's text and
/// messages when there is one.
async fn page(
    req: &Request,
    state: &AppState,
    language: &PageLanguage,
    thanks: bool,
    shown: Option<Shown>,
) -> Result<Response> {
    if !db::contact::form_on(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
    {
        return Err(poem::error::NotFoundError.into());
    }
    let owner = db::profile::get(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?
        .owner;
    let owner = crate::site::with_contact_form(state, owner).await?;
    let (words, _) = words_of(Some(language.tag().as_str()));
    let key = state
        .contact
        .key(&state.db)
        .await
        .map_err(crate::error::ApiError::from)?;
    let status = shown.as_ref().map_or(StatusCode::OK, |shown| shown.status);
    let mut contact = json!({
        "words": words,
        "action": language.address("/contact"),
        "thanks": thanks,
        "ticket": pow::ticket(key, unix_now()),
        "bounds": {
            "name": message::NAME,
            "email": folio_core::profile::EMAIL,
            "subject": message::SUBJECT,
            "message": message::MESSAGE,
        },
    });
    if let Some(shown) = shown {
        contact["values"] = serde_json::to_value(&shown.draft).unwrap_or_default();
        contact["errors"] = serde_json::to_value(&shown.errors).unwrap_or_default();
    }
    let fields = with_owner(
        json!({ "contact": contact }),
        Some(&footer(&owner, language)),
    );
    let data = app_data(fields, language);
    let rest = if thanks {
        "/contact/thanks"
    } else {
        "/contact"
    };
    let title = if thanks {
        &words.thanks_title
    } else {
        &words.title
    };
    let base = base_url(state);
    let page = Page::noindex(
        title,
        &words.intro.replace("{author}", &owner.name),
        format!("{base}{}", language.address(rest)),
    )
    .in_language(language.tag().as_str());
    let page = rendered(state, &language.address(rest), data, page).await;
    let mut response = answer(req.headers(), state, StatusCode::OK, &page).await;
    response.set_status(status);
    // A page drawn for this request alone: its ticket is fresh.
    response.headers_mut().insert(
        "cache-control",
        poem::http::HeaderValue::from_static("no-store"),
    );
    Ok(response)
}
