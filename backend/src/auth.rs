//! Admin authentication: argon2id password hashes with bounded concurrency, login throttling, and
//! the session-backed security scheme every `/api/admin` call requires.

use crate::session::Session;
use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use poem::Request;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::ApiKey;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Session key under which the signed-in admin is kept.
const USER_KEY: &str = "admin";

/// The signed-in admin, as kept in the session.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SignedIn {
    /// The admin user's id.
    pub id: String,
    /// The admin user's name.
    pub username: String,
}

/// Stores `user` in `session` under a fresh session id (no fixation across a login).
pub async fn sign_in(
    session: &Session,
    user: &SignedIn,
) -> Result<(), tower_sessions::session::Error> {
    session.cycle_id().await?;
    session.insert(USER_KEY, user).await
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

async fn signed_in_admin(req: &Request, _: ApiKey) -> Option<SignedIn> {
    let session = req.extensions().get::<Session>()?;
    session.get::<SignedIn>(USER_KEY).await.ok().flatten()
}

/// Argon2id hashing, at most `MAX_HASHES` at once: each takes ~19 MiB and a core for ~25 ms, so
/// an unbounded burst of logins would exhaust memory.
pub struct Passwords {
    permits: Semaphore,
    /// Verified against when the username is unknown, so that costs the same as a wrong password.
    decoy: String,
}

const MAX_HASHES: usize = 2;

impl Passwords {
    /// Prepares the hasher (computes the decoy hash once).
    pub fn new() -> Arc<Self> {
        let decoy = hash_now("decoy password never used").unwrap_or_default();
        Arc::new(Self {
            permits: Semaphore::new(MAX_HASHES),
            decoy,
        })
    }

    /// The PHC string of `password`.
    pub async fn hash(self: &Arc<Self>, password: String) -> Result<String, String> {
        let _permit = self.permits.acquire().await.map_err(|e| e.to_string())?;
        tokio::task::spawn_blocking(move || hash_now(&password))
            .await
            .map_err(|e| e.to_string())?
    }

    /// Whether `password` matches `stored`; with no stored hash the decoy is checked instead and
    /// the answer is always false.
    pub async fn verify(self: &Arc<Self>, password: String, stored: Option<String>) -> bool {
        let Ok(_permit) = self.permits.acquire().await else {
            return false;
        };
        let known = stored.is_some();
        let hash = stored.unwrap_or_else(|| self.decoy.clone());
        let matches = tokio::task::spawn_blocking(move || {
            Argon2::default()
                .verify_password(password.as_bytes(), hash.as_str())
                .is_ok()
        })
        .await
        .unwrap_or(false);
        known && matches
    }
}

fn hash_now(password: &str) -> Result<String, String> {
    let hash: Result<PasswordHash, _> = Argon2::default().hash_password(password.as_bytes());
    hash.map(|hash| hash.to_string()).map_err(|e| e.to_string())
}

/// Failed logins per client address and username: after `LIMIT` failures within `WINDOW`, further
/// attempts are refused until the oldest failure leaves the window.
#[derive(Default)]
pub struct Throttle {
    failures: Mutex<HashMap<(IpAddr, String), VecDeque<Instant>>>,
}

const LIMIT: usize = 10;
const WINDOW: Duration = Duration::from_secs(15 * 60);

impl Throttle {
    /// `Err(seconds)` to wait when `key` has used up its attempts.
    pub fn check(&self, key: &(IpAddr, String)) -> Result<(), u64> {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let Some(times) = failures.get_mut(key) else {
            return Ok(());
        };
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= WINDOW)
        {
            times.pop_front();
        }
        match times.front() {
            Some(oldest) if times.len() >= LIMIT => {
                Err((WINDOW - now.duration_since(*oldest)).as_secs().max(1))
            }
            _ => Ok(()),
        }
    }

    /// Counts a failed attempt for `key`.
    pub fn fail(&self, key: (IpAddr, String)) {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        // Forget keys whose failures have all left the window, so the map stays bounded.
        failures.retain(|_, times| {
            times
                .back()
                .is_some_and(|t| now.duration_since(*t) < WINDOW)
        });
        let times = failures.entry(key).or_default();
        times.push_back(now);
        if times.len() > LIMIT {
            times.pop_front();
        }
    }

    /// Forgets `key`'s failures after a successful login.
    pub fn succeed(&self, key: &(IpAddr, String)) {
        self.failures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(key);
    }
}
