//! A new admin password (issue 12, "A first run that guides"): at least
//! [`limits::PASSWORD_MIN`] characters, not one of the passwords people pick most, not one
//! character repeated, and not the username. Setup (`POST /api/admin/setup`) and
//! `folio admin set-password` apply it; signing in does not, so an account whose password was set
//! before the rule still signs in. The setup form shows [`password_strength`] as the owner types.

use super::{FieldCode, Login, LoginDraft, ValidationErrors, limits};
use serde::{Deserialize, Serialize};

const TOO_SHORT: &str = "Use at least 12 characters";
const TOO_COMMON: &str = "This password is too common; choose another";
const SAME_AS_USERNAME: &str = "Choose a password other than the username";

/// Passwords of 12 characters or more found near the top of every leaked-password list, compared
/// lower-cased. Shorter ones are refused by length already. Kept short: the browser's module
/// carries it too.
const COMMON: &[&str] = &[
    "123456789012",
    "1234567890123",
    "12345678901234",
    "123456123456",
    "123123123123",
    "1q2w3e4r5t6y",
    "1qaz2wsx3edc",
    "qwertyuiop123",
    "qwerty123456",
    "123456qwerty",
    "qwertyqwerty",
    "asdfghjkl123",
    "zxcvbnm12345",
    "abcdefghijkl",
    "abc123abc123",
    "password1234",
    "password12345",
    "password123456",
    "passwordpassword",
    "iloveyou1234",
    "letmein12345",
    "welcome12345",
    "administrator",
    "admin1234567",
    "changeme1234",
    "correcthorsebatterystaple",
];

/// How strong a new password is, for the hint under the setup form's password field (the
/// form words each level; a weak one shows the rule's message from [`LoginDraft::parse_new`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "wasm", wasm_bindgen::prelude::wasm_bindgen)]
pub enum Strength {
    /// Refused by the rule.
    Weak,
    /// Accepted; a longer one would be better.
    Fair,
    /// Accepted, and [`STRONG_LENGTH`] characters or more.
    Strong,
}

/// The length from which an accepted password is strong.
pub const STRONG_LENGTH: usize = 16;

/// What is wrong with `password` as a new password for `username`: a code and the message.
fn problem(username: &str, password: &str) -> Option<(FieldCode, &'static str)> {
    let lowered = password.to_lowercase();
    let mut chars = password.chars();
    let first = chars.next();
    if password.chars().count() < limits::PASSWORD_MIN {
        Some((FieldCode::TooShort, TOO_SHORT))
    } else if lowered.trim() == username.trim().to_lowercase() {
        Some((FieldCode::SameAsUsername, SAME_AS_USERNAME))
    } else if COMMON.contains(&lowered.as_str()) || chars.all(|c| Some(c) == first) {
        Some((FieldCode::TooCommon, TOO_COMMON))
    } else {
        None
    }
}

/// The strength of `password` as a new password for `username`, as the owner types it.
pub fn password_strength(username: &str, password: &str) -> Strength {
    if problem(username, password).is_some() {
        Strength::Weak
    } else if password.chars().count() < STRONG_LENGTH {
        Strength::Fair
    } else {
        Strength::Strong
    }
}

impl LoginDraft {
    /// Validates credentials for a new account or a new password: the login rule, then the
    /// password rule of this module on the `password` field.
    pub fn parse_new(self) -> Result<Login, ValidationErrors> {
        let rule = problem(&self.username, &self.password);
        let (login, mut errors) = match self.parse() {
            Ok(login) => (Some(login), ValidationErrors::default()),
            Err(errors) => (None, errors),
        };
        // A blank or oversize password already has its message.
        if let Some((code, message)) = rule
            && !errors.fields.iter().any(|e| e.field == "password")
        {
            errors.push("password", code, message);
        }
        match login {
            Some(login) => errors.into_result(login),
            None => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(username: &str, password: &str) -> LoginDraft {
        LoginDraft {
            username: username.into(),
            password: password.into(),
        }
    }

    #[test]
    fn a_short_password_is_refused_for_a_new_account_but_not_for_login() {
        let errors = draft("owner", "abc").parse_new().unwrap_err();
        assert_eq!(errors.fields[0].code, FieldCode::TooShort);
        assert!(draft("owner", "abc").parse().is_ok());
    }

    #[test]
    fn the_short_message_names_the_minimum() {
        assert!(TOO_SHORT.contains(&limits::PASSWORD_MIN.to_string()));
    }

    #[test]
    fn common_passwords_compare_lower_cased() {
        let errors = draft("owner", "Password1234").parse_new().unwrap_err();
        assert_eq!(errors.fields[0].code, FieldCode::TooCommon);
    }

    #[test]
    fn a_long_passphrase_is_strong() {
        assert_eq!(
            password_strength("owner", "purple otter lamp"),
            Strength::Strong
        );
    }
}
