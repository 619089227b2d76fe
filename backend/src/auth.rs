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
use sha2::{Digest, Sha256};
use sqlx::AnyPool;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

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

/// Session key under which the time of the last save is kept (Unix seconds).
const SAVED_KEY: &str = "saved_at";

/// Stores `user` in `session` under a fresh session id (no fixation across a login).
pub async fn sign_in(
    session: &Session,
    user: &SignedIn,
) -> Result<(), tower_sessions::session::Error> {
    session.cycle_id().await?;
    session.insert(USER_KEY, user).await?;
    session.insert(SAVED_KEY, unix_now()).await
}

fn unix_now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
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

async fn signed_in_admin(req: &Request, _: ApiKey) -> Option<SignedIn> {
    signed_in(req).await
}

/// The signed-in admin of a request that went through the session middleware, if any.
pub async fn signed_in(req: &Request) -> Option<SignedIn> {
    let session = req.extensions().get::<Session>()?;
    let user = session.get::<SignedIn>(USER_KEY).await.ok().flatten()?;
    if let Some(state) = req.data::<crate::AppState>() {
        keep_alive(session, state.session_idle).await;
    }
    Some(user)
}

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

/// Sign-in attempts per client and username: after `LIMIT` attempts that did not succeed within
/// `WINDOW`, further attempts are refused until the oldest leaves the window.
///
/// An attempt takes its place before its password is checked and gives it back only by
/// succeeding, so attempts sent all at once count as much as attempts sent one by one. The
/// attempts live in the database's `login_throttle` table, so every instance on one database
/// counts the same attempts (each one's key is locked while it is counted). Keys are a digest of
/// the client's network (an IPv6 client's /64, which one host usually owns whole) and the
/// lower-cased username, so a key's size does not depend on what was sent; keys idle for a whole
/// window are removed, and at most `MAX_KEYS` are kept (the least recently used go first).
#[derive(Default)]
pub struct Throttle;

const LIMIT: usize = 10;
const WINDOW: Duration = Duration::from_secs(15 * 60);
const MAX_KEYS: i64 = 10_000;

impl Throttle {
    /// The key of `username` signing in from `client`: the first 128 bits of a SHA-256 digest,
    /// in hex, the same in every instance.
    pub fn key(&self, client: IpAddr, username: &str) -> String {
        let network = match client {
            IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
                Some(v4) => IpAddr::V4(v4),
                None => IpAddr::V6((u128::from(ip) & !((1_u128 << 64) - 1)).into()),
            },
            v4 => v4,
        };
        let digest = Sha256::new()
            .chain_update(b"folio sign-in throttle\0")
            .chain_update(network.to_string())
            .chain_update(b"\0")
            .chain_update(username.to_lowercase())
            .finalize();
        digest[..16]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }

    /// Takes a place for one attempt of `key`, or `Err(seconds)` to wait when its attempts are
    /// used up.
    pub async fn attempt(&self, db: &AnyPool, key: &str) -> Result<Result<(), u64>, sqlx::Error> {
        let now = unix_now();
        let window = i64::try_from(WINDOW.as_secs()).unwrap_or(i64::MAX);
        let stamp = crate::db::now();
        let mut tx = crate::db::begin_write(db).await?;
        // One statement adds the key or touches it, which locks its row (on PostgreSQL; SQLite's
        // write lock is already held): attempts at once on any instance are counted one after
        // another, and no other attempt's forgetting of idle keys can remove the row meanwhile.
        let row = sqlx::query(
            "INSERT INTO login_throttle (client_key, attempts, updated_at) VALUES ($1, '[]', $2) \
             ON CONFLICT (client_key) DO UPDATE SET updated_at = excluded.updated_at \
             RETURNING attempts",
        )
        .bind(key)
        .bind(stamp.as_str())
        .fetch_one(&mut *tx)
        .await?;
        let mut times: Vec<i64> = crate::db::json_list(&row, "attempts")?;
        // A key with no attempts is new: each new key is a moment to forget the idle ones.
        if times.is_empty() {
            forget_idle_keys(&mut tx, now - window).await?;
        }
        times.retain(|time| now - time < window);
        let answer = match times.first() {
            Some(oldest) if times.len() >= LIMIT => {
                Err(u64::try_from(window - (now - oldest)).unwrap_or(0).max(1))
            }
            _ => {
                times.push(now);
                Ok(())
            }
        };
        sqlx::query("UPDATE login_throttle SET attempts = $1 WHERE client_key = $2")
            .bind(serde_json::to_string(&times).unwrap_or_else(|_| "[]".into()))
            .bind(key)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(answer)
    }

    /// Forgets `key`'s attempts after a successful sign-in.
    pub async fn succeed(&self, db: &AnyPool, key: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_throttle WHERE client_key = $1")
            .bind(key)
            .execute(db)
            .await
            .map(|_| ())
    }
}

/// Removes the keys no attempt touched since `before` (Unix seconds), and past `MAX_KEYS` the
/// least recently used.
async fn forget_idle_keys(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    before: i64,
) -> Result<(), sqlx::Error> {
    let before = time::OffsetDateTime::from_unix_timestamp(before)
        .map(crate::db::timestamp)
        .unwrap_or_default();
    sqlx::query("DELETE FROM login_throttle WHERE updated_at < $1")
        .bind(before)
        .execute(&mut **tx)
        .await?;
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM login_throttle")
        .fetch_one(&mut **tx)
        .await?;
    if kept > MAX_KEYS {
        sqlx::query(
            "DELETE FROM login_throttle WHERE client_key IN \
             (SELECT client_key FROM login_throttle ORDER BY updated_at, client_key LIMIT $1)",
        )
        .bind(kept - MAX_KEYS)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{DECOY, LIMIT, Throttle, WINDOW, hash_now};
    use std::net::IpAddr;

    /// Algorithm, version and cost parameters: everything of a PHC string before the salt.
    fn settings(phc: &str) -> Vec<&str> {
        phc.split('$').take(4).collect()
    }

    #[test]
    fn the_decoy_costs_what_a_real_hash_costs() {
        let real = hash_now("any password").unwrap();
        assert_eq!(settings(DECOY), settings(&real));
    }

    #[tokio::test]
    async fn attempts_are_counted_before_they_are_checked() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("folio.db").display()
        );
        let db = crate::db::connect(&url).await.unwrap();
        let throttle = Throttle;
        let key = throttle.key("192.0.2.1".parse().unwrap(), "Owner");
        for _ in 0..LIMIT {
            assert_eq!(throttle.attempt(&db, &key).await.unwrap(), Ok(()));
        }
        let wait = throttle.attempt(&db, &key).await.unwrap().unwrap_err();
        assert!(
            (WINDOW.as_secs() - 5..=WINDOW.as_secs()).contains(&wait),
            "{wait}"
        );
        throttle.succeed(&db, &key).await.unwrap();
        assert_eq!(throttle.attempt(&db, &key).await.unwrap(), Ok(()));
    }

    #[tokio::test]
    async fn a_key_idle_for_a_whole_window_is_forgotten_when_another_arrives() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("folio.db").display()
        );
        let db = crate::db::connect(&url).await.unwrap();
        let throttle = Throttle;
        let idle = throttle.key("192.0.2.1".parse().unwrap(), "owner");
        throttle.attempt(&db, &idle).await.unwrap().unwrap();
        sqlx::query("UPDATE login_throttle SET updated_at = '2000-01-01T00:00:00Z'")
            .execute(&db)
            .await
            .unwrap();
        let other = throttle.key("192.0.2.2".parse().unwrap(), "owner");
        throttle.attempt(&db, &other).await.unwrap().unwrap();
        let keys: Vec<String> = sqlx::query_scalar("SELECT client_key FROM login_throttle")
            .fetch_all(&db)
            .await
            .unwrap();
        assert_eq!(keys, [other]);
    }

    #[test]
    fn one_ipv6_network_and_any_spelling_of_a_username_share_a_key() {
        let throttle = Throttle;
        let ip = |text: &str| text.parse::<IpAddr>().unwrap();
        let key = throttle.key(ip("2001:db8:1:2::1"), "owner");
        assert_eq!(key, throttle.key(ip("2001:db8:1:2:ffff::9"), "OWNER"));
        assert_ne!(key, throttle.key(ip("2001:db8:1:3::1"), "owner"));
        assert_eq!(
            throttle.key(ip("::ffff:192.0.2.1"), "owner"),
            throttle.key(ip("192.0.2.1"), "owner")
        );
        assert_ne!(key, throttle.key(ip("2001:db8:1:2::1"), "other"));
    }
}
