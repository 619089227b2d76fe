//! The `uploads` table: each upload's bytes under its name (issue 15), and the texts that may
//! name an upload.

use sqlx::{AnyPool, Row};

/// The `Content-Type` of an upload named `name`.
fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    }
}

/// Stores `files` (name and bytes) in one transaction: either all of them or none. A name
/// already stored keeps its bytes.
pub async fn put(
    db: &AnyPool,
    files: &[(String, Vec<u8>)],
    created_at: &str,
) -> Result<(), sqlx::Error> {
    let mut tx = super::begin_write(db).await?;
    for (name, bytes) in files {
        insert(&mut tx, name, bytes, created_at).await?;
    }
    tx.commit().await
}

/// Stores the upload `name` within the transaction `tx`, unless that name is stored already (a
/// name is never reused, so it keeps its bytes).
pub async fn insert(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    name: &str,
    bytes: &[u8],
    created_at: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO uploads (name, content_type, bytes, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(content_type(name))
    .bind(bytes)
    .bind(created_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The upload named `name`: its `Content-Type` and its bytes.
pub async fn get(db: &AnyPool, name: &str) -> Result<Option<(String, Vec<u8>)>, sqlx::Error> {
    let row = sqlx::query("SELECT content_type, bytes FROM uploads WHERE name = $1")
        .bind(name)
        .fetch_optional(db)
        .await?;
    row.map(|row| Ok((row.try_get("content_type")?, row.try_get("bytes")?)))
        .transpose()
}

/// Every stored upload's name and the time it was stored (RFC 3339), oldest first.
pub async fn list(db: &AnyPool) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("SELECT name, created_at FROM uploads ORDER BY created_at, name")
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("name")?, row.try_get("created_at")?)))
        .collect()
}

/// Deletes the upload named `name`; whether there was one.
pub async fn delete(db: &AnyPool, name: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM uploads WHERE name = $1")
        .bind(name)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Calls `each` with every text saved content keeps that may name an upload: a case study's
/// featured image, body and description, its other languages', its kept revisions and autosaved drafts (a revision can
/// be restored and a draft brought back), and the profile's, experiences' and education's texts.
/// Rows are read one at a time, so a site at every bound is read in the memory of one row.
pub async fn saved_texts(db: &AnyPool, mut each: impl FnMut(&str)) -> Result<(), sqlx::Error> {
    use futures_util::TryStreamExt;
    for sql in [
        "SELECT content, featured_image, description, translations FROM case_studies",
        "SELECT content, featured_image, translations FROM case_study_revisions",
        "SELECT draft FROM case_study_autosaves",
        "SELECT brief_intro, github_url, linkedin_url, photo, links FROM profile",
        "SELECT description, accomplishments FROM experiences",
        "SELECT link FROM education",
        "SELECT favicon FROM site_version",
    ] {
        let mut rows = sqlx::query(sql).fetch(db);
        while let Some(row) = rows.try_next().await? {
            for column in 0..row.len() {
                if let Some(text) = row.try_get::<Option<String>, _>(column)? {
                    each(&text);
                }
            }
        }
    }
    Ok(())
}
