//! The home's source in one language (issue 25 goal 4: "where a text has no translation, the
//! page shows the default language's text inside an element carrying that language's `lang`").
//!
//! Each translatable text is replaced by the value [`choose_translation`] picks for the page's
//! language: the translation when there is one, else the default's, which [`Fallbacks`] lists
//! so the page marks it. Dates, order, links, images and flags are the default's, as they are
//! shared. A tool's usage note is looked up by the tool's name, compared case-insensitively, so a
//! respelled tool keeps its notes.
//!
//! The groups of the derived home are the default's ([`crate::home::home_in`]): an industry or a
//! category groups and orders as in the default language, labelled with the translation of its
//! first entry, and [`Fallbacks`] also lists the groups whose label is the default's.

use super::case_study_address::{published_in, slug_in};
use super::texts::{ByLanguage, CaseStudyTexts, EducationTexts, ExperienceTexts};
use crate::home::{HomeSource, Owner};
use crate::language::{LanguageTag, Languages, Translations, choose_translation};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a page in a language other than the default shows in the default's words: each element
/// holding one of these texts carries `lang` of [`Fallbacks::lang`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct Fallbacks {
    /// The default language's tag, whose texts these are.
    pub lang: String,
    /// The profile's fields: `name`, `briefIntro`, `headline`, `location`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub profile: Vec<String>,
    /// By experience id, its fields: `jobTitle`, `company`, `industry`, `description`,
    /// `accomplishments`, `tools.<name>` (a tool's usage note).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "Record<string, string[]>"))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub experiences: BTreeMap<i64, Vec<String>>,
    /// By education entry id, its fields: `name`, `category`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "Record<string, string[]>"))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub education: BTreeMap<i64, Vec<String>>,
    /// By case study id, its card's fields: `title`, `description`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "Record<string, string[]>"))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub case_studies: BTreeMap<i64, Vec<String>>,
    /// The By Industries groups (by position) whose label is the default's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub industry_groups: Vec<usize>,
    /// The Education groups (by position) whose label is the default's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub education_groups: Vec<usize>,
}

impl Fallbacks {
    /// Whether the experience `id` shows `field` in the default's words.
    pub fn experience(&self, id: i64, field: &str) -> bool {
        self.experiences
            .get(&id)
            .is_some_and(|fields| fields.iter().any(|f| f == field))
    }

    /// Whether the education entry `id` shows `field` in the default's words.
    pub fn education(&self, id: i64, field: &str) -> bool {
        self.education
            .get(&id)
            .is_some_and(|fields| fields.iter().any(|f| f == field))
    }
}

/// Reads one field of a language's texts.
type Read<T> = fn(&T) -> Option<&str>;

/// Picks the text of one field for the page's language, noting a fallback under `field`.
pub(super) struct Chooser<'a> {
    pub(super) languages: &'a Languages,
    pub(super) language: &'a LanguageTag,
}

impl Chooser<'_> {
    /// The values of a field: the default's (`default`) and each other language's (`other`, read
    /// from each language's texts; a value stored under the default's tag is never read, the
    /// default's own field is).
    fn values<T>(
        &self,
        default: &str,
        translations: Option<&ByLanguage<T>>,
        other: impl Fn(&T) -> Option<&str>,
    ) -> Translations {
        let mut values = Translations::new();
        let default_language = self.languages.default_language();
        values.insert(default_language.clone(), default.to_owned());
        for (tag, texts) in translations.into_iter().flatten() {
            let (Ok(tag), Some(text)) = (LanguageTag::parse(tag), other(texts)) else {
                continue;
            };
            if tag != *default_language {
                values.insert(tag, text.to_owned());
            }
        }
        values
    }

    /// The text shown, and whether it is the default's standing in; `None` when the text is
    /// blank in the default and untranslated.
    pub(super) fn choose<T>(
        &self,
        default: &str,
        translations: Option<&ByLanguage<T>>,
        other: impl Fn(&T) -> Option<&str>,
    ) -> Option<(String, bool)> {
        let values = self.values(default, translations, other);
        choose_translation(self.languages, self.language, &values)
            .map(|shown| (shown.text.to_owned(), shown.fallback))
    }

    /// Replaces `text` by its value in the page's language, recording `field` in `fallbacks`
    /// when the default's stands in.
    pub(super) fn text<T>(
        &self,
        text: &mut String,
        field: &str,
        fallbacks: &mut Vec<String>,
        translations: Option<&ByLanguage<T>>,
        other: impl Fn(&T) -> Option<&str>,
    ) {
        if let Some((shown, fallback)) = self.choose(text, translations, other) {
            *text = shown;
            if fallback {
                fallbacks.push(field.to_owned());
            }
        }
    }

    /// Replaces each of `fields` (a text, the field a fallback is recorded under, and how a
    /// language's texts read it) as [`Chooser::text`] does.
    fn texts<'f, T: 'f>(
        &self,
        fields: impl IntoIterator<Item = (&'f mut String, &'f str, Read<T>)>,
        fallbacks: &mut Vec<String>,
        translations: Option<&ByLanguage<T>>,
    ) {
        for (text, field, other) in fields {
            self.text(text, field, fallbacks, translations, other);
        }
    }
}

/// The profile with its texts (name, introduction, headline, location) in `language`, as [`localize`]
/// shows them, and the texts shown in the default's words instead: what a page's head and a case
/// study's footer name the owner with.
pub fn localize_profile(profile: &Owner, language: &LanguageTag) -> (Owner, Vec<String>) {
    let chooser = Chooser {
        languages: &profile.languages,
        language,
    };
    let mut localized = profile.clone();
    let fallbacks = localize_profile_into(&mut localized, &chooser);
    (localized, fallbacks)
}

/// Replaces `profile`'s texts by their values in the chooser's language; the fields that fall
/// back.
fn localize_profile_into(profile: &mut Owner, chooser: &Chooser) -> Vec<String> {
    let stored = std::mem::take(&mut profile.translations);
    let translations = Some(&stored);
    let mut marked = Vec::new();
    chooser.text(&mut profile.name, "name", &mut marked, translations, |t| {
        t.name.as_deref()
    });
    chooser.text(
        &mut profile.brief_intro,
        "briefIntro",
        &mut marked,
        translations,
        |t| t.brief_intro.as_deref(),
    );
    let headline = profile.headline.clone().unwrap_or_default();
    if let Some((shown, fallback)) =
        chooser.choose(&headline, translations, |t| t.headline.as_deref())
    {
        profile.headline = Some(shown);
        if fallback {
            marked.push("headline".to_owned());
        }
    }
    let location = profile.location.clone().unwrap_or_default();
    if let Some((shown, fallback)) =
        chooser.choose(&location, translations, |t| t.location.as_deref())
    {
        profile.location = Some(shown);
        if fallback {
            marked.push("location".to_owned());
        }
    }
    profile.translations = stored;
    marked
}

/// `source` with each text in `language` ([`choose_translation`]'s choice), and the texts shown
/// in the default's words instead. On the default's page every text is its own and nothing falls
/// back.
pub fn localize(source: &HomeSource, language: &LanguageTag) -> (HomeSource, Fallbacks) {
    let languages = &source.profile.languages;
    let chooser = Chooser {
        languages,
        language,
    };
    let mut localized = source.clone();
    let mut fallbacks = Fallbacks {
        lang: languages.default_language().as_str().to_owned(),
        profile: Vec::new(),
        experiences: BTreeMap::new(),
        education: BTreeMap::new(),
        case_studies: BTreeMap::new(),
        industry_groups: Vec::new(),
        education_groups: Vec::new(),
    };

    fallbacks.profile = localize_profile_into(&mut localized.profile, &chooser);

    for experience in &mut localized.experiences {
        let translations = super::take_carried(&mut experience.translations);
        let translations = translations.as_ref();
        let mut marked = Vec::new();
        let fields: [(&mut String, &str, Read<ExperienceTexts>); 5] = [
            (&mut experience.job_title, "jobTitle", |t| {
                t.job_title.as_deref()
            }),
            (&mut experience.company, "company", |t| t.company.as_deref()),
            (&mut experience.industry, "industry", |t| {
                t.industry.as_deref()
            }),
            (&mut experience.description, "description", |t| {
                t.description.as_deref()
            }),
            (&mut experience.accomplishments, "accomplishments", |t| {
                t.accomplishments.as_deref()
            }),
        ];
        chooser.texts(fields, &mut marked, translations);
        for tool in &mut experience.tools {
            let usage = tool.usage.clone().unwrap_or_default();
            let name = tool.name.clone();
            if let Some((shown, fallback)) =
                chooser.choose(&usage, translations, |t| t.usage_of(&name))
            {
                tool.usage = Some(shown);
                if fallback {
                    marked.push(format!("tools.{}", tool.name));
                }
            }
        }
        if !marked.is_empty() {
            fallbacks.experiences.insert(experience.id, marked);
        }
    }

    for entry in &mut localized.education {
        let translations = super::take_carried(&mut entry.translations);
        let translations = translations.as_ref();
        let mut marked = Vec::new();
        let fields: [(&mut String, &str, Read<EducationTexts>); 2] = [
            (&mut entry.name, "name", |t| t.name.as_deref()),
            (&mut entry.category, "category", |t| t.category.as_deref()),
        ];
        chooser.texts(fields, &mut marked, translations);
        if !marked.is_empty() {
            fallbacks.education.insert(entry.id, marked);
        }
    }
    // The Playground shows the case studies this language publishes, each at its address here.
    localized.case_studies.retain_mut(|study| {
        let translations = study.translations.take();
        let translations = translations.as_ref();
        if !published_in(study.is_published, translations, languages, language) {
            return false;
        }
        study.is_published = true;
        study.slug = slug_in(&study.slug, translations, languages, language).to_owned();
        let mut marked = Vec::new();
        let fields: [(&mut String, &str, Read<CaseStudyTexts>); 2] = [
            (&mut study.title, "title", |t| t.title.as_deref()),
            (&mut study.description, "description", |t| {
                t.description.as_deref()
            }),
        ];
        chooser.texts(fields, &mut marked, translations);
        if !marked.is_empty() {
            fallbacks.case_studies.insert(study.id, marked);
        }
        true
    });
    localized.profile.translations = ByLanguage::new();
    (localized, fallbacks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::translations::ExperienceTexts;
    use crate::validation::Experience;

    fn site(tags: &[&str]) -> Languages {
        Languages::parse(tags).expect("languages")
    }

    #[test]
    fn a_translated_text_replaces_the_default_and_an_untranslated_one_is_marked() {
        let mut source = HomeSource::default();
        source.profile.languages = site(&["en", "de"]);
        source.experiences.push(Experience {
            id: 7,
            job_title: "Engineer".into(),
            company: "Acme".into(),
            translations: Some(ByLanguage::from([(
                "de".to_owned(),
                ExperienceTexts {
                    job_title: Some("Ingenieurin".into()),
                    ..ExperienceTexts::default()
                },
            )])),
            ..Experience::default()
        });
        let de = LanguageTag::parse("de").unwrap();
        let (localized, fallbacks) = localize(&source, &de);
        assert_eq!(localized.experiences[0].job_title, "Ingenieurin");
        assert_eq!(localized.experiences[0].company, "Acme");
        assert!(fallbacks.experience(7, "company"));
        assert!(!fallbacks.experience(7, "jobTitle"));
        assert_eq!(fallbacks.lang, "en");
        assert_eq!(localized.experiences[0].translations, None);
    }

    #[test]
    fn the_location_is_shown_in_the_pages_language_or_marked_as_the_defaults() {
        let mut profile = Owner {
            languages: site(&["en", "de", "fr"]),
            location: Some("Berlin, Germany".into()),
            ..Owner::default()
        };
        profile.translations.insert(
            "de".to_owned(),
            crate::translations::ProfileTexts {
                location: Some("Berlin, Deutschland".into()),
                ..Default::default()
            },
        );
        let (german, marked) = localize_profile(&profile, &LanguageTag::parse("de").unwrap());
        assert_eq!(german.location.as_deref(), Some("Berlin, Deutschland"));
        assert!(!marked.contains(&"location".to_owned()));
        let (french, marked) = localize_profile(&profile, &LanguageTag::parse("fr").unwrap());
        assert_eq!(french.location.as_deref(), Some("Berlin, Germany"));
        assert!(marked.contains(&"location".to_owned()));
        // No location at all: none shown, nothing marked.
        profile.location = None;
        let (french, marked) = localize_profile(&profile, &LanguageTag::parse("fr").unwrap());
        assert_eq!(french.location, None);
        assert!(!marked.contains(&"location".to_owned()));
    }

    #[test]
    fn nothing_falls_back_on_the_default_page() {
        let mut source = HomeSource::default();
        source.profile.languages = site(&["en", "de"]);
        source.profile.name = "Ada".into();
        let en = LanguageTag::parse("en").unwrap();
        let (localized, fallbacks) = localize(&source, &en);
        assert_eq!(localized.profile.name, "Ada");
        assert!(fallbacks.profile.is_empty() && fallbacks.experiences.is_empty());
    }
}
