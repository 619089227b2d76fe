//! The contact form's settings, from flags and environment variables (`config.rs`): the daily
//! cap, the fewest seconds before a send, where notifications go and how soon a failed one is
//! tried again.

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, Tokio1Executor};

/// The contact form's settings, from flags and environment variables.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The most messages the site takes per day (UTC), every folder together.
    pub daily_cap: i64,
    /// The fewest seconds between drawing the form and sending it.
    pub min_seconds: u64,
    /// Where notifications go out: the SMTP server and the address they go to.
    pub mail: Option<Mail>,
    /// The first wait before a failed notification is tried again, doubled at each try.
    pub retry_seconds: i64,
}

/// Where notifications go.
#[derive(Debug, Clone)]
pub struct Mail {
    /// `SMTP_URL`: `smtp://host:port`, `smtps://user:password@host` or with `?tls=required`.
    pub smtp_url: String,
    /// `CONTACT_NOTIFY_TO`: the owner's address.
    pub to: Mailbox,
    /// `CONTACT_NOTIFY_FROM`: the sender; the owner's address when unset.
    pub from: Mailbox,
}

impl Mail {
    /// The settings of `smtp_url`, `to` and `from`, or why they are not right.
    pub fn parse(smtp_url: &str, to: &str, from: Option<&str>) -> Result<Mail, String> {
        AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)
            .map_err(|e| format!("SMTP_URL: {e}"))?;
        let to: Mailbox = to.parse().map_err(|e| format!("CONTACT_NOTIFY_TO: {e}"))?;
        let from = match from {
            Some(from) => from
                .parse()
                .map_err(|e| format!("CONTACT_NOTIFY_FROM: {e}"))?,
            None => to.clone(),
        };
        Ok(Mail {
            smtp_url: smtp_url.to_owned(),
            to,
            from,
        })
    }
}
