//! The proof of work of the contact form (issue 42, "Proof of work, in the style of ALTCHA"): the
//! server issues a signed, expiring challenge; the visitor's browser searches for the number that
//! hashes to it while they type; the server checks the answer here, in well under a millisecond
//! (two SHA-256 digests and one HMAC).
//!
//! A challenge is ALTCHA's: `salt` (random hex, then `?expires=` and a Unix time in seconds),
//! `challenge` = hex SHA-256 of `salt` followed by a secret number in `0..=MAX_NUMBER` in decimal,
//! and `signature` = hex HMAC-SHA-256 of `challenge` under the site's key. Only the server knows
//! the key, so it accepts no challenge it did not issue and no salt changed to expire later; the
//! browser finds the number by trying them in turn ([`solve`] is that search, which the web's
//! Worker does with WebCrypto and the tests and benches do here).
//!
//! **Difficulty:** [`MAX_NUMBER`] = 20,000. A browser tries 10,000 numbers on average and 20,000
//! at worst; WebCrypto's SHA-256 of a 50-byte text costs about 20 µs in a loaded machine's
//! Chromium, so 0.2 s on average and 0.4 s at worst, and 0.8 s on average under Lighthouse's 4×
//! mobile throttling, while the visitor takes many seconds to type. It costs a script that does not
//! run the search nothing to be refused, and one that does a few milliseconds of native hashing per
//! send: the proof stops blind scripted sends; the per-client limits and the daily cap bound the
//! rest.

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The largest secret number a challenge hides: the difficulty.
pub const MAX_NUMBER: u64 = 20_000;
/// How long a challenge is accepted after it is issued, in seconds.
pub const LIFETIME: u64 = 30 * 60;
/// The only algorithm there is.
pub const ALGORITHM: &str = "SHA-256";

/// A challenge as the server issues it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct Challenge {
    /// Always `SHA-256`.
    pub algorithm: String,
    /// Hex SHA-256 of `salt` and the secret number.
    pub challenge: String,
    /// The largest number the search needs to try.
    pub max_number: u64,
    /// Random hex, `?expires=` and the Unix time it ends.
    pub salt: String,
    /// Hex HMAC-SHA-256 of `challenge` under the site's key.
    pub signature: String,
}

/// A challenge with the number the browser found.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct Proof {
    /// The challenge's algorithm.
    pub algorithm: String,
    /// The challenge's hash.
    pub challenge: String,
    /// The number found: at most 2^53 − 1, which every JSON reader reads exactly (past
    /// [`MAX_NUMBER`] it is refused as forged).
    #[cfg_attr(
        feature = "openapi",
        oai(validator(minimum(value = "0"), maximum(value = "9007199254740991")))
    )]
    pub number: u64,
    /// The challenge's salt.
    pub salt: String,
    /// The challenge's signature.
    pub signature: String,
}

/// Why a proof is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Refusal {
    /// Not a challenge of ours: another algorithm, a salt without its expiry, a number past
    /// [`MAX_NUMBER`], a signature that does not match.
    Forged,
    /// The number does not hash to the challenge.
    Wrong,
    /// Its time is over.
    Expired,
}

/// The challenge hiding `number` under a salt of `random` that ends `LIFETIME` after `now`
/// (Unix seconds), signed with `key`. The caller brings the randomness: folio-core does no I/O.
pub fn issue(key: &[u8], random: &[u8; 16], number: u64, now: u64) -> Challenge {
    let salt = format!("{}?expires={}", hex(random), now + LIFETIME);
    let challenge = hash(&salt, number.min(MAX_NUMBER));
    Challenge {
        algorithm: ALGORITHM.to_owned(),
        signature: sign(key, &challenge),
        challenge,
        max_number: MAX_NUMBER,
        salt,
    }
}

/// Whether `proof` answers a challenge signed with `key` that is still running at `now`. A
/// challenge used once must also be refused after; that is the store's (it keeps `challenge`
/// until its expiry, [`expires`]).
pub fn verify(key: &[u8], proof: &Proof, now: u64) -> Result<(), Refusal> {
    let expires = expires(&proof.salt).ok_or(Refusal::Forged)?;
    if proof.algorithm != ALGORITHM || proof.number > MAX_NUMBER || proof.challenge.len() != 64 {
        return Err(Refusal::Forged);
    }
    let mut mac = keyed(key);
    mac.update(proof.challenge.as_bytes());
    let signature = unhex(&proof.signature).ok_or(Refusal::Forged)?;
    mac.verify_slice(&signature).map_err(|_| Refusal::Forged)?;
    if expires <= now {
        return Err(Refusal::Expired);
    }
    if hash(&proof.salt, proof.number) != proof.challenge {
        return Err(Refusal::Wrong);
    }
    Ok(())
}

/// When a salt's challenge ends (Unix seconds), read from its `?expires=`; none when it has none.
pub fn expires(salt: &str) -> Option<u64> {
    let (random, query) = salt.split_once('?')?;
    let time = query.strip_prefix("expires=")?;
    let digits = !time.is_empty() && time.len() <= 12 && time.bytes().all(|b| b.is_ascii_digit());
    (!random.is_empty() && random.len() <= 64 && digits)
        .then(|| time.parse().ok())
        .flatten()
}

/// The no-script form's ticket, drawn into the page at `now` (Unix seconds): the time and its
/// HMAC under the site's key, so a send can say how long after the page it came, and cannot
/// pretend to be older.
pub fn ticket(key: &[u8], now: u64) -> String {
    format!("{now}.{}", sign(key, &format!("ticket:{now}")))
}

/// When the page of `ticket` was drawn (Unix seconds), if `key` signed it.
pub fn ticket_time(key: &[u8], ticket: &str) -> Option<u64> {
    let (time, signature) = ticket.split_once('.')?;
    let time: u64 = time.parse().ok()?;
    let mut mac = keyed(key);
    mac.update(format!("ticket:{time}").as_bytes());
    mac.verify_slice(&unhex(signature)?).ok()?;
    Some(time)
}

/// When a challenge was issued (Unix seconds): its expiry less [`LIFETIME`].
pub fn issued(salt: &str) -> Option<u64> {
    expires(salt)?.checked_sub(LIFETIME)
}

/// The search the browser runs: the first number in `0..=max_number` hashing with `salt` to
/// `challenge`, if any.
pub fn solve(salt: &str, challenge: &str, max_number: u64) -> Option<u64> {
    (0..=max_number).find(|&number| hash(salt, number) == challenge)
}

/// Hex SHA-256 of `salt` followed by `number` in decimal.
fn hash(salt: &str, number: u64) -> String {
    let mut digest = Sha256::new();
    digest.update(salt.as_bytes());
    digest.update(number.to_string().as_bytes());
    hex(&digest.finalize())
}

fn keyed(key: &[u8]) -> Hmac<Sha256> {
    // HMAC takes a key of any length.
    Hmac::<Sha256>::new_from_slice(key).unwrap_or_else(|_| unreachable!())
}

fn sign(key: &[u8], challenge: &str) -> String {
    let mut mac = keyed(key);
    mac.update(challenge.as_bytes());
    hex(&mac.finalize().into_bytes())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() != 64 {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";

    fn proof(challenge: &Challenge, number: u64) -> Proof {
        Proof {
            algorithm: challenge.algorithm.clone(),
            challenge: challenge.challenge.clone(),
            number,
            salt: challenge.salt.clone(),
            signature: challenge.signature.clone(),
        }
    }

    #[test]
    fn an_issued_challenge_solved_is_accepted_until_it_expires() {
        let challenge = issue(KEY, &[7; 16], 12_345, 1_000);
        let number = solve(&challenge.salt, &challenge.challenge, MAX_NUMBER).unwrap();
        assert_eq!(number, 12_345);
        assert_eq!(verify(KEY, &proof(&challenge, number), 1_000), Ok(()));
        let late = 1_000 + LIFETIME;
        assert_eq!(
            verify(KEY, &proof(&challenge, number), late),
            Err(Refusal::Expired)
        );
    }

    #[test]
    fn a_later_expiry_or_another_key_is_forged() {
        let challenge = issue(KEY, &[7; 16], 3, 1_000);
        let mut longer = proof(&challenge, 3);
        longer.salt = longer.salt.replace("expires=2800", "expires=9999");
        longer.challenge = hash(&longer.salt, 3);
        assert_eq!(verify(KEY, &longer, 1_000), Err(Refusal::Forged));
        assert_eq!(
            verify(b"other", &proof(&challenge, 3), 1_000),
            Err(Refusal::Forged)
        );
        assert_eq!(
            verify(KEY, &proof(&challenge, 4), 1_000),
            Err(Refusal::Wrong)
        );
    }

    #[test]
    fn a_ticket_tells_its_time_only_under_its_key() {
        let drawn = ticket(KEY, 1_234);
        assert_eq!(ticket_time(KEY, &drawn), Some(1_234));
        assert_eq!(ticket_time(b"other", &drawn), None);
        assert_eq!(ticket_time(KEY, &drawn.replacen("1234", "1000", 1)), None);
        assert_eq!(ticket_time(KEY, "garbage"), None);
    }
}
