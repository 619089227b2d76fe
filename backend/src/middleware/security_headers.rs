//! The security headers every response carries, the Content-Security-Policy among them.

use poem::http::{HeaderValue, header};
use poem::{Endpoint, IntoResponse, Request, Response, Result};

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

/// The Content-Security-Policy for a site whose page template holds the inline `scripts` (the
/// loader that starts the app after the first paint): they are allowed by their SHA-256 hash, so
/// no other inline script can run.
pub fn content_security_policy<'a>(scripts: impl Iterator<Item = &'a str>) -> HeaderValue {
    use base64::Engine;
    use sha2::Digest;
    let hashes: String = scripts
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
