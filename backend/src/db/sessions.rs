//! The admin's signed-in sessions: one row per sign-in, named by the session cookie's record.
//! A session is signed in while its row exists, was used within the idle time, and is younger
//! than the absolute lifetime ([`crate::auth`] decides both times).

use sqlx::{AnyPool, Row};

/// Rows kept per admin; past it the least recently used sign-ins end.
const MAX_PER_USER: i64 = 50;

/// One signed-in session as the admin's list shows it.
pub struct SignedInSession {
    /// The row's id (not the cookie's).
    pub id: String,
    /// When it signed in (RFC 3339).
    pub signed_in_at: String,
    /// When it was last used, to the minute (RFC 3339).
    pub last_used_at: String,
    /// The client's address when it signed in.
    pub address: String,
    /// The browser's `User-Agent` when it signed in (at most 300 characters).
    pub user_agent: String,
}

/// Times before which a session has ended (RFC 3339, as stored).
pub struct Ended<'a> {
    /// Sessions last used before this are idle past the idle time.
    pub idle_before: &'a str,
    /// Sessions signed in before this are past the absolute lifetime.
    pub signed_in_before: &'a str,
}

/// Records a new sign-in of `user_id`, removing every session that has ended meanwhile and the
/// least recently used of this admin's past [`MAX_PER_USER`].
pub async fn start(
    db: &AnyPool,
    id: &str,
    user_id: &str,
    address: &str,
    user_agent: &str,
    ended: &Ended<'_>,
) -> Result<(), sqlx::Error> {
    let at = super::now();
    let mut tx = super::begin_write(db).await?;
    sqlx::query("DELETE FROM admin_sessions WHERE last_used_at < $1 OR signed_in_at < $2")
        .bind(ended.idle_before)
        .bind(ended.signed_in_before)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO admin_sessions (id, user_id, signed_in_at, last_used_at, address, user_agent) \
         VALUES ($1, $2, $3, $3, $4, $5)",
    )
    .bind(id)
    .bind(user_id)
    .bind(&at)
    .bind(address)
    .bind(user_agent)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM admin_sessions WHERE id IN (SELECT id FROM admin_sessions \
         WHERE user_id = $1 ORDER BY last_used_at DESC, signed_in_at DESC LIMIT $2 OFFSET $3)",
    )
    .bind(user_id)
    .bind(i64::MAX)
    .bind(MAX_PER_USER)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// Whether session `id` of `user_id` is still signed in; when it is and was last used before
/// `touch_before`, its last use becomes now.
pub async fn in_use(
    db: &AnyPool,
    id: &str,
    user_id: &str,
    ended: &Ended<'_>,
    touch_before: &str,
) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(
        "SELECT last_used_at FROM admin_sessions \
         WHERE id = $1 AND user_id = $2 AND last_used_at >= $3 AND signed_in_at >= $4",
    )
    .bind(id)
    .bind(user_id)
    .bind(ended.idle_before)
    .bind(ended.signed_in_before)
    .fetch_optional(db)
    .await?;
    let Some(row) = row else {
        return Ok(false);
    };
    let last_used: String = row.try_get("last_used_at")?;
    if last_used.as_str() < touch_before {
        sqlx::query("UPDATE admin_sessions SET last_used_at = $1 WHERE id = $2")
            .bind(super::now())
            .bind(id)
            .execute(db)
            .await?;
    }
    Ok(true)
}

/// Ends session `id`.
pub async fn end(db: &AnyPool, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM admin_sessions WHERE id = $1")
        .bind(id)
        .execute(db)
        .await
        .map(drop)
}

/// Ends every session of `user_id` but `keep`; answers how many ended.
pub async fn end_others(db: &AnyPool, user_id: &str, keep: &str) -> Result<u64, sqlx::Error> {
    sqlx::query("DELETE FROM admin_sessions WHERE user_id = $1 AND id <> $2")
        .bind(user_id)
        .bind(keep)
        .execute(db)
        .await
        .map(|done| done.rows_affected())
}

/// The signed-in sessions of `user_id`, the most recently used first.
pub async fn list(
    db: &AnyPool,
    user_id: &str,
    ended: &Ended<'_>,
) -> Result<Vec<SignedInSession>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, signed_in_at, last_used_at, address, user_agent FROM admin_sessions \
         WHERE user_id = $1 AND last_used_at >= $2 AND signed_in_at >= $3 \
         ORDER BY last_used_at DESC, signed_in_at DESC",
    )
    .bind(user_id)
    .bind(ended.idle_before)
    .bind(ended.signed_in_before)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(SignedInSession {
                id: row.try_get("id")?,
                signed_in_at: row.try_get("signed_in_at")?,
                last_used_at: row.try_get("last_used_at")?,
                address: row.try_get("address")?,
                user_agent: row.try_get("user_agent")?,
            })
        })
        .collect()
}
