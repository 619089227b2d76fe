//! Ordering of tools and industries (spec §2 "Ordering of tools and industries"): first the
//! names in the profile's custom order list, in that order, then the rest alphabetically; with
//! no custom order everything is alphabetical.
//!
//! Names match the custom list case-insensitively and ignoring surrounding whitespace, so an
//! order entry `rust` places the tool `Rust` (the name keeps its own spelling). "Alphabetically"
//! compares lower-cased text by Unicode code point, and the sort is stable: names that compare
//! equal keep their input order. The result is always a permutation of the input.

use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Whether `ids` is a new order of exactly the items `existing` (each named once, none missing,
/// none unknown); otherwise the message that refuses it, naming the items as `noun`
/// ("experience", "education entry").
pub fn check_new_order(ids: &[i64], existing: &[i64], noun: &str) -> Result<(), String> {
    let requested: HashSet<i64> = ids.iter().copied().collect();
    let existing: HashSet<i64> = existing.iter().copied().collect();
    if requested.len() == ids.len() && requested == existing {
        Ok(())
    } else {
        Err(format!(
            "The new order must list every {noun} exactly once."
        ))
    }
}

/// The key two names share when they are "the same" for ordering and grouping.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Trims a custom order list, dropping blanks and repeats (by [`name_key`], first kept).
pub fn clean_order(order: &[String]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    order
        .iter()
        .map(|name| name.trim())
        .filter(|name| !name.is_empty() && seen.insert(name_key(name)))
        .map(str::to_owned)
        .collect()
}

/// Names to order and the profile's custom order for them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct OrderRequest {
    /// The names (tools or industries).
    #[serde(deserialize_with = "crate::lenient::list")]
    pub names: Vec<String>,
    /// The profile's custom order (`toolsOrder` or `industriesOrder`).
    #[serde(deserialize_with = "crate::lenient::list")]
    pub order: Vec<String>,
}

/// Orders `names` by the rule of §2 (a stable permutation of `names`).
pub fn order_names(names: &[String], order: &[String]) -> Vec<String> {
    let rank = |name: &String| {
        let key = name_key(name);
        let position = order.iter().position(|entry| name_key(entry) == key);
        (position.unwrap_or(usize::MAX), key)
    };
    let mut keyed: Vec<_> = names.iter().map(|name| (rank(name), name)).collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed.into_iter().map(|(_, name)| name.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_order_names_every_item_exactly_once() {
        assert_eq!(
            check_new_order(&[3, 1, 2], &[1, 2, 3], "experience"),
            Ok(())
        );
        assert_eq!(check_new_order(&[], &[], "experience"), Ok(()));
        let refused = Err("The new order must list every experience exactly once.".to_owned());
        assert_eq!(check_new_order(&[1, 2], &[1, 2, 3], "experience"), refused);
        assert_eq!(
            check_new_order(&[1, 2, 2, 3], &[1, 2, 3], "experience"),
            refused
        );
        assert_eq!(
            check_new_order(&[1, 2, 4], &[1, 2, 3], "experience"),
            refused
        );
    }
    use proptest::prelude::*;

    #[test]
    fn custom_order_comes_first_then_the_rest_alphabetically() {
        let names = ["b", "Z", "a", "c"].map(String::from);
        let order = ["c", "z"].map(String::from);
        assert_eq!(order_names(&names, &order), ["c", "Z", "a", "b"]);
    }

    proptest! {
        #[test]
        fn ordering_is_a_permutation(names in proptest::collection::vec(any::<String>(), 0..12),
                                     order in proptest::collection::vec(any::<String>(), 0..4)) {
            let mut ordered = order_names(&names, &order);
            let mut input = names.clone();
            ordered.sort();
            input.sort();
            prop_assert_eq!(ordered, input);
        }

        #[test]
        fn ordering_is_idempotent(names in proptest::collection::vec("[a-cA-C ]{0,3}", 0..12),
                                  order in proptest::collection::vec("[a-c]{0,2}", 0..4)) {
            let once = order_names(&names, &order);
            prop_assert_eq!(order_names(&once, &order), once);
        }
    }
}
