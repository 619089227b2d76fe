//! A CSV file's text: UTF-8 with or without a byte-order mark, else Windows-1252 (what a
//! spreadsheet writes when it saves the file again).

use std::borrow::Cow;

/// `bytes` as text: UTF-8 (a leading BOM dropped) when they are valid UTF-8, Windows-1252
/// otherwise, which maps every byte to a character.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        // A file's first bytes may end inside a character: what precedes it is UTF-8 still.
        Err(error) if error.error_len().is_none() => {
            Cow::Borrowed(std::str::from_utf8(&bytes[..error.valid_up_to()]).unwrap_or_default())
        }
        Err(_) => {
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bom_is_dropped_and_windows_1252_is_read_as_such() {
        assert_eq!(decode(b"\xEF\xBB\xBFName"), "Name");
        assert_eq!(decode(b"Caf\xE9 \x80"), "Café €");
        assert_eq!(decode("Café".as_bytes()), "Café");
    }

    #[test]
    fn a_start_cut_inside_a_character_is_utf8_up_to_the_cut() {
        assert_eq!(decode(&"né".as_bytes()[..2]), "n");
    }
}
