//! A public page in one of the site's languages (issue 25 goal 3, "Visitors read their language
//! at its own address"): which language an address names (folio-core's `language_of_path`), the
//! page's address in each language (`localized_path`), what its head says of them (`hreflang`
//! alternates, `og:locale`), and what the app is handed to stay in that language (the home's
//! views at this language's addresses, the switcher's links, the suggestion's table).
//!
//! A site in one language has none of it: its pages have no prefix, no alternates and no
//! `language` data, and weigh what they did before there were languages.

use super::html::Alternates;
use crate::site::messages_in;
use folio_core::home_view::HomeView;
use folio_core::language::{
    LanguageTag, Languages, MessageKey, Messages, Wording, endonym, language_of_path,
    localized_path, open_graph_locale, suggestion_table,
};
use folio_core::translations::untranslated::{mark_label, mark_text};
use serde_json::{Value, json};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Where the case studies are, below a language's home: the app appends a slug's address.
const CASE_STUDIES: &str = "/case-studies/";
/// The default language's feed of case studies; each other language's is below its prefix.
const FEED: &str = "/feed.xml";

/// The language a public page is in, among the site's.
pub struct PageLanguage {
    languages: Languages,
    language: LanguageTag,
    /// The owner's wording of the interface, every language's (the suggestion line of each is
    /// in its own words).
    wording: Wording,
}

impl PageLanguage {
    /// A page at an address without a prefix: in the site's default language.
    pub fn default_of(languages: Languages) -> Self {
        let language = languages.default_language().clone();
        Self {
            languages,
            language,
            wording: Wording::new(),
        }
    }

    /// The page at `path` when its first segment is another language of the site, in canonical
    /// case; `None` for any other path (an unprefixed one, the default's tag, a tag in another
    /// case, a segment that is no language of the site).
    pub fn prefixed(languages: Languages, path: &str) -> Option<Self> {
        let named = language_of_path(&languages, path)?;
        if languages.is_default(named.language) {
            return None;
        }
        let language = named.language.clone();
        Some(Self {
            languages,
            language,
            wording: Wording::new(),
        })
    }

    /// The language of any address of the site: a prefixed one's, else the default.
    pub fn of_path(languages: Languages, path: &str) -> Self {
        match language_of_path(&languages, path) {
            Some(named) if !languages.is_default(named.language) => {
                let language = named.language.clone();
                Self {
                    languages,
                    language,
                    wording: Wording::new(),
                }
            }
            _ => Self::default_of(languages),
        }
    }

    /// The page in the owner's `wording` of the interface: a page that shows words (every page
    /// but the sitemap, which lists addresses) is made with the profile's. Without it, the
    /// catalogues' words.
    pub fn worded(self, wording: Wording) -> Self {
        Self { wording, ..self }
    }

    /// The page's language.
    pub fn tag(&self) -> &LanguageTag {
        &self.language
    }

    /// Whether the page is in the site's default language.
    pub fn is_default(&self) -> bool {
        self.languages.is_default(&self.language)
    }

    /// Whether the site is served in more than one language.
    pub fn several(&self) -> bool {
        self.languages.as_slice().len() > 1
    }

    /// The interface's words in the page's language, as the owner worded them.
    pub fn messages(&self) -> Cow<'static, Messages> {
        messages_in(&self.language, &self.wording)
    }

    /// The address, in the page's language, of the page at `rest` (a default-language path).
    pub fn address(&self, rest: &str) -> String {
        localized_path(&self.languages, &self.language, rest).unwrap_or_else(|| rest.to_owned())
    }

    /// The address of the page's language's feed of case studies: `/feed.xml` for the
    /// default, `/de/feed.xml` for German.
    pub fn feed(&self) -> String {
        self.address(FEED)
    }

    /// What the head says of the page at `rest` in every language, on the site at `base`; nothing
    /// on a one-language site.
    pub fn alternates(&self, base: &str, rest: &str) -> Option<Alternates> {
        self.alternates_at(base, &self.addresses(rest))
    }

    /// The page at `rest` below each language's home, in the site's order: its path in each.
    pub fn addresses(&self, rest: &str) -> Vec<(LanguageTag, String)> {
        self.languages
            .as_slice()
            .iter()
            .filter_map(|language| {
                Some((
                    language.clone(),
                    localized_path(&self.languages, language, rest)?,
                ))
            })
            .collect()
    }

    /// The languages of the site that `paths` (a page's path by tag) names, in the site's
    /// order, each with its path.
    pub fn in_order(&self, paths: &BTreeMap<String, String>) -> Vec<(LanguageTag, String)> {
        self.languages
            .as_slice()
            .iter()
            .filter_map(|language| Some((language.clone(), paths.get(language.as_str())?.clone())))
            .collect()
    }

    /// What the head of a page at `paths` (its path in each language that has it, in the
    /// site's order) says of its languages, on the site at `base`; `None` on a one-language site.
    /// `x-default` is the default's page, or the first language's when the default lacks it.
    pub fn alternates_at(&self, base: &str, paths: &[(LanguageTag, String)]) -> Option<Alternates> {
        if !self.several() {
            return None;
        }
        let default = paths
            .iter()
            .find(|(language, _)| self.languages.is_default(language))
            .or(paths.first())?;
        Some(Alternates {
            links: paths
                .iter()
                .map(|(language, path)| (language.to_string(), format!("{base}{path}")))
                .collect(),
            x_default: format!("{base}{}", default.1),
            locale: open_graph_locale(&self.language),
            locale_alternates: paths
                .iter()
                .filter(|(language, _)| *language != self.language)
                .map(|(language, _)| open_graph_locale(language))
                .collect(),
        })
    }

    /// The home's views at `language`'s addresses (the default view first), as the app's table.
    fn views_in(&self, language: &LanguageTag) -> Vec<String> {
        HomeView::all()
            .iter()
            .map(|view| {
                localized_path(&self.languages, language, &view.href())
                    .unwrap_or_else(|| view.href())
            })
            .collect()
    }

    /// The table of the home's views the app looks locations up in, at this language's
    /// addresses.
    pub fn views(&self) -> Value {
        let hrefs = self.views_in(&self.language);
        let views: Vec<Value> = HomeView::all()
            .iter()
            .zip(hrefs)
            .map(|(view, href)| {
                let mut link = json!(view.link());
                link["href"] = json!(href);
                link
            })
            .collect();
        json!(views)
    }

    /// What a page of a site in several languages hands the app (`PageLanguage` in
    /// `web/src/app/public-data.ts`); `None` on a one-language site.
    ///
    /// - `tag`, the page's language, and `caseStudies`, where its case studies are (the app
    ///   appends a slug's address, as it did to `/case-studies/`);
    /// - `feed`, the address of the page's language's feed, which the footer links;
    /// - `label`, the switcher's name in the page's language;
    /// - `languages`, every language of the site, the default first: its tag, its name in
    ///   itself, the home's views at its addresses (in the order of `views`) and its
    ///   `caseStudies`, for the switcher to link the page shown to the same page in it; and the
    ///   suggestion line in its own words, naming it;
    /// - `suggest`, folio-core's table of which language a browser's preference names
    ///   (`suggestion_table`), which the app looks `navigator.languages` up in;
    /// - `untranslated`, the quiet mark beside a text shown in the default language's words:
    ///   what it shows (`text`, `EN`) and its name in the page's words (`label`, folio-core's
    ///   `translations::untranslated`).
    pub fn app_data(&self) -> Option<Value> {
        if !self.several() {
            return None;
        }
        let default = self.languages.default_language();
        let languages: Vec<Value> = self
            .languages
            .as_slice()
            .iter()
            .map(|language| {
                let words = messages_in(language, &self.wording);
                let name = endonym(language);
                json!({
                    "tag": language,
                    "name": name,
                    "views": self.views_in(language),
                    "caseStudies": localized_path(&self.languages, language, CASE_STUDIES),
                    "suggestion": words
                        .text(MessageKey::LanguageSuggestion)
                        .replace("{language}", name),
                    "dismiss": words.text(MessageKey::DismissSuggestion),
                })
            })
            .collect();
        Some(json!({
            "tag": self.language,
            "caseStudies": self.address(CASE_STUDIES),
            "feed": self.feed(),
            "label": self.messages().text(MessageKey::LanguagesLabel),
            "languages": languages,
            "suggest": suggestion_table(&self.languages),
            "untranslated": {
                "text": mark_text(default),
                "label": mark_label(&self.messages(), default),
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::PageLanguage;
    use folio_core::language::Languages;

    fn site() -> Languages {
        Languages::parse(&["en", "de", "pt-BR"]).expect("languages")
    }

    #[test]
    fn only_another_language_in_canonical_case_is_a_prefix() {
        let tag = |path: &str| PageLanguage::prefixed(site(), path).map(|p| p.tag().to_string());
        assert_eq!(tag("/de/").as_deref(), Some("de"));
        assert_eq!(tag("/pt-BR/case-studies/x").as_deref(), Some("pt-BR"));
        assert_eq!(tag("/en/"), None);
        assert_eq!(tag("/pt-br/"), None);
        assert_eq!(tag("/fr/"), None);
        assert_eq!(tag("/"), None);
    }

    #[test]
    fn each_language_names_the_same_page_and_the_default_is_x_default() {
        let page = PageLanguage::prefixed(site(), "/de/").expect("German");
        let head = page
            .alternates("http://x", "/case-studies/s")
            .expect("several languages");
        assert_eq!(
            head.links,
            [
                ("en".into(), "http://x/case-studies/s".into()),
                ("de".into(), "http://x/de/case-studies/s".into()),
                ("pt-BR".into(), "http://x/pt-BR/case-studies/s".into()),
            ]
        );
        assert_eq!(head.x_default, "http://x/case-studies/s");
        assert_eq!(head.locale, "de");
        assert_eq!(head.locale_alternates, ["en", "pt_BR"]);
        let one = PageLanguage::default_of(Languages::default());
        assert!(one.alternates("http://x", "/").is_none());
        assert!(one.app_data().is_none());
    }
}
