//! `GET /api/profile`: the public profile of spec §3 and §7.

use super::ApiTags;
use crate::AppState;
use crate::error::ApiResult;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use sqlx::Row;

/// The owner's profile as the public site reads it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Profile {
    /// The owner's name.
    name: String,
    /// The short introduction under the name.
    brief_intro: String,
    /// Link to the owner's code-hosting profile, if set.
    github_url: Option<String>,
    /// Link to the owner's professional-network profile, if set.
    linkedin_url: Option<String>,
    /// Education categories, in the order the public site groups them.
    education_categories: Vec<String>,
    /// Tools shown first, in this order, on the By Tools view.
    tools_order: Vec<String>,
    /// Industries shown first, in this order, on the By Industries view.
    industries_order: Vec<String>,
}

/// The profile resource.
pub struct ProfileApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl ProfileApi {
    /// The public profile.
    #[oai(path = "/profile", method = "get")]
    async fn profile(&self, state: Data<&AppState>) -> ApiResult<Json<Profile>> {
        let row = sqlx::query(
            "SELECT name, brief_intro, github_url, linkedin_url, education_categories, \
             tools_order, industries_order FROM profile WHERE id = 1",
        )
        .fetch_one(&state.db)
        .await?;
        Ok(Json(Profile {
            name: row.try_get("name")?,
            brief_intro: row.try_get("brief_intro")?,
            github_url: row.try_get("github_url")?,
            linkedin_url: row.try_get("linkedin_url")?,
            education_categories: json_list(&row, "education_categories")?,
            tools_order: json_list(&row, "tools_order")?,
            industries_order: json_list(&row, "industries_order")?,
        }))
    }
}

/// Reads a list stored as JSON text.
fn json_list(row: &sqlx::any::AnyRow, column: &str) -> Result<Vec<String>, sqlx::Error> {
    let text: String = row.try_get(column)?;
    serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
        index: column.into(),
        source: Box::new(e),
    })
}
