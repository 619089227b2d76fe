//! The readings of the `User-Agent`s each worker thread saw last (issue 44). Most views come
//! from a few browsers, so rather than read every request's `User-Agent` again (folio-core's
//! [`agent`]: one pass for 43 marks), each thread keeps its last readings in [`SLOTS`] slots of
//! 16 bytes: a bounded 1 KiB per thread, no lock. A slot is found by a 64-bit hash of the
//! `User-Agent`, seeded at random per thread, and holds that hash and the reading only: two
//! `User-Agent`s with one hash would share a reading, a chance of 2⁻⁶⁴ no client can aim at
//! without the seed.

use foldhash::fast::RandomState;
use folio_core::visits::{Agent, agent};
use std::cell::RefCell;
use std::hash::BuildHasher;

/// Readings kept per worker thread.
const SLOTS: usize = 64;

struct Readings {
    hasher: RandomState,
    slots: [Option<(u64, Agent)>; SLOTS],
}

thread_local! {
    static READINGS: RefCell<Readings> = RefCell::new(Readings {
        hasher: RandomState::default(),
        slots: [None; SLOTS],
    });
}

/// What `user_agent` says (folio-core's [`agent`]), read again only when this thread's slot for
/// it holds another.
pub fn reading(user_agent: Option<&str>) -> Agent {
    let Some(text) = user_agent else {
        return agent(None);
    };
    READINGS.with_borrow_mut(|readings| {
        let hash = readings.hasher.hash_one(text);
        // The slot from the hash's low bits; the whole hash names the `User-Agent` in it.
        let slot = &mut readings.slots[hash as usize % SLOTS];
        match *slot {
            Some((kept, reading)) if kept == hash => reading,
            _ => {
                let reading = agent(Some(text));
                *slot = Some((hash, reading));
                reading
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_reading_is_the_reading_of_its_own_user_agent() {
        let agents = [
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1",
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1",
            "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
        ];
        // Far more `User-Agent`s than slots, each read twice: every answer is its own reading.
        let many: Vec<String> = (0..500)
            .map(|n| format!("{} {n}", agents[n % agents.len()]))
            .collect();
        for _ in 0..2 {
            for text in &many {
                assert_eq!(reading(Some(text)), agent(Some(text)), "{text}");
            }
        }
        assert_eq!(reading(None), agent(None));
    }
}
