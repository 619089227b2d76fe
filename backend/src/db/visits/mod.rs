//! Visitor statistics (issue 44): the day's salt every instance shares, and the counters each
//! instance adds its batch to, in one transaction, within the day's bounds. No table holds a
//! client's address or `User-Agent` (`tests/api/visits.rs` fails if one gains such a column).

mod compact;
pub mod report;

pub use compact::compact;

use super::{Backend, backend, begin_write};
use sqlx::{AnyPool, Row};
use std::collections::HashSet;

/// What a day's counters are bounded to: at most `names` missing addresses and `names`
/// referrers (past them, "Other"), and at most `rows` rows (past them, a new row's address and
/// referrer are "Other").
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// Distinct missing addresses, and distinct referrers, per day.
    pub names: usize,
    /// Rows per day (plus one "Other" row per kind, language and device at most).
    pub rows: usize,
}

/// One counter row of a batch.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    /// `page`, `feed`, `download` or `missing`.
    pub kind: &'static str,
    /// The address (`/`, `/case-studies/slug`, a missing path, or "Other").
    pub page: String,
    /// The language segment, empty for the default language.
    pub language: String,
    /// The referrer (a host, a search engine, with `utm_source`), empty for none.
    pub referrer: String,
    /// `phone`, `tablet` or `desktop`.
    pub device: &'static str,
}

/// Views and visitors.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Views.
    pub views: i64,
    /// Distinct visitors.
    pub visitors: i64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, other: Self) {
        self.views += other.views;
        self.visitors += other.visitors;
    }
}

/// What an address or referrer past its bound is counted as.
pub const OTHER: &str = folio_core::visits::OTHER;

/// The salt of `day` (`YYYY-MM-DD`): the one stored, or `fresh` stored now when there is none
/// yet (the first instance to turn the day stores it, the others read it). Every earlier day's
/// salt is deleted in the same transaction, so a past day's visitors can never be hashed again.
pub async fn salt_of(db: &AnyPool, day: &str, fresh: &[u8]) -> Result<Vec<u8>, sqlx::Error> {
    let mut tx = begin_write(db).await?;
    sqlx::query("INSERT INTO visit_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING")
        .bind(day)
        .bind(fresh.to_vec())
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM visit_salts WHERE day < $1")
        .bind(day)
        .execute(&mut *tx)
        .await?;
    let salt: Vec<u8> = sqlx::query("SELECT salt FROM visit_salts WHERE day = $1")
        .bind(day)
        .fetch_one(&mut *tx)
        .await?
        .try_get("salt")?;
    tx.commit().await?;
    Ok(salt)
}

/// The days whose salt is stored (at most today's, and tomorrow's from an instance whose clock is
/// ahead), for the tests' proof that a past day's salt is gone.
pub async fn salt_days(db: &AnyPool) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query("SELECT day FROM visit_salts ORDER BY day")
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| row.try_get("day"))
        .collect()
}

/// Adds a batch of `day`'s counts: `rows` to the counters and `totals` (per kind) to the day's
/// totals, in one transaction, keeping the day within `bounds` (a new missing address or
/// referrer past them counts as "Other"). On PostgreSQL the instances take turns (an advisory
/// lock held to the commit), so the bounds hold for all of them together.
pub async fn add(
    db: &AnyPool,
    day: &str,
    rows: Vec<(Key, Tally)>,
    totals: &[(&'static str, Tally)],
    bounds: Bounds,
) -> Result<(), sqlx::Error> {
    let mut tx = begin_write(db).await?;
    if backend(db) == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(4444044)")
            .execute(&mut *tx)
            .await?;
    }
    let stored = sqlx::query(
        "SELECT kind, page, language, referrer, device FROM visit_counts WHERE day = $1",
    )
    .bind(day)
    .fetch_all(&mut *tx)
    .await?;
    let mut day_rows = DayRows::default();
    for row in &stored {
        let kind: String = row.try_get("kind")?;
        let device: String = row.try_get("device")?;
        day_rows.note(
            &kind,
            row.try_get("page")?,
            row.try_get("language")?,
            row.try_get("referrer")?,
            &device,
        );
    }
    let mut merged = std::collections::BTreeMap::<Key, Tally>::new();
    for (key, tally) in rows {
        *merged.entry(day_rows.bounded(key, bounds)).or_default() += tally;
    }
    for (key, tally) in merged {
        sqlx::query(
            "INSERT INTO visit_counts (day, kind, page, language, referrer, device, views, \
             visitors) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (day, kind, page, language, referrer, device) DO UPDATE SET \
             views = visit_counts.views + excluded.views, \
             visitors = visit_counts.visitors + excluded.visitors",
        )
        .bind(day)
        .bind(key.kind)
        .bind(key.page)
        .bind(key.language)
        .bind(key.referrer)
        .bind(key.device)
        .bind(tally.views)
        .bind(tally.visitors)
        .execute(&mut *tx)
        .await?;
    }
    for (kind, tally) in totals {
        sqlx::query(
            "INSERT INTO visit_days (day, kind, views, visitors) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (day, kind) DO UPDATE SET views = visit_days.views + excluded.views, \
             visitors = visit_days.visitors + excluded.visitors",
        )
        .bind(day)
        .bind(*kind)
        .bind(tally.views)
        .bind(tally.visitors)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}

/// The rows a day has, its missing addresses and its referrers, as a batch is added.
#[derive(Default)]
struct DayRows {
    rows: HashSet<(String, String, String, String, String)>,
    missing: HashSet<String>,
    referrers: HashSet<String>,
}

impl DayRows {
    fn note(&mut self, kind: &str, page: String, language: String, referrer: String, device: &str) {
        if kind == "missing" {
            self.missing.insert(page.clone());
        }
        if !referrer.is_empty() {
            self.referrers.insert(referrer.clone());
        }
        self.rows
            .insert((kind.into(), page, language, referrer, device.into()));
    }

    /// `key` within `bounds`, noted as the day's.
    fn bounded(&mut self, mut key: Key, bounds: Bounds) -> Key {
        if key.kind == "missing"
            && !self.missing.contains(&key.page)
            && self.missing.len() >= bounds.names
        {
            key.page = OTHER.into();
        }
        if !key.referrer.is_empty()
            && !self.referrers.contains(&key.referrer)
            && self.referrers.len() >= bounds.names
        {
            key.referrer = OTHER.into();
        }
        let id = |key: &Key| {
            (
                key.kind.to_owned(),
                key.page.clone(),
                key.language.clone(),
                key.referrer.clone(),
                key.device.to_owned(),
            )
        };
        if !self.rows.contains(&id(&key)) && self.rows.len() >= bounds.rows {
            key.page = OTHER.into();
            key.referrer = OTHER.into();
            key.language = String::new();
        }
        self.note(
            key.kind,
            key.page.clone(),
            key.language.clone(),
            key.referrer.clone(),
            key.device,
        );
        key
    }
}
