//! Experiences (spec §3), listed in folio-core's display order ([`folio_core::chronology`]):
//! by `sortOrder`, then by their dates, newest first.

use super::fields::{Fields, Statements, Table, json_text};
use super::items::Items;
use super::now;
use folio_core::archive::ArchivedExperience;
use folio_core::chronology;
use folio_core::tools::{Tool, normalize_tools};
use folio_core::translations::texts::non_empty;
use folio_core::validation::{Experience, NewExperience};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row, Transaction};
use std::sync::LazyLock;

mod save;
pub use save::save;

/// A stored experience.
pub struct Stored {
    /// The experience, as folio-core reads it: a date stored before validation existed stays
    /// as written, so one bad row never hides the others.
    pub experience: Experience,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC.
    pub updated_at: String,
}

/// The columns of an experience's fields, each with the value it is bound to.
const FIELDS: Fields<Experience> = Fields(&[
    ("job_title", |e| e.job_title.clone().into()),
    ("company", |e| e.company.clone().into()),
    ("industry", |e| e.industry.clone().into()),
    ("start_date", |e| e.start_date.clone().into()),
    ("end_date", |e| e.end_date.clone().into()),
    ("is_current_job", |e| e.is_current_job.into()),
    ("description", |e| e.description.clone().into()),
    ("accomplishments", |e| e.accomplishments.clone().into()),
    ("tools", |e| json_text(&e.tools)),
    // None keeps those stored.
    ("translations", |e| {
        (e.translations.as_ref().map(super::translations_json)).into()
    }),
]);

/// The experiences' table: its name, what a row holds besides its [`FIELDS`], what a new row
/// and a save set.
const TABLE: Table<Experience> = Table {
    items: Items {
        table: "experiences",
        noun: "experience",
    },
    own: "sort_order, created_at, updated_at",
    fields: FIELDS,
    insert: ("sort_order, created_at, updated_at", "$1, $2, $2"),
    update: "sort_order = COALESCE($1, sort_order), updated_at = $2",
    update_where: "id = $3",
};

/// The statements that read and write an experience's row, built once.
static SQL: LazyLock<Statements> = LazyLock::new(|| TABLE.statements());

fn experience(row: &AnyRow) -> Result<Stored, sqlx::Error> {
    let tools: String = row.try_get("tools")?;
    Ok(Stored {
        experience: Experience {
            id: row.try_get("id")?,
            job_title: row.try_get("job_title")?,
            company: row.try_get("company")?,
            industry: row.try_get("industry")?,
            start_date: row.try_get("start_date")?,
            end_date: row.try_get("end_date")?,
            is_current_job: row.try_get::<i64, _>("is_current_job")? != 0,
            description: row.try_get("description")?,
            accomplishments: row.try_get("accomplishments")?,
            tools: tools_of(&tools),
            sort_order: i32::try_from(row.try_get::<i64, _>("sort_order")?).unwrap_or_default(),
            translations: non_empty(super::translations_of(row)?),
        },
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// The stored tools list, read as folio-core reads any tools list.
fn tools_of(json: &str) -> Vec<Tool> {
    serde_json::from_str::<Vec<serde_json::Value>>(json)
        .map(|entries| normalize_tools(&entries))
        .unwrap_or_default()
}

/// Every experience in display order.
pub async fn list<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
) -> Result<Vec<Stored>, sqlx::Error> {
    let mut stored = sqlx::query(&SQL.select)
        .fetch_all(db)
        .await?
        .iter()
        .map(experience)
        .collect::<Result<Vec<_>, _>>()?;
    chronology::display_order_by(&mut stored, |s| &s.experience);
    Ok(stored)
}

/// Stores a new experience at `sort_order` (through a pool, or in a transaction).
pub async fn create<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    new: &NewExperience,
    sort_order: i32,
) -> Result<Stored, sqlx::Error> {
    let query = sqlx::query(&SQL.insert)
        .bind(i64::from(sort_order))
        .bind(now());
    let row = FIELDS.bind(query, &new.into()).fetch_one(db).await?;
    experience(&row)
}

/// Replaces experience `id`'s fields, and its position when `sort_order` is given (its
/// translations when `new` has them: all of them, merged by the caller); `None` when there is no
/// such experience.
pub async fn update<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    id: i64,
    new: &NewExperience,
    sort_order: Option<i32>,
) -> Result<Option<Stored>, sqlx::Error> {
    let query = sqlx::query(&SQL.update)
        .bind(sort_order.map(i64::from))
        .bind(now())
        .bind(id);
    let row = FIELDS.bind(query, &new.into()).fetch_optional(db).await?;
    row.as_ref().map(experience).transpose()
}

/// Stores experience `item` as an export kept it, with its own id, place and times (a
/// restore's).
pub(in crate::db) async fn restore(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedExperience,
) -> Result<(), sqlx::Error> {
    let e = &item.experience;
    let query = sqlx::query(&SQL.restore)
        .bind(e.id)
        .bind(i64::from(e.sort_order))
        .bind(item.created_at.clone())
        .bind(item.updated_at.clone());
    FIELDS.bind(query, e).execute(&mut **tx).await?;
    Ok(())
}

/// Sets experience `id`'s tools and industry to their new spellings, as they were otherwise.
pub(super) async fn respell<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    id: i64,
    tools: &[Tool],
    industry: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE experiences SET tools = $1, industry = $2 WHERE id = $3")
        .bind(serde_json::to_string(tools).unwrap_or_else(|_| "[]".into()))
        .bind(industry)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Deletes experience `id`; false when there was none.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    TABLE.items.delete_public(db, id).await
}

/// "Sort by date": every experience back at sortOrder 0, so their dates order them.
pub async fn sort_by_date(db: &AnyPool) -> Result<(), sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    sqlx::query("UPDATE experiences SET sort_order = 0")
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// Puts experiences in the order of `ids`, which must name each experience exactly once.
/// Answers folio-core's message when they do not, and changes nothing.
pub async fn reorder(db: &AnyPool, ids: &[i64]) -> Result<Result<(), String>, sqlx::Error> {
    TABLE.items.reorder(db, ids).await
}
