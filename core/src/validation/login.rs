//! The login form (spec §5 "Login"): the trimmed username and the password must both be
//! non-empty, else 'Please enter both username and password'. Both are bounded too
//! ([`limits::SHORT_TEXT`] and [`limits::PASSWORD`] characters), so the server refuses an
//! oversize attempt before any throttling or hashing work.

use super::{FieldCode, ValidationErrors, limits};
use serde::{Deserialize, Serialize};

const MESSAGE: &str = "Please enter both username and password";

/// What the login form or `POST /api/admin/login` carries, before validation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LoginDraft {
    /// The username as typed.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub username: String,
    /// The password as typed.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub password: String,
}

/// Credentials worth checking: a trimmed non-empty username and a non-empty password.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Login {
    /// The username, trimmed.
    pub username: String,
    /// The password exactly as typed: spaces may be part of it.
    pub password: String,
}

impl LoginDraft {
    /// Validates the draft. Both fields carry the same message, as the spec shows one toast.
    pub fn parse(self) -> Result<Login, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let username = self.username.trim().to_owned();
        if username.is_empty() {
            errors.push("username", FieldCode::Required, MESSAGE);
        }
        errors.at_most("username", "Username", &username, limits::SHORT_TEXT);
        if self.password.is_empty() {
            errors.push("password", FieldCode::Required, MESSAGE);
        }
        errors.at_most("password", "Password", &self.password, limits::PASSWORD);
        errors.into_result(Login {
            username,
            password: self.password,
        })
    }
}

impl TryFrom<LoginDraft> for Login {
    type Error = ValidationErrors;
    fn try_from(draft: LoginDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}
