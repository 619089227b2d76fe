//! The one error shape every API failure answers with: `{code, message, fields?}`.

use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};

/// The JSON body of every error: a stable machine code and a message the UI can show.
#[derive(Debug, Object)]
pub struct ErrorBody {
    /// Stable machine-readable code, e.g. `not_found`.
    pub code: String,
    /// Human-readable message, safe to show to the user.
    pub message: String,
}

/// Every failure an API call can answer with.
#[derive(Debug, ApiResponse)]
pub enum ApiError {
    /// The addressed resource does not exist.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// Something unexpected failed on the server; the details are in the server log.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
}

fn body(code: &str, message: &str) -> Json<ErrorBody> {
    Json(ErrorBody {
        code: code.into(),
        message: message.into(),
    })
}

impl ApiError {
    /// A 404 with `message`.
    pub fn not_found(message: &str) -> Self {
        Self::NotFound(body("not_found", message))
    }

    fn internal() -> Self {
        Self::Internal(body(
            "internal",
            "Something went wrong on the server. Please try again.",
        ))
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        tracing::error!(%error, "database error");
        Self::internal()
    }
}

/// The result of an API handler.
pub type ApiResult<T> = Result<T, ApiError>;
