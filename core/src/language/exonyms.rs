//! What a language is called in the words of each catalogue (issue 40 point 3: a case study only
//! in the default language says so "in the page's language", naming that language as the page's
//! readers call it: `Englisch` on a German page, `anglais` on a French one).
//!
//! The names are CLDR's (`localeDisplayNames/languages`), written as they stand inside a sentence
//! of the catalogue's language (German capitalises, French and Spanish do not). A language is named
//! by its language subtag, whatever its region or script: `en-GB` is English, `pt-BR` Portuguese;
//! the sentence says which language, and the switcher beside it says which form. A language
//! the table does not hold has no name here; the note then names it by its endonym instead
//! ([`super::endonym`]).

use super::{Catalogue, LanguageTag};

/// Per language subtag, its name in English, German, French and Spanish.
const NAMES: [(&str, [&str; 4]); 43] = [
    ("ar", ["Arabic", "Arabisch", "arabe", "árabe"]),
    ("bg", ["Bulgarian", "Bulgarisch", "bulgare", "búlgaro"]),
    ("bn", ["Bangla", "Bengalisch", "bengali", "bengalí"]),
    ("ca", ["Catalan", "Katalanisch", "catalan", "catalán"]),
    ("cs", ["Czech", "Tschechisch", "tchèque", "checo"]),
    ("cy", ["Welsh", "Walisisch", "gallois", "galés"]),
    ("da", ["Danish", "Dänisch", "danois", "danés"]),
    ("de", ["German", "Deutsch", "allemand", "alemán"]),
    ("el", ["Greek", "Griechisch", "grec", "griego"]),
    ("en", ["English", "Englisch", "anglais", "inglés"]),
    ("eo", ["Esperanto", "Esperanto", "espéranto", "esperanto"]),
    ("es", ["Spanish", "Spanisch", "espagnol", "español"]),
    ("et", ["Estonian", "Estnisch", "estonien", "estonio"]),
    ("eu", ["Basque", "Baskisch", "basque", "euskera"]),
    ("fa", ["Persian", "Persisch", "persan", "persa"]),
    ("fi", ["Finnish", "Finnisch", "finnois", "finés"]),
    ("fr", ["French", "Französisch", "français", "francés"]),
    ("ga", ["Irish", "Irisch", "irlandais", "irlandés"]),
    ("gl", ["Galician", "Galicisch", "galicien", "gallego"]),
    ("he", ["Hebrew", "Hebräisch", "hébreu", "hebreo"]),
    ("hi", ["Hindi", "Hindi", "hindi", "hindi"]),
    ("hr", ["Croatian", "Kroatisch", "croate", "croata"]),
    ("hu", ["Hungarian", "Ungarisch", "hongrois", "húngaro"]),
    (
        "id",
        ["Indonesian", "Indonesisch", "indonésien", "indonesio"],
    ),
    ("is", ["Icelandic", "Isländisch", "islandais", "islandés"]),
    ("it", ["Italian", "Italienisch", "italien", "italiano"]),
    ("ja", ["Japanese", "Japanisch", "japonais", "japonés"]),
    ("ko", ["Korean", "Koreanisch", "coréen", "coreano"]),
    ("lt", ["Lithuanian", "Litauisch", "lituanien", "lituano"]),
    ("lv", ["Latvian", "Lettisch", "letton", "letón"]),
    (
        "nb",
        [
            "Norwegian Bokmål",
            "Norwegisch (Bokmål)",
            "norvégien bokmål",
            "noruego bokmal",
        ],
    ),
    (
        "nl",
        ["Dutch", "Niederländisch", "néerlandais", "neerlandés"],
    ),
    (
        "nn",
        [
            "Norwegian Nynorsk",
            "Norwegisch (Nynorsk)",
            "norvégien nynorsk",
            "noruego nynorsk",
        ],
    ),
    ("no", ["Norwegian", "Norwegisch", "norvégien", "noruego"]),
    ("pl", ["Polish", "Polnisch", "polonais", "polaco"]),
    (
        "pt",
        ["Portuguese", "Portugiesisch", "portugais", "portugués"],
    ),
    ("ro", ["Romanian", "Rumänisch", "roumain", "rumano"]),
    ("ru", ["Russian", "Russisch", "russe", "ruso"]),
    ("sk", ["Slovak", "Slowakisch", "slovaque", "eslovaco"]),
    ("sv", ["Swedish", "Schwedisch", "suédois", "sueco"]),
    ("tr", ["Turkish", "Türkisch", "turc", "turco"]),
    ("uk", ["Ukrainian", "Ukrainisch", "ukrainien", "ucraniano"]),
    ("zh", ["Chinese", "Chinesisch", "chinois", "chino"]),
];

/// The name of `language` in the words of `catalogue`, by its language subtag; `None` when the
/// table has none.
pub fn name_in(catalogue: Catalogue, language: &LanguageTag) -> Option<&'static str> {
    let index = Catalogue::ALL.iter().position(|c| *c == catalogue)?;
    let primary = language.primary_language();
    NAMES
        .iter()
        .find(|(subtag, _)| *subtag == primary)
        .map(|(_, names)| names[index])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(tag: &str) -> LanguageTag {
        LanguageTag::parse(tag).unwrap()
    }

    #[test]
    fn a_language_is_named_in_each_catalogues_words_by_its_subtag() {
        assert_eq!(name_in(Catalogue::De, &tag("en")), Some("Englisch"));
        assert_eq!(name_in(Catalogue::Fr, &tag("en-GB")), Some("anglais"));
        assert_eq!(name_in(Catalogue::Es, &tag("pt-BR")), Some("portugués"));
        assert_eq!(name_in(Catalogue::En, &tag("de-CH")), Some("German"));
        assert_eq!(name_in(Catalogue::De, &tag("zh-Hant")), Some("Chinesisch"));
        assert_eq!(name_in(Catalogue::De, &tag("sw")), None);
    }

    #[test]
    fn every_language_the_switcher_names_has_a_name_in_every_catalogue() {
        for (subtag, names) in NAMES {
            assert!(names.iter().all(|name| !name.is_empty()), "{subtag}");
        }
        for subtag in ["en", "de", "fr", "es", "it", "pt", "ja", "zh"] {
            for catalogue in Catalogue::ALL {
                assert!(name_in(catalogue, &tag(subtag)).is_some(), "{subtag}");
            }
        }
    }
}
