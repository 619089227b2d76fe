//! The contact form's JSON API (issue 42), for the app's form with scripts on:
//! `GET /api/contact/challenge` hands a signed, expiring proof-of-work challenge, and
//! `POST /api/contact` sends a message with its proof. The decisions are `contact::accept`'s;
//! the form without scripts posts to the page itself (`pages::contact`).

use super::ApiTags;
use super::text::Text;
use crate::client::ClientAddr;
use crate::contact::accept::{Sending, accept};
use crate::contact::{random_bytes, unix_now, words_of};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use folio_core::contact::ContactDraft;
use folio_core::contact::pow::{self, Challenge, Proof};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

/// A message from the contact form.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ContactBody {
    /// The visitor's name.
    #[oai(default)]
    name: Option<Text>,
    /// Their e-mail address.
    #[oai(default)]
    email: Option<Text>,
    /// An optional subject.
    #[oai(default)]
    subject: Option<Text>,
    /// The message.
    #[oai(default)]
    message: Option<Text>,
    /// The site's page they came from (a path).
    #[oai(default)]
    page: Option<Text>,
    /// The page's language (a tag); its words answer the refusals.
    #[oai(default)]
    language: Option<Text>,
    /// The hidden field only robots fill in.
    #[oai(default)]
    website: Option<Text>,
    /// The challenge with the number the browser found.
    proof: Option<Proof>,
}

/// A message kept.
#[derive(Object)]
pub struct ContactSent {
    /// Always true: the message is committed.
    sent: bool,
}

#[derive(ApiResponse)]
enum ChallengeAnswer {
    /// A challenge, valid for 30 minutes.
    #[oai(status = 200)]
    Ok(Json<Challenge>, #[oai(header = "Cache-Control")] String),
}

#[derive(ApiResponse)]
enum SentAnswer {
    /// The message is stored.
    #[oai(status = 201)]
    Created(Json<ContactSent>),
}

/// The contact form.
pub struct ContactApi;

#[OpenApi(tag = "ApiTags::Contact")]
impl ContactApi {
    /// A proof-of-work challenge for the contact form: find the number in `0..=maxNumber` whose
    /// SHA-256 with `salt` is `challenge`, and send it back with the challenge. 404 when the
    /// owner has not turned the form on.
    #[oai(path = "/contact/challenge", method = "get")]
    async fn challenge(&self, state: Data<&AppState>) -> ApiResult<ChallengeAnswer> {
        if !crate::db::contact::form_on(&state.db).await? {
            return Err(ApiError::not_found("The contact form is off."));
        }
        let key = state.contact.key(&state.db).await?;
        let random = random_bytes();
        let number =
            u64::from(u16::from_le_bytes([random[0], random[1]])) * (pow::MAX_NUMBER + 1) / 65_536;
        let challenge = pow::issue(key, &random, number, unix_now());
        Ok(ChallengeAnswer::Ok(Json(challenge), "no-store".into()))
    }

    /// Sends a message to the owner with its proof of work. Its fields are checked (422 under
    /// each, in `language`'s words); a proof missing, wrong, expired or used already, or a send
    /// too soon after the challenge, is a 422 under `proof` or `form`; past the client's limits
    /// (5 an hour, 20 a day) or the site's daily cap, a 429. 201 once the message is committed.
    #[oai(path = "/contact", method = "post")]
    async fn send(
        &self,
        state: Data<&AppState>,
        client: Data<&ClientAddr>,
        body: Json<ContactBody>,
    ) -> ApiResult<SentAnswer> {
        let body = body.0;
        let (words, language) = words_of(body.language.as_ref().map(|t| t.0.as_str()));
        let sending = Sending {
            draft: ContactDraft {
                name: body.name.map(String::from).unwrap_or_default(),
                email: body.email.map(String::from).unwrap_or_default(),
                subject: body.subject.map(String::from).unwrap_or_default(),
                message: body.message.map(String::from).unwrap_or_default(),
                page: body.page.map(String::from).unwrap_or_default(),
            },
            words,
            language: &language,
            honeypot: body.website.as_ref().map_or("", |t| t.0.as_str()),
            proof: Some(body.proof.unwrap_or_default()),
            ticket: None,
            client: client.0.0,
        };
        match accept(&state.db, &state.contact, sending).await {
            Ok(_) => Ok(SentAnswer::Created(Json(ContactSent { sent: true }))),
            Err(refusal) => Err(refusal.into_api_error(words)),
        }
    }
}
