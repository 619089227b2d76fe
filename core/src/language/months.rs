//! Month names and the "Mar 2021" form of a month per catalogue (issue 25: "CLDR plural rules
//! and month names").
//!
//! The names are CLDR's Gregorian `months/format/abbreviated` (the form used inside a date, as
//! here), and a month is written by each language's `yMMM` pattern, which is `MMM y` in all four:
//! the abbreviated month, a space, the year. French and Spanish months are lower case, German
//! and French abbreviations keep their full stop (`janv. 2021`, `Jan. 2021`), short names are
//! written whole (`mars`, `Mai`, `juin`). English is exactly what the public cards show today
//! ([`YearMonth::short_label`]), which a test holds it to.

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
