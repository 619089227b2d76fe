//! Changing the signed-in owner's password from the admin (issue 40 point 5): the current
//! password must be given (the server then checks it against the stored hash), and the new one
//! must meet the rule for a new password ([`super::password`]) for the account's username. Both
//! are bounded like a sign-in's ([`limits::PASSWORD`]), so an oversize one is refused before any
//! hashing. Messages go under `currentPassword` and `newPassword`, the form's fields.

use super::{FieldCode, LoginDraft, ValidationErrors, limits};
use serde::{Deserialize, Serialize};

const CURRENT_NEEDED: &str = "Enter your current password.";
const NEW_NEEDED: &str = "Enter a new password.";

/// A password change as the admin's form or `POST /api/admin/password` carries it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct PasswordChangeDraft {
    /// The account's username, which the new password may not be.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub username: String,
    /// The password in force, as typed.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub current_password: String,
    /// The new password, as typed.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub new_password: String,
}

/// A password change worth checking against the stored hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct PasswordChange {
    /// The password in force, exactly as typed.
    pub current_password: String,
    /// The new password, exactly as typed.
    pub new_password: String,
}

impl PasswordChangeDraft {
    /// Validates the draft.
    pub fn parse(self) -> Result<PasswordChange, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        if self.current_password.is_empty() {
            errors.push("currentPassword", FieldCode::Required, CURRENT_NEEDED);
        }
        errors.at_most(
            "currentPassword",
            "Password",
            &self.current_password,
            limits::PASSWORD,
        );
        if self.new_password.is_empty() {
            errors.push("newPassword", FieldCode::Required, NEW_NEEDED);
        } else {
            let draft = LoginDraft {
                username: self.username,
                password: self.new_password.clone(),
            };
            let refused = draft.parse_new().err().unwrap_or_default();
            for error in refused.fields.into_iter().filter(|e| e.field == "password") {
                errors.push("newPassword", error.code, error.message);
            }
        }
        errors.into_result(PasswordChange {
            current_password: self.current_password,
            new_password: self.new_password,
        })
    }
}
