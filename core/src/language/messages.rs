//! The public interface's own words, one message catalogue per [`Catalogue`] (issue 25: "The
//! site's own words are translated too […] They come from message catalogues").
//!
//! Each catalogue is a data file, `core/messages/{en,de,fr,es}.json`, compiled into folio-core:
//! `texts`, one string per [`MessageKey`], and `counted`, one message per [`CountedKey`] with a
//! form per CLDR plural category ([`super::plural`]) and `{n}` where the number goes. English is
//! spec §2's strings, word for word (a test holds the file to `docs/product.md`).
//!
//! What folio-core formats itself (a date range's `Present`, a group's `3 experiences`, a tool's
//! `No specific usage details`) it reads here; every other text the public pages show reaches
//! them through the page's data, resolved for the page's language ([`Messages::texts`]). A few
//! texts name a value the page fills in (`{author}`, `{address}`, `{link}`): the web puts the
//! owner's name or a link in that place, and chooses no form.
//!
//! The owner's own wording is layered on top ([`Messages::with_overrides`], [`super::wording`]): a catalogue is
//! the default of each text, never the only copy.

use super::{Catalogue, PluralCategory, plural_category};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

macro_rules! message_keys {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[doc = $doc:literal])* $key:ident,)* }) => {
        $(#[$meta])*
        pub enum $name { $($(#[doc = $doc])* $key,)* }

        impl $name {
            /// Every key, in the catalogue files' order.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];

            /// The key as the catalogue files and the web name it (`tabExperiences`).
            pub fn name(self) -> String {
                serde_json::to_value(self)
                    .ok()
                    .and_then(|name| name.as_str().map(str::to_owned))
                    .unwrap_or_default()
            }
        }
    };
}

message_keys! {
    /// A text of the public interface, named as the catalogue files and the web name it.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    pub enum MessageKey {
        /// The home's first tab, 'Work Experience'.
        TabExperiences,
        /// The tab 'Education'.
        TabEducation,
        /// The tab 'Playground'.
        TabPlayground,
        /// The tab list's name for assistive technology.
        TabsLabel,
        /// The filter 'All'.
        FilterAll,
        /// The filter 'By Tools'.
        FilterTools,
        /// The filter 'By Industries'.
        FilterIndustries,
        /// The filters' name for assistive technology.
        FiltersLabel,
        /// The name of the links between a long view's pages, for assistive technology.
        PagerLabel,
        /// The link to a long view's page before, 'Previous'.
        PreviousPage,
        /// The link to a long view's page after, 'Next'.
        NextPage,
        /// Which page shows, 'Page {page} of {pages}'.
        PageOf,
        /// 'Loading...'.
        Loading,
        /// 'Present', the end of a current job's dates.
        Present,
        /// 'No experiences added yet.'.
        NoExperiences,
        /// Spec §8, when the home cannot be read on Work Experience.
        FailedExperiences,
        /// The list of experience cards, for assistive technology.
        ExperienceListLabel,
        /// The heading of a card's accomplishments.
        Accomplishments,
        /// A card's list of tools, for assistive technology.
        ToolsLabel,
        /// Expands a long text.
        ShowMore,
        /// Clamps it again.
        ShowLess,
        /// 'No specific usage details'.
        NoUsage,
        /// The education skeleton, for assistive technology.
        LoadingEducation,
        /// Spec §8, on Education.
        FailedEducation,
        /// 'No case studies available yet.'.
        NoCaseStudies,
        /// Spec §8, on Playground.
        FailedCaseStudies,
        /// The badge 'Case Study'.
        CaseStudyBadge,
        /// The badge 'Featured'.
        FeaturedBadge,
        /// A case study card with no date, 'Recently'.
        Recently,
        /// '5 min read'.
        ReadTime,
        /// Tries a failed read again.
        TryAgain,
        /// A fresh install's notice, with `{link}` where [`MessageKey::SetupLink`] goes.
        SetupNotice,
        /// The notice's link to the setup.
        SetupLink,
        /// 'Loading case study...'.
        LoadingCaseStudy,
        /// 'Back to Portfolio'.
        BackToPortfolio,
        /// The top way back, for assistive technology.
        BackLabel,
        /// The bottom way back, for assistive technology.
        BackToPortfolioLabel,
        /// A case study's tags, for assistive technology.
        TagsLabel,
        /// The way on to the next case study.
        NextCaseStudy,
        /// The heading of a case study's contact block.
        ContactHeading,
        /// Its text, with `{author}`, the owner's name.
        ContactText,
        /// Its button for an email address, with `{address}`.
        ContactEmail,
        /// Its button for a contact page, with `{author}`.
        ContactAuthor,
        /// 'Case Study Not Found'.
        CaseStudyNotFound,
        /// 'The case study you're looking for doesn't exist.'.
        CaseStudyNotFoundMessage,
        /// An unknown address's title.
        PageNotFound,
        /// Its message.
        PageNotFoundMessage,
        /// 'Go Back'.
        GoBack,
        /// The footer's link to the feed.
        RssFeed,
        /// The footer's link to the owner's contact.
        Contact,
        /// The language switcher's name for assistive technology (a site in several languages).
        LanguagesLabel,
        /// The line suggesting another language, in that language's words, with `{language}`, its
        /// name in itself (`language::endonym`).
        LanguageSuggestion,
        /// Dismisses that line, in the same language.
        DismissSuggestion,
        /// The name of the quiet mark beside a text shown in the default language's words (issue
        /// 40), with `{language}`, that language's name (`translations::untranslated`).
        Untranslated,
        /// The note on a case study whose body is the default language's only, with `{language}`,
        /// that language's name in the page's words (`Diese Fallstudie gibt es nur auf Englisch.`).
        CaseStudyOnlyIn,
        /// The same note when the page's words have no name for that language: `{language}` is
        /// its name in itself, or its tag.
        CaseStudyOnlyInOther,
    }
}

message_keys! {
    /// A text that counts something, with a form per plural category.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub enum CountedKey {
        /// A tool's or an industry's group: '3 experiences', '1 experience'.
        Experiences,
    }
}

impl MessageKey {
    /// The texts of the language switcher and the suggestion line, and those that say a text is
    /// not translated, which only a site in several languages shows.
    pub const SEVERAL_LANGUAGES: [MessageKey; 6] = [
        MessageKey::LanguagesLabel,
        MessageKey::LanguageSuggestion,
        MessageKey::DismissSuggestion,
        MessageKey::Untranslated,
        MessageKey::CaseStudyOnlyIn,
        MessageKey::CaseStudyOnlyInOther,
    ];
}

/// The form of a counted text for each plural category; `other` is always there.
pub type Forms = BTreeMap<PluralCategory, String>;

/// One catalogue file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    texts: BTreeMap<MessageKey, String>,
    counted: BTreeMap<CountedKey, Forms>,
}

/// A catalogue read and checked: every text and every counted text is there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Messages {
    catalogue: Catalogue,
    texts: BTreeMap<MessageKey, String>,
    counted: BTreeMap<CountedKey, Forms>,
}

impl Messages {
    /// `catalogue`'s messages, read from its file once.
    pub fn of(catalogue: Catalogue) -> &'static Messages {
        static READ: [OnceLock<Messages>; 4] = [const { OnceLock::new() }; 4];
        let (slot, text) = match catalogue {
            Catalogue::En => (&READ[0], include_str!("../../messages/en.json")),
            Catalogue::De => (&READ[1], include_str!("../../messages/de.json")),
            Catalogue::Fr => (&READ[2], include_str!("../../messages/fr.json")),
            Catalogue::Es => (&READ[3], include_str!("../../messages/es.json")),
        };
        slot.get_or_init(|| {
            // Compiled in and checked by this module's tests: a failure here is a bad build.
            Messages::parse(catalogue, text).unwrap_or_else(|error| panic!("{error}"))
        })
    }

    /// A catalogue file's text as `catalogue`'s messages, or why it is not a whole catalogue.
    pub fn parse(catalogue: Catalogue, text: &str) -> Result<Messages, String> {
        let file: File = serde_json::from_str(text)
            .map_err(|error| format!("the {} catalogue: {error}", catalogue.code()))?;
        let missing: Vec<String> = MessageKey::ALL
            .iter()
            .filter(|key| !file.texts.contains_key(key))
            .map(|key| format!("{key:?}"))
            .chain(
                CountedKey::ALL
                    .iter()
                    .filter(|key| {
                        !file
                            .counted
                            .get(key)
                            .is_some_and(|forms| forms.contains_key(&PluralCategory::Other))
                    })
                    .map(|key| format!("{key:?} (with its `other` form)")),
            )
            .collect();
        if !missing.is_empty() {
            return Err(format!(
                "the {} catalogue misses {}",
                catalogue.code(),
                missing.join(", ")
            ));
        }
        Ok(Messages {
            catalogue,
            texts: file.texts,
            counted: file.counted,
        })
    }

    /// The catalogue these messages are (whose months and plural rules go with them).
    pub fn catalogue(&self) -> Catalogue {
        self.catalogue
    }

    /// The text of `key`.
    pub fn text(&self, key: MessageKey) -> &str {
        self.texts.get(&key).map_or("", String::as_str)
    }

    /// Every text by its key.
    pub fn texts(&self) -> &BTreeMap<MessageKey, String> {
        &self.texts
    }

    /// The texts every public page carries for its components: all but
    /// [`MessageKey::SEVERAL_LANGUAGES`], which only the pages of a site in several languages
    /// show, and carry beside the languages they name, so that a one-language site's pages weigh
    /// what they did before there were languages.
    pub fn page_texts(&self) -> BTreeMap<MessageKey, &str> {
        self.texts
            .iter()
            .filter(|(key, _)| !MessageKey::SEVERAL_LANGUAGES.contains(key))
            .map(|(key, text)| (*key, text.as_str()))
            .collect()
    }

    /// The forms of the counted text `key`.
    pub fn forms(&self, key: CountedKey) -> Option<&Forms> {
        self.counted.get(&key)
    }

    /// The counted text `key` for `count`: the form of the count's plural category in this
    /// language (`other` when the catalogue has no form of its own for it), `{n}` the count.
    pub fn count(&self, key: CountedKey, count: u64) -> String {
        let forms = self.counted.get(&key);
        let form = forms
            .and_then(|forms| forms.get(&plural_category(self.catalogue, count)))
            .or_else(|| forms.and_then(|forms| forms.get(&PluralCategory::Other)))
            .map_or("", String::as_str);
        form.replace("{n}", &count.to_string())
    }

    /// These messages with the owner's wording of some texts (`texts`) and counted texts
    /// (`counted`) instead (a language's [`super::LanguageWording`], which checks them): a blank
    /// text is no wording, and leaves the catalogue's; a counted text's forms replace the
    /// catalogue's whole.
    pub fn with_overrides(
        &self,
        texts: &BTreeMap<MessageKey, String>,
        counted: &BTreeMap<CountedKey, Forms>,
    ) -> Messages {
        let mut messages = self.clone();
        for (key, text) in texts {
            if !text.trim().is_empty() {
                messages.texts.insert(*key, text.clone());
            }
        }
        for (key, forms) in counted {
            if forms.contains_key(&PluralCategory::Other) {
                messages.counted.insert(*key, forms.clone());
            }
        }
        messages
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_has_every_text_and_every_counted_text() {
        for catalogue in Catalogue::ALL {
            let messages = Messages::of(catalogue);
            assert_eq!(
                messages.texts().len(),
                MessageKey::ALL.len(),
                "{catalogue:?}"
            );
            for key in CountedKey::ALL {
                let forms = messages.forms(*key).expect("checked on reading");
                // Every category the language's rule gives a count has its form.
                for count in (0..=1_000).chain([1_000_000, 2_000_000, 1_000_001]) {
                    let category = plural_category(catalogue, count);
                    assert!(
                        forms.contains_key(&category),
                        "{catalogue:?} {key:?} {count}"
                    );
                }
                // And no form the language never uses.
                for category in forms.keys() {
                    assert!(
                        (0..=2_000_000).any(|n| plural_category(catalogue, n) == *category),
                        "{catalogue:?} {key:?} has a form for {category:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_pages_texts_leave_out_only_the_words_of_a_site_in_several_languages() {
        for catalogue in Catalogue::ALL {
            let messages = Messages::of(catalogue);
            let shown = messages.page_texts();
            for key in MessageKey::ALL {
                assert_eq!(
                    shown.contains_key(key),
                    !MessageKey::SEVERAL_LANGUAGES.contains(key),
                    "{key:?}"
                );
            }
            assert!(
                messages
                    .text(MessageKey::LanguageSuggestion)
                    .contains("{language}")
            );
        }
    }

    #[test]
    fn a_catalogue_missing_a_text_is_refused() {
        let text = r#"{"texts": {"loading": "Loading..."}, "counted": {}}"#;
        let error = Messages::parse(Catalogue::En, text).expect_err("incomplete");
        assert!(error.contains("TabExperiences"), "{error}");
        assert!(
            error.contains("Experiences (with its `other` form)"),
            "{error}"
        );
    }

    #[test]
    fn a_catalogue_naming_an_unknown_text_is_refused() {
        let text = r#"{"texts": {"loadingg": "Loading..."}, "counted": {}}"#;
        let error = Messages::parse(Catalogue::En, text).expect_err("unknown key");
        assert!(error.contains("loadingg"), "{error}");
    }

    /// The names a text fills in, `{author}`, in order.
    fn placeholders(text: &str) -> Vec<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn every_translation_fills_in_what_the_english_text_does() {
        let english = Messages::of(Catalogue::En);
        for catalogue in Catalogue::ALL {
            let messages = Messages::of(catalogue);
            for key in MessageKey::ALL {
                let mut want = placeholders(english.text(*key));
                let mut got = placeholders(messages.text(*key));
                want.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, want, "{catalogue:?} {key:?}");
                assert!(
                    !messages.text(*key).trim().is_empty(),
                    "{catalogue:?} {key:?}"
                );
            }
            for key in CountedKey::ALL {
                for form in messages.forms(*key).expect("checked").values() {
                    assert_eq!(placeholders(form), ["n"], "{catalogue:?} {key:?}");
                }
            }
        }
    }

    #[test]
    fn french_puts_a_narrow_no_break_space_before_double_punctuation() {
        let french = Messages::of(Catalogue::Fr);
        for key in MessageKey::ALL {
            let text = french.text(*key);
            for (at, mark) in text.char_indices().filter(|(_, c)| "?!;:".contains(*c)) {
                let before = text[..at].chars().next_back();
                let wanted = if mark == ':' { '\u{a0}' } else { '\u{202f}' };
                assert_eq!(before, Some(wanted), "{key:?}: {text}");
            }
        }
    }

    #[test]
    fn a_count_takes_its_languages_form_and_fills_in_the_number() {
        let count = |catalogue, n| Messages::of(catalogue).count(CountedKey::Experiences, n);
        assert_eq!(count(Catalogue::En, 1), "1 experience");
        assert_eq!(count(Catalogue::En, 0), "0 experiences");
        assert_eq!(count(Catalogue::Fr, 0), "0 expérience");
        assert_eq!(count(Catalogue::Fr, 1_000_000), "1000000 d’expériences");
        assert_eq!(count(Catalogue::De, 3), "3 Stationen");
    }

    #[test]
    fn the_owners_wording_replaces_a_text_and_a_blank_one_does_not() {
        let texts = BTreeMap::from([
            (MessageKey::ReadTime, "A short read".to_owned()),
            (MessageKey::Recently, "  ".to_owned()),
        ]);
        let english = Messages::of(Catalogue::En);
        let owned = english.with_overrides(&texts, &BTreeMap::new());
        assert_eq!(owned.text(MessageKey::ReadTime), "A short read");
        assert_eq!(owned.text(MessageKey::Recently), "Recently");
        assert_eq!(
            owned.text(MessageKey::Loading),
            english.text(MessageKey::Loading)
        );
        assert_eq!(owned.catalogue(), Catalogue::En);
    }
}
