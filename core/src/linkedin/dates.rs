//! Dates as LinkedIn writes them: "Mar 2021", "March 2021" or "2021".

/// A date LinkedIn wrote: a month, or a bare year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkedInDate {
    /// Year and month (1–12).
    Month(u16, u8),
    /// A year.
    Year(u16),
}

const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

impl LinkedInDate {
    /// Reads "Mar 2021", "March 2021", "Sept 2021" or "2021"; `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let year = |word: &str| {
            (word.len() == 4 && word.bytes().all(|b| b.is_ascii_digit()))
                .then(|| word.parse::<u16>().ok())
                .flatten()
                .filter(|year| *year >= 1000)
        };
        match words.as_slice() {
            [only] => year(only).map(LinkedInDate::Year),
            [month, y] => {
                let month = month.trim_end_matches('.').to_lowercase();
                let n = MONTHS.iter().position(|name| {
                    month.len() >= 3 && name.starts_with(&month) && month.is_ascii()
                })?;
                Some(LinkedInDate::Month(year(y)?, n as u8 + 1))
            }
            _ => None,
        }
    }

    /// As JSON Resume writes it: `YYYY-MM`, or `YYYY`.
    pub fn iso(self) -> String {
        match self {
            LinkedInDate::Month(year, month) => format!("{year:04}-{month:02}"),
            LinkedInDate::Year(year) => format!("{year:04}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_month_names_and_bare_years_are_read() {
        assert_eq!(
            LinkedInDate::parse("Mar 2021"),
            Some(LinkedInDate::Month(2021, 3))
        );
        assert_eq!(
            LinkedInDate::parse(" march  2021 "),
            Some(LinkedInDate::Month(2021, 3))
        );
        assert_eq!(
            LinkedInDate::parse("Sept 2019"),
            Some(LinkedInDate::Month(2019, 9))
        );
        assert_eq!(LinkedInDate::parse("2021"), Some(LinkedInDate::Year(2021)));
        assert_eq!(LinkedInDate::parse("Ma 2021"), None);
        assert_eq!(LinkedInDate::parse("Foo 2021"), None);
        assert_eq!(LinkedInDate::parse("21"), None);
        assert_eq!(LinkedInDate::Month(2021, 3).iso(), "2021-03");
    }
}
