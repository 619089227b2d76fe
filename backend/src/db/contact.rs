//! The contact form's shared state (issue 42): its switch and signing key (one row of
//! `contact_settings`, so every instance signs and checks challenges with the same key) and the
//! challenges already used (`contact_challenges`: a second use is refused on every instance, and
//! a row is pruned once its challenge has expired, which bounds the table by the sends of one
//! challenge lifetime).

use super::begin_public_write;
use sqlx::{Any, AnyPool, Row, Transaction};

/// Whether the owner turned the contact form on.
pub async fn form_on(db: &AnyPool) -> Result<bool, sqlx::Error> {
    let on: i64 = sqlx::query("SELECT form_on FROM contact_settings WHERE id = 1")
        .fetch_one(db)
        .await?
        .try_get("form_on")?;
    Ok(on != 0)
}

/// Turns the form on or off: the footer and the case studies' contact block change with it, so
/// this is a public write.
pub async fn set_form_on(db: &AnyPool, on: bool) -> Result<(), sqlx::Error> {
    let mut tx = begin_public_write(db).await?;
    sqlx::query("UPDATE contact_settings SET form_on = $1 WHERE id = 1")
        .bind(i64::from(on))
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// The site's signing key (hex): the stored one, or `fresh` when none is stored yet. Two
/// instances starting at once both offer theirs; the first stored wins and both read it.
pub async fn signing_key(db: &AnyPool, fresh: &str) -> Result<String, sqlx::Error> {
    sqlx::query(
        "UPDATE contact_settings SET signing_key = $1 WHERE id = 1 AND signing_key IS NULL",
    )
    .bind(fresh)
    .execute(db)
    .await?;
    sqlx::query("SELECT signing_key FROM contact_settings WHERE id = 1")
        .fetch_one(db)
        .await?
        .try_get("signing_key")
}

/// Records the use of `challenge` (valid until `expires_at`, Unix seconds) in `tx`; `false` when
/// it was used already. Challenges expired by `now` are pruned first.
pub async fn use_challenge(
    tx: &mut Transaction<'static, Any>,
    challenge: &str,
    expires_at: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    sqlx::query("DELETE FROM contact_challenges WHERE expires_at <= $1")
        .bind(now)
        .execute(&mut **tx)
        .await?;
    let done = sqlx::query(
        "INSERT INTO contact_challenges (challenge, expires_at) VALUES ($1, $2) \
         ON CONFLICT (challenge) DO NOTHING",
    )
    .bind(challenge)
    .bind(expires_at)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// How many used challenges are kept (for the tests of the pruning).
pub async fn used_challenges(db: &AnyPool) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM contact_challenges")
        .fetch_one(db)
        .await?
        .try_get("n")
}
