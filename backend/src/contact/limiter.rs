//! Sends per client, held in memory only (issue 42: "No address is stored with a message; only
//! the rate limiter's memory holds one"). A client is an address, or an IPv6 address's /64
//! (`client::network`). Each has a count for the current hour and for the current day; sends with
//! scripts off ("To check") have lower limits of their own.
//!
//! Bounded: a fixed table of [`MAX_CLIENTS`] clients (16 bytes each, 1 MiB, made at the first
//! send), in sets of [`WAYS`] chosen by a hash keyed at random when the server starts. A client
//! new to a full set takes the place of the one there that sent least recently and least today,
//! so a flood from many addresses costs no more memory and cannot make a client that has sent
//! today forget its count for one that has just come; the site's daily cap, counted in the
//! database, bounds what all of them store together.

use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::sync::Mutex;

/// The most clients held at once.
pub const MAX_CLIENTS: usize = 65_536;
/// Clients a set holds.
const WAYS: usize = 4;
/// Sends with a proof of work, per client: an hour's and a day's.
pub const PER_HOUR: u8 = 5;
/// See [`PER_HOUR`].
pub const PER_DAY: u8 = 20;
/// Sends with scripts off, per client: an hour's and a day's.
pub const UNCHECKED_PER_HOUR: u8 = 2;
/// See [`UNCHECKED_PER_HOUR`].
pub const UNCHECKED_PER_DAY: u8 = 5;

/// A client (its [`key`]) and its sends in the hour it last sent (hours since 1970) and in that
/// hour's day. A slot never used reads as a client with no sends.
#[derive(Default, Clone, Copy)]
struct Slot {
    client: u64,
    hour: u32,
    in_hour: u8,
    in_day: u8,
    unchecked_in_hour: u8,
    unchecked_in_day: u8,
}

impl Slot {
    /// How long ago and how little it sent: the smallest is the first to give its place.
    fn standing(&self) -> (u32, u8) {
        (self.hour, self.in_day.saturating_add(self.unchecked_in_day))
    }
}

/// A client as 64 bits: an IPv6 address's /64, or an IPv4 address under the prefix
/// `ffff:ffff::/32`, which is multicast and so never a sender's.
fn key(client: IpAddr) -> u64 {
    match crate::client::network(client) {
        IpAddr::V4(v4) => 0xffff_ffff_0000_0000 | u64::from(u32::from(v4)),
        // The /64's prefix: the address's upper half.
        IpAddr::V6(v6) => (u128::from(v6) >> 64) as u64,
    }
}

/// Sends per client.
#[derive(Default)]
pub struct Limiter {
    sets: Mutex<Vec<[Slot; WAYS]>>,
    hasher: RandomState,
}

impl Limiter {
    /// Counts a send from `client` at `now` (Unix seconds), with scripts on (`checked`) or off;
    /// `false`, counting nothing, when it is past a limit.
    pub fn take(&self, client: IpAddr, checked: bool, now: u64) -> bool {
        let client = key(client);
        let mut sets = self.sets.lock().unwrap_or_else(|e| e.into_inner());
        if sets.is_empty() {
            *sets = vec![[Slot::default(); WAYS]; MAX_CLIENTS / WAYS];
        }
        let set = &mut sets[(self.hasher.hash_one(client) as usize) % (MAX_CLIENTS / WAYS)];
        let entry = match set.iter().position(|slot| slot.client == client) {
            Some(found) => &mut set[found],
            None => {
                let place = set.iter_mut().min_by_key(|slot| slot.standing());
                let place = place.expect("a set has slots");
                *place = Slot {
                    client,
                    ..Slot::default()
                };
                place
            }
        };
        let hour = u32::try_from(now / 3600).unwrap_or(u32::MAX);
        if entry.hour / 24 != hour / 24 {
            entry.in_day = 0;
            entry.unchecked_in_day = 0;
        }
        if entry.hour != hour {
            entry.hour = hour;
            entry.in_hour = 0;
            entry.unchecked_in_hour = 0;
        }
        let (in_hour, in_day, per_hour, per_day) = if checked {
            (&mut entry.in_hour, &mut entry.in_day, PER_HOUR, PER_DAY)
        } else {
            (
                &mut entry.unchecked_in_hour,
                &mut entry.unchecked_in_day,
                UNCHECKED_PER_HOUR,
                UNCHECKED_PER_DAY,
            )
        };
        if *in_hour >= per_hour || *in_day >= per_day {
            return false;
        }
        *in_hour += 1;
        *in_day += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_gets_five_an_hour_and_twenty_a_day() {
        let limiter = Limiter::default();
        let ip: IpAddr = "2001:db8::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8::ffff".parse().unwrap();
        for _ in 0..5 {
            assert!(limiter.take(ip, true, 0));
        }
        assert!(!limiter.take(same_64, true, 10));
        let mut sent = 5;
        for hour in 1..24 {
            while limiter.take(ip, true, hour * 3600) {
                sent += 1;
            }
        }
        assert_eq!(sent, 20);
        assert!(limiter.take(ip, true, 86_400));
    }

    #[test]
    fn scripts_off_have_lower_limits_that_a_flood_of_new_addresses_does_not_reset() {
        let limiter = Limiter::default();
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        assert!(limiter.take(ip, false, 0));
        assert!(limiter.take(ip, false, 0));
        assert!(!limiter.take(ip, false, 0));
        assert!(limiter.take(ip, true, 0));
        // Four times as many new clients as the table holds, each sending once in the same hour.
        for n in 0..(4 * MAX_CLIENTS as u32) {
            assert!(limiter.take(IpAddr::from((0x0a00_0000 + n).to_be_bytes()), true, 60));
        }
        assert!(!limiter.take(ip, false, 120));
        assert_eq!(limiter.sets.lock().unwrap().len() * WAYS, MAX_CLIENTS);
    }
}
