//! Admin users.

use super::now;
use sqlx::{AnyPool, Row};

/// An admin user without the password hash.
pub struct AdminUser {
    /// Text id (spec §3).
    pub id: String,
    /// Unique name used to sign in.
    pub username: String,
    /// RFC 3339 UTC.
    pub created_at: String,
}

fn user(row: &sqlx::any::AnyRow) -> Result<AdminUser, sqlx::Error> {
    Ok(AdminUser {
        id: row.try_get("id")?,
        username: row.try_get("username")?,
        created_at: row.try_get("created_at")?,
    })
}

/// Creates the first admin, atomically: `None` when any admin exists already. Setups at once,
/// on any number of instances, are taken one after another (SQLite's write lock; on PostgreSQL
/// a table lock that conflicts with itself, taken before the check), so exactly one succeeds;
/// `INSERT … WHERE NOT EXISTS` alone let two through under PostgreSQL's read committed. The
/// setup code is used up with it.
pub async fn create_first(
    db: &AnyPool,
    id: &str,
    username: &str,
    password_hash: &str,
) -> Result<Option<AdminUser>, sqlx::Error> {
    let at = now();
    // Until the first admin exists the home invites its owner to set up; then it does not.
    let mut tx = super::begin_public_write(db).await?;
    if super::backend(db) == super::Backend::Postgres {
        sqlx::query("LOCK TABLE admin_users IN SHARE ROW EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
    }
    let row = sqlx::query(
        "INSERT INTO admin_users (id, username, password_hash, created_at, updated_at) \
         SELECT $1, $2, $3, $4, $4 WHERE NOT EXISTS (SELECT 1 FROM admin_users) \
         RETURNING id, username, created_at",
    )
    .bind(id)
    .bind(username)
    .bind(password_hash)
    .bind(&at)
    .fetch_optional(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM setup_code")
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    row.as_ref().map(user).transpose()
}

/// Whether any admin exists.
pub async fn any(db: &AnyPool) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT 1 FROM admin_users LIMIT 1")
        .fetch_optional(db)
        .await?
        .is_some())
}

/// The user named `username` and their password hash.
pub async fn find(
    db: &AnyPool,
    username: &str,
) -> Result<Option<(AdminUser, String)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT id, username, created_at, password_hash FROM admin_users WHERE username = $1",
    )
    .bind(username)
    .fetch_optional(db)
    .await?;
    row.map(|row| Ok((user(&row)?, row.try_get("password_hash")?)))
        .transpose()
}

/// Replaces the password hash of the user named `username` and ends every session of theirs;
/// false when there is no such user.
pub async fn set_password(
    db: &AnyPool,
    username: &str,
    password_hash: &str,
) -> Result<bool, sqlx::Error> {
    let mut tx = super::begin_write(db).await?;
    let done = sqlx::query(
        "UPDATE admin_users SET password_hash = $1, updated_at = $2 WHERE username = $3",
    )
    .bind(password_hash)
    .bind(now())
    .bind(username)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM admin_sessions WHERE user_id IN \
         (SELECT id FROM admin_users WHERE username = $1)",
    )
    .bind(username)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(done.rows_affected() > 0)
}

/// The setup code, made now (from `fresh`) if there is none, or `fresh` in place of any before
/// when the operator `chose` it (`SETUP_CODE`); `None` once an admin exists.
pub async fn setup_code(
    db: &AnyPool,
    fresh: &str,
    chose: bool,
) -> Result<Option<String>, sqlx::Error> {
    let mut tx = super::begin_write(db).await?;
    if sqlx::query("SELECT 1 FROM admin_users LIMIT 1")
        .fetch_optional(&mut *tx)
        .await?
        .is_some()
    {
        return Ok(None);
    }
    let keep = if chose {
        "ON CONFLICT (id) DO UPDATE SET code = excluded.code"
    } else {
        "ON CONFLICT (id) DO NOTHING"
    };
    sqlx::query(&format!(
        "INSERT INTO setup_code (id, code, created_at) VALUES (1, $1, $2) {keep}"
    ))
    .bind(fresh)
    .bind(now())
    .execute(&mut *tx)
    .await?;
    let code: String = sqlx::query_scalar("SELECT code FROM setup_code WHERE id = 1")
        .fetch_one(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Some(code))
}

/// The setup code in force, if any.
pub async fn current_setup_code(db: &AnyPool) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT code FROM setup_code WHERE id = 1")
        .fetch_optional(db)
        .await
}
