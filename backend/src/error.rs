//! The one error shape every API failure answers with: `{code, message, fields?}`.
//!
//! Validation failures carry one entry per failing field with folio-core's exact message, so the
//! admin can show each under its field. Unexpected failures are logged and answered without
//! internals.

pub use folio_core::codes::{ErrorCode, FieldCode};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};

/// One failing field of a request.
#[derive(Debug, Clone, Object)]
pub struct FieldErrorBody {
    /// The request's JSON field name, e.g. `jobTitle`.
    pub field: String,
    /// What is wrong with the field.
    pub code: FieldCode,
    /// The message to show under the field.
    pub message: String,
}

/// The JSON body of every error.
#[derive(Debug, Object)]
pub struct ErrorBody {
    /// What kind of failure this is.
    pub code: ErrorCode,
    /// Human-readable message, safe to show to the user.
    pub message: String,
    /// Every failing field, for validation errors.
    #[oai(skip_serializing_if_is_none)]
    pub fields: Option<Vec<FieldErrorBody>>,
    /// On a 409 refusing a case study's save made from an outdated copy (its `baseVersion` is
    /// no longer the stored `version`): the case study as it is saved now.
    #[oai(skip_serializing_if_is_none)]
    pub current: Option<Box<folio_core::case_study::CaseStudy>>,
}

/// Every failure an API call can answer with.
#[derive(Debug, ApiResponse)]
pub enum ApiError {
    /// The request is malformed.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session, or wrong credentials.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// The request came from another site.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// The addressed resource does not exist.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The request conflicts with what is stored (e.g. a slug in use).
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The body is larger than allowed.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body's content type is not accepted.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// The request is well-formed but some fields are invalid.
    #[oai(status = 422)]
    Invalid(Json<ErrorBody>),
    /// Too many attempts; retry after the given number of seconds.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
    /// Something unexpected failed on the server; the details are in the server log.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// The server is busy; retry after the given number of seconds.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
}

/// The message of every 401.
pub const SIGN_IN: &str = "Please sign in.";

pub(crate) fn body(code: ErrorCode, message: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody {
        code,
        message: message.into(),
        fields: None,
        current: None,
    })
}

impl ApiError {
    /// A 400 with `message`.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::BadRequest(body(ErrorCode::BadRequest, message))
    }

    /// A 401 with `message`.
    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::Unauthorized(body(ErrorCode::Unauthorized, message))
    }

    /// A 403: the setup code is missing or wrong; `message` is reported under `setupCode`.
    pub fn setup_code(message: impl Into<String>) -> Self {
        let message = message.into();
        Self::Forbidden(Json(ErrorBody {
            code: ErrorCode::SetupCode,
            fields: Some(vec![FieldErrorBody {
                field: "setupCode".into(),
                code: FieldCode::WrongCode,
                message: message.clone(),
            }]),
            message,
            current: None,
        }))
    }

    /// A 404 with `message`.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::NotFound(body(ErrorCode::NotFound, message))
    }

    /// A 409 with `message`, reported under `field` so a form can show it there.
    pub fn conflict(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        Self::Conflict(Json(ErrorBody {
            code: ErrorCode::Conflict,
            fields: Some(vec![FieldErrorBody {
                field: field.into(),
                code: FieldCode::Taken,
                message: message.clone(),
            }]),
            message,
            current: None,
        }))
    }

    /// A 409 about the whole item rather than one field (it changed since it was read).
    pub fn outdated(message: impl Into<String>) -> Self {
        Self::Conflict(Json(ErrorBody {
            code: ErrorCode::Conflict,
            fields: None,
            message: message.into(),
            current: None,
        }))
    }

    /// A 409 refusing a case study's save made from an outdated copy, with the case study as it
    /// is saved now (`current`), so the client can offer it without reading it again.
    pub fn outdated_case_study(
        message: impl Into<String>,
        current: folio_core::case_study::CaseStudy,
    ) -> Self {
        Self::Conflict(Json(ErrorBody {
            code: ErrorCode::Conflict,
            fields: None,
            message: message.into(),
            current: Some(Box::new(current)),
        }))
    }

    /// A 422 listing every failing field.
    pub fn invalid(fields: Vec<FieldErrorBody>) -> Self {
        let message = fields.first().map_or_else(
            || "Some fields are invalid.".to_owned(),
            |first| first.message.clone(),
        );
        Self::Invalid(Json(ErrorBody {
            code: ErrorCode::Validation,
            message,
            fields: Some(fields),
            current: None,
        }))
    }

    /// A 429 asking to wait `seconds`.
    pub fn too_many_attempts(seconds: u64) -> Self {
        let minutes = seconds.div_ceil(60);
        let unit = if minutes == 1 { "minute" } else { "minutes" };
        Self::TooManyRequests(
            body(
                ErrorCode::TooManyAttempts,
                format!("Too many failed sign-in attempts. Try again in {minutes} {unit}."),
            ),
            seconds,
        )
    }

    /// A 503: too much work of this kind is already queued.
    pub fn busy() -> Self {
        Self::Unavailable(
            body(
                ErrorCode::Busy,
                "The server is busy. Please try again in a moment.",
            ),
            1,
        )
    }

    /// A 422: text holding the NUL character, which no text the site stores may hold
    /// ([`NUL_IN_TEXT`](folio_core::text::NUL_IN_TEXT)).
    pub fn nul_in_text() -> Self {
        Self::Invalid(body(ErrorCode::Validation, folio_core::text::NUL_IN_TEXT))
    }

    /// A 500; the cause is logged, never shown.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "internal error");
        Self::Internal(body(
            ErrorCode::Internal,
            "Something went wrong on the server. Please try again.",
        ))
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        if crate::db::refuses_nul_text(&error) {
            return Self::nul_in_text();
        }
        // Two writes at once that PostgreSQL could not both keep (sign-in attempts forgetting
        // each other's idle keys), or SQLite's lock still held by other writes when the wait for
        // it ran out: nothing was stored, and a retry succeeds.
        if crate::db::met_another_write(&error) {
            tracing::warn!(%error, "a write met another one; the client is asked to retry");
            return Self::busy();
        }
        Self::internal(error)
    }
}

impl From<folio_core::validation::ValidationErrors> for ApiError {
    fn from(errors: folio_core::validation::ValidationErrors) -> Self {
        Self::invalid(
            errors
                .fields
                .into_iter()
                .map(|f| FieldErrorBody {
                    field: f.field,
                    code: f.code,
                    message: f.message,
                })
                .collect(),
        )
    }
}

/// The result of an API handler.
pub type ApiResult<T> = Result<T, ApiError>;
