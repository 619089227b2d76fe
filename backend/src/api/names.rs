//! Renaming a tool or an industry everywhere at once (issue 23): the order editor's rename.

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::db::spelling;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use folio_core::spelling::{NameKind, RenameDraft, Respelling};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

/// A rename: a name as stored (any spelling of it) and its new name.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RenameBody {
    /// The current name; matched case-insensitively, ignoring surrounding spaces.
    #[oai(default)]
    from: Text,
    /// The new name, stored as sent (trimmed).
    #[oai(default)]
    to: Text,
}

/// What a rename changed.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Renamed {
    /// How many experiences changed.
    experiences: u64,
}

/// Rename calls.
pub struct NamesApi;

#[OpenApi(tag = "ApiTags::Experiences")]
impl NamesApi {
    /// Renames a tool in every experience's tools and in the profile's `toolsOrder`, in one
    /// transaction; an experience that then lists the tool twice keeps it once. 404 when nothing
    /// names the tool.
    #[oai(path = "/admin/tools/rename", method = "post")]
    async fn rename_tool(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<RenameBody>,
    ) -> ApiResult<Json<Renamed>> {
        rename(&state, body.0, NameKind::Tool).await
    }

    /// Renames an industry in every experience and in the profile's `industriesOrder`, in one
    /// transaction. 404 when nothing names the industry.
    #[oai(path = "/admin/industries/rename", method = "post")]
    async fn rename_industry(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<RenameBody>,
    ) -> ApiResult<Json<Renamed>> {
        rename(&state, body.0, NameKind::Industry).await
    }
}

async fn rename(state: &AppState, body: RenameBody, kind: NameKind) -> ApiResult<Json<Renamed>> {
    let draft = RenameDraft {
        from: body.from.into(),
        to: body.to.into(),
    };
    let rename = draft.parse(kind)?;
    let (respelling, untouched) = (Respelling::rename(&rename), Respelling::default());
    let (tools, industries) = match kind {
        NameKind::Tool => (&respelling, &untouched),
        NameKind::Industry => (&untouched, &respelling),
    };
    let Some(done) = spelling::rename(&state.db, tools, industries).await? else {
        return Err(ApiError::not_found(rename.not_found(kind)));
    };
    Ok(Json(Renamed {
        experiences: done.experiences,
    }))
}
