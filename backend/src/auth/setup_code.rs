//! The one-time setup code that creating the admin account asks for.

/// Letters of a setup code: no 0/O, 1/I/L, U, so it reads aloud and types without doubt.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTVWXYZ23456789";

/// A new random setup code: three groups of four letters (about 59 bits), each letter from
/// one random byte of a v4 UUID (its version and variant bytes left out), a byte past the last
/// whole round of the alphabet skipped so every letter is as likely.
pub fn new_setup_code() -> String {
    let whole = u8::try_from(256 / CODE_LETTERS.len() * CODE_LETTERS.len()).unwrap_or(u8::MAX);
    let letters: Vec<char> = std::iter::repeat_with(uuid::Uuid::new_v4)
        .flat_map(|uuid| {
            let bytes = *uuid.as_bytes();
            bytes
                .into_iter()
                .enumerate()
                .filter(|(index, _)| *index != 6 && *index != 8)
                .map(|(_, byte)| byte)
                .collect::<Vec<_>>()
        })
        .filter(|byte| *byte < whole)
        .take(12)
        .map(|byte| char::from(CODE_LETTERS[usize::from(byte) % CODE_LETTERS.len()]))
        .collect();
    letters
        .chunks(4)
        .map(|group| group.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// Whether `given` is the setup code `stored`, however it is spaced, dashed or cased.
pub fn same_setup_code(given: &str, stored: &str) -> bool {
    let normal = |code: &str| -> Vec<u8> {
        code.bytes()
            .filter(u8::is_ascii_alphanumeric)
            .map(|b| b.to_ascii_uppercase())
            .collect()
    };
    let (given, stored) = (normal(given), normal(stored));
    // Every byte compared, whatever matches first.
    given.len() == stored.len()
        && given
            .iter()
            .zip(&stored)
            .fold(0, |differ, (a, b)| differ | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::{new_setup_code, same_setup_code};

    #[test]
    fn setup_codes_are_random_and_read_however_they_are_typed() {
        let code = new_setup_code();
        assert_eq!(code.len(), 14, "{code}");
        assert_ne!(code, new_setup_code());
        assert!(same_setup_code(
            &code.to_lowercase().replace('-', " "),
            &code
        ));
        assert!(!same_setup_code("", &code));
        assert!(!same_setup_code(&code[..9], &code));
    }
}
