//! Case studies (spec §3), newest first; the public side sees only published ones.

use super::{json_list, now};
use folio_core::validation::NewCaseStudy;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

/// A stored case study.
pub struct CaseStudy {
    /// Row id.
    pub id: i64,
    /// The validated fields.
    pub fields: NewCaseStudy,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC.
    pub updated_at: String,
}

/// Why a write was refused.
pub enum WriteError {
    /// Another case study has this slug.
    SlugTaken,
    /// The database failed.
    Db(sqlx::Error),
}

impl From<sqlx::Error> for WriteError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(e) if e.is_unique_violation() => Self::SlugTaken,
            _ => Self::Db(error),
        }
    }
}

const COLUMNS: &str = "id, title, slug, description, content, featured_image, featured_image_alt, \
    tags, is_published, is_featured, created_at, updated_at";

fn case_study(row: &AnyRow) -> Result<CaseStudy, sqlx::Error> {
    Ok(CaseStudy {
        id: row.try_get("id")?,
        fields: NewCaseStudy {
            title: row.try_get("title")?,
            slug: row.try_get("slug")?,
            description: row.try_get("description")?,
            content: row.try_get("content")?,
            featured_image: row.try_get("featured_image")?,
            featured_image_alt: row.try_get("featured_image_alt")?,
            tags: json_list(row, "tags")?,
            is_published: row.try_get::<i64, _>("is_published")? != 0,
            is_featured: row.try_get::<i64, _>("is_featured")? != 0,
        },
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// Every case study, or only the published ones, newest first.
pub async fn list(db: &AnyPool, published_only: bool) -> Result<Vec<CaseStudy>, sqlx::Error> {
    let filter = if published_only {
        "WHERE is_published = 1"
    } else {
        ""
    };
    let sql =
        format!("SELECT {COLUMNS} FROM case_studies {filter} ORDER BY created_at DESC, id DESC");
    sqlx::query(&sql)
        .fetch_all(db)
        .await?
        .iter()
        .map(case_study)
        .collect()
}

/// Case study `id`, published or not.
pub async fn by_id(db: &AnyPool, id: i64) -> Result<Option<CaseStudy>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM case_studies WHERE id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(case_study)
        .transpose()
}

/// The published case study with `slug`.
pub async fn published(db: &AnyPool, slug: &str) -> Result<Option<CaseStudy>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM case_studies WHERE slug = $1 AND is_published = 1");
    sqlx::query(&sql)
        .bind(slug)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(case_study)
        .transpose()
}

fn bind<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    new: &NewCaseStudy,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    query
        .bind(new.title.clone())
        .bind(new.slug.clone())
        .bind(new.description.clone())
        .bind(new.content.clone())
        .bind(new.featured_image.clone())
        .bind(serde_json::to_string(&new.tags).unwrap_or_else(|_| "[]".into()))
        .bind(i64::from(new.is_published))
        .bind(i64::from(new.is_featured))
        .bind(new.featured_image_alt.clone())
}

/// Stores a new case study.
pub async fn create(db: &AnyPool, new: &NewCaseStudy) -> Result<CaseStudy, WriteError> {
    let sql = format!(
        "INSERT INTO case_studies (title, slug, description, content, featured_image, tags, \
         is_published, is_featured, featured_image_alt, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING {COLUMNS}"
    );
    let row = bind(sqlx::query(&sql), new)
        .bind(now())
        .fetch_one(db)
        .await?;
    Ok(case_study(&row)?)
}

/// Replaces case study `id`'s fields; `None` when there is no such case study.
pub async fn update(
    db: &AnyPool,
    id: i64,
    new: &NewCaseStudy,
) -> Result<Option<CaseStudy>, WriteError> {
    let sql = format!(
        "UPDATE case_studies SET title = $1, slug = $2, description = $3, content = $4, \
         featured_image = $5, tags = $6, is_published = $7, is_featured = $8, \
         featured_image_alt = $9, updated_at = $10 WHERE id = $11 RETURNING {COLUMNS}"
    );
    let row = bind(sqlx::query(&sql), new)
        .bind(now())
        .bind(id)
        .fetch_optional(db)
        .await?;
    Ok(row.as_ref().map(case_study).transpose()?)
}

/// Deletes case study `id`; false when there was none.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    // Its share links go with it.
    sqlx::query("DELETE FROM preview_links WHERE case_study_id = $1")
        .bind(id)
        .execute(db)
        .await?;
    let done = sqlx::query("DELETE FROM case_studies WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}
