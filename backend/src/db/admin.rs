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

/// Creates the first admin, atomically: `None` when any admin exists already.
pub async fn create_first(
    db: &AnyPool,
    id: &str,
    username: &str,
    password_hash: &str,
) -> Result<Option<AdminUser>, sqlx::Error> {
    let at = now();
    let row = sqlx::query(
        "INSERT INTO admin_users (id, username, password_hash, created_at, updated_at) \
         SELECT $1, $2, $3, $4, $4 WHERE NOT EXISTS (SELECT 1 FROM admin_users) \
         RETURNING id, username, created_at",
    )
    .bind(id)
    .bind(username)
    .bind(password_hash)
    .bind(&at)
    .fetch_optional(db)
    .await?;
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

/// Replaces the password hash of the user named `username`; false when there is no such user.
pub async fn set_password(
    db: &AnyPool,
    username: &str,
    password_hash: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE admin_users SET password_hash = $1, updated_at = $2 WHERE username = $3",
    )
    .bind(password_hash)
    .bind(now())
    .bind(username)
    .execute(db)
    .await?;
    Ok(done.rows_affected() > 0)
}
