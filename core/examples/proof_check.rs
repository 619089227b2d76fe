//! `make bench`'s figure for the contact form's proof of work (issue 42, "the server verifies a
//! proof in ≤ 1 ms"): the mean time of folio-core's check of one proof, the server's own check,
//! over 10,000 checks of a proof at the largest number. Run it optimised:
//! `cargo run --release -p folio-core --example proof_check`.

use folio_core::contact::pow::{MAX_NUMBER, Proof, issue, verify};
use std::time::Instant;

fn main() {
    let key = b"a key of the site's, 32 bytes long";
    let challenge = issue(key, &[7; 16], MAX_NUMBER, 0);
    let proof = Proof {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: MAX_NUMBER,
        salt: challenge.salt,
        signature: challenge.signature,
    };
    const CHECKS: u32 = 10_000;
    let start = Instant::now();
    for _ in 0..CHECKS {
        assert_eq!(verify(key, std::hint::black_box(&proof), 1), Ok(()));
    }
    let each = start.elapsed() / CHECKS;
    println!("contact: the server checks a proof in {each:.1?} (mean of {CHECKS}; goal <= 1 ms)");
}
