//! What a language is called where a visitor picks it (issue 25: "a visible language switcher"):
//! its endonym, the name it has in itself (`Deutsch`, `français`, `日本語`), so that a reader who
//! does not read the page's language still finds their own; and the `og:locale` form of its tag.
//!
//! The names are CLDR's (`localeDisplayNames`, each language in its own locale), written as CLDR
//! writes them inside a sentence: lower case where the language writes its name so (`français`,
//! `español`), which is how the suggestion line uses them ("Lire cette page en français"); the
//! switcher shows them as a list and capitalises their first letter in its styles. A tag with a
//! region or script the table holds has its own name (`português (Brasil)`); any other tag is named
//! by the tag itself, never by a guess: `de-LU` is shown as `de-LU`, not as `Deutsch`, since the
//! owner may run `de` and `de-LU` side by side.
//!
//! Open Graph writes a locale as `language_TERRITORY` (`pt_BR`). A tag with a two-letter region
//! gives exactly that; a tag without one (or with a numeric region such as `es-419`, which is no
//! territory) gives its language subtag alone (`de`): inventing a territory (`de_DE`) would claim
//! a country the owner never chose. A script (`zh-Hant-TW`) has no place in the form and is left
//! out (`zh_TW`).

use super::LanguageTag;

/// Endonyms of common languages and regional forms, by tag in canonical case.
const ENDONYMS: [(&str, &str); 52] = [
    ("ar", "العربية"),
    ("bg", "български"),
    ("bn", "বাংলা"),
    ("ca", "català"),
    ("cs", "čeština"),
    ("cy", "Cymraeg"),
    ("da", "dansk"),
    ("de", "Deutsch"),
    ("de-AT", "Deutsch (Österreich)"),
    ("de-CH", "Deutsch (Schweiz)"),
    ("el", "Ελληνικά"),
    ("en", "English"),
    ("en-GB", "English (UK)"),
    ("en-US", "English (US)"),
    ("eo", "esperanto"),
    ("es", "español"),
    ("es-419", "español (Latinoamérica)"),
    ("es-MX", "español (México)"),
    ("et", "eesti"),
    ("eu", "euskara"),
    ("fa", "فارسی"),
    ("fi", "suomi"),
    ("fr", "français"),
    ("fr-CA", "français (Canada)"),
    ("ga", "Gaeilge"),
    ("gl", "galego"),
    ("he", "עברית"),
    ("hi", "हिन्दी"),
    ("hr", "hrvatski"),
    ("hu", "magyar"),
    ("id", "Indonesia"),
    ("is", "íslenska"),
    ("it", "italiano"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("lt", "lietuvių"),
    ("lv", "latviešu"),
    ("nb", "norsk bokmål"),
    ("nl", "Nederlands"),
    ("nn", "norsk nynorsk"),
    ("pl", "polski"),
    ("pt", "português"),
    ("pt-BR", "português (Brasil)"),
    ("pt-PT", "português (Portugal)"),
    ("ro", "română"),
    ("ru", "русский"),
    ("sk", "slovenčina"),
    ("sv", "svenska"),
    ("tr", "Türkçe"),
    ("uk", "українська"),
    ("zh-Hans", "中文（简体）"),
    ("zh-Hant", "中文（繁體）"),
];

/// The name `tag` has in its own language, or the tag itself when the table has none.
pub fn endonym(tag: &LanguageTag) -> &str {
    ENDONYMS
        .iter()
        .find(|(known, _)| *known == tag.as_str())
        .map_or(tag.as_str(), |(_, name)| name)
}

/// The tag in Open Graph's `og:locale` form: `pt_BR` for `pt-BR`, `de` for `de` (no territory is
/// guessed), `es` for `es-419`, `zh_TW` for `zh-Hant-TW`.
pub fn open_graph_locale(tag: &LanguageTag) -> String {
    let language = tag.primary_language();
    let region = tag
        .as_str()
        .split('-')
        .skip(1)
        .find(|part| part.len() == 2 && part.bytes().all(|b| b.is_ascii_uppercase()));
    match region {
        Some(region) => format!("{language}_{region}"),
        None => language.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{ENDONYMS, endonym, open_graph_locale};
    use crate::language::LanguageTag;

    fn tag(text: &str) -> LanguageTag {
        LanguageTag::parse(text).expect("a tag")
    }

    #[test]
    fn every_name_in_the_table_is_keyed_by_a_canonical_tag_once() {
        for (at, (key, name)) in ENDONYMS.iter().enumerate() {
            assert_eq!(tag(key).as_str(), *key, "{key} is not canonical");
            assert!(!name.trim().is_empty(), "{key} has no name");
            assert!(
                ENDONYMS[..at].iter().all(|(other, _)| other != key),
                "{key} is twice"
            );
        }
    }

    #[test]
    fn a_language_is_named_in_itself_and_an_unknown_one_by_its_tag() {
        assert_eq!(endonym(&tag("de")), "Deutsch");
        assert_eq!(endonym(&tag("pt-br")), "português (Brasil)");
        assert_eq!(endonym(&tag("de-LU")), "de-LU");
        assert_eq!(endonym(&tag("tlh")), "tlh");
    }

    #[test]
    fn an_open_graph_locale_keeps_a_two_letter_region_only() {
        assert_eq!(open_graph_locale(&tag("pt-BR")), "pt_BR");
        assert_eq!(open_graph_locale(&tag("de")), "de");
        assert_eq!(open_graph_locale(&tag("es-419")), "es");
        assert_eq!(open_graph_locale(&tag("zh-Hant-TW")), "zh_TW");
        assert_eq!(open_graph_locale(&tag("zh-Hant")), "zh");
        assert_eq!(open_graph_locale(&tag("sl-IT-rozaj")), "sl_IT");
    }
}
