//! The times an archive carries: RFC 3339 dates and times.

/// Whether `text` is an RFC 3339 date and time, such as `2026-11-23T02:44:35Z` (seconds may
/// have a fraction; the zone is `Z` or an offset like `+01:00`).
pub fn is_timestamp(text: &str) -> bool {
    let bytes = text.as_bytes();
    let number = |range: std::ops::Range<usize>, max: u32| {
        bytes.get(range).is_some_and(|digits| {
            digits.iter().all(u8::is_ascii_digit)
                && digits
                    .iter()
                    .fold(0_u32, |n, d| n * 10 + u32::from(d - b'0'))
                    <= max
        })
    };
    let at = |index: usize, byte: u8| {
        bytes
            .get(index)
            .is_some_and(|b| b.eq_ignore_ascii_case(&byte))
    };
    let date_time = number(0..4, 9999)
        && at(4, b'-')
        && number(5..7, 12)
        && bytes[5..7] != *b"00"
        && at(7, b'-')
        && number(8..10, 31)
        && bytes[8..10] != *b"00"
        && at(10, b'T')
        && number(11..13, 23)
        && at(13, b':')
        && number(14..16, 59)
        && at(16, b':')
        && number(17..19, 60);
    if !date_time {
        return false;
    }
    let mut rest = &text[19..];
    if let Some(fraction) = rest.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        rest = &fraction[digits..];
    }
    let zone = rest.as_bytes();
    rest.eq_ignore_ascii_case("z")
        || (zone.len() == 6
            && matches!(zone[0], b'+' | b'-')
            && zone[1..3].iter().all(u8::is_ascii_digit)
            && zone[3] == b':'
            && zone[4..6].iter().all(u8::is_ascii_digit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_rfc_3339_date_times() {
        for good in [
            "2026-11-23T02:44:35Z",
            "1970-01-01T00:00:00Z",
            "2026-11-23T02:44:35.123+01:00",
            "2026-11-23t02:44:35z",
        ] {
            assert!(is_timestamp(good), "{good}");
        }
        for bad in [
            "",
            "2026-11-23",
            "2026-13-01T00:00:00Z",
            "2026-00-01T00:00:00Z",
            "2026-11-23T24:00:00Z",
            "2026-11-23T02:44:35",
            "2026-11-23T02:44:35.Z",
            "2026-11-23T02:44:35+0100",
            "yesterday",
        ] {
            assert!(!is_timestamp(bad), "{bad}");
        }
    }
}
