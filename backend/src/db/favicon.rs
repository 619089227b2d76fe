//! The site's favicon (issue 40 point 11): the upload the owner chose, kept in `site_version`
//! beside the site's address. Changing it changes every page's icon, so it is a public write.

use sqlx::{AnyPool, Row};

/// The chosen favicon's address (`/uploads/<name>`), or none: `/favicon.ico` is then drawn from
/// the photo or the initials.
pub async fn get<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query("SELECT favicon FROM site_version WHERE id = 1")
        .fetch_one(db)
        .await?;
    row.try_get("favicon")
}

/// Stores `favicon` (an upload's address, or none for the default) in a write every page sees.
pub async fn set(db: &AnyPool, favicon: Option<&str>) -> Result<(), sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    sqlx::query("UPDATE site_version SET favicon = $1 WHERE id = 1")
        .bind(favicon)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}
