//! Argon2id password hashes, with bounded concurrency.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use std::sync::Arc;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Argon2id hashing: at most `MAX_HASHES` at once, as each takes ~19 MiB and a core for ~25 ms,
/// and at most `MAX_WAITING` more waiting their turn; past that the server is [`Busy`], so a burst
/// of logins can neither exhaust memory nor queue without end.
pub struct Passwords {
    running: Semaphore,
    admitted: Arc<Semaphore>,
}

const MAX_HASHES: usize = 2;
const MAX_WAITING: usize = 32;

/// Too many password checks are already running or waiting.
#[derive(Debug)]
pub struct Busy;

/// A place among the password checks running or waiting, taken before the work is queued.
pub struct Turn {
    _place: OwnedSemaphorePermit,
}

/// Verified against when the username is unknown, so that costs the same as a wrong password: the
/// hash of a random password nobody kept, made with the same (default) parameters as real hashes
/// (a test holds them equal). A constant rather than a hash computed at start, whose 19 MiB
/// buffer the allocator would keep resident for the life of the process.
const DECOY: &str = "$argon2id$v=19$m=19456,t=2,p=1$YvvaGSLXCP0Dfn3Pn++6Ow$OP+OOfnesJYR3H+fAjMOwE1NhPpqwxuoNPR2BFjdrGs";

impl Passwords {
    /// Prepares the hasher.
    pub fn new() -> Arc<Self> {
        Arc::new(Self {
            running: Semaphore::new(MAX_HASHES),
            admitted: Arc::new(Semaphore::new(MAX_HASHES + MAX_WAITING)),
        })
    }

    /// A turn for one hash or verification, or [`Busy`] when the queue is full.
    pub fn turn(&self) -> Result<Turn, Busy> {
        self.admitted
            .clone()
            .try_acquire_owned()
            .map(|place| Turn { _place: place })
            .map_err(|_| Busy)
    }

    /// The PHC string of `password`.
    pub async fn hash(&self, _turn: Turn, password: String) -> Result<String, String> {
        let _running = self.running.acquire().await.map_err(|e| e.to_string())?;
        tokio::task::spawn_blocking(move || hash_now(&password))
            .await
            .map_err(|e| e.to_string())?
    }

    /// Whether `password` matches `stored`; with no stored hash the decoy is checked instead and
    /// the answer is always false.
    pub async fn verify(&self, _turn: Turn, password: String, stored: Option<String>) -> bool {
        let Ok(_running) = self.running.acquire().await else {
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

/// The PHC string of `password`, computed on this thread.
pub(crate) fn hash_now(password: &str) -> Result<String, String> {
    let hash: Result<PasswordHash, _> = Argon2::default().hash_password(password.as_bytes());
    hash.map(|hash| hash.to_string()).map_err(|e| e.to_string())
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
