//! Share links of case study previews (issue 14): an unguessable token that shows one case
//! study's preview without a session until it expires (7 days) or is revoked.

use super::now;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use time::{Duration, OffsetDateTime};

/// How long a share link works.
pub const LIFETIME: Duration = Duration::days(7);

/// How many links of one case study may work at once: the table stays bounded by the number of
/// case studies, since expired links are removed whenever one is made.
pub const MAX_WORKING: usize = 10;

/// A stored share link.
pub struct PreviewLink {
    /// Row id.
    pub id: i64,
    /// The case study it shows.
    pub case_study_id: i64,
    /// The secret in its address: 244 random bits.
    pub token: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC; the link no longer works from then on.
    pub expires_at: String,
    /// The language whose page it shows (a tag); none for the default's.
    pub language: Option<String>,
}

fn link(row: &AnyRow) -> Result<PreviewLink, sqlx::Error> {
    Ok(PreviewLink {
        id: row.try_get("id")?,
        case_study_id: row.try_get("case_study_id")?,
        token: row.try_get("token")?,
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
        language: row.try_get("language")?,
    })
}

const COLUMNS: &str = "id, case_study_id, token, created_at, expires_at, language";

/// A new link to case study `case_study_id`'s preview in `language` (none for the default's);
/// `None` when [`MAX_WORKING`] already work.
pub async fn create(
    db: &AnyPool,
    case_study_id: i64,
    language: Option<&str>,
) -> Result<Option<PreviewLink>, sqlx::Error> {
    sqlx::query("DELETE FROM preview_links WHERE expires_at <= $1")
        .bind(now())
        .execute(db)
        .await?;
    if list(db, case_study_id).await?.len() >= MAX_WORKING {
        return Ok(None);
    }
    let token = format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    );
    let expires = super::timestamp(OffsetDateTime::now_utc() + LIFETIME);
    let sql = format!(
        "INSERT INTO preview_links (case_study_id, token, created_at, expires_at, language) \
         VALUES ($1, $2, $3, $4, $5) RETURNING {COLUMNS}"
    );
    let row = sqlx::query(&sql)
        .bind(case_study_id)
        .bind(token)
        .bind(now())
        .bind(expires)
        .bind(language.map(str::to_owned))
        .fetch_one(db)
        .await?;
    link(&row).map(Some)
}

/// Case study `case_study_id`'s links that still work, newest first.
pub async fn list(db: &AnyPool, case_study_id: i64) -> Result<Vec<PreviewLink>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM preview_links WHERE case_study_id = $1 AND expires_at > $2 \
         ORDER BY id DESC"
    );
    sqlx::query(&sql)
        .bind(case_study_id)
        .bind(now())
        .fetch_all(db)
        .await?
        .iter()
        .map(link)
        .collect()
}

/// The case study a working link shows, and in which language (none for the default's).
pub async fn case_study_of(
    db: &AnyPool,
    token: &str,
) -> Result<Option<(i64, Option<String>)>, sqlx::Error> {
    sqlx::query(
        "SELECT case_study_id, language FROM preview_links WHERE token = $1 AND expires_at > $2",
    )
    .bind(token)
    .bind(now())
    .fetch_optional(db)
    .await?
    .map(|row| Ok((row.try_get("case_study_id")?, row.try_get("language")?)))
    .transpose()
}

/// Revokes link `id` of case study `case_study_id`; false when there was none.
pub async fn revoke(db: &AnyPool, case_study_id: i64, id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM preview_links WHERE id = $1 AND case_study_id = $2")
        .bind(id)
        .bind(case_study_id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}
