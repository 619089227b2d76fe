//! CLDR cardinal plural categories (issue 25: "CLDR plural rules"), for the counts the interface
//! shows ("{n} experiences"), which are whole numbers not below zero.
//!
//! The rules are CLDR's `common/supplemental/plurals.xml` (unchanged since CLDR 42, which gave
//! French and Spanish their `many`), with the operands of a whole number written without an
//! exponent: `n = i`, `v = 0`, `e = 0`. Each rule's text is quoted where it is applied. The
//! catalogues use `one`, `many` and `other`; the six categories are all named so that a catalogue
//! added later keeps this type.

use super::Catalogue;
use serde::{Deserialize, Serialize};

/// A CLDR plural category: which form of a counted word a language uses for a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum PluralCategory {
    /// `zero`.
    Zero,
    /// `one`: the singular form in English, German, French and Spanish.
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many`: French and Spanish for whole millions ("1 000 000 d'expériences").
    Many,
    /// `other`: every number no other category takes.
    Other,
}

/// The category of the whole number `count` in `catalogue`'s language.
pub fn plural_category(catalogue: Catalogue, count: u64) -> PluralCategory {
    // `many` in fr and es: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5".
    // With e = 0 and v = 0 it is "i != 0 and i % 1000000 = 0".
    let whole_millions = count != 0 && count.is_multiple_of(1_000_000);
    match catalogue {
        // en, de: one "i = 1 and v = 0 @integer 1"; other "@integer 0, 2~16, 100, 1000, …".
        Catalogue::En | Catalogue::De if count == 1 => PluralCategory::One,
        Catalogue::En | Catalogue::De => PluralCategory::Other,
        // fr: one "i = 0,1 @integer 0, 1"; other "@integer 2~17, 100, 1000, 10000, 100000, 1c3, …".
        Catalogue::Fr if count <= 1 => PluralCategory::One,
        // es: one "n = 1 @integer 1"; other "@integer 0, 2~16, 100, 1000, 10000, 100000, 1c3, …".
        Catalogue::Es if count == 1 => PluralCategory::One,
        Catalogue::Fr | Catalogue::Es if whole_millions => PluralCategory::Many,
        Catalogue::Fr | Catalogue::Es => PluralCategory::Other,
    }
}

/// The categories `catalogue`'s language gives a whole number: the forms a counted text has in
/// it, `other` last.
pub fn categories(catalogue: Catalogue) -> &'static [PluralCategory] {
    match catalogue {
        Catalogue::En | Catalogue::De => &[PluralCategory::One, PluralCategory::Other],
        Catalogue::Fr | Catalogue::Es => &[
            PluralCategory::One,
            PluralCategory::Many,
            PluralCategory::Other,
        ],
    }
}

impl PluralCategory {
    /// Its CLDR name: `zero`, `one`, `two`, `few`, `many` or `other`.
    pub fn name(self) -> &'static str {
        match self {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }
}
