//! The session cookie's records (tower-sessions' `Record`: its id, data and expiry), one row each
//! in the site's own database, so a session made through one instance is valid on every other.
//! A record is stored as JSON text with its expiry in Unix seconds; an expired one is never read
//! and is removed by the hourly sweep ([`delete_expired`]).

use sqlx::{AnyPool, Row};

/// Stores a new record `id` unless one has that id already; whether it was stored.
pub async fn insert_new(
    db: &AnyPool,
    id: &str,
    data: &str,
    expires_at: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO session_records (id, data, expires_at) VALUES ($1, $2, $3) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(data)
    .bind(expires_at)
    .execute(db)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Stores record `id`, replacing the one with that id.
pub async fn save(db: &AnyPool, id: &str, data: &str, expires_at: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO session_records (id, data, expires_at) VALUES ($1, $2, $3) \
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at",
    )
    .bind(id)
    .bind(data)
    .bind(expires_at)
    .execute(db)
    .await?;
    Ok(())
}

/// Record `id`'s data, unless it expired by `now` (Unix seconds).
pub async fn load(db: &AnyPool, id: &str, now: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query("SELECT data FROM session_records WHERE id = $1 AND expires_at > $2")
        .bind(id)
        .bind(now)
        .fetch_optional(db)
        .await?
        .map(|row| row.try_get("data"))
        .transpose()
}

/// Removes record `id`.
pub async fn delete(db: &AnyPool, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM session_records WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Removes every record expired by `now` (Unix seconds).
pub async fn delete_expired(db: &AnyPool, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM session_records WHERE expires_at <= $1")
        .bind(now)
        .execute(db)
        .await?;
    Ok(())
}
