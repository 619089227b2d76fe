//! The résumé PDF's variants (issue 43, migration 0023): each a name, a slug, what it shows
//! (folio-core's `ResumeVariant` as JSON), whether its address answers, whether it is listed,
//! and an unlisted one's token. The whole résumé is the default row, never deleted. Every write
//! is public: a PDF kept for the old version must not be served.

use super::now;
use folio_core::resume_variant::ResumeVariant;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

/// A stored variant.
#[derive(Debug, Clone)]
pub struct StoredVariant {
    /// Row id.
    pub id: i64,
    /// Its name in the admin.
    pub name: String,
    /// Its address's name, `/resume/{slug}.pdf` when listed.
    pub slug: String,
    /// What it shows.
    pub settings: ResumeVariant,
    /// The whole résumé, `/resume.pdf`.
    pub is_default: bool,
    /// Its address answers.
    pub public: bool,
    /// Linked from the site (the default: from the home header).
    pub listed: bool,
    /// An unlisted variant's secret address; none once revoked.
    pub token: Option<String>,
}

/// A variant's fields as the owner saves them.
pub struct VariantFields<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its slug.
    pub slug: &'a str,
    /// What it shows.
    pub settings: &'a ResumeVariant,
    /// Its address answers.
    pub public: bool,
    /// Listed.
    pub listed: bool,
}

const COLUMNS: &str = "id, name, slug, settings, is_default, public, listed, token";

fn variant(row: &AnyRow) -> Result<StoredVariant, sqlx::Error> {
    let settings: String = row.try_get("settings")?;
    Ok(StoredVariant {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        slug: row.try_get("slug")?,
        // A stored choice that no longer reads (never written so) shows the whole résumé.
        settings: serde_json::from_str(&settings).unwrap_or_default(),
        is_default: row.try_get::<i64, _>("is_default")? != 0,
        public: row.try_get::<i64, _>("public")? != 0,
        listed: row.try_get::<i64, _>("listed")? != 0,
        token: row.try_get("token")?,
    })
}

/// A new secret for an unlisted variant's address: 244 random bits, as share links have.
pub fn new_token() -> String {
    format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    )
}

/// Every variant, the default first, then by when it was made.
pub async fn list(db: &AnyPool) -> Result<Vec<StoredVariant>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM resume_variants ORDER BY is_default DESC, id");
    sqlx::query(&sql)
        .fetch_all(db)
        .await?
        .iter()
        .map(variant)
        .collect()
}

/// The default variant (the whole résumé).
pub async fn default_variant(db: &AnyPool) -> Result<StoredVariant, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM resume_variants WHERE is_default = 1");
    variant(&sqlx::query(&sql).fetch_one(db).await?)
}

/// The public variant a `/resume/{name}.pdf` address names: a listed one by its slug, an
/// unlisted one by its token.
pub async fn by_address(db: &AnyPool, name: &str) -> Result<Option<StoredVariant>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM resume_variants WHERE is_default = 0 AND public = 1 \
         AND ((listed = 1 AND slug = $1) OR (listed = 0 AND token = $1))"
    );
    let row = sqlx::query(&sql).bind(name).fetch_optional(db).await?;
    row.as_ref().map(variant).transpose()
}

/// The variant `id`.
pub async fn by_id(db: &AnyPool, id: i64) -> Result<Option<StoredVariant>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM resume_variants WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(variant).transpose()
}

/// How many variants there are besides the default.
pub async fn count(db: &AnyPool) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM resume_variants WHERE is_default = 0")
        .fetch_one(db)
        .await?
        .try_get("n")
}

/// Whether another variant than `id` has `slug`.
pub async fn slug_taken(db: &AnyPool, slug: &str, id: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM resume_variants WHERE slug = $1 AND id <> $2")
        .bind(slug)
        .bind(id)
        .fetch_one(db)
        .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

fn settings_json(settings: &ResumeVariant) -> String {
    serde_json::to_string(settings).unwrap_or_else(|_| "{}".to_owned())
}

/// Stores a new variant, unlisted ones with a token.
pub async fn create(
    db: &AnyPool,
    fields: &VariantFields<'_>,
) -> Result<StoredVariant, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let sql = format!(
        "INSERT INTO resume_variants (name, slug, settings, is_default, public, listed, token, \
         created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $7) RETURNING {COLUMNS}"
    );
    let token = (!fields.listed).then(new_token);
    let row = sqlx::query(&sql)
        .bind(fields.name.to_owned())
        .bind(fields.slug.to_owned())
        .bind(settings_json(fields.settings))
        .bind(i64::from(fields.public))
        .bind(i64::from(fields.listed))
        .bind(token)
        .bind(now())
        .fetch_one(&mut *tx)
        .await?;
    let stored = variant(&row)?;
    tx.commit().await?;
    Ok(stored)
}

/// Changes variant `id` (the default keeps its slug and stays listed or not as asked); an
/// unlisted one that has no token gets one. `None` when there is no such variant.
pub async fn update(
    db: &AnyPool,
    id: i64,
    fields: &VariantFields<'_>,
) -> Result<Option<StoredVariant>, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let sql = format!(
        "UPDATE resume_variants SET name = $1, \
         slug = CASE WHEN is_default = 1 THEN slug ELSE $2 END, settings = $3, public = $4, \
         listed = $5, token = CASE WHEN is_default = 0 AND $5 = 0 AND token IS NULL THEN $6 \
         ELSE token END, updated_at = $7 WHERE id = $8 RETURNING {COLUMNS}"
    );
    let row = sqlx::query(&sql)
        .bind(fields.name.to_owned())
        .bind(fields.slug.to_owned())
        .bind(settings_json(fields.settings))
        .bind(i64::from(fields.public))
        .bind(i64::from(fields.listed))
        .bind(new_token())
        .bind(now())
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
    let stored = row.as_ref().map(variant).transpose()?;
    tx.commit().await?;
    Ok(stored)
}

/// Revokes variant `id`'s secret address and gives it a new one (`new` true) or none.
pub async fn set_token(
    db: &AnyPool,
    id: i64,
    new: bool,
) -> Result<Option<StoredVariant>, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let sql = format!(
        "UPDATE resume_variants SET token = $1, updated_at = $2 WHERE id = $3 AND is_default = 0 \
         RETURNING {COLUMNS}"
    );
    let row = sqlx::query(&sql)
        .bind(new.then(new_token))
        .bind(now())
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
    let stored = row.as_ref().map(variant).transpose()?;
    tx.commit().await?;
    Ok(stored)
}

/// Deletes variant `id`, never the default; whether one was deleted.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let done = sqlx::query("DELETE FROM resume_variants WHERE id = $1 AND is_default = 0")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(done.rows_affected() > 0)
}
