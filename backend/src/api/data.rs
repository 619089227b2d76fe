//! The owner's data as one ZIP (issue 14): export everything, import it into a new install.

use super::ApiTags;
use crate::archive::{self, Counts, ExportError, ImportError};
use crate::auth::Admin;
use crate::error::{ApiError, ApiResult, ErrorCode, body};
use crate::state::AppState;
use poem::Body;
use poem::web::Data;
use poem_openapi::payload::{Binary, Json};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use std::io::Seek;

/// The export: a ZIP of `folio.json` and `uploads/`.
#[derive(ApiResponse)]
pub enum ExportAnswer {
    /// The archive, offered for download as `folio-export-YYYY-MM-DD.zip`.
    #[oai(status = 200, content_type = "application/zip")]
    Ok(
        Binary<Body>,
        #[oai(header = "Content-Disposition")] String,
        #[oai(header = "Content-Length")] u64,
        #[oai(header = "Cache-Control")] String,
    ),
}

/// A multipart import with the archive in the field `archive`.
#[derive(Multipart)]
pub struct ImportForm {
    /// A ZIP made by an export (`GET /api/admin/export` or `folio export`).
    archive: Upload,
}

/// What an import restored.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Imported {
    /// Experiences.
    experiences: u64,
    /// Education entries.
    education: u64,
    /// Case studies.
    case_studies: u64,
    /// Visitors' messages.
    messages: u64,
    /// Upload files, copies at other widths included.
    uploads: u64,
}

impl From<Counts> for Imported {
    fn from(counts: Counts) -> Self {
        let n = |count: usize| u64::try_from(count).unwrap_or(u64::MAX);
        Self {
            experiences: n(counts.experiences),
            education: n(counts.education),
            case_studies: n(counts.case_studies),
            messages: n(counts.messages),
            uploads: n(counts.uploads),
        }
    }
}

/// Export and import.
pub struct DataApi;

#[OpenApi(tag = "ApiTags::Data")]
impl DataApi {
    /// Everything the owner made as one ZIP: `folio.json` (format `folio`, version 1: the
    /// profile with its orders, experiences, education and case studies with their ids, sort
    /// orders, times and kept revisions, and visitors' messages) and every upload saved content
    /// uses under `uploads/<name>`. Not in it: the admin account, sessions, share links, the
    /// contact form's notifications and visitor statistics. 409 when saved
    /// content uses an upload the database no longer holds.
    #[oai(path = "/admin/export", method = "get")]
    async fn export(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<ExportAnswer> {
        let out = tempfile::tempfile().map_err(ApiError::internal)?;
        let (mut file, exported_at, _) = archive::export(&state.db, &state.uploads, out)
            .await
            .map_err(|error| match error {
                ExportError::MissingUploads(message) => {
                    ApiError::Conflict(body(ErrorCode::Conflict, message))
                }
                ExportError::Failed(cause) => ApiError::internal(cause),
            })?;
        let length = file.stream_position().map_err(ApiError::internal)?;
        file.rewind().map_err(ApiError::internal)?;
        let reader = tokio::fs::File::from_std(file);
        Ok(ExportAnswer::Ok(
            Binary(Body::from_async_read(reader)),
            format!(
                "attachment; filename=\"{}\"",
                archive::file_name(&exported_at)
            ),
            length,
            "private, no-store".to_owned(),
        ))
    }

    /// Restores an export (multipart field `archive`, at most 1 GiB) into this install, which
    /// must have an admin and no content: the same ids, slugs, orders, times and upload files.
    /// 409 when the site has content (nothing is merged); 400 for a file that is not a ZIP;
    /// 413 past a bound (entries, or the size of an entry or of them all once unpacked); 422
    /// for an archive Folio would not restore (another format version, a `folio.json` that does
    /// not parse or fails validation, an upload it uses missing, an entry with another name).
    /// A refused archive changes nothing.
    #[oai(path = "/admin/import", method = "post")]
    async fn import(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        form: ImportForm,
    ) -> ApiResult<Json<Imported>> {
        let file = form.archive.into_file().into_std().await;
        match archive::import(&state.db, &state.uploads, file).await {
            Ok(counts) => Ok(Json(counts.into())),
            Err(error) => Err(refusal(error)),
        }
    }
}

/// An archive's refusal as the API answers it: 400 for a file that is not a ZIP, 413 past a
/// bound, 422 for content Folio will not take, 409 for a conflict, 503 while another import
/// runs. LinkedIn's export (issue 45) is refused the same way.
pub(super) fn refusal(error: ImportError) -> ApiError {
    match error {
        ImportError::NotAnArchive(message) => ApiError::bad_request(message),
        ImportError::TooLarge(message) => {
            ApiError::PayloadTooLarge(body(ErrorCode::PayloadTooLarge, message))
        }
        ImportError::Refused(message) => ApiError::Invalid(body(ErrorCode::Validation, message)),
        ImportError::Conflict(message) => ApiError::Conflict(body(ErrorCode::Conflict, message)),
        ImportError::Busy => ApiError::Unavailable(
            body(
                ErrorCode::Busy,
                "Another import is running. Try again once it is done.",
            ),
            1,
        ),
        ImportError::Failed(cause) => ApiError::internal(cause),
    }
}
