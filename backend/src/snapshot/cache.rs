//! The snapshot's answers and their bounds: the answer read longest ago goes first.

use crate::compress::Encoded;
use poem::http::HeaderValue;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// One cached answer.
pub(super) struct Entry {
    pub(super) content_type: HeaderValue,
    /// Public (any cache may keep it) or private (a share link's page: no cache may).
    pub(super) cache_control: HeaderValue,
    pub(super) body: Encoded,
    /// When it was last read ([`Cache::clock`]'s count): past the bounds the answer read longest
    /// ago goes, so what visitors keep reading stays however many other addresses are asked for.
    pub(super) used: AtomicU64,
}

/// Most bytes of answers kept, every form made counted; past it the answers read longest ago are
/// dropped. A site at its bounds has a home of megabytes and thousands of case study pages in
/// its languages: with 8 MiB, a client asking for each in turn pushed out the pages visitors
/// were reading, which were then built again behind its builds. Pages past 16 KiB are held
/// compressed only (`compress`), about 18 KiB a case study in both forms: 16 MiB keeps some 900
/// of them, and is the largest share of the 64 MiB a site at scale runs in (issue 46).
pub(super) const MAX_BYTES: usize = 16 * 1024 * 1024;
/// Most answers kept.
pub(super) const MAX_ENTRIES: usize = 1024;

#[derive(Default)]
pub(super) struct Cache {
    /// Advanced by every write that empties the cache: an answer read before it is not kept.
    pub(super) generation: u64,
    pub(super) entries: HashMap<String, Arc<Entry>>,
    /// Counts reads and insertions, for [`Entry::used`].
    pub(super) clock: AtomicU64,
    pub(super) bytes: usize,
}

impl Cache {
    /// Keeps `entry` for `key`, made from what `generation` held, in place of any entry before it
    /// (the same answer with fewer forms made); the answers read longest ago go while the bounds
    /// are passed (a scan of at most [`MAX_ENTRIES`], once per answer built).
    pub(super) fn insert(&mut self, generation: u64, key: String, entry: Arc<Entry>) {
        let size = key.len() + entry.body.size();
        // A write that finished while this answer was made makes it possibly stale.
        if generation != self.generation || size > MAX_BYTES {
            return;
        }
        self.touch(&entry);
        if let Some(kept) = self.entries.insert(key.clone(), entry) {
            self.bytes -= key.len() + kept.body.size();
        }
        self.bytes += size;
        while self.bytes > MAX_BYTES || self.entries.len() > MAX_ENTRIES {
            let Some(oldest) = self
                .entries
                .iter()
                .filter(|(kept, _)| **kept != key)
                .min_by_key(|(_, entry)| entry.used.load(Ordering::Relaxed))
                .map(|(kept, _)| kept.clone())
            else {
                break;
            };
            if let Some(gone) = self.entries.remove(&oldest) {
                self.bytes -= oldest.len() + gone.body.size();
            }
        }
    }

    /// Marks `entry` read now.
    pub(super) fn touch(&self, entry: &Entry) {
        let now = self.clock.fetch_add(1, Ordering::Relaxed);
        entry.used.store(now, Ordering::Relaxed);
    }
}
