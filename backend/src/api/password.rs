//! `POST /api/admin/password`: the signed-in owner changes their password from the admin
//! (issue 40 point 5), as `folio admin set-password` does from the shell.
//!
//! The current password is checked as a sign-in checks it: through the bounded hasher, and
//! counted by the sign-in throttle under the client's address and the username, so a stolen
//! session cannot try passwords faster than the sign-in form allows. The new password meets
//! folio-core's rule for a new password (`validation::password_change`). Every session of the
//! account then ends, and this device goes on under a new session id.

use super::ApiTags;
use super::text::Text;
use crate::auth::{Admin, sign_in};
use crate::client::ClientAddr;
use crate::db::admin;
use crate::error::{ApiError, ApiResult, SIGN_IN};
use crate::session::Session;
use crate::state::AppState;
use folio_core::validation::{FieldCode, PasswordChange, PasswordChangeDraft, ValidationErrors};
use poem::Request;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

/// A new password, with the current one.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PasswordChangeBody {
    /// The password the owner signs in with now.
    #[oai(default)]
    current_password: Text,
    /// The new password: folio-core's rule for a new password applies.
    #[oai(default)]
    new_password: Text,
}

#[derive(ApiResponse)]
enum PasswordChanged {
    /// Changed: every other session has ended, and this one goes on under a new id.
    #[oai(status = 204)]
    NoContent,
}

const CURRENT_WRONG: &str = "That is not your current password.";

/// The owner's password.
pub struct PasswordApi;

#[OpenApi(prefix_path = "/admin", tag = "ApiTags::Auth")]
impl PasswordApi {
    /// Changes the signed-in owner's password. `currentPassword` must be the password in force
    /// (422 under it otherwise; tries count as sign-in attempts, 429 past the bound), and
    /// `newPassword` meet the rule for a new password (422 under it). Every session of the
    /// account ends; the one that asked goes on under a new id.
    #[oai(path = "/password", method = "post")]
    async fn change(
        &self,
        req: &Request,
        state: Data<&AppState>,
        session: Data<&Session>,
        client: Data<&ClientAddr>,
        admin: Admin,
        body: Json<PasswordChangeBody>,
    ) -> ApiResult<PasswordChanged> {
        let username = admin.0.username;
        let PasswordChange {
            current_password,
            new_password,
        } = PasswordChangeDraft {
            username: username.clone(),
            current_password: body.0.current_password.into(),
            new_password: body.0.new_password.into(),
        }
        .parse()?;
        let Some(user) =
            super::auth::checked_password(&state, client.0.0, &username, current_password).await?
        else {
            let mut wrong = ValidationErrors::default();
            wrong.push("currentPassword", FieldCode::WrongPassword, CURRENT_WRONG);
            return Err(wrong.into());
        };
        let turn = state.passwords.turn().map_err(|_| ApiError::busy())?;
        let hash = state
            .passwords
            .hash(turn, new_password)
            .await
            .map_err(ApiError::internal)?;
        if !admin::set_password(&state.db, &username, &hash).await? {
            return Err(ApiError::unauthorized(SIGN_IN));
        }
        sign_in(&session, &state, &user, client.0.0, req)
            .await
            .map_err(ApiError::internal)?;
        Ok(PasswordChanged::NoContent)
    }
}
