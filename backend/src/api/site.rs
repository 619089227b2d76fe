//! `GET` and `PUT /api/admin/site`: the site's one address (issue 39 point 1), which every page,
//! card, feed, sitemap and JSON-LD names. It is the address the owner set the site up through
//! until the owner changes it here; the server's `PUBLIC_URL`, when set, overrides both.

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::error::{ApiError, ApiResult};
use crate::site::base_url;
use crate::state::AppState;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

/// The site's address, and who decides it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SiteAddress {
    /// The address every page names (`https://jane.example`).
    address: String,
    /// Set by the server's `PUBLIC_URL`: it is changed there, not here.
    from_environment: bool,
}

/// A new address for the site.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NewSiteAddress {
    /// `http://` or `https://`, a host and an optional port, nothing after it.
    address: Text,
}

/// The message of a change refused because `PUBLIC_URL` decides the address.
const SET_BY_ENVIRONMENT: &str =
    "This address is set by PUBLIC_URL on the server; change it there.";

/// The site's address.
pub struct SiteApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl SiteApi {
    /// The address the site's pages name, and whether `PUBLIC_URL` sets it.
    #[oai(path = "/admin/site", method = "get")]
    async fn read(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Json<SiteAddress>> {
        Ok(Json(SiteAddress {
            address: base_url(&state),
            from_environment: state.public_url.is_some(),
        }))
    }

    /// Changes the site's address: every page, card, feed and sitemap names it at once. A value
    /// that is not an origin is a 422 under `address`; a 409 when `PUBLIC_URL` sets it.
    #[oai(path = "/admin/site", method = "put")]
    async fn change(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<NewSiteAddress>,
    ) -> ApiResult<Json<SiteAddress>> {
        if state.public_url.is_some() {
            return Err(ApiError::conflict("address", SET_BY_ENVIRONMENT));
        }
        let address = folio_core::site_address::parse(&body.0.address.0)?;
        crate::db::store_site_address(&state.db, &address, false).await?;
        Ok(Json(SiteAddress {
            address,
            from_environment: false,
        }))
    }
}
