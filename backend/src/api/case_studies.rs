//! Case studies: the public list and page, and the admin's create, update and delete (spec §7).

use super::crud::{deleted, reordered};
use super::strict::Strict;
use super::{ApiTags, Deleted, Reordered};
use crate::auth::Admin;
use crate::db::case_studies::{self, WriteError};
use crate::db::preview_links;
use crate::error::{ApiError, ApiResult, FieldErrorBody};
use crate::site::case_studies::{PublicCaseStudy, published_list, published_one};
use crate::site::site_language;
use crate::state::AppState;
pub use folio_core::case_study::CaseStudy;
use folio_core::case_study::{CaseStudyDraft, NewCaseStudy};
use folio_core::codes::FieldCode;
use folio_core::validation::bounds::{self, Counted};
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use serde::de::{Deserialize, Deserializer, Error as _};
use serde_json::{Map, Value};

/// The new order of case studies.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudyOrder {
    /// Every case study's id, published or not, each once, in the new order.
    case_study_ids: Vec<i64>,
}

/// The fields of a case study to create or update, with the version they were edited from.
// Read through `Strict` by the `Deserialize` below, whose serde refuses a value of the wrong type.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudyBody {
    #[oai(flatten)]
    draft: CaseStudyDraft,
    /// On an update, the `version` of the case study these fields were edited from: the save is
    /// refused with 409 when it has been saved since (by another tab or device). Without it the
    /// save replaces whatever is stored.
    #[oai(nullable)]
    base_version: Option<i64>,
}

/// The version taken out, the rest read as the draft: serde's `flatten` would do the same, but
/// from a copy that `serde_path_to_error` cannot see into, so a refusal would not name its field.
impl<'de> Deserialize<'de> for CaseStudyBody {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut fields = Map::<String, Value>::deserialize(deserializer)?;
        let base_version = fields.remove("baseVersion").unwrap_or_default();
        Ok(Self {
            base_version: serde_json::from_value(base_version)
                .map_err(|error| D::Error::custom(format!("baseVersion: {error}")))?,
            draft: serde_path_to_error::deserialize(Value::Object(fields))
                .map_err(D::Error::custom)?,
        })
    }
}

pub(crate) const NOT_FOUND: &str = "That case study does not exist.";
const SLUG_TAKEN: &str = "This slug is already used by another case study.";
const OUTDATED: &str = "This case study was saved elsewhere after you opened it, so your changes \
     were not saved over it. Save again to replace that version with yours (it stays in the \
     revisions), or cancel to keep it.";

pub(super) fn write_error(error: WriteError) -> ApiError {
    match error {
        WriteError::SlugTaken => ApiError::conflict("slug", SLUG_TAKEN),
        WriteError::AddressTaken(field, language) => ApiError::conflict(
            &field,
            format!(
                "Another case study is at this address in {language}: give this one its own \
                 slug in that language."
            ),
        ),
        WriteError::Stale(current) => ApiError::outdated_case_study(OUTDATED, *current),
        WriteError::Db(error) => error.into(),
    }
}

/// Case study calls.
pub struct CaseStudiesApi;

#[OpenApi(tag = "ApiTags::CaseStudies")]
impl CaseStudiesApi {
    /// Published case studies, in the Playground's order: featured first, then by `sortOrder`,
    /// then by `date`, newest first.
    #[oai(path = "/case-studies", method = "get")]
    async fn public_list(&self, state: Data<&AppState>) -> ApiResult<Json<Vec<CaseStudy>>> {
        published_list(&state).await.map(Json)
    }

    /// One published case study; 404 when unknown or unpublished. `lang`, one of the site's
    /// languages in any spelling of its tag (`de`, `pt-BR`, `pt_br`), gives it as that
    /// language's page (`/de/case-studies/{slug}`) shows it (its `dateLabel` in that language's
    /// words); without it, as the default language's. A language the site is not served in is a
    /// 404.
    #[oai(path = "/case-studies/:slug", method = "get")]
    async fn public_one(
        &self,
        state: Data<&AppState>,
        slug: Path<String>,
        /// One of the site's languages, in any spelling of its tag; the default when absent.
        lang: Query<Option<String>>,
    ) -> ApiResult<Json<PublicCaseStudy>> {
        let language = match lang.0 {
            Some(lang) => {
                let languages = crate::db::profile::get(&state.db).await?.owner.languages;
                Some(site_language(&languages, &lang).ok_or_else(|| {
                    ApiError::not_found(format!("This site is not served in {lang}"))
                })?)
            }
            None => None,
        };
        published_one(&state, &slug, language.as_ref())
            .await?
            .map(Json)
            .ok_or_else(|| ApiError::not_found(NOT_FOUND))
    }

    /// Every case study, in the Playground's order (admin).
    #[oai(path = "/admin/case-studies", method = "get")]
    async fn admin_list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<CaseStudy>>> {
        Ok(Json(case_studies::list(&state.db, false).await?))
    }

    /// Creates a case study; 409 when the slug is taken. A site holds at most 1,000.
    #[oai(path = "/admin/case-studies", method = "post")]
    async fn create(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<Strict<CaseStudyBody>>,
    ) -> ApiResult<Json<CaseStudy>> {
        let Strict(body) = body.0;
        let new = parsed(&state, body.draft).await?;
        // Counted before the write, so two creates at once may pass the bound by one.
        let stored = case_studies::count(&state.db).await?;
        bounds::room_for(Counted::CaseStudies, stored, 1)?;
        let created = case_studies::create(&state.db, &new)
            .await
            .map_err(write_error)?;
        Ok(Json(created))
    }

    /// Replaces a case study's fields; 409 when the slug is taken by another, or when
    /// `baseVersion` is given and the case study has been saved since that version.
    #[oai(path = "/admin/case-studies/:id", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<Strict<CaseStudyBody>>,
    ) -> ApiResult<Json<CaseStudy>> {
        let Strict(body) = body.0;
        let new = parsed(&state, body.draft).await?;
        save(&state, id.0, &new, None, body.base_version).await
    }

    /// Deletes a case study.
    #[oai(path = "/admin/case-studies/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        deleted(case_studies::delete(&state.db, id.0).await?, NOT_FOUND)
    }

    /// Puts the case studies in a new order; the list must name every case study exactly once.
    /// The Playground still shows featured ones first: the order places each among its kind.
    #[oai(path = "/admin/case-studies/reorder", method = "patch")]
    async fn reorder(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<CaseStudyOrder>,
    ) -> ApiResult<Reordered> {
        reordered(case_studies::reorder(&state.db, &body.case_study_ids).await?)
    }

    /// The case study's share links that still work, newest first (issue 14).
    #[oai(path = "/admin/case-studies/:id/preview-links", method = "get")]
    async fn preview_links(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Json<Vec<PreviewLink>>> {
        existing(&state, id.0).await?;
        let base = crate::site::base_url(&state);
        let links = preview_links::list(&state.db, id.0).await?;
        Ok(Json(
            links
                .into_iter()
                .map(|l| PreviewLink::new(&base, l))
                .collect(),
        ))
    }

    /// A new link that shows the case study's preview to anyone who has it, without signing in,
    /// for 7 days or until it is revoked (issue 14). With `lang`, one of the site's languages, it
    /// shows that language's page; without it, the default's.
    #[oai(path = "/admin/case-studies/:id/preview-links", method = "post")]
    async fn create_preview_link(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        /// One of the site's languages, in any spelling of its tag; the default when absent.
        lang: Query<Option<String>>,
    ) -> ApiResult<Json<PreviewLink>> {
        existing(&state, id.0).await?;
        let base = crate::site::base_url(&state);
        let language = match lang.0 {
            Some(tag) => {
                let languages = crate::db::profile::get(&state.db).await?.owner.languages;
                match site_language(&languages, &tag) {
                    Some(language) if !languages.is_default(&language) => Some(language),
                    Some(_) => None,
                    None => {
                        return Err(ApiError::invalid(vec![FieldErrorBody {
                            field: "language".into(),
                            code: FieldCode::InvalidFormat,
                            message: format!("This site is not served in {tag}"),
                        }]));
                    }
                }
            }
            None => None,
        };
        let language = language.as_ref().map(|l| l.as_str());
        let link = preview_links::create(&state.db, id.0, language)
            .await?
            .ok_or_else(|| {
                ApiError::bad_request(format!(
                    "At most {} share links of a case study work at once. Revoke one first.",
                    preview_links::MAX_WORKING
                ))
            })?;
        Ok(Json(PreviewLink::new(&base, link)))
    }

    /// Revokes a share link: it stops working at once.
    #[oai(
        path = "/admin/case-studies/:id/preview-links/:link",
        method = "delete"
    )]
    async fn revoke_preview_link(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        link: Path<i64>,
    ) -> ApiResult<Deleted> {
        let revoked = preview_links::revoke(&state.db, id.0, link.0).await?;
        deleted(revoked, "That share link does not exist.")
    }
}

/// Saves `new` as case study `id` (a revision kept, restored from the revision of
/// `restored_from`): 404 when it does not exist, 409 when the slug is taken by another or when
/// `based_on` is given and is no longer the stored version.
pub(crate) async fn save(
    state: &AppState,
    id: i64,
    new: &NewCaseStudy,
    restored_from: Option<&str>,
    based_on: Option<i64>,
) -> ApiResult<Json<CaseStudy>> {
    case_studies::update(&state.db, id, new, restored_from, based_on)
        .await
        .map_err(write_error)?
        .map(Json)
        .ok_or_else(|| ApiError::not_found(NOT_FOUND))
}

/// `draft` validated as the server stores it, its translations against the site's languages.
pub(crate) async fn parsed(state: &AppState, draft: CaseStudyDraft) -> ApiResult<NewCaseStudy> {
    Ok(match draft.translations {
        None => draft.parse_dated()?,
        Some(_) => {
            let languages = crate::db::profile::get(&state.db).await?.owner.languages;
            draft.parse_in(Some(&languages))?
        }
    })
}

/// Fails with a 404 unless case study `id` exists.
pub(crate) async fn existing(state: &AppState, id: i64) -> ApiResult<()> {
    found(state, id).await.map(|_| ())
}

/// Case study `id`, or a 404.
pub(crate) async fn found(state: &AppState, id: i64) -> ApiResult<CaseStudy> {
    case_studies::by_id(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::not_found(NOT_FOUND))
}

/// A share link of a case study's preview.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PreviewLink {
    id: i64,
    /// The address to share: `/preview/{token}` on this site.
    url: String,
    created_at: String,
    /// It stops working at this time (RFC 3339).
    expires_at: String,
    /// The language whose page it shows (a tag); absent for the default's.
    language: Option<String>,
}

impl PreviewLink {
    fn new(base: &str, link: preview_links::PreviewLink) -> Self {
        Self {
            id: link.id,
            url: format!("{base}/preview/{}", link.token),
            created_at: link.created_at,
            expires_at: link.expires_at,
            language: link.language,
        }
    }
}
