//! Revisions and autosaved drafts of case studies (issue 14).
//!
//! Every explicit save keeps a revision (`db::revisions`); the dialog lists them, compares one with
//! what is saved, and restores one, which is a save like any other (validated, slug checked, a new
//! revision, the public snapshot emptied). A restore brings back the content and keeps the
//! publish state unless the owner asks for the revision's too (folio-core's
//! `revisions::restored`, issue 23). The dialog's autosaved draft lives apart from the case study
//! (`db::autosaves`), so autosaving never changes what the public sees, and is offered back when
//! it differs from what is saved (folio-core's `revisions::compare`).

use super::ApiTags;
use super::Deleted;
use super::case_studies::{NOT_FOUND, existing, found, save};
use super::strict::Strict;
use crate::auth::Admin;
use crate::db::{autosaves, revisions};
use crate::error::{ApiError, ApiResult};
use crate::site::case_studies::CaseStudy;
use crate::state::AppState;
use folio_core::case_study::CaseStudyDraft;
use folio_core::revisions::{compare, compare_with_saved, restored};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

/// One revision: a save of the case study. A client lists them newest first, showing
/// `createdAt` (in the reader's time zone) beside `summary`, and for a restore, the time it
/// brought back (`restoredFrom`); the first is the saved state itself (`current`).
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Revision {
    id: i64,
    /// What this save changed, in one line: `Created as a draft`, `Created and published`,
    /// `Title and content changed; published`, `No changes`.
    summary: String,
    /// When the save happened (RFC 3339 UTC).
    created_at: String,
    /// When this save restored an earlier revision: that revision's `createdAt`.
    restored_from: Option<String>,
    /// Whether this is the saved state now (the newest revision); restoring it changes nothing.
    current: bool,
}

/// A revision beside what is saved, before the owner restores it (folio-core's
/// `revisions::compare_with_saved`).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RevisionComparison {
    id: i64,
    /// When the revision was saved (RFC 3339 UTC).
    created_at: String,
    /// The fields whose content differs from what is saved, in the form's order: `title`,
    /// `slug`, `description`, `featured image`, `image description`, `date`, `tags`, `content`.
    fields: Vec<String>,
    /// The revision's publish state: `Draft`, `Published`, `Draft, featured` or `Published,
    /// featured`.
    publish_state: String,
    /// The publish state saved now, the same way.
    saved_publish_state: String,
    /// One line: `Title and content differ from what is saved.`, `Only the publish state differs
    /// from what is saved.`, `Same as what is saved.`
    summary: String,
}

/// An autosaved draft of the case study dialog.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Autosave {
    /// The case study it belongs to; absent for the draft of a case study not yet created.
    case_study_id: Option<i64>,
    /// Its fields, as the dialog sent them (unvalidated).
    draft: CaseStudyDraft,
    /// When it was autosaved (RFC 3339 UTC).
    saved_at: String,
    /// Whether it differs from what is saved (for a new case study: whether anything was filled
    /// in). Offer to restore it only then.
    changed: bool,
    /// What it changes from the saved state, in one line (`Title and content changed`).
    summary: String,
}

/// The time an autosave was stored.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AutosaveStored {
    /// RFC 3339 UTC: the dialog shows "Saved as draft" with this time.
    saved_at: String,
}

/// The autosaved draft, if there is one.
#[derive(ApiResponse)]
pub enum AutosaveAnswer {
    /// The draft.
    #[oai(status = 200)]
    Found(Json<Box<Autosave>>),
    /// There is no draft.
    #[oai(status = 204)]
    None,
}

/// Revision and autosave calls.
pub struct RevisionsApi;

#[OpenApi(tag = "ApiTags::CaseStudies")]
impl RevisionsApi {
    /// The case study's revisions, newest first (the last 50 saves).
    #[oai(path = "/admin/case-studies/:id/revisions", method = "get")]
    async fn list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Json<Vec<Revision>>> {
        existing(&state, id.0).await?;
        let entries = revisions::list(&state.db, id.0).await?;
        Ok(Json(
            entries
                .into_iter()
                .enumerate()
                .map(|(at, e)| Revision {
                    id: e.id,
                    summary: e.summary,
                    created_at: e.created_at,
                    restored_from: e.restored_from,
                    current: at == 0,
                })
                .collect(),
        ))
    }

    /// How revision `rev` differs from what is saved: which fields, and its publish state beside
    /// the saved one. The owner reads it before restoring.
    #[oai(path = "/admin/case-studies/:id/revisions/:rev", method = "get")]
    async fn compare(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        rev: Path<i64>,
    ) -> ApiResult<Json<RevisionComparison>> {
        let saved = CaseStudyDraft::from(found(&state, id.0).await?.fields);
        let revision = revision(&state, id.0, rev.0).await?;
        let comparison = compare_with_saved(&saved, &revision.fields.into());
        Ok(Json(RevisionComparison {
            id: revision.entry.id,
            created_at: revision.entry.created_at,
            fields: comparison.fields,
            publish_state: comparison.publish_state,
            saved_publish_state: comparison.saved_publish_state,
            summary: comparison.summary,
        }))
    }

    /// Makes revision `rev`'s content the saved state: a save like any other (validated, its slug
    /// checked, kept as a new revision, the public pages refreshed). The Published and Featured
    /// switches stay as they are saved unless `publishState=true` asks for the revision's too.
    /// 409 when another case study took its slug since.
    #[oai(
        path = "/admin/case-studies/:id/revisions/:rev/restore",
        method = "post"
    )]
    async fn restore(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        rev: Path<i64>,
        /// Whether the revision's publish state (Published and Featured) is restored too; by
        /// default it is kept as saved.
        #[oai(name = "publishState")]
        publish_state: Query<Option<bool>>,
    ) -> ApiResult<Json<CaseStudy>> {
        let saved = CaseStudyDraft::from(found(&state, id.0).await?.fields);
        let revision = revision(&state, id.0, rev.0).await?;
        let new = restored(
            &saved,
            revision.fields.into(),
            publish_state.0.unwrap_or(false),
        )
        .parse_in(None)?;
        save(&state, id.0, &new, Some(&revision.entry.created_at), None).await
    }

    /// Every autosaved draft, newest first: what a crash or a closed tab left unsaved. Offer
    /// those whose `changed` is true.
    #[oai(path = "/admin/case-studies/autosaves", method = "get")]
    async fn all_autosaves(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<Autosave>>> {
        let mut answers = Vec::new();
        for stored in autosaves::list(&state.db).await? {
            answers.extend(answer(&state, stored).await?);
        }
        Ok(Json(answers))
    }

    /// The autosaved draft of the case study.
    #[oai(path = "/admin/case-studies/:id/autosave", method = "get")]
    async fn get_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<AutosaveAnswer> {
        existing(&state, id.0).await?;
        read(&state, id.0).await
    }

    /// Autosaves the dialog's fields of the case study, replacing the previous draft. Nothing
    /// public changes. Unfinished fields are fine; a field over a case study's bound is refused
    /// (422).
    #[oai(path = "/admin/case-studies/:id/autosave", method = "put")]
    async fn put_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<Strict<CaseStudyDraft>>,
    ) -> ApiResult<Json<AutosaveStored>> {
        store(&state, id.0, body.0.0).await
    }

    /// Discards the autosaved draft of the case study (204 when there was none too).
    #[oai(path = "/admin/case-studies/:id/autosave", method = "delete")]
    async fn delete_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        existing(&state, id.0).await?;
        autosaves::clear(&state.db, id.0).await?;
        Ok(Deleted::NoContent)
    }

    /// The autosaved draft of a case study not yet created.
    #[oai(path = "/admin/case-studies/new/autosave", method = "get")]
    async fn get_new_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<AutosaveAnswer> {
        read(&state, autosaves::NEW).await
    }

    /// Autosaves the fields of a case study not yet created (one such draft is kept).
    #[oai(path = "/admin/case-studies/new/autosave", method = "put")]
    async fn put_new_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<Strict<CaseStudyDraft>>,
    ) -> ApiResult<Json<AutosaveStored>> {
        store(&state, autosaves::NEW, body.0.0).await
    }

    /// Discards the autosaved draft of a case study not yet created.
    #[oai(path = "/admin/case-studies/new/autosave", method = "delete")]
    async fn delete_new_autosave(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Deleted> {
        autosaves::clear(&state.db, autosaves::NEW).await?;
        Ok(Deleted::NoContent)
    }
}

/// Revision `rev` of case study `id`, or a 404 saying which is missing.
async fn revision(state: &AppState, id: i64, rev: i64) -> ApiResult<revisions::Revision> {
    revisions::get(&state.db, id, rev)
        .await?
        .ok_or_else(|| ApiError::not_found("That revision does not exist."))
}

async fn store(
    state: &AppState,
    slot: i64,
    draft: CaseStudyDraft,
) -> ApiResult<Json<AutosaveStored>> {
    draft.check_bounds()?;
    let text = serde_json::to_string(&draft).map_err(ApiError::internal)?;
    autosaves::put(&state.db, slot, &text)
        .await?
        .map(|saved_at| Json(AutosaveStored { saved_at }))
        .ok_or_else(|| ApiError::not_found(NOT_FOUND))
}

async fn read(state: &AppState, slot: i64) -> ApiResult<AutosaveAnswer> {
    let Some(stored) = autosaves::get(&state.db, slot).await? else {
        return Ok(AutosaveAnswer::None);
    };
    Ok(match answer(state, stored).await? {
        Some(autosave) => AutosaveAnswer::Found(Json(Box::new(autosave))),
        None => AutosaveAnswer::None,
    })
}

/// A stored draft compared with what is saved; `None` when it cannot be read (a hand edit) or
/// its case study is gone.
async fn answer(state: &AppState, stored: autosaves::Autosave) -> ApiResult<Option<Autosave>> {
    let Ok(draft) = serde_json::from_str::<CaseStudyDraft>(&stored.draft) else {
        return Ok(None);
    };
    let saved = if stored.slot == autosaves::NEW {
        CaseStudyDraft::default()
    } else {
        match found(state, stored.slot).await {
            Ok(saved) => saved.fields.into(),
            Err(ApiError::NotFound(_)) => return Ok(None),
            Err(error) => return Err(error),
        }
    };
    let comparison = compare(Some(&saved), &draft);
    Ok(Some(Autosave {
        case_study_id: (stored.slot != autosaves::NEW).then_some(stored.slot),
        draft,
        saved_at: stored.saved_at,
        changed: comparison.changed,
        summary: comparison.summary,
    }))
}
