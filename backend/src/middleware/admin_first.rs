//! The admin's addresses refuse anyone else before reading a byte of the body.

use crate::error::{ErrorCode, SIGN_IN, body};
use poem::http::StatusCode;
use poem::{Endpoint, IntoResponse, Request, Response, Result};

/// Answers 401 to a request for an address only the signed-in admin may use
/// ([`crate::api::requires_admin`]) without one, before a byte of its body is read: nobody
/// anonymous gets a body buffered, parsed or spooled beyond
/// [`MAX_ANONYMOUS_BODY`](super::body_limit::MAX_ANONYMOUS_BODY).
pub async fn admin_first<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    if crate::api::requires_admin(req.original_uri().path()) {
        let Some(admin) = crate::auth::signed_in(&req).await? else {
            return Ok(body(ErrorCode::Unauthorized, SIGN_IN)
                .with_status(StatusCode::UNAUTHORIZED)
                .into_response());
        };
        req.extensions_mut().insert(crate::auth::Checked(admin));
    }
    next.call(req).await.map(IntoResponse::into_response)
}
