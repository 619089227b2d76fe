//! Education entries (spec §3), listed by `sortOrder`, then in the order they were added.

use super::fields::{Fields, Statements, Table};
use super::items::Items;
use super::now;
use folio_core::archive::ArchivedEducation;
use folio_core::translations::merge;
use folio_core::translations::texts::non_empty;
use folio_core::validation::NewEducation;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row, Transaction};
use std::sync::LazyLock;

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

/// The columns of an entry's fields, each with the value it is bound to.
const FIELDS: Fields<NewEducation> = Fields(&[
    ("name", |e| e.name.clone().into()),
    ("category", |e| e.category.clone().into()),
    ("link", |e| e.link.clone().into()),
    ("date", |e| e.date.clone().into()),
    ("sort_order", |e| e.sort_order.into()),
    // None keeps those stored.
    ("translations", |e| {
        (e.translations.as_ref().map(super::translations_json)).into()
    }),
]);

/// The entries' table: its name, what a row holds besides its [`FIELDS`], what a new row and a
/// save set.
const TABLE: Table<NewEducation> = Table {
    items: Items {
        table: "education",
        noun: "education entry",
    },
    own: "created_at, updated_at",
    fields: FIELDS,
    insert: ("created_at, updated_at", "$1, $1"),
    update: "updated_at = $1",
    update_where: "id = $2",
};

/// The statements that read and write an entry's row, built once.
static SQL: LazyLock<Statements> = LazyLock::new(|| TABLE.statements());

/// `new` with the languages it sends that have nothing translated left out: what a save stores.
fn pruned(new: &NewEducation) -> NewEducation {
    NewEducation {
        translations: (new.translations.clone()).map(|sent| merge(Default::default(), sent)),
        ..new.clone()
    }
}

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
    let sql = format!("{} ORDER BY sort_order, id", SQL.select);
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
    let query = sqlx::query(&SQL.insert).bind(now());
    let row = FIELDS.bind(query, &pruned(new)).fetch_one(db).await?;
    education(&row)
}

/// Replaces entry `id`'s fields within a write (a résumé import's); `None` when there is no such
/// entry.
pub async fn replace<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    id: i64,
    new: &NewEducation,
) -> Result<Option<Education>, sqlx::Error> {
    let query = sqlx::query(&SQL.update).bind(now()).bind(id);
    let row = FIELDS.bind(query, &pruned(new)).fetch_optional(db).await?;
    row.as_ref().map(education).transpose()
}

/// Stores entry `item` as an export kept it, with its own id and times (a restore's).
pub(in crate::db) async fn restore(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedEducation,
) -> Result<(), sqlx::Error> {
    let query = sqlx::query(&SQL.restore)
        .bind(item.id)
        .bind(item.created_at.clone())
        .bind(item.updated_at.clone());
    FIELDS.bind(query, &item.fields).execute(&mut **tx).await?;
    Ok(())
}

/// Deletes entry `id`; false when there was none.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    TABLE.items.delete_public(db, id).await
}

/// Puts entries in the order of `ids`, which must name each entry exactly once.
/// Answers folio-core's message when they do not, and changes nothing.
pub async fn reorder(db: &AnyPool, ids: &[i64]) -> Result<Result<(), String>, sqlx::Error> {
    TABLE.items.reorder(db, ids).await
}
