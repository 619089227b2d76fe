//! Cross-cutting behaviour: one JSON error shape for framework errors, refusal of cross-site
//! writes, body limits, refusals that reach their client, and security headers on every
//! response.

use crate::error::{ErrorCode, SIGN_IN, body};
use futures_util::StreamExt;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

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
        let path = req
            .original_uri()
            .path()
            .strip_prefix("/api")
            .unwrap_or_default()
            .to_owned();
        // Besides an import's archive, only images are uploaded as multipart, so any other
        // multipart body over the limit is an image over the upload limit, and the upload's own
        // message says so.
        let import = path == "/admin/import";
        let upload = !import
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
                crate::images::ImageError::TooLarge.message(),
            ),
            StatusCode::PAYLOAD_TOO_LARGE if import => (
                ErrorCode::PayloadTooLarge,
                format!(
                    "The archive is larger than the {} GiB an import accepts.",
                    crate::archive::MAX_ARCHIVE_BYTES >> 30
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

/// Refuses state-changing requests that a browser says come from another site (CSRF defence on
/// top of `SameSite=Lax`): `Sec-Fetch-Site` other than `same-origin`/`none`, or an `Origin` whose
/// host differs from the request's `Host`.
pub async fn same_origin_writes<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) || !cross_site(&req) {
        return next.call(req).await.map(IntoResponse::into_response);
    }
    let body = body(
        ErrorCode::CrossSite,
        "Requests from other sites are not allowed.",
    );
    Ok(body.with_status(StatusCode::FORBIDDEN).into_response())
}

fn cross_site(req: &Request) -> bool {
    let headers = req.headers();
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return !matches!(site, "same-origin" | "none");
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let origin_host = origin.split_once("://").map_or("", |(_, rest)| rest);
    origin == "null" || !origin_host.eq_ignore_ascii_case(host)
}

/// Security headers on every response. Scripts only from this origin (plus WebAssembly
/// compilation) and the app's own inline scripts by hash ([`content_security_policy`]); no other
/// inline script, no framing. The API docs page loads its viewer from this
/// origin too, so it needs no exception beyond inline style, which Editor.js and its tools also
/// need. Images may come from any http(s) address, as folio-core accepts them in case studies.
/// With `https` (the site is served over HTTPS: `COOKIE_SECURE`), browsers are also told to use
/// HTTPS only, for a year.
pub async fn security_headers<E: Endpoint>(
    next: E,
    req: Request,
    https: bool,
    csp: HeaderValue,
) -> Result<Response> {
    let mut response = next.call(req).await?.into_response();
    let headers = response.headers_mut();
    if https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        );
    }
    headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    Ok(response)
}

/// The Content-Security-Policy for a site whose page template is `template`: its inline scripts
/// (the loader that starts the app after the first paint) are allowed by their SHA-256 hash, so
/// no other inline script can run.
pub fn content_security_policy(template: &str) -> HeaderValue {
    use base64::Engine;
    use sha2::Digest;
    let hashes: String = crate::pages::inline_scripts(template)
        .map(|script| {
            let digest = sha2::Sha256::digest(script.as_bytes());
            let hash = base64::engine::general_purpose::STANDARD.encode(digest);
            format!(" 'sha256-{hash}'")
        })
        .collect();
    let policy = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; \
         style-src 'self' 'unsafe-inline'; img-src 'self' http: https: data: blob:; \
         media-src 'self' https:; connect-src 'self'; font-src 'self' data:; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    );
    HeaderValue::try_from(policy).expect("a header value: hashes are base64")
}

/// Refuses a JSON body with the NUL character in any of its strings with 422
/// [`NUL_IN_TEXT`](folio_core::text::NUL_IN_TEXT), before any handler reads it; every other body
/// passes as it came. The check reads the body's bytes once ([`folio_core::text::json_holds_nul`]),
/// without parsing them into a tree. Editor.js's image-by-URL call is left to its handler: it
/// stores no text, and answers in Editor.js's own shape.
///
/// The body is read whole here, so this runs only after [`admin_first`] and [`limit_body`] have
/// let the request through.
pub async fn refuse_nul_text<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    let checked = req.original_uri().path() != "/api/upload-image-by-url"
        && req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.trim_start().starts_with("application/json"));
    if checked {
        let bytes = req.take_body().into_bytes().await?;
        if folio_core::text::json_holds_nul(&bytes) {
            return Ok(body(ErrorCode::Validation, folio_core::text::NUL_IN_TEXT)
                .with_status(StatusCode::UNPROCESSABLE_ENTITY)
                .into_response());
        }
        req.set_body(bytes);
    }
    next.call(req).await.map(IntoResponse::into_response)
}

/// Answers 401 to a request for an address only the signed-in admin may use
/// ([`crate::api::requires_admin`]) without one, before a byte of its body is read: nobody
/// anonymous gets a body buffered, parsed or spooled beyond [`MAX_ANONYMOUS_BODY`].
pub async fn admin_first<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    if crate::api::requires_admin(req.original_uri().path()) {
        let Some(admin) = crate::auth::signed_in(&req).await else {
            return Ok(body(ErrorCode::Unauthorized, SIGN_IN)
                .with_status(StatusCode::UNAUTHORIZED)
                .into_response());
        };
        req.extensions_mut().insert(crate::auth::Checked(admin));
    }
    next.call(req).await.map(IntoResponse::into_response)
}

/// Largest body of a request anyone may send (signing in, setting up the first account):
/// credentials at their longest fit many times over.
pub const MAX_ANONYMOUS_BODY: u64 = 16 * 1024;

/// Refuses a body declared larger than `max` with 413, and cuts an undeclared one at `max` (its
/// parser then reports it as malformed).
pub async fn limit_body<E: Endpoint>(next: E, mut req: Request, max: u64) -> Result<Response> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > max) {
        return Err(poem::Error::from_status(StatusCode::PAYLOAD_TOO_LARGE));
    }
    if declared.is_none() {
        let body = req.take_body().into_async_read();
        req.set_body(poem::Body::from_async_read(tokio::io::AsyncReadExt::take(
            body, max,
        )));
    }
    next.call(req).await.map(IntoResponse::into_response)
}

/// Most of an unread request body read and thrown away so that a refusal reaches its client.
const DRAIN_MAX: u64 = 16 * 1024 * 1024;
/// Longest a refusal waits for the rest of the body.
const DRAIN_TIME: Duration = Duration::from_secs(10);

/// Delivers answers decided before the request body was read (a 401, 403, 413 or 415).
///
/// A server that answers and closes while the client is still sending makes the client's kernel
/// see a reset, and the client reports a network error instead of the answer. So the rest of the
/// body is read and discarded first, up to [`DRAIN_MAX`] bytes and [`DRAIN_TIME`], as nginx's
/// lingering close does; past either bound the connection is closed anyway. A client that asked
/// `Expect: 100-continue` and was never told to continue has sent no body and is answered at
/// once.
pub async fn deliver_refusals<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    let headers = req.headers();
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let chunked = headers.contains_key(header::TRANSFER_ENCODING);
    let waits_to_continue = headers
        .get(header::EXPECT)
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"100-continue"));
    if !chunked && length.is_none_or(|length| length == 0 || length > DRAIN_MAX) {
        return next.call(req).await.map(IntoResponse::into_response);
    }
    let body = SharedBody::new(req.take_body());
    req.set_body(poem::Body::from_bytes_stream(body.clone()));
    let result = next.call(req).await.map(IntoResponse::into_response);
    if !waits_to_continue || body.touched() {
        body.discard_rest().await;
    }
    result
}

/// A request body the handler reads and this middleware can finish reading afterwards.
#[derive(Clone)]
struct SharedBody(Arc<Mutex<SharedState>>);

struct SharedState {
    stream: BodyStream,
    touched: bool,
}

type BodyStream =
    std::pin::Pin<Box<dyn futures_util::Stream<Item = std::io::Result<bytes::Bytes>> + Send>>;

impl SharedBody {
    fn new(body: poem::Body) -> Self {
        Self(Arc::new(Mutex::new(SharedState {
            stream: Box::pin(body.into_bytes_stream()),
            touched: false,
        })))
    }

    fn touched(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .touched
    }

    async fn discard_rest(mut self) {
        let discard = async {
            let mut read = 0;
            while let Some(Ok(chunk)) = self.next().await {
                read += chunk.len() as u64;
                if read > DRAIN_MAX {
                    break;
                }
            }
        };
        let _ = tokio::time::timeout(DRAIN_TIME, discard).await;
    }
}

impl futures_util::Stream for SharedBody {
    type Item = std::io::Result<bytes::Bytes>;

    fn poll_next(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Self::Item>> {
        let mut state = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        state.touched = true;
        state.stream.as_mut().poll_next(cx)
    }
}
