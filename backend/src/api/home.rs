//! The public home, derived by folio-core ([`folio_core::home`]) from what is stored
//! ([`crate::site::public_home`]): the page draws it, and the app shows it without running a rule
//! of its own.

use super::ApiTags;
use crate::error::ApiResult;
use crate::site::public_home;
use crate::state::AppState;
use folio_core::home::Home;
use poem::web::Data;
use poem_openapi::OpenApi;
use poem_openapi::payload::Json;
use poem_openapi::types::Any;

/// The public home.
pub struct HomeApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl HomeApi {
    /// Everything the public home shows, derived by folio-core: the profile header (links only
    /// when http(s), the introduction as link tokens), one card per experience (its public date
    /// range, description and accomplishments as link tokens `{type: text|link|plainUrl|
    /// lineBreak}`, tool names), the By Tools and By Industries groups in the profile's orders,
    /// education grouped by category, and the published case studies' cards (with `image:
    /// {src, width, height, srcset, sizes}` for uploads stored with their size).
    #[oai(path = "/home", method = "get")]
    async fn public_home(&self, state: Data<&AppState>) -> ApiResult<Json<Any<Home>>> {
        Ok(Json(Any(public_home(&state).await?.1)))
    }
}
