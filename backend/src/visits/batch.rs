//! The counts of one instance in memory, bounded: at most [`ROWS`] counter rows between writes
//! (a new one past that counts as "Other"), and the day's uniques as at most [`SEEN`] 64-bit
//! digests (past that, a view's visitor counts as new: a day with more distinct visitors than that
//! on one instance over-counts them). A visitor's hash never leaves this memory but as a count.
//!
//! The visitor's hash is SipHash-2-4 (128 bits), a keyed pseudo-random function made for short
//! inputs, as Plausible counts; its key is drawn from the day's salt, so without the salt a
//! digest says nothing of the address or `User-Agent` it came from.

use crate::db::visits::{Key, OTHER, Tally};
use foldhash::fast::RandomState;
use sha2::{Digest, Sha256};
use siphasher::sip128::{Hasher128, SipHasher24};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, BuildHasherDefault, Hasher};
use std::net::IpAddr;

/// Counter rows held between two writes.
pub const ROWS: usize = 4_096;
/// Digests of (visitor, row) held for the day's uniques.
pub const SEEN: usize = 200_000;

/// The digests of the day's uniques are already keyed pseudo-random numbers: the set takes them
/// as their own hash rather than hashing them again.
#[derive(Default)]
struct Digest64(u64);

impl Hasher for Digest64 {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used; any other input is folded in all the same.
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }
    fn write_u64(&mut self, digest: u64) {
        self.0 = digest;
    }
}

/// The key of the visitor's hash on the day of `salt`: its SHA-256's first 16 bytes.
fn key_of(salt: &[u8]) -> [u8; 16] {
    let digest: [u8; 32] = Sha256::digest(salt).into();
    let mut key = [0; 16];
    key.copy_from_slice(&digest[..16]);
    key
}

/// The counts since the last write, and the day's uniques.
pub struct Batch {
    day: String,
    key: [u8; 16],
    seen: HashSet<u64, BuildHasherDefault<Digest64>>,
    /// Hashes the rows and folds a visitor with a row or kind into the digest [`Self::seen`]
    /// holds; seeded at random.
    hasher: RandomState,
    rows: HashMap<Key, Tally, RandomState>,
    totals: HashMap<&'static str, Tally, RandomState>,
}

/// Counts taken out of a batch: their day, rows and totals per kind.
pub type Taken = (String, Vec<(Key, Tally)>, Vec<(&'static str, Tally)>);

impl Batch {
    /// An empty batch of `day`, hashing with `salt`.
    pub fn new(day: String, salt: Vec<u8>) -> Self {
        Self {
            day,
            key: key_of(&salt),
            seen: HashSet::default(),
            hasher: RandomState::default(),
            rows: HashMap::default(),
            totals: HashMap::default(),
        }
    }

    /// Whether `digest` is new today (always, once [`SEEN`] are held).
    fn first(&mut self, digest: u64) -> bool {
        if self.seen.len() >= SEEN {
            return !self.seen.contains(&digest);
        }
        self.seen.insert(digest)
    }

    /// Counts a view of `key` by the visitor (`site`, `client`, `user_agent`); says whether the
    /// batch is half full, so it should be written now.
    pub fn record(&mut self, key: Key, site: &str, client: IpAddr, user_agent: &str) -> bool {
        let mut hash = SipHasher24::new_with_key(&self.key);
        hash.write(site.as_bytes());
        hash.write_u8(0xff);
        match client {
            IpAddr::V4(v4) => hash.write(&v4.octets()),
            IpAddr::V6(v6) => hash.write(&v6.octets()),
        }
        hash.write_u8(0xff);
        hash.write(user_agent.as_bytes());
        let visitor = hash.finish128().as_u128();
        let kind = key.kind;
        let new_in_day = self.first(self.hasher.hash_one((visitor, kind)));
        let key = if self.rows.len() >= ROWS && !self.rows.contains_key(&key) {
            Key {
                page: OTHER.into(),
                referrer: OTHER.into(),
                language: String::new(),
                ..key
            }
        } else {
            key
        };
        let new_in_row = self.first(self.hasher.hash_one((visitor, &key)));
        let row = self.rows.entry(key).or_default();
        row.views += 1;
        row.visitors += i64::from(new_in_row);
        let total = self.totals.entry(kind).or_default();
        total.views += 1;
        total.visitors += i64::from(new_in_day);
        self.rows.len() >= ROWS / 2
    }

    /// The day counted.
    pub fn day(&self) -> &str {
        &self.day
    }

    /// Takes the counts since the last write, with their day.
    pub fn take(&mut self) -> Taken {
        (
            self.day.clone(),
            std::mem::take(&mut self.rows).into_iter().collect(),
            std::mem::take(&mut self.totals).into_iter().collect(),
        )
    }

    /// Starts `day` with its `salt`: yesterday's uniques and salt are forgotten.
    pub fn turn(&mut self, day: String, salt: Vec<u8>) {
        self.day = day;
        self.key = key_of(&salt);
        self.seen = HashSet::default();
    }
}
