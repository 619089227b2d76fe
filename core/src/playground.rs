//! The order of case studies (spec §2 "Playground"; issue 23 points 5 and 9).
//!
//! The Playground, the admin's list and the feed show case studies in one order:
//!
//! 1. featured ones first (the Featured switch), then the rest;
//! 2. within each, by sortOrder, smallest first: the owner's drag order (a new or imported case
//!    study is stored at 0, so it leads until the owner drags it elsewhere);
//! 3. then by the date the card shows (`YYYY-MM-DD`), newest first;
//! 4. then the most recently stored (highest id) first.
//!
//! A case study ends with the next one in that order among those published ([`next_study`]):
//! after the last comes the first again, as a visitor browsing the Playground would expect to go
//! round, and a study alone has none. The owner's preview of a draft places the draft where it
//! would stand once published. Only the server orders: every list the browser shows comes from it
//! in this order.

use serde::{Deserialize, Serialize};
use std::cmp::Reverse;

/// What orders one case study.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Placing {
    /// The id.
    pub id: i64,
    /// Marked as featured.
    pub is_featured: bool,
    /// The owner's drag order.
    pub sort_order: i64,
    /// The date shown, `YYYY-MM-DD`.
    pub date: String,
}

type Key = (Reverse<bool>, i64, Reverse<String>, Reverse<i64>);

fn key(placing: &Placing) -> Key {
    (
        Reverse(placing.is_featured),
        placing.sort_order,
        Reverse(placing.date.clone()),
        Reverse(placing.id),
    )
}

/// Puts items that each have a [`Placing`] in the Playground's order (the rule above).
pub fn playground_order_by<T>(items: &mut [T], placing: impl Fn(&T) -> Placing) {
    items.sort_by_cached_key(|item| key(&placing(item)));
}

/// The published case studies and the one being read.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct NextRequest {
    /// Every published case study, in any order.
    pub published: Vec<Placing>,
    /// The one being read: published, or a draft the owner previews.
    pub current: Placing,
}

/// The id of the case study that follows `current` in the Playground (see the module doc):
/// `None` when no other is published.
pub fn next_study(request: &NextRequest) -> Option<i64> {
    let mut order: Vec<&Placing> = request
        .published
        .iter()
        .filter(|p| p.id != request.current.id)
        .collect();
    let current = key(&request.current);
    let after = order.iter().filter(|p| key(p) < current).count();
    playground_order_by(&mut order, |p| (*p).clone());
    order
        .get(after)
        .or_else(|| order.first())
        .map(|placing| placing.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn study(id: i64, is_featured: bool, sort_order: i64, date: &str) -> Placing {
        Placing {
            id,
            is_featured,
            sort_order,
            date: date.to_owned(),
        }
    }

    #[test]
    fn featured_lead_then_the_owners_order_then_the_newest_date() {
        let mut list = vec![
            study(1, false, 0, "2024-01-01"),
            study(2, true, 1, "2020-01-01"),
            study(3, false, 0, "2025-06-30"),
            study(4, true, 0, "2019-01-01"),
            study(5, false, -1, "2010-01-01"),
        ];
        playground_order_by(&mut list, Clone::clone);
        let ids: Vec<i64> = list.iter().map(|p| p.id).collect();
        assert_eq!(ids, [4, 2, 5, 3, 1]);
    }

    #[test]
    fn the_last_study_is_followed_by_the_first_and_a_lone_one_by_none() {
        let published = vec![
            study(1, true, 0, "2020-01-01"),
            study(2, false, 0, "2021-01-01"),
        ];
        let next = |current: Placing| {
            next_study(&NextRequest {
                published: published.clone(),
                current,
            })
        };
        assert_eq!(next(published[0].clone()), Some(2));
        assert_eq!(next(published[1].clone()), Some(1));
        let alone = NextRequest {
            published: vec![published[0].clone()],
            current: published[0].clone(),
        };
        assert_eq!(next_study(&alone), None);
        // A draft previewed where it would stand once published: before study 2.
        assert_eq!(next(study(9, false, 0, "2022-01-01")), Some(2));
    }
}
