//! Visitor statistics counted on the server (issue 44), sending the visitor nothing: no cookie,
//! no script. folio-core decides what counts ([`folio_core::visits`]); [`middleware::count`] reads
//! each public request; a [`Visits`] keeps the counts in memory ([`batch`]) and adds them to the
//! database at least every `VISITS_FLUSH_SECONDS` (10) in one transaction, and once more when
//! the server stops on SIGTERM. A visitor is hash(day's salt, site, client address, User-Agent),
//! held in memory only, for that day's uniques; the salt is the database's, shared by every
//! instance, and the past day's is deleted when the day turns.

mod agents;
mod batch;
mod clock;
mod middleware;
mod settings;

pub use middleware::count;
pub use settings::Settings;

use crate::db::visits::{self as store, Bounds};
use batch::Batch;
use sqlx::AnyPool;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::Notify;

/// A day's bounds in the database: 500 addresses (and 500 missing ones), 500 referrers, 5,000
/// rows; past them, "Other".
pub const BOUNDS: Bounds = Bounds {
    names: 500,
    rows: 5_000,
};

/// The counts of this instance, and where they go.
pub(crate) struct Visits {
    settings: Settings,
    db: AnyPool,
    batch: Mutex<Batch>,
    /// Woken when the batch is half full, to write it before its bound.
    wake: Notify,
}

impl Visits {
    /// Counting into `db` as `settings` say, with today's salt (made now if no instance has);
    /// old days are compacted and past the retention deleted.
    pub async fn open(db: AnyPool, settings: Settings) -> Result<Arc<Self>, sqlx::Error> {
        let day = clock::today(&settings);
        let salt = if settings.count {
            store::salt_of(&db, &day, &clock::fresh_salt()).await?
        } else {
            Vec::new()
        };
        let visits = Arc::new(Self {
            batch: Mutex::new(Batch::new(day.clone(), salt)),
            settings,
            db,
            wake: Notify::new(),
        });
        if visits.settings.count {
            visits.compact(&day).await?;
            // Ends with the runtime: the server flushes once more itself when it stops.
            drop(visits.spawn_writer());
        }
        Ok(visits)
    }

    /// Whether requests are counted.
    pub fn enabled(&self) -> bool {
        self.settings.count
    }

    fn batch(&self) -> std::sync::MutexGuard<'_, Batch> {
        self.batch.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts one view of `key` by the visitor `(site, client, user_agent)`.
    pub fn record(&self, key: store::Key, site: &str, client: std::net::IpAddr, user_agent: &str) {
        let half_full = self.batch().record(key, site, client, user_agent);
        if half_full {
            self.wake.notify_one();
        }
    }

    /// Writes the counts in memory, in one transaction; the day turned (by the clock), the past
    /// day's counts are written under it and the new day's salt taken (the past one deleted).
    pub async fn flush(&self) -> Result<(), sqlx::Error> {
        if !self.settings.count {
            return Ok(());
        }
        let today = clock::today(&self.settings);
        let current = self.batch().day().to_owned();
        let turned = if today == current {
            None
        } else {
            Some(store::salt_of(&self.db, &today, &clock::fresh_salt()).await?)
        };
        let (day, rows, totals) = {
            let mut batch = self.batch();
            let taken = batch.take();
            if let Some(salt) = turned.clone() {
                batch.turn(today.clone(), salt);
            }
            taken
        };
        if !rows.is_empty() || !totals.is_empty() {
            store::add(&self.db, &day, rows, &totals, BOUNDS).await?;
        }
        if turned.is_some() {
            self.compact(&today).await?;
        }
        Ok(())
    }

    async fn compact(&self, today: &str) -> Result<(), sqlx::Error> {
        let month_cutoff = clock::days_before(today, 90);
        let retain_from = clock::days_before(today, i64::from(self.settings.retention_days));
        store::compact(&self.db, &month_cutoff, &retain_from).await
    }

    /// Writes the counts every `VISITS_FLUSH_SECONDS`, or sooner when the batch is half full.
    fn spawn_writer(self: &Arc<Self>) -> tokio::task::JoinHandle<()> {
        let visits = self.clone();
        tokio::spawn(async move {
            let every = std::time::Duration::from_secs(visits.settings.flush_seconds);
            loop {
                let _ = tokio::time::timeout(every, visits.wake.notified()).await;
                if let Err(error) = visits.flush().await {
                    tracing::warn!(%error, "writing the visitor counts failed; that batch is lost");
                }
            }
        })
    }
}
