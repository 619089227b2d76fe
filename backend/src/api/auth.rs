//! `/api/admin/{me,login,logout,setup}`: the admin's session (spec §6, §7).

use super::ApiTags;
use super::text::Text;
use crate::auth::{Admin, sign_in};
use crate::client::ClientAddr;
use crate::db::admin::{self, AdminUser};
use crate::db::sessions;
use crate::error::{ApiError, ApiResult, SIGN_IN};
use crate::session::Session;
use crate::state::AppState;
use folio_core::validation::{Login, LoginDraft};
use poem::Request;
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

/// Username, password and the setup code.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SetupBody {
    /// The admin's username.
    #[oai(default)]
    username: Text,
    /// The admin's password.
    #[oai(default)]
    password: Text,
    /// The setup code the server printed at start (`folio admin setup-code` prints it again,
    /// `SETUP_CODE` sets it).
    setup_code: Option<Text>,
}

/// Whether the first admin account can still be created.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
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

/// One signed-in session of the admin.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SessionInfo {
    /// The session's id in this list.
    id: String,
    /// True for the session of the request that asked.
    current: bool,
    /// The browser and system it signed in with, e.g. "Firefox on Linux".
    device: String,
    /// The client address it signed in from.
    address: String,
    /// When it signed in (RFC 3339).
    signed_in_at: String,
    /// When it was last used, to the minute (RFC 3339).
    last_used_at: String,
}

/// Sessions ended by "Sign out everywhere else".
#[derive(Object)]
pub struct SessionsEnded {
    /// How many other sessions were signed out.
    ended: u64,
}

/// The admin session calls.
pub struct AuthApi;

const WRONG_CREDENTIALS: &str = "Invalid username or password";
const SETUP_CODE_NEEDED: &str = "Enter the setup code the server printed when it started.";
const SETUP_CODE_WRONG: &str = "That is not the setup code this server printed.";

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
    /// that did not succeed within 15 minutes for one address and username, or fifty for one
    /// address whatever the usernames, answer 429 until the window passes; when too many
    /// password checks are already queued, 503.
    #[oai(path = "/login", method = "post")]
    async fn login(
        &self,
        req: &Request,
        state: Data<&AppState>,
        session: Data<&Session>,
        client: Data<&ClientAddr>,
        body: Json<CredentialsBody>,
    ) -> ApiResult<Json<User>> {
        let Login { username, password } = LoginDraft::from(body.0).parse()?;
        let user = checked_password(&state, client.0.0, &username, password)
            .await?
            .ok_or_else(|| ApiError::unauthorized(WRONG_CREDENTIALS))?;
        signed_in(req, &state, &session, client.0.0, user).await
    }

    /// Signs out: ends the sign-in, deletes the session and clears its cookie. Without a
    /// session it changes nothing.
    #[oai(path = "/logout", method = "post")]
    async fn logout(
        &self,
        req: &Request,
        state: Data<&AppState>,
        session: Data<&Session>,
    ) -> ApiResult<LoggedOut> {
        if let Some(admin) = crate::auth::signed_in(req).await? {
            sessions::end(&state.db, &admin.session).await?;
        }
        session.flush().await.map_err(ApiError::internal)?;
        Ok(LoggedOut::NoContent)
    }

    /// The admin's signed-in sessions, the most recently used first.
    #[oai(path = "/sessions", method = "get")]
    async fn sessions(
        &self,
        state: Data<&AppState>,
        admin: Admin,
    ) -> ApiResult<Json<Vec<SessionInfo>>> {
        let (idle_before, signed_in_before) = crate::auth::ended_before(state.session_idle);
        let ended = sessions::Ended {
            idle_before: &idle_before,
            signed_in_before: &signed_in_before,
        };
        let list = sessions::list(&state.db, &admin.0.id, &ended).await?;
        Ok(Json(
            list.into_iter()
                .map(|row| SessionInfo {
                    current: row.id == admin.0.session,
                    device: folio_core::devices::describe(&row.user_agent),
                    id: row.id,
                    address: row.address,
                    signed_in_at: row.signed_in_at,
                    last_used_at: row.last_used_at,
                })
                .collect(),
        ))
    }

    /// Signs out every session of the admin but this one ("Sign out everywhere else").
    #[oai(path = "/sessions/others", method = "delete")]
    async fn end_other_sessions(
        &self,
        state: Data<&AppState>,
        admin: Admin,
    ) -> ApiResult<Json<SessionsEnded>> {
        let ended = sessions::end_others(&state.db, &admin.0.id, &admin.0.session).await?;
        Ok(Json(SessionsEnded { ended }))
    }

    /// Whether setup is still open (true on a fresh install, false once an admin exists).
    #[oai(path = "/setup", method = "get")]
    async fn setup_state(&self, state: Data<&AppState>) -> ApiResult<Json<SetupState>> {
        Ok(Json(SetupState {
            available: !admin::any(&state.db).await?,
        }))
    }

    /// Creates the first admin account and signs it in; refused with 409 once any admin exists,
    /// with 403 when the setup code is missing or wrong (every request needs it: no header
    /// tells for sure that a request comes from the server's own machine), and with
    /// 422 when the password is shorter than 12 characters, common, or the username.
    #[oai(path = "/setup", method = "post")]
    async fn setup(
        &self,
        req: &Request,
        state: Data<&AppState>,
        session: Data<&Session>,
        client: Data<&ClientAddr>,
        body: Json<SetupBody>,
    ) -> ApiResult<Json<User>> {
        const TAKEN: &str = "An admin account already exists.";
        if admin::any(&state.db).await? {
            return Err(ApiError::conflict("username", TAKEN));
        }
        let SetupBody {
            username,
            password,
            setup_code,
        } = body.0;
        let stored = admin::current_setup_code(&state.db).await?;
        let given = setup_code.map(String::from).unwrap_or_default();
        if !stored.is_some_and(|stored| crate::auth::same_setup_code(&given, &stored)) {
            // The code is used up with the account: a setup that raced one that just succeeded
            // finds no code, and is told what happened.
            if admin::any(&state.db).await? {
                return Err(ApiError::conflict("username", TAKEN));
            }
            let message = if given.trim().is_empty() {
                SETUP_CODE_NEEDED
            } else {
                SETUP_CODE_WRONG
            };
            return Err(ApiError::setup_code(message));
        }
        // A new password meets folio-core's rule (length, not common, not the username).
        let draft = LoginDraft {
            username: username.into(),
            password: password.into(),
        };
        let Login { username, password } = draft.parse_new()?;
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
        signed_in(req, &state, &session, client.0.0, user).await
    }
}

/// Starts a fresh session for `user` and answers with the user.
/// The user named `username` when `password` is theirs, else `None`: checked through the bounded
/// hasher (an unknown name costs the same work) and counted by the sign-in throttle under the
/// client's address and the name (429 past its bound).
pub(super) async fn checked_password(
    state: &AppState,
    client: std::net::IpAddr,
    username: &str,
    password: String,
) -> ApiResult<Option<AdminUser>> {
    let turn = state.passwords.turn().map_err(|_| ApiError::busy())?;
    let keys = state.throttle.keys(client, username);
    let place = state
        .throttle
        .attempt(&state.db, &keys)
        .await?
        .map_err(ApiError::too_many_attempts)?;
    let (user, hash) = admin::find(&state.db, username).await?.unzip();
    // On a failure the place is dropped, and stays counted as that failure.
    if !state.passwords.verify(turn, password, hash).await {
        return Ok(None);
    }
    state.throttle.succeed(&state.db, &keys, place).await?;
    Ok(user)
}

async fn signed_in(
    req: &Request,
    state: &AppState,
    session: &Session,
    client: std::net::IpAddr,
    user: AdminUser,
) -> ApiResult<Json<User>> {
    sign_in(session, state, &user, client, req)
        .await
        .map_err(ApiError::internal)?;
    // The address the owner set the site up through becomes the site's address (a site set up
    // before addresses were kept takes the one its owner first signs in through).
    if state.public_url.is_none()
        && let Some(address) = crate::site::address_of(req)
    {
        crate::db::store_site_address(&state.db, &address, true).await?;
    }
    Ok(Json(user.into()))
}
