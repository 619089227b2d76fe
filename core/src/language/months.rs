//! Month names and the "Mar 2021" form of a month per catalogue (issue 25: "CLDR plural rules
//! and month names").
//!
//! The names are CLDR's Gregorian `months/format/abbreviated` (the form used inside a date, as
//! here), and a month is written by each language's `yMMM` pattern, which is `MMM y` in all four:
//! the abbreviated month, a space, the year. French and Spanish months are lower case, German
//! and French abbreviations keep their full stop (`janv. 2021`, `Jan. 2021`), short names are
//! written whole (`mars`, `Mai`, `juin`). English is exactly what the public cards show today
//! ([`YearMonth::short_label`]), which a test holds it to.
//!
//! A day (a case study's date) is written by each language's CLDR `yMMMd` pattern: `MMM d, y` in
//! English (`Nov 27, 2026`), `d. MMM y` in German (`27. Nov. 2026`), `d MMM y` in French and
//! Spanish (`27 nov. 2026`, `27 nov 2026`) ([`format_day`]). A public page shows a case study's
//! day in its own language's words ([`shown_day`]), from the server's first paint on and never
//! switched afterwards, except on an English page: there the spec's date is "locale formatted"
//! (spec §2, the case study page), so it is the visitor's own locale's, which only the browser
//! knows, and the server sends none.

use super::Catalogue;
use crate::dates::YearMonth;

/// CLDR en, `months/format/abbreviated`.
const EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
/// CLDR de, `months/format/abbreviated` (the stand-alone forms, `Mär`, `Sep`, drop the stop).
const DE: [&str; 12] = [
    "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
];
/// CLDR fr, `months/format/abbreviated`.
const FR: [&str; 12] = [
    "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
    "déc.",
];
/// CLDR es, `months/format/abbreviated`.
const ES: [&str; 12] = [
    "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
];

/// The twelve abbreviated month names of `catalogue`'s language, January first.
pub fn month_names(catalogue: Catalogue) -> &'static [&'static str; 12] {
    match catalogue {
        Catalogue::En => &EN,
        Catalogue::De => &DE,
        Catalogue::Fr => &FR,
        Catalogue::Es => &ES,
    }
}

/// `month` as `catalogue`'s language writes it on a card: `Mar 2021`, `März 2021`,
/// `mars 2021`, `mar 2021`.
pub fn format_month(catalogue: Catalogue, month: YearMonth) -> String {
    let name = month_names(catalogue)[usize::from(month.month() - 1)];
    format!("{name} {}", month.year())
}

/// A day, `YYYY-MM-DD` (a case study's date), as `catalogue`'s language writes it:
/// `Nov 27, 2026`, `27. Nov. 2026`, `27 nov. 2026`, `27 nov 2026`; `None` when it is not a day.
pub fn format_day(catalogue: Catalogue, day: &str) -> Option<String> {
    let mut parts = day.trim().splitn(3, '-');
    let (year, month, date) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |part: &str, n: usize| part.len() == n && part.bytes().all(|b| b.is_ascii_digit());
    if !(digits(year, 4) && digits(month, 2) && digits(date, 2)) {
        return None;
    }
    let month = YearMonth::parse(&format!("{year}-{month}"))?;
    let date: u8 = date.parse().ok()?;
    if !(1..=month.days()).contains(&date) {
        return None;
    }
    let name = month_names(catalogue)[usize::from(month.month() - 1)];
    let year = month.year();
    Some(match catalogue {
        Catalogue::En => format!("{name} {date}, {year}"),
        Catalogue::De => format!("{date}. {name} {year}"),
        Catalogue::Fr | Catalogue::Es => format!("{date} {name} {year}"),
    })
}

/// The day a public page in `catalogue`'s language shows for a case study dated `day`
/// ([`format_day`]), or `None` when the browser formats it: on an English page (spec §2:
/// "locale formatted", the visitor's own locale) or for a date that is not a day.
pub fn shown_day(catalogue: Catalogue, day: &str) -> Option<String> {
    match catalogue {
        Catalogue::En => None,
        _ => format_day(catalogue, day),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_reads_in_each_language_and_english_is_left_to_the_browser() {
        assert_eq!(
            format_day(Catalogue::En, "2026-11-27").as_deref(),
            Some("Nov 27, 2026")
        );
        assert_eq!(
            shown_day(Catalogue::De, "2026-11-27").as_deref(),
            Some("27. Nov. 2026")
        );
        assert_eq!(shown_day(Catalogue::En, "2026-11-27"), None);
        assert_eq!(format_day(Catalogue::De, "2026-02-29"), None);
        assert_eq!(
            format_day(Catalogue::De, "2024-02-29").as_deref(),
            Some("29. Feb. 2024")
        );
        assert_eq!(format_day(Catalogue::Fr, "2026-11"), None);
    }
}
