//! How a letter with a diacritic is spelled in a slug made in a language (issue 40 point 3: "a
//! slug made from a German title transliterates (ü → ue, ß → ss), and likewise for French and
//! Spanish").
//!
//! German writes an umlaut as its letter and `e` (`ä` → `ae`, `ö` → `oe`, `ü` → `ue`) and `ß` as
//! `ss`, as German does where the umlaut cannot be typed. Every other language of the Latin
//! alphabet drops the diacritic (`é` → `e`, `ç` → `c`, `ñ` → `n`, `å` → `a`) and writes a ligature
//! as its two letters (`œ` → `oe`, `æ` → `ae`, `ß` → `ss`); a German name in another language's
//! title (`Müller` on a French site) is spelled the way that language's readers would type it,
//! `muller`. Letters of other scripts (Cyrillic, Greek, CJK) are kept as they are, as the spec's
//! rule keeps every letter.
//!
//! Only lower-case letters are listed: the slug lower-cases first, so `Ü` and `ẞ` take the same
//! road as `ü` and `ß`.

/// The letters of German's own spelling.
const GERMAN: [(char, &str); 4] = [('ä', "ae"), ('ö', "oe"), ('ü', "ue"), ('ß', "ss")];

/// Latin letters with a diacritic, by the letters a slug writes for them.
const LATIN: [(&str, &str); 28] = [
    ("a", "àáâãäåāăąǎȁȃạảấầẩẫậắằẳẵặǻ"),
    ("c", "çćĉċč"),
    ("d", "ďđð"),
    ("e", "èéêëēĕėęěȅȇẹẻẽếềểễệə"),
    ("g", "ĝğġģ"),
    ("h", "ĥħ"),
    ("i", "ìíîïĩīĭįıǐȉȋịỉ"),
    ("j", "ĵ"),
    ("k", "ķ"),
    ("l", "ĺļľŀł"),
    ("n", "ñńņňŉ"),
    ("o", "òóôõöøōŏőǒȍȏọỏốồổỗộớờởỡợơǿ"),
    ("r", "ŕŗř"),
    ("s", "śŝşšș"),
    ("t", "ţťŧț"),
    ("u", "ùúûüũūŭůűųǔȕȗụủứừửữựư"),
    ("w", "ŵ"),
    ("y", "ýÿŷỳỹỵ"),
    ("z", "źżž"),
    ("ae", "æǽ"),
    ("oe", "œ"),
    ("ss", "ß"),
    ("th", "þ"),
    ("ij", "ĳ"),
    ("dz", "ǆ"),
    ("lj", "ǉ"),
    ("nj", "ǌ"),
    ("ng", "ŋ"),
];

/// Whether `language` (a BCP 47 tag, any case) is German: its primary subtag is `de`.
fn is_german(language: &str) -> bool {
    let primary = language.split(['-', '_']).next().unwrap_or_default();
    primary.eq_ignore_ascii_case("de")
}

/// How a slug in `language` spells the lower-case letter `c`: `None` keeps it as it is.
pub(super) fn spell(c: char, language: &str) -> Option<&'static str> {
    if c.is_ascii() {
        return None;
    }
    if is_german(language)
        && let Some((_, spelled)) = GERMAN.iter().find(|(letter, _)| *letter == c)
    {
        return Some(spelled);
    }
    LATIN
        .iter()
        .find(|(_, letters)| letters.contains(c))
        .map(|(spelled, _)| *spelled)
}

#[cfg(test)]
mod tests {
    use super::spell;

    #[test]
    fn every_spelling_is_lower_case_ascii_of_a_lower_case_letter() {
        for (spelled, letters) in super::LATIN {
            assert!(spelled.chars().all(|c| c.is_ascii_lowercase()), "{spelled}");
            for letter in letters.chars() {
                assert!(letter.is_alphabetic(), "{letter}");
                assert_eq!(
                    letter.to_lowercase().collect::<String>(),
                    letter.to_string()
                );
            }
        }
    }

    #[test]
    fn german_spells_an_umlaut_with_e_and_others_drop_the_dots() {
        assert_eq!(spell('ü', "de"), Some("ue"));
        assert_eq!(spell('ü', "de-AT"), Some("ue"));
        assert_eq!(spell('ü', "fr"), Some("u"));
        assert_eq!(spell('ß', "en"), Some("ss"));
        assert_eq!(spell('a', "de"), None);
        assert_eq!(spell('я', "ru"), None);
    }
}
