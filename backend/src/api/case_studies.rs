//! Case studies: the public list and page, and the admin's create, update and delete (spec §7).

use super::text::{Text, strings};
use super::{ApiTags, Deleted};
use crate::AppState;
use crate::auth::Admin;
use crate::db::case_studies::{self, CaseStudy as Stored, WriteError};
use crate::error::{ApiError, ApiResult};
use folio_core::blocks::render::render_content;
use folio_core::responsive;
use folio_core::validation::CaseStudyDraft;
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::types::ToJSON;
use poem_openapi::{Object, OpenApi};

/// A case study.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct CaseStudy {
    id: i64,
    title: String,
    slug: String,
    description: String,
    /// The Editor.js document as JSON text.
    content: String,
    featured_image: Option<String>,
    /// What the featured image shows, for those who cannot see it.
    featured_image_alt: Option<String>,
    tags: Vec<String>,
    is_published: bool,
    is_featured: bool,
    created_at: String,
    updated_at: String,
}

impl From<Stored> for CaseStudy {
    fn from(stored: Stored) -> Self {
        let f = stored.fields;
        Self {
            id: stored.id,
            title: f.title,
            slug: f.slug,
            description: f.description,
            content: f.content,
            featured_image: f.featured_image,
            featured_image_alt: f.featured_image_alt,
            tags: f.tags,
            is_published: f.is_published,
            is_featured: f.is_featured,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        }
    }
}

/// An uploaded image's size and its narrower copies, for `<img srcset sizes width height>`.
#[derive(Object)]
pub struct ResponsiveImage {
    /// The full-size upload.
    src: String,
    /// Its width in pixels.
    width: u32,
    /// Its height in pixels.
    height: u32,
    /// Every stored width with its URL, narrowest first.
    srcset: String,
    /// How wide the page shows it.
    sizes: String,
}

impl From<responsive::ResponsiveImage> for ResponsiveImage {
    fn from(image: responsive::ResponsiveImage) -> Self {
        Self {
            src: image.src,
            width: image.width,
            height: image.height,
            srcset: image.srcset,
            sizes: image.sizes,
        }
    }
}

/// A published case study with its body rendered to safe HTML, for the public page.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PublicCaseStudy {
    #[oai(flatten)]
    case_study: CaseStudy,
    /// The featured image's size and narrower copies, when it is an upload stored with its size.
    image: Option<ResponsiveImage>,
    /// The body rendered by folio-core: sanitised HTML (allow-listed tags, http(s)/mailto links
    /// opening in a new tab), safe to insert into the page.
    content_html: String,
}

/// The fields of a case study to create or update.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudyBody {
    #[oai(default)]
    title: Text,
    /// Lower-case letters, digits and single hyphens, as the title's slug would be.
    #[oai(default)]
    slug: Text,
    #[oai(default)]
    description: Text,
    /// The Editor.js document as JSON text: `{blocks: [...], version?, time?}`.
    #[oai(default)]
    content: Text,
    /// An http(s) URL or an `/uploads/...` path; empty for none.
    featured_image: Option<Text>,
    /// What the featured image shows, for those who cannot see it (its `alt` text); empty for
    /// none. Kept only with a featured image.
    featured_image_alt: Option<Text>,
    #[oai(default)]
    tags: Vec<Text>,
    #[oai(default)]
    is_published: bool,
    #[oai(default)]
    is_featured: bool,
}

impl From<CaseStudyBody> for CaseStudyDraft {
    fn from(b: CaseStudyBody) -> Self {
        Self {
            title: b.title.into(),
            slug: b.slug.into(),
            description: b.description.into(),
            content: b.content.into(),
            featured_image: b.featured_image.map(String::from),
            featured_image_alt: b.featured_image_alt.map(String::from),
            tags: strings(b.tags),
            is_published: b.is_published,
            is_featured: b.is_featured,
        }
    }
}

async fn published_list(state: &AppState) -> ApiResult<Vec<CaseStudy>> {
    let all = case_studies::list(&state.db, true).await?;
    Ok(all.into_iter().map(Into::into).collect())
}

async fn published_one(state: &AppState, slug: &str) -> ApiResult<Option<PublicCaseStudy>> {
    let found = case_studies::published(&state.db, slug).await?;
    Ok(found.map(|stored| {
        let content_html = render_content(&stored.fields.content);
        let image = stored
            .fields
            .featured_image
            .as_deref()
            .and_then(|url| responsive::responsive_image(url, responsive::ARTICLE_IMAGE_SIZES))
            .map(Into::into);
        PublicCaseStudy {
            case_study: stored.into(),
            image,
            content_html,
        }
    }))
}

/// The published list as the API answers it, for pages that embed it.
pub(crate) async fn public_list_json(state: &AppState) -> ApiResult<serde_json::Value> {
    Ok(published_list(state).await?.to_json().unwrap_or_default())
}

/// One published case study as the API answers it, for its page; `None` when not published.
pub(crate) async fn public_one_json(
    state: &AppState,
    slug: &str,
) -> ApiResult<Option<serde_json::Value>> {
    Ok(published_one(state, slug).await?.and_then(|c| c.to_json()))
}

const NOT_FOUND: &str = "That case study does not exist.";
const SLUG_TAKEN: &str = "This slug is already used by another case study.";

fn write_error(error: WriteError) -> ApiError {
    match error {
        WriteError::SlugTaken => ApiError::conflict("slug", SLUG_TAKEN),
        WriteError::Db(error) => error.into(),
    }
}

/// Case study calls.
pub struct CaseStudiesApi;

#[OpenApi(tag = "ApiTags::CaseStudies")]
impl CaseStudiesApi {
    /// Published case studies, newest first.
    #[oai(path = "/case-studies", method = "get")]
    async fn public_list(&self, state: Data<&AppState>) -> ApiResult<Json<Vec<CaseStudy>>> {
        published_list(&state).await.map(Json)
    }

    /// One published case study; 404 when unknown or unpublished.
    #[oai(path = "/case-studies/:slug", method = "get")]
    async fn public_one(
        &self,
        state: Data<&AppState>,
        slug: Path<String>,
    ) -> ApiResult<Json<PublicCaseStudy>> {
        published_one(&state, &slug)
            .await?
            .map(Json)
            .ok_or_else(|| ApiError::not_found(NOT_FOUND))
    }

    /// Every case study, newest first (admin).
    #[oai(path = "/admin/case-studies", method = "get")]
    async fn admin_list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<CaseStudy>>> {
        let all = case_studies::list(&state.db, false).await?;
        Ok(Json(all.into_iter().map(Into::into).collect()))
    }

    /// Creates a case study; 409 when the slug is taken.
    #[oai(path = "/admin/case-studies", method = "post")]
    async fn create(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<CaseStudyBody>,
    ) -> ApiResult<Json<CaseStudy>> {
        let new = CaseStudyDraft::from(body.0).parse()?;
        let created = case_studies::create(&state.db, &new)
            .await
            .map_err(write_error)?;
        Ok(Json(created.into()))
    }

    /// Replaces a case study's fields; 409 when the slug is taken by another.
    #[oai(path = "/admin/case-studies/:id", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<CaseStudyBody>,
    ) -> ApiResult<Json<CaseStudy>> {
        let new = CaseStudyDraft::from(body.0).parse()?;
        let updated = case_studies::update(&state.db, id.0, &new)
            .await
            .map_err(write_error)?;
        updated
            .map(|c| Json(c.into()))
            .ok_or_else(|| ApiError::not_found(NOT_FOUND))
    }

    /// Deletes a case study.
    #[oai(path = "/admin/case-studies/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        if case_studies::delete(&state.db, id.0).await? {
            Ok(Deleted::NoContent)
        } else {
            Err(ApiError::not_found(NOT_FOUND))
        }
    }
}
