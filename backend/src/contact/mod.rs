//! Visitors' messages to the owner (issue 42): what a send must pass before it is stored
//! ([`accept`]), the per-client limits held in memory ([`limiter`]), and the e-mail
//! notifications sent from the outbox ([`notify`]). The handlers (`api::contact`,
//! `pages::contact`) only read the request and answer what this decides.

pub mod accept;
pub mod limiter;
pub mod notify;
pub mod settings;

pub use settings::Settings;

use folio_core::contact::ContactWords;
use folio_core::language::{Catalogue, LanguageTag};
use std::sync::Arc;
use tokio::sync::{Notify, OnceCell};

/// What the contact form keeps while the server runs.
pub struct Contact {
    /// The settings.
    pub settings: Settings,
    /// The site's signing key, read from the database once.
    key: OnceCell<Vec<u8>>,
    /// Sends per client.
    pub limiter: limiter::Limiter,
    /// Wakes the outbox's sender after a commit.
    pub wake: Arc<Notify>,
}

impl Contact {
    /// The contact form with `settings`.
    pub fn new(settings: Settings) -> Self {
        Self {
            settings,
            key: OnceCell::new(),
            limiter: limiter::Limiter::default(),
            wake: Arc::new(Notify::new()),
        }
    }

    /// The site's signing key: the stored one, or a fresh one stored now.
    pub async fn key(&self, db: &sqlx::AnyPool) -> Result<&[u8], sqlx::Error> {
        self.key
            .get_or_try_init(|| async {
                let fresh = format!(
                    "{}{}",
                    uuid::Uuid::new_v4().simple(),
                    uuid::Uuid::new_v4().simple()
                );
                let stored = crate::db::contact::signing_key(db, &fresh).await?;
                Ok(stored.into_bytes())
            })
            .await
            .map(Vec::as_slice)
    }
}

/// The time now in Unix seconds.
pub fn unix_now() -> u64 {
    u64::try_from(time::OffsetDateTime::now_utc().unix_timestamp()).unwrap_or_default()
}

/// 16 random bytes (a v4 UUID's: 122 of its bits are random).
pub fn random_bytes() -> [u8; 16] {
    *uuid::Uuid::new_v4().as_bytes()
}

/// The words and tag of the language `tag` names: its catalogue's (English without one).
pub fn words_of(tag: Option<&str>) -> (&'static ContactWords, String) {
    let tag = tag.and_then(|tag| LanguageTag::parse(tag).ok());
    let catalogue = tag
        .as_ref()
        .and_then(Catalogue::for_tag)
        .unwrap_or(Catalogue::En);
    let tag = tag.map_or_else(|| "en".to_owned(), |tag| tag.as_str().to_owned());
    (ContactWords::of(catalogue), tag)
}
