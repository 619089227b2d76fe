//! The stable machine codes of every failure, serialised as snake_case strings: [`FieldCode`]
//! names what is wrong with one field of a submission, [`ErrorCode`] what kind of failure an API
//! answer is. Clients compare against these, never against free text.
//!
//! With the `openapi` feature both derive poem-openapi's `Enum`, so the server's OpenAPI document
//! lists every value and the web's generated types carry them as constants.

use serde::{Deserialize, Serialize};

/// What is wrong with one field (`ValidationErrors`' entries, an API answer's `fields`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(feature = "openapi", oai(rename_all = "snake_case"))]
pub enum FieldCode {
    /// Missing or blank.
    Required,
    /// Longer than its bound.
    TooLong,
    /// More entries than allowed (tags).
    TooMany,
    /// Not a month like `2023-01`.
    InvalidDate,
    /// Not an acceptable URL.
    InvalidUrl,
    /// Not in the expected form (a slug, an editor document).
    InvalidFormat,
    /// An end date before the start date.
    EndBeforeStart,
    /// A block of an editor document breaks a rule.
    InvalidBlock,
    /// A new password shorter than the rule allows.
    TooShort,
    /// A new password among the most common ones.
    TooCommon,
    /// A new password equal to the username.
    SameAsUsername,
    /// Already used by another item (a slug).
    Taken,
    /// A setup code that is missing or not the one in force.
    WrongCode,
    /// A current password that is not the account's.
    WrongPassword,
}

/// What kind of failure an API answer is (`{code, message, fields?}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(feature = "openapi", oai(rename_all = "snake_case"))]
pub enum ErrorCode {
    /// The request is malformed (400).
    BadRequest,
    /// No valid session, or wrong credentials (401).
    Unauthorized,
    /// The request came from another site (403).
    CrossSite,
    /// Creating the first admin from another machine needs the setup code (403).
    SetupCode,
    /// Nothing at this address (404).
    NotFound,
    /// The address does not take that method (405).
    MethodNotAllowed,
    /// The request conflicts with what is stored (409), e.g. a slug in use.
    Conflict,
    /// An upload over its size bound (413).
    TooLarge,
    /// A request body over its bound (413).
    PayloadTooLarge,
    /// A body of a type not accepted (415).
    UnsupportedMediaType,
    /// An upload that is not an image (415).
    NotAnImage,
    /// An image that could not be decoded or re-encoded (422).
    Unreadable,
    /// An image address that could not be fetched (422).
    FetchFailed,
    /// Some fields are invalid (422); `fields` says which.
    Validation,
    /// Too many failed sign-in attempts (429).
    TooManyAttempts,
    /// Something failed on the server (500).
    Internal,
    /// Too much work of this kind is queued (503).
    Busy,
}
