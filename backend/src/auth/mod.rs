//! Admin authentication: argon2id password hashes with bounded concurrency, login throttling, and
//! the session-backed security scheme every `/api/admin` call requires.

use crate::session::Session;
use poem::Request;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::ApiKey;
use serde::{Deserialize, Serialize};
use std::time::Duration;

mod passwords;
mod setup_code;
mod throttle;

pub use passwords::Passwords;
pub(crate) use passwords::hash_now;
pub use setup_code::{new_setup_code, same_setup_code};
pub use throttle::Throttle;
use throttle::unix_now;

/// Session key under which the signed-in admin is kept.
const USER_KEY: &str = "admin";

/// The signed-in admin, as kept in the session.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SignedIn {
    /// The admin user's id.
    pub id: String,
    /// The admin user's name.
    pub username: String,
    /// The sign-in's row in `admin_sessions` ([`crate::db::sessions`]).
    pub session: String,
}

/// Session key under which the time of the last save is kept (Unix seconds).
const SAVED_KEY: &str = "saved_at";

/// How long a sign-in lasts however it is used: then the owner signs in again.
pub const ABSOLUTE_LIFETIME: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The longest `User-Agent` kept to describe a session's device.
const USER_AGENT_KEPT: usize = 300;

/// Signs `user` in from `client` (with the `User-Agent` of `req`): a fresh session id (no
/// fixation across a login), and a row in `admin_sessions` the session names.
pub async fn sign_in(
    session: &Session,
    state: &crate::state::AppState,
    user: &crate::db::admin::AdminUser,
    client: std::net::IpAddr,
    req: &Request,
) -> Result<SignedIn, String> {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let user_agent: String = req
        .headers()
        .get(poem::http::header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .chars()
        .take(USER_AGENT_KEPT)
        .collect();
    let (idle_before, signed_in_before) = ended_before(state.session_idle);
    let ended = crate::db::sessions::Ended {
        idle_before: &idle_before,
        signed_in_before: &signed_in_before,
    };
    crate::db::sessions::start(
        &state.db,
        &id,
        &user.id,
        &client.to_string(),
        &user_agent,
        &ended,
    )
    .await
    .map_err(|e| e.to_string())?;
    let who = SignedIn {
        id: user.id.clone(),
        username: user.username.clone(),
        session: id,
    };
    session.cycle_id().await.map_err(|e| e.to_string())?;
    session
        .insert(USER_KEY, &who)
        .await
        .map_err(|e| e.to_string())?;
    session
        .insert(SAVED_KEY, unix_now())
        .await
        .map_err(|e| e.to_string())?;
    Ok(who)
}

/// The stored times before which a session has ended: last used before the first (idle), or
/// signed in before the second ([`ABSOLUTE_LIFETIME`]).
pub fn ended_before(idle: Duration) -> (String, String) {
    (ago(idle), ago(ABSOLUTE_LIFETIME))
}

/// The time `span` ago, as stored.
fn ago(span: Duration) -> String {
    let span = time::Duration::try_from(span).unwrap_or(time::Duration::ZERO);
    crate::db::timestamp(time::OffsetDateTime::now_utc() - span)
}

/// A session ends when it has not been saved for the idle time, so one in use is saved again,
/// which pushes its end back; at most once per a tenth of the idle time (and a minute), not on
/// every request.
async fn keep_alive(session: &Session, idle: Duration) {
    let every = (idle / 10).min(Duration::from_secs(60));
    let saved = session.get::<i64>(SAVED_KEY).await.ok().flatten();
    let due = saved.is_none_or(|saved| {
        u64::try_from(unix_now() - saved).map_or(true, |ago| ago >= every.as_secs())
    });
    if due {
        let _ = session.insert(SAVED_KEY, unix_now()).await;
    }
}

/// Every `/api/admin` call (and the upload and link preview) requires a signed-in admin: the
/// session cookie set by `POST /api/admin/login`.
#[derive(SecurityScheme)]
#[oai(
    ty = "api_key",
    key_name = "folio_session",
    key_in = "cookie",
    checker = "signed_in_admin"
)]
pub struct Admin(pub SignedIn);

async fn signed_in_admin(req: &Request, _: ApiKey) -> poem::Result<SignedIn> {
    Ok(signed_in(req)
        .await?
        .ok_or_else(|| crate::error::ApiError::unauthorized(crate::error::SIGN_IN))?)
}

/// The signed-in admin, once a request's session has been checked (so the check is made once).
#[derive(Clone)]
pub struct Checked(pub SignedIn);

/// The signed-in admin of a request that went through the session middleware, if any: its
/// session names a sign-in that has not ended (signed out, signed out from elsewhere, a password
/// reset, idle, or past [`ABSOLUTE_LIFETIME`]). A session whose sign-in ended is emptied. A
/// database that cannot say is an error (503 when it is only busy), never a signed-out owner.
pub async fn signed_in(req: &Request) -> Result<Option<SignedIn>, crate::error::ApiError> {
    if let Some(Checked(user)) = req.extensions().get::<Checked>() {
        return Ok(Some(user.clone()));
    }
    let Some(session) = req.extensions().get::<Session>() else {
        return Ok(None);
    };
    let Some(user) = session.get::<SignedIn>(USER_KEY).await.ok().flatten() else {
        return Ok(None);
    };
    let Some(state) = req.data::<crate::state::AppState>() else {
        return Ok(None);
    };
    let (idle_before, signed_in_before) = ended_before(state.session_idle);
    // A session in use records its last use at most once per a tenth of the idle time (and a
    // minute), as `keep_alive` saves it.
    let touch_before = ago((state.session_idle / 10).min(Duration::from_secs(60)));
    let ended = crate::db::sessions::Ended {
        idle_before: &idle_before,
        signed_in_before: &signed_in_before,
    };
    let in_use =
        crate::db::sessions::in_use(&state.db, &user.session, &user.id, &ended, &touch_before)
            .await;
    if !in_use? {
        let _ = session.flush().await;
        return Ok(None);
    }
    keep_alive(session, state.session_idle).await;
    Ok(Some(user))
}
