//! The site's identity in the admin (issue 40 point 11): `GET`/`PUT`/`DELETE
//! /api/admin/favicon`, the image the owner chose as the site's icon (one of their uploads, sent
//! first to `/api/upload-image`, which checks its type and size), and `GET
//! /api/admin/share-card`, the card a case study without an image is shared with, for the
//! writing view's preview.

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::error::{ApiError, ApiResult, FieldErrorBody};
use crate::state::AppState;
use folio_core::codes::FieldCode;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

/// The favicon the owner chose.
#[derive(Object)]
pub struct Favicon {
    /// The upload (`/uploads/<name>`) shown as the site's icon; absent when the icon is drawn
    /// from the photo, or else the initials.
    #[oai(skip_serializing_if_is_none)]
    url: Option<String>,
}

/// A new favicon.
#[derive(Object)]
pub struct NewFavicon {
    /// An image uploaded through `/api/upload-image`: its `/uploads/<name>`.
    url: Text,
}

/// The card's PNG.
#[derive(ApiResponse)]
pub enum CardAnswer {
    /// A 1200×630 PNG.
    #[oai(status = 200, content_type = "image/png")]
    Ok(Binary<Vec<u8>>, #[oai(header = "Cache-Control")] String),
}

/// What a case study's page says of itself when shared, as its head will.
#[derive(Object)]
pub struct SharePreview {
    /// `og:title`: the page's title.
    title: String,
    /// `og:description`: the description on one line, shortened as the page shortens it.
    description: String,
    /// The site's host, as link previews show it.
    host: String,
}

/// What the owner is told of a favicon that is not one of their uploads.
const NOT_AN_UPLOAD: &str = "Upload an image for the favicon: it must be one of your uploads.";

/// The site's identity.
pub struct IdentityApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl IdentityApi {
    /// The favicon the owner chose, if any.
    #[oai(path = "/admin/favicon", method = "get")]
    async fn read(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Json<Favicon>> {
        let url = crate::db::favicon::get(&state.db).await?;
        Ok(Json(Favicon { url }))
    }

    /// Makes an uploaded image the site's icon (`/favicon.ico` and every page's icon). Anything
    /// but an existing upload is a 422 under `url`.
    #[oai(path = "/admin/favicon", method = "put")]
    async fn change(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<NewFavicon>,
    ) -> ApiResult<Json<Favicon>> {
        let url = body.0.url.0.trim().to_owned();
        let name = url
            .strip_prefix("/uploads/")
            .filter(|name| folio_core::responsive::upload_id(name).is_some());
        let stored = match name {
            Some(name) => state.uploads.get(name).await?.is_some(),
            None => false,
        };
        if !stored {
            return Err(ApiError::invalid(vec![FieldErrorBody {
                field: "url".into(),
                code: FieldCode::InvalidUrl,
                message: NOT_AN_UPLOAD.into(),
            }]));
        }
        crate::db::favicon::set(&state.db, Some(&url)).await?;
        Ok(Json(Favicon { url: Some(url) }))
    }

    /// Goes back to the icon drawn from the photo, or else the initials.
    #[oai(path = "/admin/favicon", method = "delete")]
    async fn reset(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Json<Favicon>> {
        crate::db::favicon::set(&state.db, None).await?;
        Ok(Json(Favicon { url: None }))
    }

    /// What a case study titled `title` and described by `description` says of itself when its
    /// page is shared (the writing view's preview).
    #[oai(path = "/admin/share-preview", method = "get")]
    async fn share_preview(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        title: Query<String>,
        description: Query<Option<String>>,
    ) -> ApiResult<Json<SharePreview>> {
        let author = crate::db::profile::get(&state.db).await?.owner.name;
        let base = crate::site::base_url(&state);
        let host = base
            .split_once("://")
            .map_or(base.as_str(), |(_, host)| host);
        let description = description.0.unwrap_or_default();
        Ok(Json(SharePreview {
            title: folio_core::titles::case_study_title(&title.0, &author),
            description: folio_core::text::shorten(&folio_core::text::one_line(&description), 300),
            host: host.to_owned(),
        }))
    }

    /// The card a case study titled `title` without an image of its own is shared with, as its
    /// page names it: the title, the owner's name and the site's host.
    #[oai(path = "/admin/share-card", method = "get")]
    async fn share_card(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        title: Query<String>,
    ) -> ApiResult<CardAnswer> {
        let _reserved = state
            .snapshot
            .reserve(crate::snapshot::Reads::Words)
            .await?;
        let author = crate::db::profile::get(&state.db).await?.owner.name;
        let png = crate::identity::card(&state, &title.0, &author).await?;
        Ok(CardAnswer::Ok(
            Binary(png.to_vec()),
            "private, max-age=60".to_owned(),
        ))
    }
}
