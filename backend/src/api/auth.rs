//! `/api/admin/{me,login,logout,setup}`: the admin's session (spec §6, §7).

use super::ApiTags;
use super::text::Text;
use crate::AppState;
use crate::auth::{Admin, SignedIn, sign_in};
use crate::client::ClientAddr;
use crate::db::admin::{self, AdminUser};
use crate::error::{ApiError, ApiResult, SIGN_IN};
use crate::session::Session;
use folio_core::validation::{Login, LoginDraft};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

/// An admin user as the API shows it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct User {
    /// Text id.
    id: String,
    /// The name used to sign in.
    username: String,
    /// When the account was created (RFC 3339).
    created_at: String,
}

impl From<AdminUser> for User {
    fn from(user: AdminUser) -> Self {
        Self {
            id: user.id,
            username: user.username,
            created_at: user.created_at,
        }
    }
}

/// Username and password, for login and setup.
#[derive(Object)]
pub struct CredentialsBody {
    /// The admin's username.
    #[oai(default)]
    username: Text,
    /// The admin's password.
    #[oai(default)]
    password: Text,
}

impl From<CredentialsBody> for LoginDraft {
    fn from(body: CredentialsBody) -> Self {
        Self {
            username: body.username.into(),
            password: body.password.into(),
        }
    }
}

/// Whether the first admin account can still be created.
#[derive(Object)]
pub struct SetupState {
    /// True until an admin account exists; the login screen then offers to create one.
    available: bool,
}

/// A successful logout.
#[derive(ApiResponse)]
enum LoggedOut {
    /// The session is gone and its cookie cleared.
    #[oai(status = 204)]
    NoContent,
}

/// The admin session calls.
pub struct AuthApi;

const WRONG_CREDENTIALS: &str = "Invalid username or password";

#[OpenApi(prefix_path = "/admin", tag = "ApiTags::Auth")]
impl AuthApi {
    /// The signed-in admin; 401 when not signed in.
    #[oai(path = "/me", method = "get")]
    async fn me(&self, state: Data<&AppState>, admin: Admin) -> ApiResult<Json<User>> {
        let user = admin::find(&state.db, &admin.0.username).await?;
        user.map(|(user, _)| Json(user.into()))
            .ok_or_else(|| ApiError::unauthorized(SIGN_IN))
    }

    /// Signs in: checks the password, starts a fresh session and returns the user. Ten attempts
    /// that did not succeed within 15 minutes for one address and username answer 429 until the
    /// window passes; when too many password checks are already queued, 503.
    #[oai(path = "/login", method = "post")]
    async fn login(
        &self,
        state: Data<&AppState>,
        session: Data<&Session>,
        client: Data<&ClientAddr>,
        body: Json<CredentialsBody>,
    ) -> ApiResult<Json<User>> {
        let Login { username, password } = LoginDraft::from(body.0).parse()?;
        let turn = state.passwords.turn().map_err(|_| ApiError::busy())?;
        let key = state.throttle.key(client.0.0, &username);
        state
            .throttle
            .attempt(&state.db, &key)
            .await?
            .map_err(ApiError::too_many_attempts)?;
        let found = admin::find(&state.db, &username).await?;
        let (user, hash) = match found {
            Some((user, hash)) => (Some(user), Some(hash)),
            None => (None, None),
        };
        if !state.passwords.verify(turn, password, hash).await {
            return Err(ApiError::unauthorized(WRONG_CREDENTIALS));
        }
        let user = user.ok_or_else(|| ApiError::unauthorized(WRONG_CREDENTIALS))?;
        state.throttle.succeed(&state.db, &key).await?;
        signed_in(&session, user).await
    }

    /// Signs out: deletes the session and clears its cookie.
    #[oai(path = "/logout", method = "post")]
    async fn logout(&self, session: Data<&Session>) -> ApiResult<LoggedOut> {
        session.flush().await.map_err(ApiError::internal)?;
        Ok(LoggedOut::NoContent)
    }

    /// Whether setup is still open: true on a fresh install, false once an admin exists.
    #[oai(path = "/setup", method = "get")]
    async fn setup_state(&self, state: Data<&AppState>) -> ApiResult<Json<SetupState>> {
        Ok(Json(SetupState {
            available: !admin::any(&state.db).await?,
        }))
    }

    /// Creates the first admin account and signs it in; refused with 409 once any admin exists,
    /// and with 422 when the password is shorter than 12 characters, common, or the username.
    #[oai(path = "/setup", method = "post")]
    async fn setup(
        &self,
        state: Data<&AppState>,
        session: Data<&Session>,
        body: Json<CredentialsBody>,
    ) -> ApiResult<Json<User>> {
        const TAKEN: &str = "An admin account already exists.";
        if admin::any(&state.db).await? {
            return Err(ApiError::conflict("username", TAKEN));
        }
        // A new password meets folio-core's rule (length, not common, not the username).
        let Login { username, password } = LoginDraft::from(body.0).parse_new()?;
        let turn = state.passwords.turn().map_err(|_| ApiError::busy())?;
        let hash = state
            .passwords
            .hash(turn, password)
            .await
            .map_err(ApiError::internal)?;
        let id = uuid::Uuid::new_v4().simple().to_string();
        let user = admin::create_first(&state.db, &id, &username, &hash)
            .await?
            .ok_or_else(|| ApiError::conflict("username", TAKEN))?;
        signed_in(&session, user).await
    }
}

/// Starts a fresh session for `user` and answers with the user.
async fn signed_in(session: &Session, user: AdminUser) -> ApiResult<Json<User>> {
    let who = SignedIn {
        id: user.id.clone(),
        username: user.username.clone(),
    };
    sign_in(session, &who).await.map_err(ApiError::internal)?;
    Ok(Json(user.into()))
}
