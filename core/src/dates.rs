//! Experience dates (spec §2 "Experience cards", §3 "Experience", admin "Experiences tab").
//!
//! Dates are stored as months, `YYYY-MM` (what the admin's month pickers produce). Public cards
//! show `Jan 2023 - Mar 2024`, `Jan 2023 - Present` for a current job, or just `Jan 2023` when
//! there is no end. Admin cards show the same range (issue 23: the owner reads the dates as the
//! visitor will; the month pickers still show the stored `YYYY-MM`). Formatting never fails: a date that is not a valid month (legacy data) is shown
//! as its raw trimmed text, so a bad row stays readable instead of vanishing; validation is what
//! rejects such dates on save.

use crate::language::format_month;
use crate::language::messages::{MessageKey, Messages};
pub use crate::year_month::YearMonth;
use serde::{Deserialize, Serialize};

/// Whether `text` is a calendar day written `YYYY-MM-DD` (year 1000–9999, a day its month has;
/// February 29 only in leap years): the date a case study shows (issue 23).
pub fn is_day(text: &str) -> bool {
    // Byte by byte: this rule runs in the browser's WASM module too, which has a size budget.
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[7] != b'-' || !bytes[8..].iter().all(u8::is_ascii_digit) {
        return false;
    }
    // Byte 7 is ASCII, so both slices end on a character boundary.
    let Some(month) = YearMonth::parse(&text[..7]) else {
        return false;
    };
    let day = (bytes[8] - b'0') * 10 + (bytes[9] - b'0');
    let days = month.days();
    (1..=days).contains(&day)
}

/// The dates of one experience as stored; an `Experience` object may be passed as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DateRange {
    /// The start month, `YYYY-MM`.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub start_date: String,
    /// The end month, `YYYY-MM`, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// Whether this is the current job: the range ends at `Present`.
    #[serde(deserialize_with = "crate::lenient::flag")]
    pub is_current_job: bool,
}

/// The public card's range: `Jan 2023 - Mar 2024`, `Jan 2023 - Present`, or `Jan 2023`, in
/// English: what the admin's cards show (through the WASM module, which carries no catalogue; a
/// test holds it to [`public_date_range_in`] with the English one).
pub fn public_date_range(range: &DateRange) -> String {
    join(range, "Present", |text| {
        YearMonth::parse(text).map_or_else(|| text.to_owned(), YearMonth::short_label)
    })
}

/// The public card's range in the language of `messages` (issue 25): each month as the language
/// writes it ([`format_month`]), and its word for `Present`: `März 2021 - heute`.
pub fn public_date_range_in(messages: &Messages, range: &DateRange) -> String {
    let catalogue = messages.catalogue();
    join(range, messages.text(MessageKey::Present), |text| {
        YearMonth::parse(text).map_or_else(|| text.to_owned(), |m| format_month(catalogue, m))
    })
}

fn join(range: &DateRange, present: &str, show: impl Fn(&str) -> String) -> String {
    let start = show(range.start_date.trim());
    let end = range
        .end_date
        .as_deref()
        .map(str::trim)
        .filter(|end| !end.is_empty());
    match (range.is_current_job, end) {
        (true, _) => format!("{start} - {present}"),
        (false, Some(end)) => format!("{start} - {}", show(end)),
        (false, None) => start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn months_order_by_year_then_month() {
        assert!(YearMonth::parse("2023-12") < YearMonth::parse("2024-01"));
    }

    #[test]
    fn a_month_must_have_four_year_digits_and_two_month_digits() {
        for bad in [
            "2023-1",
            "23-01",
            "2023-13",
            "2023-00",
            "0999-01",
            "2023/01",
            "２０２３-01",
            "",
        ] {
            assert_eq!(YearMonth::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_day_is_a_real_calendar_day() {
        for good in ["2021-03-05", "2024-02-29", "2000-02-29", "1999-12-31"] {
            assert!(is_day(good), "{good}");
        }
        for bad in [
            "2023-02-29",
            "1900-02-29",
            "2021-04-31",
            "2021-3-05",
            "2021-03-5",
            "2021-03-00",
            "2021-03-05T00:00:00Z",
            " 2021-03-05",
            "0999-01-01",
            "",
        ] {
            assert!(!is_day(bad), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn every_valid_month_reads_back_what_it_writes(year in 1000u16..=9999, month in 1u8..=12) {
            let text = format!("{year:04}-{month:02}");
            prop_assert_eq!(YearMonth::parse(&text).map(|m| m.to_string()), Some(text));
        }

        #[test]
        fn formatting_any_text_never_panics(start in any::<String>(), end in any::<Option<String>>(), current in any::<bool>()) {
            let range = DateRange { start_date: start, end_date: end, is_current_job: current };
            let _ = public_date_range(&range);
        }

        #[test]
        fn the_english_catalogues_range_is_the_admins(start in "[0-9]{4}-[0-9]{2}| ?[a-z0-9 -]{0,8}", end in proptest::option::of("[0-9]{4}-[0-9]{2}| ?[a-z0-9 -]{0,8}"), current in any::<bool>()) {
            let range = DateRange { start_date: start, end_date: end, is_current_job: current };
            let english = Messages::of(crate::language::Catalogue::En);
            prop_assert_eq!(public_date_range_in(english, &range), public_date_range(&range));
        }
    }

    #[test]
    fn a_range_is_written_in_its_catalogues_language() {
        use crate::language::Catalogue;
        let range = |end: Option<&str>, current| DateRange {
            start_date: "2021-03".into(),
            end_date: end.map(Into::into),
            is_current_job: current,
        };
        let in_ =
            |catalogue, range: &DateRange| public_date_range_in(Messages::of(catalogue), range);
        assert_eq!(in_(Catalogue::De, &range(None, true)), "März 2021 - heute");
        assert_eq!(
            in_(Catalogue::Fr, &range(Some("2022-01"), false)),
            "mars 2021 - janv. 2022"
        );
        assert_eq!(in_(Catalogue::Es, &range(None, false)), "mar 2021");
        assert_eq!(
            in_(Catalogue::Es, &range(None, true)),
            "mar 2021 - actualidad"
        );
    }
}
