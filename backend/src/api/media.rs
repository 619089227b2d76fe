//! The editor's media calls: image upload (file or URL) and link previews (spec §3, §7).
//! All three need a signed-in admin.

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::error::{ApiError, ErrorBody, ErrorCode, SIGN_IN, body};
use crate::fetch::{FetchError, Fetched};
use crate::images::{self, ImageError};
use crate::preview::{self, Unread};
use crate::state::AppState;
use poem::http::StatusCode;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};

/// Where an uploaded image is served.
#[derive(Object)]
pub struct UploadedFile {
    /// Site-relative URL, `/uploads/<random name>`.
    url: String,
}

/// The answer to an upload: `{success: 1, file: {url}}` or `{success: 0, code, message}`.
#[derive(Object)]
pub struct UploadAnswer {
    /// 1 on success, 0 on failure.
    success: u8,
    #[oai(skip_serializing_if_is_none)]
    file: Option<UploadedFile>,
    #[oai(skip_serializing_if_is_none)]
    code: Option<ErrorCode>,
    #[oai(skip_serializing_if_is_none)]
    message: Option<String>,
}

impl UploadAnswer {
    fn failed(code: ErrorCode, message: &str) -> Json<Self> {
        Json(Self {
            success: 0,
            file: None,
            code: Some(code),
            message: Some(message.into()),
        })
    }
}

/// Upload outcomes.
#[derive(ApiResponse)]
#[oai(bad_request_handler = "upload_request_error")]
pub enum UploadResponse {
    /// Stored; `file.url` is where it is served.
    #[oai(status = 200)]
    Ok(Json<UploadAnswer>),
    /// The request is malformed.
    #[oai(status = 400)]
    BadRequest(Json<UploadAnswer>),
    /// Not signed in.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Larger than 5 MB.
    #[oai(status = 413)]
    TooLarge(Json<UploadAnswer>),
    /// Not a PNG, JPEG, GIF or WebP image (or the request body is not of the expected type).
    #[oai(status = 415)]
    NotAnImage(Json<UploadAnswer>),
    /// The image could not be decoded, or its URL was refused or could not be fetched.
    #[oai(status = 422)]
    Unusable(Json<UploadAnswer>),
    /// Storing failed.
    #[oai(status = 500)]
    Failed(Json<UploadAnswer>),
}

/// A multipart upload with the image in the field `image`.
#[derive(Multipart)]
pub struct UploadForm {
    /// The image file.
    image: Upload,
}

/// An image to fetch and store, for the editor's "by URL" upload.
#[derive(Object)]
pub struct UploadByUrl {
    /// An http(s) URL of a PNG, JPEG, GIF or WebP image.
    url: Text,
}

/// A link preview's image.
#[derive(Object)]
pub struct PreviewImage {
    /// Absolute http(s) URL.
    url: String,
}

/// What a page says about itself.
#[derive(Object, Default)]
#[oai(skip_serializing_if_is_none)]
pub struct PreviewMeta {
    title: String,
    description: String,
    image: Option<PreviewImage>,
}

/// A link preview: `{success: 1, link, meta}` or `{success: 0, message}`.
#[derive(Object)]
pub struct LinkPreview {
    /// 1 on success, 0 on failure.
    success: u8,
    /// The link asked about.
    link: String,
    #[oai(skip_serializing_if_is_none)]
    meta: Option<PreviewMeta>,
    #[oai(skip_serializing_if_is_none)]
    message: Option<String>,
}

/// Link preview outcomes.
#[derive(ApiResponse)]
#[oai(bad_request_handler = "preview_request_error")]
pub enum PreviewResponse {
    /// The preview, or `success: 0` when the page could not be read.
    #[oai(status = 200)]
    Ok(Json<LinkPreview>),
    /// The request is malformed (no `url`).
    #[oai(status = 400)]
    BadRequest(Json<LinkPreview>),
    /// The URL is not allowed (not http(s), credentials, or not a public address).
    #[oai(status = 422)]
    Refused(Json<LinkPreview>),
    /// Not signed in.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Too many previews are being read; retry after the given number of seconds.
    #[oai(status = 503)]
    Busy(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
    /// Fetching and reading the page took longer than 10 seconds.
    #[oai(status = 504)]
    TooSlow(Json<LinkPreview>),
}

/// Media calls.
pub struct MediaApi;

#[OpenApi(tag = "ApiTags::Media")]
impl MediaApi {
    /// Uploads an image (multipart field `image`, at most 5 MB). The type is read from the
    /// bytes; PNG, JPEG, GIF and WebP are accepted and re-encoded without metadata.
    #[oai(path = "/upload-image", method = "post")]
    async fn upload(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        form: UploadForm,
    ) -> UploadResponse {
        if form.image.size() > images::MAX_BYTES {
            return image_failure(&ImageError::TooLarge);
        }
        match form.image.into_vec().await {
            Ok(bytes) => store(&state, bytes).await,
            Err(_) => UploadResponse::BadRequest(UploadAnswer::failed(
                ErrorCode::BadRequest,
                "The upload broke off.",
            )),
        }
    }

    /// Fetches an image from a URL (through the same guard as link previews) and stores it like
    /// an upload.
    #[oai(path = "/upload-image-by-url", method = "post")]
    async fn upload_by_url(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<UploadByUrl>,
    ) -> UploadResponse {
        let fetched = state
            .fetch_guard
            .fetch(
                &body.url.0,
                |kind| kind.starts_with("image/"),
                images::MAX_BYTES,
            )
            .await;
        match fetched {
            Ok(Fetched { body, .. }) => store(&state, body).await,
            Err(FetchError(message)) => {
                UploadResponse::Unusable(UploadAnswer::failed(ErrorCode::FetchFailed, message))
            }
        }
    }

    /// A preview of an http(s) page: its title, description and image, from Open Graph tags or
    /// the page's own title and description. Only the page's head is read (at most 64 KiB), in
    /// 10 seconds at most; 503 when too many previews are being read at once.
    #[oai(path = "/fetch-url", method = "get")]
    async fn fetch_url(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        url: Query<String>,
    ) -> PreviewResponse {
        let link = url.0;
        let failed = |message: &str| LinkPreview {
            success: 0,
            link: link.clone(),
            meta: None,
            message: Some(message.into()),
        };
        if let Err(FetchError(message)) = state.fetch_guard.check(&link).await {
            return PreviewResponse::Refused(Json(failed(message)));
        }
        match preview::preview(&state.fetch_guard, &link).await {
            Ok(meta) => PreviewResponse::Ok(Json(LinkPreview {
                success: 1,
                link: link.clone(),
                meta: Some(PreviewMeta {
                    title: meta.title,
                    description: meta.description,
                    image: meta.image.map(|url| PreviewImage { url }),
                }),
                message: None,
            })),
            Err(Unread::Fetch(FetchError(message))) => PreviewResponse::Ok(Json(failed(message))),
            Err(Unread::Failed) => PreviewResponse::Ok(Json(failed("The page could not be read."))),
            Err(Unread::Busy) => match ApiError::busy() {
                // The API's one answer for work refused while too much is queued.
                ApiError::Unavailable(body, retry_after) => {
                    PreviewResponse::Busy(body, retry_after)
                }
                other => unreachable!("ApiError::busy is a 503, not {other:?}"),
            },
            Err(Unread::TooSlow) => PreviewResponse::TooSlow(Json(failed(
                "The page took too long to fetch and read. Please try again.",
            ))),
        }
    }
}

/// Request errors (not signed in, malformed body or query) in the upload's answer shape.
fn upload_request_error(error: poem::Error) -> UploadResponse {
    let message = error.to_string();
    match error.status() {
        StatusCode::UNAUTHORIZED => UploadResponse::Unauthorized(signed_out()),
        StatusCode::PAYLOAD_TOO_LARGE => image_failure(&ImageError::TooLarge),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => UploadResponse::NotAnImage(UploadAnswer::failed(
            ErrorCode::UnsupportedMediaType,
            &message,
        )),
        _ => UploadResponse::BadRequest(UploadAnswer::failed(ErrorCode::BadRequest, &message)),
    }
}

/// Request errors in the link preview's answer shape.
fn preview_request_error(error: poem::Error) -> PreviewResponse {
    if error.status() == StatusCode::UNAUTHORIZED {
        return PreviewResponse::Unauthorized(signed_out());
    }
    PreviewResponse::BadRequest(Json(LinkPreview {
        success: 0,
        link: String::new(),
        meta: None,
        message: Some(error.to_string()),
    }))
}

fn signed_out() -> Json<ErrorBody> {
    body(ErrorCode::Unauthorized, SIGN_IN)
}

fn image_failure(error: &ImageError) -> UploadResponse {
    let answer = |code| UploadAnswer::failed(code, &error.message());
    match error {
        ImageError::TooLarge => UploadResponse::TooLarge(answer(ErrorCode::TooLarge)),
        ImageError::NotAnImage | ImageError::Svg => {
            UploadResponse::NotAnImage(answer(ErrorCode::NotAnImage))
        }
        ImageError::Unreadable => UploadResponse::Unusable(answer(ErrorCode::Unreadable)),
    }
}

async fn store(state: &AppState, bytes: Vec<u8>) -> UploadResponse {
    let image = match images::sanitize_in_turn(bytes).await {
        Ok(image) => image,
        Err(error) => return image_failure(&error),
    };
    match images::store(&state.uploads, image).await {
        Ok(name) => UploadResponse::Ok(Json(UploadAnswer {
            success: 1,
            file: Some(UploadedFile {
                url: format!("/uploads/{name}"),
            }),
            code: None,
            message: None,
        })),
        Err(error) => {
            tracing::error!(%error, "storing an upload failed");
            UploadResponse::Failed(UploadAnswer::failed(
                ErrorCode::Internal,
                "Failed to upload image. Please try again.",
            ))
        }
    }
}
