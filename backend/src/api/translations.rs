//! What is left to translate (issue 25 goal 2: "a list shows every field that is missing in each
//! language"): folio-core's `translations::missing_in_site` over what is stored.

use super::ApiTags;
use crate::auth::Admin;
use crate::error::ApiResult;
use crate::site::home_source;
use crate::state::AppState;
use folio_core::translations::{MissingInLanguage, missing_in_site};
use poem::web::Data;
use poem_openapi::OpenApi;
use poem_openapi::payload::Json;

/// The translations' state.
pub struct TranslationsApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl TranslationsApi {
    /// For each of the site's languages after the default, in the site's order, every field of
    /// the profile, the experiences, the education entries and the case studies that language
    /// publishes whose page in that language shows the default's text: its kind of row
    /// (`profile`, `experience`, `education`, `caseStudy`), the row's id (none for the profile),
    /// a label (the name, the job title and company, the title), and the field as the
    /// translations name it (`jobTitle`, `tools.Rust`, `content`). A one-language site lists
    /// nothing.
    #[oai(path = "/admin/translations", method = "get")]
    async fn missing(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<MissingInLanguage>>> {
        let case_studies = crate::db::case_studies::list(&state.db, false).await?;
        Ok(Json(missing_in_site(
            &home_source(&state).await?,
            &case_studies,
        )))
    }
}
