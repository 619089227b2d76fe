//! The outbox of the e-mail notifications of messages (issue 42: "Notifications go out after the
//! commit, from an outbox with retries and back-off that survive restarts"). A row is queued in
//! the message's own transaction; an instance claims a due row for a while (`claimed_until`), so
//! two instances never send it both, and one that stops mid-send leaves it to be claimed again.

use super::messages::{StoredMessage, get};
use sqlx::{AnyPool, Row};

/// A notification due now, with its message.
pub struct Due {
    /// The outbox row.
    pub id: i64,
    /// Tries so far.
    pub attempts: i64,
    /// The message to tell the owner of.
    pub message: StoredMessage,
}

/// Claims up to `limit` notifications due at `now` (Unix seconds) for `lease` seconds.
pub async fn claim_due(
    db: &AnyPool,
    now: i64,
    lease: i64,
    limit: i64,
) -> Result<Vec<Due>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, message_id, attempts FROM contact_outbox \
         WHERE state = 'pending' AND next_at <= $1 AND claimed_until <= $1 ORDER BY id LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(db)
    .await?;
    let mut due = Vec::new();
    for row in rows {
        let id: i64 = row.try_get("id")?;
        let claimed = sqlx::query(
            "UPDATE contact_outbox SET claimed_until = $2 WHERE id = $1 AND claimed_until <= $3 \
             AND state = 'pending'",
        )
        .bind(id)
        .bind(now + lease)
        .bind(now)
        .execute(db)
        .await?;
        if claimed.rows_affected() == 0 {
            continue;
        }
        // A message deleted meanwhile is not notified (its row went with it, or soon will).
        if let Some(message) = get(db, row.try_get("message_id")?).await? {
            due.push(Due {
                id,
                attempts: row.try_get("attempts")?,
                message,
            });
        }
    }
    Ok(due)
}

/// What a try came to.
pub enum Outcome<'a> {
    /// Delivered to the mail server.
    Sent,
    /// Failed; tried again at `next_at` (Unix seconds).
    Retry {
        /// When.
        next_at: i64,
        /// Why it failed.
        error: &'a str,
    },
    /// Failed for the last time.
    Failed(&'a str),
}

/// Records the outcome of a try of notification `id`.
pub async fn record(db: &AnyPool, id: i64, outcome: Outcome<'_>) -> Result<(), sqlx::Error> {
    let (state, next_at, error) = match outcome {
        Outcome::Sent => ("sent", 0, None),
        Outcome::Retry { next_at, error } => ("pending", next_at, Some(error)),
        Outcome::Failed(error) => ("failed", 0, Some(error)),
    };
    sqlx::query(
        "UPDATE contact_outbox SET state = $2, attempts = attempts + 1, \
         next_at = CASE WHEN $3 > 0 THEN $3 ELSE next_at END, claimed_until = 0, \
         last_error = $4 WHERE id = $1",
    )
    .bind(id)
    .bind(state)
    .bind(next_at)
    .bind(error)
    .execute(db)
    .await?;
    Ok(())
}

/// How many notifications are pending and how many failed.
pub async fn states(db: &AnyPool) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query(
        "SELECT COALESCE(SUM(CASE WHEN state = 'pending' THEN 1 ELSE 0 END), 0) AS pending, \
         COALESCE(SUM(CASE WHEN state = 'failed' THEN 1 ELSE 0 END), 0) AS failed \
         FROM contact_outbox",
    )
    .fetch_one(db)
    .await?;
    Ok((row.try_get("pending")?, row.try_get("failed")?))
}
