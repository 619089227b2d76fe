//! The counts of one instance in memory, bounded: at most [`ROWS`] counter rows between writes
//! (a new one past that counts as "Other"), and the day's uniques as at most [`SEEN`] 64-bit
//! digests (past that, a view's visitor counts as new: a day with more distinct visitors than that
//! on one instance over-counts them). A visitor's hash never leaves this memory but as a count.

use crate::db::visits::{Key, OTHER, Tally};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::net::IpAddr;

/// Counter rows held between two writes.
pub const ROWS: usize = 4_096;
/// Digests of (visitor, row) held for the day's uniques.
pub const SEEN: usize = 200_000;

/// The counts since the last write, and the day's uniques.
pub struct Batch {
    day: String,
    salt: Vec<u8>,
    seen: HashSet<u64>,
    rows: HashMap<Key, Tally>,
    totals: HashMap<&'static str, Tally>,
}

/// Counts taken out of a batch: their day, rows and totals per kind.
pub type Taken = (String, Vec<(Key, Tally)>, Vec<(&'static str, Tally)>);

impl Batch {
    /// An empty batch of `day`, hashing with `salt`.
    pub fn new(day: String, salt: Vec<u8>) -> Self {
        Self {
            day,
            salt,
            seen: HashSet::new(),
            rows: HashMap::new(),
            totals: HashMap::new(),
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
        let mut hash = Sha256::new();
        hash.update(&self.salt);
        hash.update(site.as_bytes());
        hash.update([0xff]);
        match client {
            IpAddr::V4(v4) => hash.update(v4.octets()),
            IpAddr::V6(v6) => hash.update(v6.octets()),
        }
        hash.update([0xff]);
        hash.update(user_agent.as_bytes());
        let visitor: [u8; 32] = hash.finalize().into();
        let digest = |part: &dyn Fn(&mut DefaultHasher)| {
            let mut hasher = DefaultHasher::new();
            visitor.hash(&mut hasher);
            part(&mut hasher);
            hasher.finish()
        };
        let kind = key.kind;
        let new_in_day = self.first(digest(&|h| kind.hash(h)));
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
        let new_in_row = self.first(digest(&|h| key.hash(h)));
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
        self.salt = salt;
        self.seen = HashSet::new();
    }
}
