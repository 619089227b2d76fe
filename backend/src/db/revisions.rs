//! Revisions of case studies (issue 14): every explicit save keeps the whole saved state and a
//! line of what it changed (folio-core's `revisions::compare`); the last [`KEPT`] of each case
//! study are kept, older ones removed in the save's own transaction.

use super::case_study_columns::{FIELDS, fields};
use folio_core::archive::ArchivedRevision;
use folio_core::case_study::{CaseStudy, CaseStudyDraft, NewCaseStudy};
use folio_core::revisions::compare;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row, Transaction};
use std::sync::LazyLock;

/// How many revisions of one case study are kept.
const KEPT: i64 = folio_core::revisions::KEPT as i64;

/// One revision, as the list shows it.
pub struct RevisionEntry {
    /// Row id.
    pub id: i64,
    /// What the save changed, in one line.
    pub summary: String,
    /// When the save happened (RFC 3339 UTC).
    pub created_at: String,
    /// When this save restored a revision: that revision's time.
    pub restored_from: Option<String>,
}

/// One revision with the state it kept.
pub struct Revision {
    /// What the list shows of it.
    pub entry: RevisionEntry,
    /// The saved state.
    pub fields: NewCaseStudy,
}

const ENTRY_COLUMNS: &str = "id, summary, created_at, restored_from";

/// The statements that read and write a revision's row, built once from [`FIELDS`].
struct Sql {
    /// `SELECT` a revision with its state `FROM` them, for a `WHERE` to follow.
    select: String,
    /// A new revision: its case study's id, summary, restored time and time, then its fields.
    insert: String,
    /// A revision as an export kept it: the same after its own id.
    restore: String,
}

static SQL: LazyLock<Sql> = LazyLock::new(|| {
    let table = "case_study_revisions";
    let kept = "case_study_id, summary, restored_from, created_at";
    Sql {
        select: format!("SELECT {ENTRY_COLUMNS}, {} FROM {table}", FIELDS.names()),
        insert: FIELDS.insert(table, kept, "$1, $2, $3, $4"),
        restore: FIELDS.insert(table, &format!("id, {kept}"), "$1, $2, $3, $4, $5"),
    }
});

fn entry(row: &AnyRow) -> Result<RevisionEntry, sqlx::Error> {
    Ok(RevisionEntry {
        id: row.try_get("id")?,
        summary: row.try_get("summary")?,
        created_at: row.try_get("created_at")?,
        restored_from: row.try_get("restored_from")?,
    })
}

/// Keeps a revision of `after`, saved over `before` (none when it was just created), then
/// removes the case study's revisions past the newest [`KEPT`].
pub async fn record(
    tx: &mut Transaction<'static, Any>,
    before: Option<&CaseStudy>,
    after: &CaseStudy,
    restored_from: Option<&str>,
) -> Result<(), sqlx::Error> {
    let before = before.map(|b| CaseStudyDraft::from(b.fields.clone()));
    let summary = compare(before.as_ref(), &after.fields.clone().into()).summary;
    let kept = ArchivedRevision {
        id: 0, // not stored: the database gives it one
        fields: after.fields.clone(),
        summary,
        restored_from: restored_from.map(str::to_owned),
        created_at: after.updated_at.clone(),
    };
    insert(tx, after.id, &kept, None).await?;
    sqlx::query(
        "DELETE FROM case_study_revisions WHERE case_study_id = $1 AND id NOT IN \
         (SELECT id FROM case_study_revisions WHERE case_study_id = $1 ORDER BY id DESC LIMIT $2)",
    )
    .bind(after.id)
    .bind(KEPT)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Case study `case_study_id`'s revisions, newest first.
pub async fn list(db: &AnyPool, case_study_id: i64) -> Result<Vec<RevisionEntry>, sqlx::Error> {
    let sql = format!(
        "SELECT {ENTRY_COLUMNS} FROM case_study_revisions WHERE case_study_id = $1 \
         ORDER BY id DESC"
    );
    sqlx::query(&sql)
        .bind(case_study_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(entry)
        .collect()
}

fn revision(row: &AnyRow) -> Result<Revision, sqlx::Error> {
    Ok(Revision {
        entry: entry(row)?,
        fields: fields(row)?,
    })
}

/// Revision `id` of case study `case_study_id`.
pub async fn get(
    db: &AnyPool,
    case_study_id: i64,
    id: i64,
) -> Result<Option<Revision>, sqlx::Error> {
    let sql = format!("{} WHERE id = $1 AND case_study_id = $2", SQL.select);
    sqlx::query(&sql)
        .bind(id)
        .bind(case_study_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(revision)
        .transpose()
}

/// Every kept revision of case study `case_study_id` with its state, oldest first (an export).
pub async fn all<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    case_study_id: i64,
) -> Result<Vec<Revision>, sqlx::Error> {
    let sql = format!("{} WHERE case_study_id = $1 ORDER BY id", SQL.select);
    sqlx::query(&sql)
        .bind(case_study_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(revision)
        .collect()
}

/// Stores `revision` of case study `case_study_id` as an export kept it, with its own id.
pub async fn restore(
    tx: &mut Transaction<'static, Any>,
    case_study_id: i64,
    revision: &ArchivedRevision,
) -> Result<(), sqlx::Error> {
    insert(tx, case_study_id, revision, Some(revision.id)).await
}

/// Stores `revision` of case study `case_study_id` under `id`, or a new id when `None`.
async fn insert(
    tx: &mut Transaction<'static, Any>,
    case_study_id: i64,
    revision: &ArchivedRevision,
    id: Option<i64>,
) -> Result<(), sqlx::Error> {
    let query = match id {
        Some(id) => sqlx::query(&SQL.restore).bind(id),
        None => sqlx::query(&SQL.insert),
    };
    let query = query
        .bind(case_study_id)
        .bind(revision.summary.clone())
        .bind(revision.restored_from.clone())
        .bind(revision.created_at.clone());
    FIELDS
        .bind(query, &revision.fields)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
