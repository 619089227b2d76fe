//! Importing a JSON Resume document (issue 14, item 4): `POST /api/admin/resume-import` maps
//! the document with folio-core's rule (`resume::import`, the same the admin's preview runs in
//! the browser) and stores the result in one transaction.

use super::ApiTags;
use crate::AppState;
use crate::auth::Admin;
use crate::db::resume_import;
use crate::error::ApiResult;
use folio_core::resume::import::import_resume;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

/// What an import created.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ResumeImported {
    /// Whether the profile's name, introduction or links were replaced.
    profile_updated: bool,
    /// How many experiences were added.
    experiences: u32,
    /// How many education entries were added.
    education: u32,
    /// What was skipped, shortened or guessed, as the preview listed it.
    warnings: Vec<String>,
    /// One line for the owner: what was created.
    message: String,
}

/// The JSON Resume import.
pub struct ResumeImportApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl ResumeImportApi {
    /// Imports a JSON Resume 1.0 document (basics, work, education; everything else is
    /// ignored): the name, brief introduction and GitHub / LinkedIn links it gives replace the
    /// profile's (what it leaves out is kept); its work and education are added after the
    /// existing experiences and education. All of it is stored, or nothing: a document that
    /// cannot be imported answers 422 with the reason under `document`.
    #[oai(path = "/admin/resume-import", method = "post")]
    async fn import(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        document: Json<serde_json::Value>,
    ) -> ApiResult<Json<ResumeImported>> {
        // The same text the browser's preview read, so the same bound applies.
        let text = document.0.to_string();
        let import = import_resume(&text)?;
        let created = resume_import::store(&state.db, &import).await?;
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Ok(Json(ResumeImported {
            profile_updated: import.changes_profile(),
            experiences: count(created.experiences),
            education: count(created.education),
            message: format!("Imported {}.", import.summary),
            warnings: import.warnings,
        }))
    }
}
