//! The API docs page at `/api/docs` (Scalar, bundled by poem-openapi).
//!
//! poem-openapi's page carries Scalar's code as an inline script, which the site's
//! Content-Security-Policy forbids. The page is served with that script moved to
//! `/api/docs/scalar.js` on this origin; the spec stays in a non-executing JSON block.

use poem::endpoint::make_sync;
use poem::web::Html;
use poem::{Endpoint, IntoResponse, Response, Route};

const INLINE_OPEN: &str = "<script charset=\"UTF-8\">";
const CLOSE: &str = "</script>";

/// The docs endpoint for Scalar's page `html`.
pub fn endpoint(html: &str) -> impl Endpoint + use<> {
    let (page, script) = split(html);
    let page = Html(page);
    Route::new()
        .at("/", make_sync(move |_| page.clone().into_response()))
        .at(
            "/scalar.js",
            make_sync(move |_| -> Response {
                Response::builder()
                    .content_type("text/javascript; charset=utf-8")
                    .header("cache-control", "no-cache")
                    .body(script.clone())
            }),
        )
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
