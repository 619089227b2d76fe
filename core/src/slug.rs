//! The slug rule of spec §4 ("Slug"): a case study's URL segment derived from its title.
//!
//! The title is lower-cased; characters other than letters, digits, spaces and hyphens are
//! removed; each run of whitespace becomes a hyphen; runs of hyphens collapse into one. Letters
//! and digits are Unicode-aware, so `Über Café` keeps its letters (`über-café`). Hyphens at either
//! end are dropped so a slug never starts or ends with one.
//!
//! A slug the admin makes from a title ([`slugify_in`], issue 40 point 3) follows the same rule in
//! the title's language, with each letter that carries a diacritic spelled as that language
//! writes it without one ([`translit`]: German `Über Straße` → `ueber-strasse`, French `Œuvre
//! façade` → `oeuvre-facade`, Spanish `Año niño` → `ano-nino`). The language is the one the title
//! is written in: the site's default language for a case study's own fields, the translation's
//! language for a translation's. A stored slug is never made again: [`slugify`] stays the rule a
//! slug is checked by, so `über-café`, saved before, is still a valid slug, and a transliterated
//! slug (letters, digits and single hyphens) is one too.

mod translit;

/// Derives a slug from a title by the rule of spec §4.
///
/// The result is idempotent: `slugify(&slugify(x)) == slugify(x)`.
pub fn slugify(title: &str) -> String {
    slug_of(title.chars().flat_map(char::to_lowercase))
}

/// Derives a slug from a title written in `language` (a BCP 47 tag): the rule of spec §4, each
/// letter with a diacritic spelled as the language writes it without one.
///
/// The result is idempotent, and a valid slug by [`slugify`]'s check:
/// `slugify(&slugify_in(x, l)) == slugify_in(x, l)`.
pub fn slugify_in(title: &str, language: &str) -> String {
    slug_of(title.chars().flat_map(char::to_lowercase).flat_map(|c| {
        let spelled = translit::spell(c, language);
        let (one, many) = match spelled {
            Some(letters) => (None, Some(letters.chars())),
            None => (Some(c), None),
        };
        one.into_iter().chain(many.into_iter().flatten())
    }))
}

/// The slug of lower-cased characters: letters and digits kept, each run of whitespace and
/// hyphens one hyphen between them, everything else dropped.
fn slug_of(chars: impl Iterator<Item = char>) -> String {
    let mut slug = String::new();
    let mut pending_hyphen = false;
    for c in chars {
        if c.is_alphanumeric() {
            if pending_hyphen && !slug.is_empty() {
                slug.push('-');
            }
            pending_hyphen = false;
            slug.push(c);
        } else if c == '-' || c.is_whitespace() {
            pending_hyphen = true;
        }
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::{slugify, slugify_in};
    use proptest::prelude::*;

    #[test]
    fn slug_collapses_repeated_hyphens() {
        assert_eq!(slugify("a---b"), "a-b");
    }

    #[test]
    fn a_german_title_makes_a_transliterated_slug_and_a_stored_one_stays_valid() {
        assert_eq!(slugify_in("Über Größe", "de"), "ueber-groesse");
        assert_eq!(slugify("über-café"), "über-café");
    }

    proptest! {
        #[test]
        fn slug_in_a_language_is_idempotent_and_valid(
            title in any::<String>(),
            language in prop::sample::select(vec!["de", "fr", "es", "en", "ru", "de-CH"]),
        ) {
            let once = slugify_in(&title, language);
            prop_assert_eq!(slugify_in(&once, language), once.clone());
            prop_assert_eq!(slugify(&once), once);
        }
    }

    proptest! {
        #[test]
        fn slug_is_idempotent(title in any::<String>()) {
            let once = slugify(&title);
            prop_assert_eq!(slugify(&once), once);
        }

        #[test]
        fn slug_has_only_lowercase_alphanumerics_and_single_inner_hyphens(title in any::<String>()) {
            let slug = slugify(&title);
            prop_assert!(!slug.starts_with('-') && !slug.ends_with('-'));
            prop_assert!(!slug.contains("--"));
            prop_assert!(slug.chars().all(|c| c == '-' || c.is_alphanumeric()));
        }
    }
}
