//! One JSON error shape for the framework's own errors under `/api`: what poem answers before or
//! instead of a handler (bad JSON, wrong content type, unknown path, wrong method, oversize body)
//! gets the API's `{code, message}` body.

use super::body_limit::IMPORT_PATH;
use crate::error::{ErrorCode, SIGN_IN, body};
use poem::http::{HeaderValue, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::sync::Arc;

/// Turns every framework error under `/api` (bad JSON, wrong content type, missing session, unknown
/// path, wrong method, oversize body) into the API's `{code, message}` body, adding `Allow` to a
/// 405.
pub struct JsonErrors {
    routes: Arc<Vec<(Vec<String>, Vec<String>)>>,
}

impl JsonErrors {
    /// `spec` is the API's OpenAPI description, read for each path's methods.
    pub fn new(spec: &str) -> Self {
        let spec: serde_json::Value = serde_json::from_str(spec).unwrap_or_default();
        let routes = spec["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .map(|(path, ops)| {
                        let segments = path.split('/').map(str::to_owned).collect();
                        let methods = ops
                            .as_object()
                            .map(|ops| ops.keys().map(|m| m.to_uppercase()).collect())
                            .unwrap_or_default();
                        (segments, methods)
                    })
                    .collect()
            })
            .unwrap_or_default();
        Self {
            routes: Arc::new(routes),
        }
    }
}

impl<E: Endpoint> Middleware<E> for JsonErrors {
    type Output = JsonErrorsEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        JsonErrorsEndpoint {
            inner,
            routes: self.routes.clone(),
        }
    }
}

/// See [`JsonErrors`].
pub struct JsonErrorsEndpoint<E> {
    inner: E,
    routes: Arc<Vec<(Vec<String>, Vec<String>)>>,
}

impl<E: Endpoint> Endpoint for JsonErrorsEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Response> {
        let full_path = req.original_uri().path();
        let path = full_path
            .strip_prefix("/api")
            .unwrap_or_default()
            .to_owned();
        // Besides an import's archive, only images are uploaded as multipart, so any other
        // multipart body over the limit is an image over the upload limit, and the upload's own
        // message says so.
        let import = full_path == IMPORT_PATH;
        let upload = !import
            && full_path != super::body_limit::LINKEDIN_PATH
            && req
                .headers()
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes().starts_with(b"multipart/"));
        let error = match self.inner.call(req).await {
            Ok(output) => return Ok(output.into_response()),
            // Errors the handlers chose (ApiError) already have their JSON body.
            Err(error) if error.is_from_response() => return Ok(error.into_response()),
            Err(error) => error,
        };
        let status = error.status();
        let (code, message) = match status {
            StatusCode::UNAUTHORIZED => (ErrorCode::Unauthorized, SIGN_IN.to_owned()),
            StatusCode::NOT_FOUND => (
                ErrorCode::NotFound,
                "There is nothing at this address.".to_owned(),
            ),
            StatusCode::METHOD_NOT_ALLOWED => (
                ErrorCode::MethodNotAllowed,
                "This address does not accept that method.".to_owned(),
            ),
            StatusCode::PAYLOAD_TOO_LARGE if upload => (
                ErrorCode::TooLarge,
                folio_core::uploads::TOO_LARGE.sentence(),
            ),
            StatusCode::PAYLOAD_TOO_LARGE if import => (
                ErrorCode::PayloadTooLarge,
                format!(
                    "The archive is larger than the {} GiB an import accepts.",
                    folio_core::archive::MAX_ARCHIVE_BYTES >> 30
                ),
            ),
            StatusCode::PAYLOAD_TOO_LARGE => (
                ErrorCode::PayloadTooLarge,
                "The request body is too large.".to_owned(),
            ),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => (
                ErrorCode::UnsupportedMediaType,
                "Send the request body as JSON.".to_owned(),
            ),
            s if s.is_server_error() => {
                tracing::error!(%error, "request failed");
                (
                    ErrorCode::Internal,
                    "Something went wrong on the server. Please try again.".to_owned(),
                )
            }
            s if s.is_client_error() => (ErrorCode::BadRequest, error.to_string()),
            _ => (ErrorCode::Internal, error.to_string()),
        };
        let mut response = body(code, message).with_status(status).into_response();
        if status == StatusCode::METHOD_NOT_ALLOWED
            && let Some(allow) = self.allowed(&path)
        {
            response.headers_mut().insert(header::ALLOW, allow);
        }
        Ok(response)
    }
}

impl<E> JsonErrorsEndpoint<E> {
    /// The methods of the route `path` matches, as `Allow` lists them. Where several templates
    /// match (`/admin/education/reorder` and `/admin/education/{id}`), the one with the most
    /// literal segments wins, as it does in the router.
    fn allowed(&self, path: &str) -> Option<HeaderValue> {
        let segments: Vec<&str> = path.split('/').collect();
        let matching = self.routes.iter().filter_map(|(template, methods)| {
            let fits = template.len() == segments.len()
                && template
                    .iter()
                    .zip(&segments)
                    .all(|(t, s)| t.starts_with('{') || t == s);
            fits.then(|| {
                (
                    template.iter().filter(|t| !t.starts_with('{')).count(),
                    methods,
                )
            })
        });
        let best = matching.clone().map(|(literal, _)| literal).max()?;
        let mut methods: Vec<&str> = matching
            .filter(|(literal, _)| *literal == best)
            .flat_map(|(_, methods)| methods.iter().map(String::as_str))
            .collect();
        methods.sort_unstable();
        methods.dedup();
        HeaderValue::from_str(&methods.join(", ")).ok()
    }
}
