//! What a send must pass before its message is stored (issue 42 point 2), in this order: the form
//! is on; the fields are valid (folio-core's rule, worded in the page's language); the honeypot
//! is empty (a filled one is answered as sent, and nothing is stored); the proof of work is the
//! answer to a challenge of ours still running (scripts on), or the page's ticket is ours
//! (scripts off, "To check"); the page was drawn at least `min_seconds` before; the client is
//! within its limits; and, in the message's own transaction, the proof was not used before and the
//! site is within its daily cap and its bound on messages kept. Only then is the visitor told it
//! is sent: the message is committed first.

use super::{Contact, unix_now};
use crate::db::messages::{self, NewMessage, Stored};
use folio_core::contact::MessageFolder;
use folio_core::contact::pow::{self, Proof};
use folio_core::contact::{ContactDraft, ContactWords};
use folio_core::validation::ValidationErrors;
use sqlx::AnyPool;
use std::net::IpAddr;

/// One send, as the handler read it.
pub struct Sending<'a> {
    /// The form's fields.
    pub draft: ContactDraft,
    /// The page's words (its language's).
    pub words: &'a ContactWords,
    /// The page's language tag, kept with the message.
    pub language: &'a str,
    /// The hidden field only robots fill in.
    pub honeypot: &'a str,
    /// With scripts on: the proof of work.
    pub proof: Option<Proof>,
    /// With scripts off: the page's ticket.
    pub ticket: Option<&'a str>,
    /// Who sent it.
    pub client: IpAddr,
}

/// Why a send was refused; each is worded in the page's language.
#[derive(Debug)]
pub enum Refusal {
    /// The owner has not turned the form on.
    Closed,
    /// Some fields are invalid.
    Invalid(ValidationErrors),
    /// Sent too soon after the page was drawn.
    TooFast,
    /// No proof or ticket of ours, an expired one, or one used already.
    Proof,
    /// Past the client's limits, the site's daily cap or its bound on messages kept.
    TooMany,
    /// The database failed.
    Store(sqlx::Error),
}

/// What a send came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Accepted {
    /// Stored, with its id.
    Kept(i64),
    /// A robot's: answered as sent, stored nowhere.
    Ignored,
}

/// Decides `sending` and stores its message.
pub async fn accept(
    db: &AnyPool,
    contact: &Contact,
    sending: Sending<'_>,
) -> Result<Accepted, Refusal> {
    if !crate::db::contact::form_on(db)
        .await
        .map_err(Refusal::Store)?
    {
        return Err(Refusal::Closed);
    }
    let message = sending
        .draft
        .parse(sending.words)
        .map_err(Refusal::Invalid)?;
    if !sending.honeypot.trim().is_empty() {
        return Ok(Accepted::Ignored);
    }
    let key = contact.key(db).await.map_err(Refusal::Store)?;
    let now = unix_now();
    let (drawn, challenge) = match (&sending.proof, sending.ticket) {
        (Some(proof), _) => {
            pow::verify(key, proof, now).map_err(|_| Refusal::Proof)?;
            let expires = pow::expires(&proof.salt).ok_or(Refusal::Proof)?;
            let expires = i64::try_from(expires).map_err(|_| Refusal::Proof)?;
            let drawn = pow::issued(&proof.salt).ok_or(Refusal::Proof)?;
            (drawn, Some((proof.challenge.as_str(), expires)))
        }
        (None, Some(ticket)) => (pow::ticket_time(key, ticket).ok_or(Refusal::Proof)?, None),
        (None, None) => return Err(Refusal::Proof),
    };
    if now < drawn.saturating_add(contact.settings.min_seconds) {
        return Err(Refusal::TooFast);
    }
    let checked = challenge.is_some();
    if !contact.limiter.take(sending.client, checked, now) {
        return Err(Refusal::TooMany);
    }
    let notify = checked && contact.settings.mail.is_some();
    let stored = messages::store(
        db,
        NewMessage {
            folder: if checked {
                MessageFolder::Inbox
            } else {
                MessageFolder::ToCheck
            },
            message: &message,
            language: sending.language,
            challenge,
            notify,
            daily_cap: contact.settings.daily_cap,
        },
    )
    .await
    .map_err(Refusal::Store)?;
    match stored {
        Stored::Kept(id) => {
            if notify {
                contact.wake.notify_one();
            }
            Ok(Accepted::Kept(id))
        }
        Stored::Replayed => Err(Refusal::Proof),
        Stored::CapReached | Stored::Full => Err(Refusal::TooMany),
    }
}

impl Refusal {
    /// The refusal as the API answers it, worded with `words`: 404 when the form is off, 422
    /// under the failing fields (`proof` or `form` for a proof or a send too soon), 429 past a
    /// limit.
    pub fn into_api_error(self, words: &ContactWords) -> crate::error::ApiError {
        use crate::error::{ApiError, ErrorCode, FieldCode};
        let under = |field: &str, message: &str| {
            let mut errors = ValidationErrors::default();
            errors.push(field, FieldCode::InvalidFormat, message);
            ApiError::from(errors)
        };
        match self {
            Refusal::Closed => ApiError::not_found("The contact form is off."),
            Refusal::Invalid(errors) => errors.into(),
            Refusal::TooFast => under("form", &words.too_fast),
            Refusal::Proof => under("proof", &words.proof_refused),
            Refusal::TooMany => ApiError::TooManyRequests(
                crate::error::body(ErrorCode::TooManyAttempts, words.too_many.clone()),
                3600,
            ),
            Refusal::Store(error) => error.into(),
        }
    }
}
