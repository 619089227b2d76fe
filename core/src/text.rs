//! Text as Folio shows and stores it.
//!
//! - Shortened for display ([`shorten`]), a cut text ends in an ellipsis that never follows a
//!   space or punctuation.
//! - No text Folio stores holds the NUL character (U+0000): PostgreSQL refuses it in text, so a
//!   site that held one on SQLite could not move to PostgreSQL. Every JSON body the API reads and
//!   an import's `folio.json` are checked with [`json_holds_nul`], before anything is stored.

/// `text` in at most `max` characters (`max` at least 1): as it is when it fits; otherwise its
/// first characters without the spaces and punctuation they end in, then `…`, so a cut text never
/// reads `ends.…` or `ends …` (issue 23). Used wherever a text is shortened for display: page
/// descriptions, link previews and the JSON Resume import's warnings.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let kept: String = text.chars().take(max.saturating_sub(1)).collect();
    let mut short = kept
        .trim_end_matches(|c: char| c.is_whitespace() || ".,;:!?-–—".contains(c))
        .to_owned();
    short.push('…');
    short
}

/// `text` with every run of whitespace (line breaks included) as one space, and none at its
/// ends: a text to show on one line.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The initials a site without a photo or a favicon of its own shows as its icon (issue 40
/// point 11): the first letter of the name's first word and of its last, upper case
/// ("Ada Lovelace" → "AL", "Plato" → "P"); none for a name without letters.
pub fn initials(name: &str) -> String {
    let firsts: Vec<char> = name
        .split_whitespace()
        .filter_map(|word| word.chars().find(|c| c.is_alphanumeric()))
        .collect();
    let picked = match firsts.as_slice() {
        [] => vec![],
        [only] => vec![*only],
        [first, .., last] => vec![*first, *last],
    };
    picked.into_iter().flat_map(char::to_uppercase).collect()
}

/// What the owner is told when a text holds U+0000.
pub const NUL_IN_TEXT: &str = "Text may not contain the NUL character (U+0000).";

/// Whether the JSON text `json` writes U+0000 in any of its strings (keys included).
///
/// JSON can only write it as the escape `\u0000` inside a string (a raw control character is not
/// JSON), so this finds each `u0000` that an unescaped backslash starts: one run of backslashes
/// of odd length before it. One pass over the bytes, nothing allocated, so a body is checked in
/// the memory it already takes. Text that is not JSON may answer either way; its parser refuses
/// it anyway.
pub fn json_holds_nul(json: &[u8]) -> bool {
    let mut scan = NulScan::default();
    scan.feed(json);
    scan.found()
}

/// [`json_holds_nul`] over text that arrives in pieces (a document read from a file): feed each
/// piece in order, then ask [`NulScan::found`].
#[derive(Debug, Default, Clone)]
pub struct NulScan {
    /// Backslashes in the run that ends the text so far.
    backslashes: usize,
    /// How much of `u0000` follows an escaping backslash, when it does.
    matched: Option<usize>,
    found: bool,
}

impl NulScan {
    const ESCAPE: &'static [u8] = b"u0000";

    /// Reads the next piece of the text.
    pub fn feed(&mut self, piece: &[u8]) {
        for &byte in piece {
            if self.found {
                return;
            }
            if let Some(matched) = self.matched {
                if byte == Self::ESCAPE[matched] {
                    self.matched = Some(matched + 1);
                    if matched + 1 == Self::ESCAPE.len() {
                        self.found = true;
                    }
                    continue;
                }
                self.matched = None;
            }
            if byte == b'\\' {
                self.backslashes += 1;
                continue;
            }
            if byte == b'u' && self.backslashes % 2 == 1 {
                self.matched = Some(1);
            }
            self.backslashes = 0;
        }
    }

    /// Whether the text read so far writes U+0000.
    pub fn found(&self) -> bool {
        self.found
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn initials_take_the_first_and_last_words_first_letters() {
        use super::initials;
        assert_eq!(initials("Ada Lovelace"), "AL");
        assert_eq!(initials("  jane  q.  doe "), "JD");
        assert_eq!(initials("Plato"), "P");
        assert_eq!(initials("Émile Zola"), "ÉZ");
        assert_eq!(initials("(Bob) Smith"), "BS");
        assert_eq!(initials("  "), "");
    }

    use super::json_holds_nul;

    #[test]
    fn an_escaped_nul_in_a_string_or_a_key_is_found() {
        assert!(json_holds_nul(br#"{"name":"a\u0000b"}"#));
        assert!(json_holds_nul(br#"{"a\u0000":1}"#));
        assert!(json_holds_nul(br#"["\\\u0000"]"#));
    }

    #[test]
    fn an_escaped_backslash_before_u0000_is_text_not_nul() {
        assert!(!json_holds_nul(br#"{"content":"\\u0000"}"#));
        assert!(!json_holds_nul(br#"{"content":"\\\\u0000"}"#));
        assert!(!json_holds_nul(br#"{"name":"u0000 \u0001"}"#));
        assert!(!json_holds_nul(b""));
    }

    fn holds_nul(value: &serde_json::Value) -> bool {
        match value {
            serde_json::Value::String(text) => text.contains('\0'),
            serde_json::Value::Array(items) => items.iter().any(holds_nul),
            serde_json::Value::Object(fields) => fields
                .iter()
                .any(|(key, item)| key.contains('\0') || holds_nul(item)),
            _ => false,
        }
    }

    #[test]
    fn the_check_reads_text_in_pieces_split_anywhere() {
        let json = br#"{"a":"\\u0000","b":"x\u0000"}"#;
        for cut in 0..json.len() {
            let mut scan = super::NulScan::default();
            scan.feed(&json[..cut]);
            scan.feed(&json[cut..]);
            assert!(scan.found(), "cut at {cut}");
        }
        let clean = br#"{"a":"\\u0000","b":"u0000"}"#;
        for cut in 0..clean.len() {
            let mut scan = super::NulScan::default();
            scan.feed(&clean[..cut]);
            scan.feed(&clean[cut..]);
            assert!(!scan.found(), "cut at {cut}");
        }
    }

    #[test]
    fn the_check_agrees_with_a_parser_on_every_string() {
        for json in [
            r#"{"a":"\u0000"}"#,
            r#"{"a":"\\u0000"}"#,
            r#"{"a":"\\\u0000x","b":["\\\\"]}"#,
            r#"{"a\\":"u0000"}"#,
            r#"["\"\u0000"]"#,
        ] {
            let parsed: serde_json::Value = serde_json::from_str(json).unwrap();
            assert_eq!(
                json_holds_nul(json.as_bytes()),
                holds_nul(&parsed),
                "{json}"
            );
        }
    }
}
