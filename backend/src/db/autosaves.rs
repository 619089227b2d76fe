//! Autosaved drafts of the case study dialog (issue 14): the dialog's unsaved fields, kept apart
//! from the case study so that nothing public changes. One slot per case study (its id) and one,
//! [`NEW`], for a case study not yet created, so there are never more drafts than case studies
//! plus one; each is within a case study's bounds (checked by the handler).

use super::{begin_write, now};
use sqlx::{Any, AnyPool, Executor, Row};

/// The slot of a case study not yet created (row ids start at 1).
pub const NEW: i64 = 0;

/// A stored draft.
pub struct Autosave {
    /// [`NEW`] or the case study's id.
    pub slot: i64,
    /// The dialog's fields as JSON text (folio-core's `CaseStudyDraft`).
    pub draft: String,
    /// RFC 3339 UTC.
    pub saved_at: String,
}

/// Stores `draft` in `slot`, replacing what was there; `None` when `slot` names no case study.
pub async fn put(db: &AnyPool, slot: i64, draft: &str) -> Result<Option<String>, sqlx::Error> {
    let mut tx = begin_write(db).await?;
    if slot != NEW
        && sqlx::query("SELECT id FROM case_studies WHERE id = $1")
            .bind(slot)
            .fetch_optional(&mut *tx)
            .await?
            .is_none()
    {
        return Ok(None);
    }
    let saved_at = now();
    sqlx::query(
        "INSERT INTO case_study_autosaves (slot, draft, saved_at) VALUES ($1, $2, $3) \
         ON CONFLICT (slot) DO UPDATE SET draft = excluded.draft, saved_at = excluded.saved_at",
    )
    .bind(slot)
    .bind(draft.to_owned())
    .bind(saved_at.clone())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(saved_at))
}

fn autosave(row: &sqlx::any::AnyRow) -> Result<Autosave, sqlx::Error> {
    Ok(Autosave {
        slot: row.try_get("slot")?,
        draft: row.try_get("draft")?,
        saved_at: row.try_get("saved_at")?,
    })
}

/// The draft in `slot`.
pub async fn get(db: &AnyPool, slot: i64) -> Result<Option<Autosave>, sqlx::Error> {
    sqlx::query("SELECT slot, draft, saved_at FROM case_study_autosaves WHERE slot = $1")
        .bind(slot)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(autosave)
        .transpose()
}

/// Every stored draft, newest first.
pub async fn list(db: &AnyPool) -> Result<Vec<Autosave>, sqlx::Error> {
    sqlx::query("SELECT slot, draft, saved_at FROM case_study_autosaves ORDER BY saved_at DESC")
        .fetch_all(db)
        .await?
        .iter()
        .map(autosave)
        .collect()
}

/// Removes the draft in `slot`, if any.
pub async fn clear<'e>(
    db: impl Executor<'e, Database = Any>,
    slot: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM case_study_autosaves WHERE slot = $1")
        .bind(slot)
        .execute(db)
        .await?;
    Ok(())
}
