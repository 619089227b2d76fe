//! One budget for building pages (issue 39 point 2). A build reads the site's data, renders it,
//! fills the page and compresses it; for a case study at the content bound that holds about
//! 26 MiB at once. Every build (the public pages and answers the snapshot keeps, 404 pages,
//! previews, share links, the Open Graph card) reserves its memory here before it starts,
//! estimated from the size of what it reads ([`estimate`]), so however many requests arrive, the
//! builds in flight hold at most [`TOTAL`] between them.
//!
//! Builds that do not fit wait, at most [`MAX_WAITING`] of them and at most [`WAIT`] each; past
//! either the request is answered 503 with `Retry-After` ([`Busy`]) and nothing is built.

use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The memory every build in flight may hold between them, in MiB.
pub const TOTAL: u32 = 128;
/// Builds admitted at once, waiting or running; past it a build is refused at once. More than
/// the connections one client may hold (128, `listener.rs`): one client alone cannot fill the
/// queue, so a visitor elsewhere waits for room rather than being refused. A waiting build holds
/// only its request.
pub const MAX_WAITING: usize = 256;
/// The longest a build waits for its reservation before it is refused.
pub const WAIT: Duration = Duration::from_secs(10);
/// What any build holds whatever it reads: the page's template, its head, its words.
const BASE: u64 = 2 << 20;
/// Bytes held per byte of stored text read: the text, its parsed values, the data handed to the
/// renderer, the markup, the filled page and its compressed forms. Measured: a case study of
/// 1 MB of content (the bound) held about 26 MiB.
const PER_BYTE_READ: u64 = 24;

/// The memory to reserve for a build that reads `read` bytes of stored text.
pub fn estimate(read: u64) -> u64 {
    BASE.saturating_add(read.saturating_mul(PER_BYTE_READ))
}

/// No room in the budget in time: the request is answered 503 with `Retry-After`.
#[derive(Debug, Clone, Copy)]
pub struct Busy;

/// The budget shared by every build.
pub struct Budget {
    /// One permit per MiB of [`TOTAL`].
    memory: Arc<Semaphore>,
    /// One permit per build admitted, running or waiting.
    admitted: Arc<Semaphore>,
}

impl Default for Budget {
    fn default() -> Self {
        Self {
            memory: Arc::new(Semaphore::new(TOTAL as usize)),
            admitted: Arc::new(Semaphore::new(MAX_WAITING)),
        }
    }
}

/// A build's share of the budget, given back when it is dropped, however the build ends (a
/// client that goes away drops it with the request).
pub struct Reservation {
    _memory: OwnedSemaphorePermit,
    _admitted: OwnedSemaphorePermit,
}

impl Budget {
    /// Reserves `bytes` (rounded up to whole MiB; a build larger than the whole budget takes all
    /// of it, and so runs alone), waiting for builds in flight to end.
    pub async fn reserve(&self, bytes: u64) -> Result<Reservation, Busy> {
        let admitted = self
            .admitted
            .clone()
            .try_acquire_owned()
            .map_err(|_| Busy)?;
        let mib = u32::try_from(bytes.div_ceil(1 << 20))
            .unwrap_or(TOTAL)
            .clamp(1, TOTAL);
        let memory = tokio::time::timeout(WAIT, self.memory.clone().acquire_many_owned(mib))
            .await
            .map_err(|_| Busy)?
            .map_err(|_| Busy)?;
        Ok(Reservation {
            _memory: memory,
            _admitted: admitted,
        })
    }

    /// The MiB free now.
    #[cfg(test)]
    fn free_mib(&self) -> usize {
        self.memory.available_permits()
    }
}

#[cfg(test)]
mod tests {
    use super::{Budget, MAX_WAITING, TOTAL, estimate};

    #[tokio::test]
    async fn builds_hold_at_most_the_budget_and_give_it_back() {
        let budget = Budget::default();
        let big = budget.reserve(estimate(1_000_000)).await.expect("room");
        assert_eq!(budget.free_mib(), TOTAL as usize - 25);
        drop(big);
        assert_eq!(budget.free_mib(), TOTAL as usize);
        let _all = budget
            .reserve(u64::MAX)
            .await
            .expect("a build larger than the budget runs alone");
        assert_eq!(budget.free_mib(), 0);
    }

    #[tokio::test]
    async fn past_the_queue_a_build_is_refused_at_once() {
        let budget = std::sync::Arc::new(Budget::default());
        let _all = budget.reserve(u64::MAX).await.expect("room");
        let waiting: Vec<_> = (1..MAX_WAITING)
            .map(|_| {
                let budget = budget.clone();
                tokio::spawn(async move { budget.reserve(1).await.is_ok() })
            })
            .collect();
        while budget.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let started = std::time::Instant::now();
        assert!(budget.reserve(1).await.is_err());
        assert!(
            started.elapsed() < super::WAIT / 10,
            "refused without waiting"
        );
        for waiter in waiting {
            waiter.abort();
        }
    }
}
