//! The API docs page at `/api/docs` (Scalar, bundled by poem-openapi).
//!
//! poem-openapi's page carries Scalar's code as an inline script, which the site's
//! Content-Security-Policy forbids. The page is served with that script moved to
//! `/api/docs/scalar.js` on this origin; the spec stays in a non-executing JSON block.

use crate::compress::Encoded;
use poem::endpoint::make;
use poem::http::{HeaderMap, HeaderValue, StatusCode, header};
use poem::{Endpoint, Request, Response, Route};
use std::sync::Arc;
use tokio::sync::OnceCell;

const INLINE_OPEN: &str = "<script charset=\"UTF-8\">";
const CLOSE: &str = "</script>";

/// The page and its script, made at the first read of either and then held compressed: Scalar's
/// code is 3 MiB, which a server whose docs no one opens need not hold (issue 46).
struct Docs {
    page: Encoded,
    script: Encoded,
}

/// The docs page and its script, each in the form a client takes, from the page `html` makes.
pub fn endpoint(html: fn() -> String) -> impl Endpoint + use<> {
    let docs: Arc<OnceCell<Docs>> = Arc::default();
    let page = docs.clone();
    Route::new()
        .at("/", make(move |req| serve(page.clone(), req, html, false)))
        .at(
            "/scalar.js",
            make(move |req| serve(docs.clone(), req, html, true)),
        )
}

async fn serve(
    docs: Arc<OnceCell<Docs>>,
    req: Request,
    html: fn() -> String,
    script: bool,
) -> poem::Result<Response> {
    let docs = docs
        .get_or_try_init(|| made(html()))
        .await
        .map_err(|_| poem::Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
    let (body, content_type) = if script {
        (&docs.script, "text/javascript; charset=utf-8")
    } else {
        (&docs.page, "text/html; charset=utf-8")
    };
    Ok(body.respond(
        req.headers(),
        &HeaderValue::from_static(content_type),
        &HeaderValue::from_static("no-cache"),
    ))
}

/// The API's page from poem-openapi, split and compressed.
async fn made(html: String) -> Result<Docs, tokio::task::JoinError> {
    let (page, script) = split(&html);
    let mut both = HeaderMap::new();
    both.insert(
        header::ACCEPT_ENCODING,
        HeaderValue::from_static("br, gzip"),
    );
    Ok(Docs {
        page: Encoded::compress_for(&both, page.into()).await?,
        script: Encoded::compress_for(&both, script.into()).await?,
    })
}

/// The page with its inline script replaced by a reference, and the script.
fn split(html: &str) -> (String, String) {
    let Some(start) = html.find(INLINE_OPEN) else {
        return (html.to_owned(), String::new());
    };
    let Some(end) = html.rfind(CLOSE).filter(|end| *end > start) else {
        return (html.to_owned(), String::new());
    };
    let script = html[start + INLINE_OPEN.len()..end].to_owned();
    let page = format!(
        "{}<script src=\"/api/docs/scalar.js\"></script>{}",
        &html[..start],
        &html[end + CLOSE.len()..]
    );
    (page, script)
}
