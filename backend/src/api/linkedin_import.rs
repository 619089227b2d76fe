//! Reading LinkedIn's data export (issue 45): `POST /api/admin/linkedin-export` takes the ZIP
//! LinkedIn sends, or its CSV files loose, and answers the files Folio reads (folio-core's
//! `linkedin`), storing nothing. The browser maps them (through WASM, with the owner's choices)
//! into a JSON Resume document, previews it with the JSON Resume import's matching, and imports
//! it through `POST /api/admin/resume-import`: one preview, one matching, one transaction.

use super::ApiTags;
use super::data::refusal;
use crate::archive::ImportError;
use crate::auth::Admin;
use crate::error::{ApiError, ApiResult};
use crate::linkedin::{MAX_UPLOAD_BYTES, Refusal, read_files, read_zip};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, OpenApi};

/// LinkedIn's export: one ZIP, or CSV files, in the field `files`.
#[derive(Multipart)]
pub struct LinkedInForm {
    /// The ZIP LinkedIn sends ("Get a copy of your data"), or its CSV files.
    #[oai(validator(min_items = 1, max_items = 500))]
    files: Vec<Upload>,
}

/// LinkedIn's data export.
pub struct LinkedInImportApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl LinkedInImportApi {
    /// Reads LinkedIn's data export, the ZIP (basic or complete archive, at most 256 MiB) or its
    /// CSV files, and answers the files Folio reads, each recognised by its header row:
    /// `{files: [{name, kind, rows}], otherFiles}`. Nothing is stored. 400 for a file that is
    /// neither a ZIP nor CSV; 413 past a bound of the archive import's (entries, sizes,
    /// compression ratio); 422 for a name an export never has, or a file folio-core refuses
    /// (too many rows, a field too long), naming the file and the row.
    #[oai(path = "/admin/linkedin-export", method = "post")]
    async fn read(&self, _admin: Admin, form: LinkedInForm) -> ApiResult<Json<serde_json::Value>> {
        let mut files = Vec::new();
        for upload in form.files {
            let name = upload.file_name().unwrap_or("export").to_owned();
            files.push((name, upload.into_file().into_std().await));
        }
        let read = tokio::task::spawn_blocking(move || read_uploads(files))
            .await
            .map_err(ApiError::internal)?;
        match read {
            Ok(export) => Ok(Json(
                serde_json::to_value(export).map_err(ApiError::internal)?,
            )),
            Err(Refusal::Archive(error)) => Err(refusal(error)),
            Err(Refusal::Invalid(errors)) => Err(errors.into()),
        }
    }
}

/// A ZIP (by its first bytes) alone, or CSV files.
fn read_uploads(
    files: Vec<(String, std::fs::File)>,
) -> Result<folio_core::linkedin::LinkedInExport, Refusal> {
    use std::io::{Read, Seek};
    let refused = |message: &str| Refusal::Archive(ImportError::NotAnArchive(message.to_owned()));
    let failed = |e: std::io::Error| Refusal::Archive(ImportError::Failed(e.to_string()));
    let mut zips = Vec::new();
    let mut loose = Vec::new();
    for (name, mut file) in files {
        let size = file.metadata().map_err(failed)?.len();
        if size > MAX_UPLOAD_BYTES {
            return Err(Refusal::Archive(ImportError::TooLarge(format!(
                "{name} is larger than the {} MiB an export may be.",
                MAX_UPLOAD_BYTES >> 20
            ))));
        }
        let mut magic = [0_u8; 4];
        let read = file.read(&mut magic).map_err(failed)?;
        file.rewind().map_err(failed)?;
        if read == 4 && magic == *b"PK\x03\x04" {
            zips.push(file);
        } else {
            loose.push((name, file));
        }
    }
    match (zips.len(), loose.is_empty()) {
        (0, false) => read_files(loose),
        (1, true) => read_zip(zips.remove(0)),
        (0, true) => Err(refused(
            "Choose LinkedIn's export: its ZIP, or its CSV files.",
        )),
        _ => Err(refused(
            "Choose LinkedIn's ZIP alone, or its CSV files without a ZIP.",
        )),
    }
}
