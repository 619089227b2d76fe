//! The order of experiences (spec §3 "Experience" sortOrder, default 0; issue 23).
//!
//! Experiences are shown by sortOrder, the owner's drag order. Entries that share a sortOrder
//! (all of them until the owner first drags, since a new or imported experience is stored at 0)
//! are shown by their dates, newest first: current jobs first, then by end month, then by start
//! month. A job with no end month that is not current ends, for this order, at its start. A date
//! that is not a `YYYY-MM` month (legacy data) counts as older than any month. Entries alike in
//! all of that show the most recently stored (highest id) first.
//!
//! "Sort by date" hands the order back to the dates: every sortOrder becomes 0 (the server's
//! `POST /api/admin/experiences/sort-by-date`), so entries added later land where their dates put
//! them too. The browser never orders experiences itself: every list it shows comes from the
//! server in this order.
//!
//! Education is not ordered here: its date is free text ("2019", "Spring 2020") with no order to
//! trust, so its entries keep the sortOrder the owner gives them (spec §2 "Education").

use crate::dates::YearMonth;
use crate::validation::Experience;
use std::cmp::Reverse;

/// What orders one experience: its sortOrder, then whether it is current, its end month, its
/// start month and its id, each newest (largest) first.
type Key = (
    i32,
    Reverse<bool>,
    Reverse<Option<YearMonth>>,
    Reverse<Option<YearMonth>>,
    Reverse<i64>,
);

fn key(experience: &Experience) -> Key {
    let start = YearMonth::parse(&experience.start_date);
    let end = match experience.end_date.as_deref() {
        _ if experience.is_current_job => None,
        Some(end) if !end.trim().is_empty() => YearMonth::parse(end),
        _ => start,
    };
    (
        experience.sort_order,
        Reverse(experience.is_current_job),
        Reverse(end),
        Reverse(start),
        Reverse(experience.id),
    )
}

/// Puts `experiences` in display order (the rule above).
pub fn display_order(experiences: &mut [Experience]) {
    display_order_by(experiences, |experience| experience);
}

/// Puts items that each hold an experience (a stored row) in the display order of their
/// experiences.
pub fn display_order_by<T>(items: &mut [T], experience: impl Fn(&T) -> &Experience) {
    items.sort_by_cached_key(|item| key(experience(item)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(id: i64, start: &str, end: Option<&str>, current: bool, sort_order: i32) -> Experience {
        Experience {
            id,
            start_date: start.to_owned(),
            end_date: end.map(str::to_owned),
            is_current_job: current,
            sort_order,
            ..Experience::default()
        }
    }

    fn ids(experiences: &[Experience]) -> Vec<i64> {
        experiences.iter().map(|e| e.id).collect()
    }

    #[test]
    fn a_2021_job_comes_before_a_2012_one_whatever_was_stored_first() {
        let mut list = vec![
            job(1, "2021-02", Some("2023-05"), false, 0),
            job(2, "2012-01", Some("2014-06"), false, 0),
        ];
        display_order(&mut list);
        assert_eq!(ids(&list), [1, 2]);
        list.reverse();
        display_order(&mut list);
        assert_eq!(ids(&list), [1, 2]);
    }

    #[test]
    fn current_jobs_come_first_then_end_then_start_newest_first() {
        let mut list = vec![
            job(1, "2019-01", Some("2020-01"), false, 0),
            job(2, "2015-01", None, true, 0),
            job(3, "2018-01", Some("2020-01"), false, 0),
            job(4, "2020-06", Some("2022-12"), false, 0),
            job(5, "2022-01", Some("2099-01"), true, 0),
        ];
        display_order(&mut list);
        assert_eq!(ids(&list), [5, 2, 4, 1, 3]);
    }

    #[test]
    fn a_job_without_an_end_ends_at_its_start() {
        let mut list = vec![
            job(1, "2016-01", Some("2019-01"), false, 0),
            job(2, "2020-01", None, false, 0),
            job(3, "2010-01", Some(" "), false, 0),
        ];
        display_order(&mut list);
        assert_eq!(ids(&list), [2, 1, 3]);
    }

    #[test]
    fn the_owners_drag_order_comes_before_the_dates() {
        let mut list = vec![
            job(1, "2021-01", None, true, 1),
            job(2, "2010-01", Some("2011-01"), false, 0),
        ];
        display_order(&mut list);
        assert_eq!(ids(&list), [2, 1]);
    }

    #[test]
    fn a_date_that_is_not_a_month_counts_as_oldest_and_ties_go_to_the_newest_stored() {
        let mut list = vec![
            job(1, "someday", None, false, 0),
            job(2, "2001-01", None, false, 0),
            job(3, "2001-01", None, false, 0),
        ];
        display_order(&mut list);
        assert_eq!(ids(&list), [3, 2, 1]);
    }
}
