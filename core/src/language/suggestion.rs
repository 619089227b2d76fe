//! Which other language a page may suggest to its visitor (issue 25: "`Accept-Language` never
//! redirects anyone, crawlers included. At most it offers a one-line suggestion").
//!
//! Every visitor of an address gets the same page, whatever their browser asks for, so the page
//! stays cacheable and a crawler sees what a visitor sees. Once the page runs in the browser, it
//! reads the visitor's preferred languages (`navigator.languages`, most preferred first) and may
//! offer one line pointing at another language of the site. The rule:
//!
//! - each preferred language is matched against the site's languages through [`suggestion_table`]:
//!   first its whole tag (case ignored: `pt-br` is `pt-BR`), then its language subtag alone (`de-AT`
//!   finds `de`, `pt` finds `pt-BR`); a subtag that several of the site's languages share names the
//!   first of them in the owner's order;
//! - the first preferred language that matches decides: when it is the page's own language the
//!   visitor already reads what they prefer, and nothing is suggested; otherwise that language is;
//! - no match, nothing.
//!
//! The public pages carry no WASM, so the browser cannot run this: the server sends the table and
//! the browser looks each preferred language up in it, whole then by its subtag, as
//! [`suggested_language`] does (`web/src/app/language-suggestion.ts`).

use super::{LanguageTag, Languages};
use std::collections::BTreeMap;

/// The site's languages by every lower-case key a preferred language is looked up by: each
/// language's whole tag, and each language subtag (naming the first language that has it).
pub fn suggestion_table(languages: &Languages) -> BTreeMap<String, &LanguageTag> {
    let mut table = BTreeMap::new();
    for language in languages {
        table.insert(language.as_str().to_ascii_lowercase(), language);
    }
    for language in languages {
        table
            .entry(language.primary_language().to_owned())
            .or_insert(language);
    }
    table
}

/// The language to suggest on a page in `page`, to a visitor whose browser prefers `preferred`
/// (most preferred first, as the browser spells them), or `None`.
pub fn suggested_language<'a, S: AsRef<str>>(
    languages: &'a Languages,
    page: &LanguageTag,
    preferred: &[S],
) -> Option<&'a LanguageTag> {
    let table = suggestion_table(languages);
    let found = preferred.iter().find_map(|tag| {
        let tag = tag.as_ref().trim().to_ascii_lowercase();
        let subtag = tag.split('-').next().unwrap_or_default();
        table.get(&tag).or_else(|| table.get(subtag)).copied()
    })?;
    (found != page).then_some(found)
}

#[cfg(test)]
mod tests {
    use super::{suggested_language, suggestion_table};
    use crate::language::{LanguageTag, Languages};

    fn site() -> Languages {
        Languages::parse(&["en", "de", "pt-BR", "pt-PT"]).expect("languages")
    }

    fn tag(text: &str) -> LanguageTag {
        LanguageTag::parse(text).expect("a tag")
    }

    #[test]
    fn the_table_holds_each_tag_and_each_subtag_once() {
        let languages = site();
        let table = suggestion_table(&languages);
        let keys: Vec<&str> = table.keys().map(String::as_str).collect();
        assert_eq!(keys, ["de", "en", "pt", "pt-br", "pt-pt"]);
        assert_eq!(table["pt"].as_str(), "pt-BR");
    }

    #[test]
    fn the_first_preference_the_site_has_decides() {
        let languages = site();
        let suggest = |page: &str, preferred: &[&str]| {
            suggested_language(&languages, &tag(page), preferred).map(LanguageTag::as_str)
        };
        assert_eq!(suggest("en", &["de-DE", "en"]), Some("de"));
        assert_eq!(suggest("en", &["it", "pt-PT"]), Some("pt-PT"));
        assert_eq!(suggest("de", &["de-AT", "en"]), None);
        assert_eq!(suggest("en", &["it", "ja"]), None);
        assert_eq!(suggest("en", &[]), None);
    }
}
