//! The names the admin's forms suggest (spec §9): the industries of the experience form, whose
//! field also takes free text, and the categories of the education dialog, spelled exactly as the
//! spec spells them ("Artificial Inteligence"), which are also the labels the dialog shows. The
//! validation accepts any industry or category that is not blank ([`crate::validation`]); these
//! lists only offer names. The JSON Resume import guesses an experience's industry among
//! [`INDUSTRIES`].
//!
//! The browser reads both lists from `core/suggestions.json`, as it reads the bounds from
//! `core/limits.json`: data needs no code in the WASM module, whose size has a budget. A test
//! keeps the file equal to [`suggestions`], and the vectors run on both sides.

use serde::Serialize;

/// The industry suggestions of spec §9, in its order; the last, `Other`, is the fallback.
pub const INDUSTRIES: [&str; 11] = [
    "Banking",
    "Big Data",
    "Fintech",
    "Hardware",
    "Legaltech",
    "Technology",
    "Healthcare",
    "Education",
    "Consulting",
    "Marketing",
    "Other",
];

/// The education dialog's categories of spec §9, in its order and spelling.
pub const EDUCATION_CATEGORIES: [&str; 9] = [
    "Artificial Inteligence",
    "Data Analytics",
    "Machine Learning",
    "Product Management",
    "Software Development",
    "Business",
    "Marketing",
    "Design",
    "Other",
];

/// The industries the experience form suggests.
pub fn industry_suggestions() -> Vec<String> {
    INDUSTRIES.map(String::from).to_vec()
}

/// The education dialog's categories.
pub fn education_categories() -> Vec<String> {
    EDUCATION_CATEGORIES.map(String::from).to_vec()
}

/// Both lists, as `core/suggestions.json` holds them for the browser.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Suggestions {
    /// [`industry_suggestions`].
    pub industries: Vec<String>,
    /// [`education_categories`].
    pub education_categories: Vec<String>,
}

/// Both lists.
pub fn suggestions() -> Suggestions {
    Suggestions {
        industries: industry_suggestions(),
        education_categories: education_categories(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_the_last_industry_the_import_falls_back_to() {
        assert_eq!(INDUSTRIES.last(), Some(&"Other"));
    }
}
