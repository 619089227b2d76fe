//! The e-mail notifications of messages (issue 42 point 3), sent with `lettre` from the outbox
//! (`db::outbox`) after the message's commit. Optional: without `SMTP_URL` and
//! `CONTACT_NOTIFY_TO` no notification is queued. A failed try is tried again after
//! `retry_seconds`, doubled at each try, up to [`MAX_TRIES`]; the queue is in the database, so a
//! restart goes on where it stopped, and the admin shows each notification's state.

use super::settings::Mail;
use super::{Contact, unix_now};
use crate::db::{messages, outbox};
use crate::state::AppState;
use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::AnyPool;
use std::time::Duration;

/// Tries of one notification before it is marked failed.
pub const MAX_TRIES: i64 = 8;
/// How long an instance holds a notification it is sending, in seconds.
const LEASE: i64 = 60;
/// How long a deleted message can be brought back, in seconds.
const UNDO: i64 = 60 * 60;

/// Runs the outbox's sender until aborted: every due notification is sent, then it waits for a
/// new message or the next retry. It also sweeps deleted messages past their undo.
pub fn spawn(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let (db, contact) = (state.db.clone(), state.contact.clone());
        loop {
            let site = crate::site::base_url(&state);
            let now = i64::try_from(unix_now()).unwrap_or_default();
            if let Err(error) = messages::sweep_deleted(&db, now - UNDO).await {
                tracing::warn!(%error, "sweeping deleted messages failed");
            }
            if let Some(mail) = &contact.settings.mail
                && let Err(error) = send_due(&db, &contact, mail, &site, now).await
            {
                tracing::warn!(%error, "reading the outbox failed");
            }
            let poll = Duration::from_secs(contact.settings.retry_seconds.clamp(1, 30) as u64);
            let _ = tokio::time::timeout(poll, contact.wake.notified()).await;
        }
    })
}

async fn send_due(
    db: &AnyPool,
    contact: &Contact,
    mail: &Mail,
    site: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    let due = outbox::claim_due(db, now, LEASE, 20).await?;
    if due.is_empty() {
        return Ok(());
    }
    let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&mail.smtp_url)
        .map(|builder| builder.timeout(Some(Duration::from_secs(10))).build());
    for item in due {
        let sent = match &transport {
            Ok(transport) => match letter(mail, &item.message, site) {
                Ok(letter) => transport
                    .send(letter)
                    .await
                    .map(|_| ())
                    .map_err(|e| e.to_string()),
                Err(error) => Err(error),
            },
            Err(error) => Err(error.to_string()),
        };
        let outcome = match &sent {
            Ok(()) => outbox::Outcome::Sent,
            Err(error) if item.attempts + 1 >= MAX_TRIES => outbox::Outcome::Failed(error),
            Err(error) => outbox::Outcome::Retry {
                next_at: now + (contact.settings.retry_seconds.max(1) << item.attempts.min(16)),
                error,
            },
        };
        if let Err(error) = &sent {
            tracing::warn!(%error, message = item.message.id, "a notification failed");
        }
        outbox::record(db, item.id, outcome).await?;
    }
    Ok(())
}

/// The notification of `message`: from the site to the owner, answering to the visitor.
fn letter(mail: &Mail, message: &messages::StoredMessage, site: &str) -> Result<Message, String> {
    let about = message.subject.clone().unwrap_or_else(|| {
        folio_core::text::shorten(message.body.lines().next().unwrap_or_default(), 60)
    });
    let mut builder = Message::builder()
        .from(mail.from.clone())
        .to(mail.to.clone())
        .subject(format!("New message from {}: {about}", message.name))
        .header(ContentType::TEXT_PLAIN);
    if let Ok(reply_to) = format!(
        "{} <{}>",
        message.name.replace(['<', '>', '"'], ""),
        message.email
    )
    .parse::<Mailbox>()
    {
        builder = builder.reply_to(reply_to);
    }
    let body = format!(
        "{} <{}> wrote{}:\n\n{}\n\n-- \nRead it in your inbox: {site}/admin?tab=messages\n",
        message.name,
        message.email,
        message
            .page
            .as_deref()
            .map(|page| format!(" from {site}{page}"))
            .unwrap_or_default(),
        message.body,
    );
    builder.body(body).map_err(|e| e.to_string())
}
