//! The sweep: uploads nothing saved names, past their grace period, are removed.

use super::{Store, rfc3339, scan};
use std::time::{Duration, SystemTime};

/// How old an unreferenced upload must be before it is removed.
pub const GRACE: Duration = Duration::from_secs(24 * 60 * 60);
/// How often the sweeper looks.
const EVERY: Duration = Duration::from_secs(60 * 60);
/// Removes the uploads stored at least `older_than` ago that no saved content references;
/// returns how many it removed.
pub async fn sweep(store: &Store, older_than: Duration) -> Result<usize, sqlx::Error> {
    let before = SystemTime::now()
        .checked_sub(older_than)
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let before = rfc3339(before);
    // RFC 3339 UTC times of one shape compare as text.
    let stale: Vec<String> = store
        .list()
        .await?
        .into_iter()
        .filter(|(_, created_at)| *created_at <= before)
        .map(|(name, _)| name)
        .collect();
    if stale.is_empty() {
        return Ok(0);
    }
    // The references are read after the uploads are listed, so an upload referenced by a save
    // that lands during the sweep is seen as referenced.
    let saved = scan::saved_ids(store).await?;
    let unused: Vec<String> = stale
        .into_iter()
        // A copy at another width goes with its upload (folio-core's rule).
        .filter(|name| !saved.uses(name))
        .collect();
    let removed = store.delete(&unused).await?;
    tracing::info!("removed {removed} unused uploads");
    Ok(removed)
}

/// Runs [`sweep`] with [`GRACE`] now and then every hour, until the handle is aborted. Every
/// instance sweeps; deleting what another already deleted does nothing.
pub fn spawn_sweeper(store: Store) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if let Err(error) = sweep(&store, GRACE).await {
                tracing::warn!(%error, "sweeping unused uploads failed");
            }
        }
    })
}
