//! Education entries (spec §3), listed by `sortOrder`, then in the order they were added.

use super::items::Items;
use super::now;
use folio_core::translations::merge;
use folio_core::translations::texts::non_empty;
use folio_core::validation::NewEducation;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

/// A stored education entry.
pub struct Education {
    /// Row id.
    pub id: i64,
    /// The validated fields (`sort_order` included).
    pub fields: NewEducation,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC.
    pub updated_at: String,
}

const ITEMS: Items = Items {
    table: "education",
    noun: "education entry",
};

const COLUMNS: &str =
    "id, name, category, link, date, sort_order, created_at, updated_at, translations";

fn education(row: &AnyRow) -> Result<Education, sqlx::Error> {
    Ok(Education {
        id: row.try_get("id")?,
        fields: NewEducation {
            name: row.try_get("name")?,
            category: row.try_get("category")?,
            link: row.try_get("link")?,
            date: row.try_get("date")?,
            sort_order: i32::try_from(row.try_get::<i64, _>("sort_order")?).unwrap_or_default(),
            translations: non_empty(super::translations_of(row)?),
        },
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// Every entry in display order.
pub async fn list<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
) -> Result<Vec<Education>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM education ORDER BY sort_order, id");
    sqlx::query(&sql)
        .fetch_all(db)
        .await?
        .iter()
        .map(education)
        .collect()
}

/// Stores a new entry, a public write of its own.
pub async fn create(db: &AnyPool, new: &NewEducation) -> Result<Education, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let created = insert(&mut *tx, new).await?;
    tx.commit().await?;
    Ok(created)
}

/// Replaces entry `id`'s fields, a public write of its own; `None` when there is no such entry.
pub async fn update(
    db: &AnyPool,
    id: i64,
    new: &NewEducation,
) -> Result<Option<Education>, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    // The languages sent replace theirs; the others stay as stored.
    let merged;
    let new = match &new.translations {
        Some(sent) => {
            let stored = sqlx::query("SELECT translations FROM education WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let stored = match stored {
                Some(row) => super::translations_of(&row)?,
                None => Default::default(),
            };
            merged = NewEducation {
                translations: Some(merge(stored, sent.clone())),
                ..new.clone()
            };
            &merged
        }
        None => new,
    };
    let updated = replace(&mut *tx, id, new).await?;
    if updated.is_some() {
        tx.commit().await?;
    }
    Ok(updated)
}

/// Stores a new entry within a write (a résumé import's).
pub async fn insert<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    new: &NewEducation,
) -> Result<Education, sqlx::Error> {
    let sql = format!(
        "INSERT INTO education (name, category, link, date, sort_order, translations, \
         created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, COALESCE($6, '{{}}'), $7, $7) RETURNING {COLUMNS}"
    );
    let row = bind(sqlx::query(&sql), new)
        .bind(now())
        .fetch_one(db)
        .await?;
    education(&row)
}

/// Replaces entry `id`'s fields within a write (a résumé import's); `None` when there is no such
/// entry.
pub async fn replace<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    id: i64,
    new: &NewEducation,
) -> Result<Option<Education>, sqlx::Error> {
    let sql = format!(
        "UPDATE education SET name = $1, category = $2, link = $3, date = $4, sort_order = $5, \
         translations = COALESCE($6, translations), updated_at = $7 WHERE id = $8 \
         RETURNING {COLUMNS}"
    );
    let row = bind(sqlx::query(&sql), new)
        .bind(now())
        .bind(id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(education).transpose()
}

fn bind<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    new: &NewEducation,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    query
        .bind(new.name.clone())
        .bind(new.category.clone())
        .bind(new.link.clone())
        .bind(new.date.clone())
        .bind(i64::from(new.sort_order))
        .bind(
            new.translations
                .as_ref()
                .map(|sent| super::translations_json(&merge(Default::default(), sent.clone()))),
        )
}

/// Deletes entry `id`; false when there was none.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    ITEMS.delete_public(db, id).await
}

/// Puts entries in the order of `ids`, which must name each entry exactly once.
/// Answers folio-core's message when they do not, and changes nothing.
pub async fn reorder(db: &AnyPool, ids: &[i64]) -> Result<Result<(), String>, sqlx::Error> {
    ITEMS.reorder(db, ids).await
}
