//! The sign-in throttle: failed attempts per client and username, shared by every instance.

use sha2::{Digest, Sha256};
use sqlx::AnyPool;
use std::net::IpAddr;
use std::time::Duration;

/// Sign-in attempts per client and username, and per client whatever the username: after
/// [`LIMIT`] failed attempts within [`WINDOW`] for one username, or [`ADDRESS_LIMIT`] for one
/// client across usernames, further attempts are refused until the oldest leaves the window. So
/// no flood of usernames from one client gives the owner's account a fresh budget.
///
/// Only failures are kept (issue 39). An attempt takes its place before its password is checked,
/// so attempts sent all at once count as much as attempts sent one by one; a success gives its
/// place back ([`Throttle::succeed`]), so a sign-in leaves no key behind, and a failure simply
/// keeps it. An attempt refused by a limit writes nothing at all: neither a time nor a key.
///
/// The attempts live in the database's `login_throttle` table, so every instance on one database
/// counts the same attempts (each one's keys are locked while they are counted). Keys are a
/// digest of the client's network ([`crate::client::network`]) and the lower-cased username (or
/// none), so a key's size does not depend on what was sent. Keys idle for a whole window are
/// removed.
///
/// Bounds on the keys: a key of a username holds only failures its client's own key holds too,
/// and that one refuses past [`ADDRESS_LIMIT`], so one client network owns at most
/// [`ADDRESS_LIMIT`] + 1 keys still counting, however many usernames it sends. All clients
/// together keep at most [`MAX_KEYS`]; a key still counting is never evicted for a new one. When
/// an attempt's keys cannot be added, it is counted under the one it has, or under none: its
/// password is still checked, so the owner signs in from an address that has not failed whatever
/// other addresses fill the table with, and a failure that cannot be recorded is answered 401 all
/// the same. Such unrecorded attempts are bounded by the password checks' own queue
/// ([`Passwords`]), not by this throttle.
#[derive(Default)]
pub struct Throttle;

/// The keys one sign-in attempt is counted under.
pub struct Keys {
    /// This client and this username.
    account: String,
    /// This client, whatever the username.
    address: String,
}

/// Where one attempt is counted until its password is checked: given back to
/// [`Throttle::succeed`] on a success, and dropped on a failure, which it then stays counted as.
#[derive(Debug, PartialEq, Eq)]
#[must_use = "a success gives the place back with `Throttle::succeed`"]
pub struct Place {
    /// When it was counted (Unix seconds).
    at: i64,
    /// Whether the key of this client and username holds it.
    account: bool,
    /// Whether the key of this client holds it.
    address: bool,
}

const LIMIT: usize = 10;
const ADDRESS_LIMIT: usize = 50;
const WINDOW: Duration = Duration::from_secs(15 * 60);
const MAX_KEYS: i64 = 100_000;

/// One of an attempt's keys as the attempt found it.
struct Counted<'a> {
    key: &'a str,
    limit: usize,
    account: bool,
    /// Its attempts within the window (Unix seconds), oldest first.
    times: Vec<i64>,
    /// Added by this attempt.
    new: bool,
    /// Kept, holding this attempt.
    kept: bool,
}

impl Throttle {
    /// The keys of `username` signing in from `client`: each the first 128 bits of a SHA-256
    /// digest, in hex, the same in every instance.
    pub fn keys(&self, client: IpAddr, username: &str) -> Keys {
        let network = crate::client::network(client).to_string();
        let key = |username: Option<&str>| {
            let digest = Sha256::new()
                .chain_update(b"folio sign-in throttle\0")
                .chain_update(&network)
                .chain_update(match username {
                    Some(username) => format!("\0{}", username.to_lowercase()),
                    None => "\0\0any username".to_owned(),
                })
                .finalize();
            digest[..16]
                .iter()
                .map(|byte| format!("{byte:02x}"))
                .collect()
        };
        Keys {
            account: key(Some(username)),
            address: key(None),
        }
    }

    /// Takes a place for one attempt under `keys`, or `Err(seconds)` to wait when either key's
    /// failures are used up. The place is under the keys there is room for, perhaps none.
    pub async fn attempt(
        &self,
        db: &AnyPool,
        keys: &Keys,
    ) -> Result<Result<Place, u64>, sqlx::Error> {
        let now = unix_now();
        let window = i64::try_from(WINDOW.as_secs()).unwrap_or(i64::MAX);
        let stamp = stamp(now);
        let mut tx = crate::db::begin_write(db).await?;
        // Keys in one order everywhere, so two attempts never wait on each other's locks.
        let mut counted = [
            (&keys.account, LIMIT, true),
            (&keys.address, ADDRESS_LIMIT, false),
        ];
        counted.sort_by(|a, b| a.0.cmp(b.0));
        let mut found = Vec::with_capacity(2);
        for (key, limit, account) in counted {
            // One statement adds the key or touches it, which locks its row (on PostgreSQL;
            // SQLite's write lock is already held): attempts at once on any instance are counted
            // one after another, and no other attempt's forgetting of idle keys can remove it.
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
            // A key holds a failure or an attempt being checked: one without is new.
            let new = times.is_empty();
            times.retain(|time| now - time < window);
            found.push(Counted {
                key,
                limit,
                account,
                times,
                new,
                kept: true,
            });
        }
        let wait = found
            .iter()
            .filter(|key| key.times.len() >= key.limit)
            .filter_map(|key| key.times.first())
            .map(|oldest| u64::try_from(window - (now - oldest)).unwrap_or(0).max(1))
            .max();
        if let Some(wait) = wait {
            // Dropping the transaction undoes the keys added or touched above: a refused attempt
            // is no failure, and if it kept a key, one client sending new usernames past its
            // limit would fill the table (issue 39).
            return Ok(Err(wait));
        }
        if found.iter().any(|key| key.new) {
            // Each new key is a moment to forget the idle ones. Past the bound, the new keys go
            // again, the username's first: counted under its client's key alone, the attempt is
            // still within that client's limit.
            let mut over = forget_idle_keys(&mut tx, now, window).await? - MAX_KEYS;
            found.sort_by_key(|key| !key.account);
            for key in found.iter_mut().filter(|key| key.new) {
                if over <= 0 {
                    break;
                }
                sqlx::query("DELETE FROM login_throttle WHERE client_key = $1")
                    .bind(key.key)
                    .execute(&mut *tx)
                    .await?;
                key.kept = false;
                over -= 1;
            }
        }
        for key in found.iter_mut().filter(|key| key.kept) {
            key.times.push(now);
            sqlx::query("UPDATE login_throttle SET attempts = $1 WHERE client_key = $2")
                .bind(serde_json::to_string(&key.times).unwrap_or_else(|_| "[]".into()))
                .bind(key.key)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        let held = |account: bool| found.iter().any(|key| key.account == account && key.kept);
        Ok(Ok(Place {
            at: now,
            account: held(true),
            address: held(false),
        }))
    }

    /// Gives back the `place` of a successful sign-in: this username's failures from this client
    /// are forgotten (its key goes), and the client's key no longer counts this attempt (it goes
    /// too when that leaves it no failure). The client's other failures keep counting.
    pub async fn succeed(
        &self,
        db: &AnyPool,
        keys: &Keys,
        place: Place,
    ) -> Result<(), sqlx::Error> {
        let now = unix_now();
        let window = i64::try_from(WINDOW.as_secs()).unwrap_or(i64::MAX);
        let mut tx = crate::db::begin_write(db).await?;
        // In the order `attempt` locks them.
        let mut ordered = [(&keys.account, true), (&keys.address, false)];
        ordered.sort_by(|a, b| a.0.cmp(b.0));
        for (key, account) in ordered {
            if account {
                sqlx::query("DELETE FROM login_throttle WHERE client_key = $1")
                    .bind(key)
                    .execute(&mut *tx)
                    .await?;
                continue;
            }
            if !place.address {
                continue;
            }
            // Locks the row as `attempt` does, so no attempt's time in between is lost.
            let row = sqlx::query(
                "UPDATE login_throttle SET updated_at = updated_at WHERE client_key = $1 \
                 RETURNING attempts",
            )
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else { continue };
            let mut times: Vec<i64> = crate::db::json_list(&row, "attempts")?;
            if let Some(this) = times.iter().position(|time| *time == place.at) {
                times.remove(this);
            }
            times.retain(|time| now - time < window);
            if times.is_empty() {
                sqlx::query("DELETE FROM login_throttle WHERE client_key = $1")
                    .bind(key)
                    .execute(&mut *tx)
                    .await?;
            } else {
                sqlx::query("UPDATE login_throttle SET attempts = $1 WHERE client_key = $2")
                    .bind(serde_json::to_string(&times).unwrap_or_else(|_| "[]".into()))
                    .bind(key)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await
    }
}

/// `at` (Unix seconds) as stored.
fn stamp(at: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(at)
        .map(crate::db::timestamp)
        .unwrap_or_default()
}

/// Removes the keys no attempt touched for a whole `window` before `now` (Unix seconds); answers
/// how many are left.
async fn forget_idle_keys(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    now: i64,
    window: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query("DELETE FROM login_throttle WHERE updated_at < $1")
        .bind(stamp(now - window))
        .execute(&mut **tx)
        .await?;
    sqlx::query_scalar("SELECT COUNT(*) FROM login_throttle")
        .fetch_one(&mut **tx)
        .await
}

pub(super) fn unix_now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

#[cfg(test)]
mod tests {
    use super::{ADDRESS_LIMIT, Keys, LIMIT, MAX_KEYS, Place, Throttle, WINDOW};
    use std::net::IpAddr;

    /// A client's own key and one per username it failed with, each failure held by both.
    const MAX_KEYS_PER_NETWORK: usize = ADDRESS_LIMIT + 1;

    async fn database() -> (tempfile::TempDir, sqlx::AnyPool) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("folio.db").display()
        );
        let db = crate::db::connect(&url).await.unwrap();
        (dir, db)
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    /// Every key kept: its digest, attempts and last touch.
    async fn table(db: &sqlx::AnyPool) -> Vec<(String, String, String)> {
        sqlx::query_as(
            "SELECT client_key, attempts, updated_at FROM login_throttle ORDER BY client_key",
        )
        .fetch_all(db)
        .await
        .unwrap()
    }

    async fn rows(db: &sqlx::AnyPool) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM login_throttle")
            .fetch_one(db)
            .await
            .unwrap()
    }

    /// The table full of keys still counting, as a distributed flood leaves it.
    async fn flood(db: &sqlx::AnyPool) {
        sqlx::query(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
             INSERT INTO login_throttle (client_key, attempts, updated_at) \
             SELECT 'flood ' || i, '[1]', '2999-01-01T00:00:00Z' FROM n",
        )
        .bind(MAX_KEYS)
        .execute(db)
        .await
        .unwrap();
    }

    /// An attempt whose password turns out wrong: its place stays.
    async fn fail(throttle: &Throttle, db: &sqlx::AnyPool, keys: &Keys) {
        let _failed: Place = throttle.attempt(db, keys).await.unwrap().unwrap();
    }

    #[tokio::test]
    async fn attempts_are_counted_before_they_are_checked() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        let keys = throttle.keys(ip("192.0.2.1"), "Owner");
        for _ in 0..LIMIT - 1 {
            fail(&throttle, &db, &keys).await;
        }
        // The last place taken, its password not yet checked: an attempt sent meanwhile waits.
        let checking = throttle.attempt(&db, &keys).await.unwrap().unwrap();
        let wait = throttle.attempt(&db, &keys).await.unwrap().unwrap_err();
        assert!(
            (WINDOW.as_secs() - 5..=WINDOW.as_secs()).contains(&wait),
            "{wait}"
        );
        // It succeeds: this username's failures from this client are forgotten.
        throttle.succeed(&db, &keys, checking).await.unwrap();
        fail(&throttle, &db, &keys).await;
    }

    #[tokio::test]
    async fn a_sign_in_leaves_no_key_behind() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        let keys = throttle.keys(ip("192.0.2.1"), "owner");
        for _ in 0..ADDRESS_LIMIT + 5 {
            let place = throttle.attempt(&db, &keys).await.unwrap().unwrap();
            throttle.succeed(&db, &keys, place).await.unwrap();
        }
        assert_eq!(rows(&db).await, 0);
        // After failures with another username, the client's key keeps those only.
        let other = throttle.keys(ip("192.0.2.1"), "other");
        fail(&throttle, &db, &other).await;
        let before = table(&db).await;
        let place = throttle.attempt(&db, &keys).await.unwrap().unwrap();
        throttle.succeed(&db, &keys, place).await.unwrap();
        let after = table(&db).await;
        assert_eq!(after.len(), 2);
        assert_eq!(
            after.iter().map(|row| &row.1).collect::<Vec<_>>(),
            before.iter().map(|row| &row.1).collect::<Vec<_>>()
        );
    }

    #[tokio::test]
    async fn a_refused_attempt_writes_nothing() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        for n in 0..ADDRESS_LIMIT {
            let keys = throttle.keys(ip("192.0.2.1"), &format!("visitor {n}"));
            fail(&throttle, &db, &keys).await;
        }
        let full = table(&db).await;
        assert_eq!(full.len(), MAX_KEYS_PER_NETWORK);
        for n in 0..100 {
            let keys = throttle.keys(ip("192.0.2.1"), &format!("newcomer {n}"));
            assert!(throttle.attempt(&db, &keys).await.unwrap().is_err());
        }
        let owner = throttle.keys(ip("192.0.2.1"), "visitor 0");
        assert!(throttle.attempt(&db, &owner).await.unwrap().is_err());
        assert_eq!(table(&db).await, full);
    }

    #[tokio::test]
    async fn a_flood_of_usernames_from_one_client_runs_out_of_attempts() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        let owner = throttle.keys(ip("192.0.2.1"), "owner");
        for _ in 0..LIMIT {
            fail(&throttle, &db, &owner).await;
        }
        let mut refused = 0;
        for n in 0..ADDRESS_LIMIT + 20 {
            let other = throttle.keys(ip("192.0.2.1"), &format!("visitor {n}"));
            refused += usize::from(throttle.attempt(&db, &other).await.unwrap().is_err());
        }
        assert_eq!(refused, LIMIT + 20);
        assert!(throttle.attempt(&db, &owner).await.unwrap().is_err());
        assert!(rows(&db).await <= i64::try_from(MAX_KEYS_PER_NETWORK).unwrap());
        // Another client is not affected.
        let elsewhere = throttle.keys(ip("198.51.100.1"), "owner");
        fail(&throttle, &db, &elsewhere).await;
    }

    #[tokio::test]
    async fn a_key_idle_for_a_whole_window_is_forgotten_when_another_arrives() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        let idle = throttle.keys(ip("192.0.2.1"), "owner");
        fail(&throttle, &db, &idle).await;
        sqlx::query("UPDATE login_throttle SET updated_at = '2000-01-01T00:00:00Z'")
            .execute(&db)
            .await
            .unwrap();
        let other = throttle.keys(ip("192.0.2.2"), "owner");
        fail(&throttle, &db, &other).await;
        let mut keys: Vec<String> = sqlx::query_scalar("SELECT client_key FROM login_throttle")
            .fetch_all(&db)
            .await
            .unwrap();
        keys.sort();
        let mut expected = vec![other.account, other.address];
        expected.sort();
        assert_eq!(keys, expected);
    }

    #[tokio::test]
    async fn a_key_still_counting_is_never_evicted_for_a_new_one() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        let owner = throttle.keys(ip("192.0.2.1"), "owner");
        for _ in 0..LIMIT {
            fail(&throttle, &db, &owner).await;
        }
        flood(&db).await;
        let before = table(&db).await;
        // A newcomer's attempt is checked with no key of its own; its failure is not recorded.
        let newcomer = throttle.keys(ip("203.0.113.9"), "owner");
        for _ in 0..LIMIT + 1 {
            let place = throttle.attempt(&db, &newcomer).await.unwrap().unwrap();
            assert_eq!(
                place,
                Place {
                    at: place.at,
                    account: false,
                    address: false
                }
            );
        }
        assert!(throttle.attempt(&db, &owner).await.unwrap().is_err());
        assert_eq!(table(&db).await, before);
        // A client with a key counts a new username's attempt under that key alone.
        let other = throttle.keys(ip("192.0.2.1"), "other");
        let place = throttle.attempt(&db, &other).await.unwrap().unwrap();
        assert_eq!((place.account, place.address), (false, true));
        throttle.succeed(&db, &other, place).await.unwrap();
        let attempts = |table: Vec<(String, String, String)>| {
            table
                .into_iter()
                .map(|(key, attempts, _)| (key, attempts))
                .collect::<Vec<_>>()
        };
        assert_eq!(attempts(table(&db).await), attempts(before));
    }

    #[tokio::test]
    async fn the_owner_signs_in_from_a_fresh_address_when_the_table_is_full() {
        let (_dir, db) = database().await;
        let throttle = Throttle;
        flood(&db).await;
        let before = rows(&db).await;
        let owner = throttle.keys(ip("198.51.100.20"), "owner");
        let place = throttle.attempt(&db, &owner).await.unwrap().unwrap();
        throttle.succeed(&db, &owner, place).await.unwrap();
        assert_eq!(rows(&db).await, before);
        // Room again, once keys go idle: the next attempt from there is counted.
        sqlx::query(
            "UPDATE login_throttle SET updated_at = '2000-01-01T00:00:00Z' \
             WHERE client_key = 'flood 1'",
        )
        .execute(&db)
        .await
        .unwrap();
        let place = throttle.attempt(&db, &owner).await.unwrap().unwrap();
        assert!(place.account || place.address);
        assert!(rows(&db).await <= MAX_KEYS);
    }

    #[test]
    fn one_ipv6_network_and_any_spelling_of_a_username_share_a_key() {
        let throttle = Throttle;
        let key = |address: &str, username: &str| throttle.keys(ip(address), username).account;
        let k = key("2001:db8:1:2::1", "owner");
        assert_eq!(k, key("2001:db8:1:2:ffff::9", "OWNER"));
        assert_ne!(k, key("2001:db8:1:3::1", "owner"));
        assert_eq!(key("::ffff:192.0.2.1", "owner"), key("192.0.2.1", "owner"));
        assert_ne!(k, key("2001:db8:1:2::1", "other"));
        assert_eq!(
            throttle.keys(ip("192.0.2.1"), "a").address,
            throttle.keys(ip("192.0.2.1"), "b").address
        );
    }
}
