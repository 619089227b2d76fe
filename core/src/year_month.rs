//! A month of a date range, written `YYYY-MM` (spec §3): how it parses, prints and serializes.
//! [`crate::dates`] formats ranges of them; [`crate::language`] names them in each language.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// A calendar month, written `YYYY-MM` (year 1000–9999, month 01–12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct YearMonth {
    year: u16,
    month: u8,
}

impl YearMonth {
    /// Reads `YYYY-MM` (surrounding whitespace ignored); `None` for anything else.
    pub fn parse(text: &str) -> Option<YearMonth> {
        let (year, month) = text.trim().split_once('-')?;
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(year, 4) || !digits(month, 2) {
            return None;
        }
        let (year, month) = (year.parse().ok()?, month.parse().ok()?);
        ((1000..=9999).contains(&year) && (1..=12).contains(&month))
            .then_some(YearMonth { year, month })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1–12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// How many days it has (February 29 only in leap years).
    pub fn days(self) -> u8 {
        let leap = self.year.is_multiple_of(4)
            && (!self.year.is_multiple_of(100) || self.year.is_multiple_of(400));
        match self.month {
            2 => 28 + u8::from(leap),
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    /// The public card's form: `Jan 2023`.
    pub fn short_label(self) -> String {
        format!("{} {}", MONTHS[usize::from(self.month - 1)], self.year)
    }
}

impl fmt::Display for YearMonth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

impl Serialize for YearMonth {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for YearMonth {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        YearMonth::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a month like 2023-01: {text}")))
    }
}
