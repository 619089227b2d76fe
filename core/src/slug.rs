//! The slug rule of spec §4 ("Slug"): a case study's URL segment derived from its title.
//!
//! The title is lower-cased; characters other than letters, digits, spaces and hyphens are
//! removed; each run of whitespace becomes a hyphen; runs of hyphens collapse into one. Letters
//! and digits are Unicode-aware, so `Über Café` keeps its letters (`über-café`). Hyphens at either
//! end are dropped so a slug never starts or ends with one.

/// Derives a slug from a title by the rule of spec §4.
///
/// The result is idempotent: `slugify(&slugify(x)) == slugify(x)`.
pub fn slugify(title: &str) -> String {
    let mut slug = String::with_capacity(title.len());
    let mut pending_hyphen = false;
    for c in title.chars().flat_map(char::to_lowercase) {
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
    use super::slugify;
    use proptest::prelude::*;

    #[test]
    fn slug_collapses_repeated_hyphens() {
        assert_eq!(slugify("a---b"), "a-b");
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
