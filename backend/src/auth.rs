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
}

const MAX_HASHES: usize = 2;

/// Verified against when the username is unknown, so that costs the same as a wrong password: the
/// hash of a random password nobody kept, made with the same (default) parameters as real hashes
/// (a test holds them equal). A constant rather than a hash computed at start, whose 19 MiB
/// buffer the allocator would keep resident for the life of the process.
const DECOY: &str = "$argon2id$v=19$m=19456,t=2,p=1$YvvaGSLXCP0Dfn3Pn++6Ow$OP+OOfnesJYR3H+fAjMOwE1NhPpqwxuoNPR2BFjdrGs";

impl Passwords {
    /// Prepares the hasher.
    pub fn new() -> Arc<Self> {
        Arc::new(Self {
            permits: Semaphore::new(MAX_HASHES),
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
        let hash = stored.unwrap_or_else(|| DECOY.to_owned());
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

#[cfg(test)]
mod tests {
    use super::{DECOY, hash_now};

    /// Algorithm, version and cost parameters: everything of a PHC string before the salt.
    fn settings(phc: &str) -> Vec<&str> {
        phc.split('$').take(4).collect()
    }

    #[test]
    fn the_decoy_costs_what_a_real_hash_costs() {
        let real = hash_now("any password").unwrap();
        assert_eq!(settings(DECOY), settings(&real));
    }
}
