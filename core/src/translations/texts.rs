//! What is translatable in each kind of row, and how a save's languages join those stored.
//!
//! - The profile: its name, brief introduction, headline and location ([`ProfileTexts`]).
//! - An experience: its job title, company, industry, description and accomplishments, and each
//!   tool's usage note keyed by the tool's name ([`ExperienceTexts`]).
//! - An education entry: its name and category ([`EducationTexts`]).
//! - A case study: its title, slug, description, content and tags, and whether it is published
//!   in the language ([`CaseStudyTexts`]).
//!
//! A text left out or blank is not translated: the page shows the default's, marked. A save sends
//! the languages it changes; each language sent replaces that language's texts, and the others
//! stay as stored ([`merge`]), so a form saving German never loses the French, nor the texts of a
//! language the site no longer lists.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A row's translations: for each language (a tag in canonical case) other than the default,
/// its texts. Stored as JSON in the row's `translations` column.
pub type ByLanguage<T> = BTreeMap<String, T>;

/// A row's translations as the stored and validated types carry them: on the server, its texts
/// by language (`None` for none, or, in a save, to keep those stored). The browser's module
/// neither reads nor writes them (the server checks them against the site's languages), so there
/// the field is a stand-in of no size, and the maps' code stays out of a module at its size
/// budget. Read and set through [`carried`], [`take_carried`] and [`carry`], which compile for
/// both.
#[cfg(not(target_arch = "wasm32"))]
pub type Carried<T> = Option<ByLanguage<T>>;

/// A row's translations in the browser's module: never any.
#[cfg(target_arch = "wasm32")]
pub type Carried<T> = Option<NotCarried<T>>;

/// What stands in for a row's translations in the browser's module.
#[cfg(target_arch = "wasm32")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotCarried<T>(std::marker::PhantomData<T>);

/// The translations a row carries.
#[cfg(not(target_arch = "wasm32"))]
pub fn carried<T>(carried: &Carried<T>) -> Option<&ByLanguage<T>> {
    carried.as_ref()
}

/// The translations a row carries, taken out of it.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_carried<T>(carried: &mut Carried<T>) -> Option<ByLanguage<T>> {
    carried.take()
}

/// `translations` as a row carries them.
#[cfg(not(target_arch = "wasm32"))]
pub fn carry<T>(translations: Option<ByLanguage<T>>) -> Carried<T> {
    translations
}

/// The translations a row carries: none in the browser's module.
#[cfg(target_arch = "wasm32")]
pub fn carried<T>(_: &Carried<T>) -> Option<&ByLanguage<T>> {
    None
}

/// The translations a row carries, taken out of it: none in the browser's module.
#[cfg(target_arch = "wasm32")]
pub fn take_carried<T>(_: &mut Carried<T>) -> Option<ByLanguage<T>> {
    None
}

/// `translations` as a row carries them: dropped in the browser's module.
#[cfg(target_arch = "wasm32")]
pub fn carry<T>(_: Option<ByLanguage<T>>) -> Carried<T> {
    None
}

/// Reads a row's translations, each language's texts from a JSON object only: serde alone would
/// also read them from an array, its fields in order, and take `[null, null]` for texts.
#[cfg(not(target_arch = "wasm32"))]
pub fn objects<'de, D, T>(deserializer: D) -> Result<Carried<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    use serde::de::Error;
    let Some(languages) = Option::<BTreeMap<String, serde_json::Value>>::deserialize(deserializer)?
    else {
        return Ok(None);
    };
    languages
        .into_iter()
        .map(|(tag, texts)| {
            if !texts.is_object() {
                return Err(D::Error::custom(format!(
                    "{tag}: expected an object of texts"
                )));
            }
            serde_json::from_value(texts)
                .map(|texts| (tag.clone(), texts))
                .map_err(|error| D::Error::custom(format!("{tag}: {error}")))
        })
        .collect::<Result<_, _>>()
        .map(Some)
}

/// The profile's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct ProfileTexts {
    /// The name.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub name: Option<String>,
    /// The brief introduction.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub brief_intro: Option<String>,
    /// The headline or role.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub headline: Option<String>,
    /// Where the owner is (issue 40: `Berlin, Germany` is `Berlin, Deutschland` in German).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub location: Option<String>,
}

/// An experience's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct ExperienceTexts {
    /// The job title.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub job_title: Option<String>,
    /// The company.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub company: Option<String>,
    /// The industry: the By Industries group keeps the default's grouping, labelled with this.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub industry: Option<String>,
    /// The description.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: Option<String>,
    /// The accomplishments.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub accomplishments: Option<String>,
    /// Each tool's usage note, by the tool's name (as the experience spells it; compared
    /// case-insensitively).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "Record<string, string>"))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub tools: BTreeMap<String, String>,
}

impl ExperienceTexts {
    /// The usage note of the tool named `tool`, compared case-insensitively.
    pub fn usage_of(&self, tool: &str) -> Option<&str> {
        let key = crate::ordering::name_key(tool);
        self.tools
            .iter()
            .find(|(name, _)| crate::ordering::name_key(name) == key)
            .map(|(_, usage)| usage.as_str())
    }
}

/// An education entry's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct EducationTexts {
    /// The name.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub name: Option<String>,
    /// The category: the Education group keeps the default's grouping, labelled with this.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub category: Option<String>,
}

/// A case study in one language: its texts, its address and whether that language's pages show
/// it. A text left out (or `null`) is the default's, shown marked; the slug left out is the
/// default's slug.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct CaseStudyTexts {
    /// The title.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub title: Option<String>,
    /// The address's last segment in this language (`/de/case-studies/{slug}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub slug: Option<String>,
    /// The card's summary.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub description: Option<String>,
    /// The Editor.js document as JSON text.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub content: Option<String>,
    /// The tags.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub tags: Option<Vec<String>>,
    /// Whether this language's pages show it; left out, exactly when the default's do.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(nullable))]
    pub is_published: Option<bool>,
}

/// A set of texts in one language.
pub trait TextSet {
    /// Whether nothing in it is translated.
    fn is_empty(&self) -> bool;
}

impl TextSet for ProfileTexts {
    fn is_empty(&self) -> bool {
        self.name.is_none()
            && self.brief_intro.is_none()
            && self.headline.is_none()
            && self.location.is_none()
    }
}

impl TextSet for ExperienceTexts {
    fn is_empty(&self) -> bool {
        self.job_title.is_none()
            && self.company.is_none()
            && self.industry.is_none()
            && self.description.is_none()
            && self.accomplishments.is_none()
            && self.tools.is_empty()
    }
}

impl TextSet for CaseStudyTexts {
    fn is_empty(&self) -> bool {
        self.title.is_none()
            && self.slug.is_none()
            && self.description.is_none()
            && self.content.is_none()
            && self.tags.is_none()
            && self.is_published.is_none()
    }
}

impl TextSet for EducationTexts {
    fn is_empty(&self) -> bool {
        self.name.is_none() && self.category.is_none()
    }
}

/// The translations after a save: each language `sent` replaces that language's texts (a
/// language sent with nothing translated is removed), every other language stays as `stored`.
pub fn merge<T: TextSet>(mut stored: ByLanguage<T>, sent: ByLanguage<T>) -> ByLanguage<T> {
    for (language, texts) in sent {
        if texts.is_empty() {
            stored.remove(&language);
        } else {
            stored.insert(language, texts);
        }
    }
    stored.retain(|_, texts| !texts.is_empty());
    stored
}

/// `None` for no translations, so a row without any keeps the shape it had before there were
/// languages.
pub fn non_empty<T>(translations: ByLanguage<T>) -> Option<ByLanguage<T>> {
    (!translations.is_empty()).then_some(translations)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> EducationTexts {
        EducationTexts {
            name: Some(name.to_owned()),
            category: None,
        }
    }

    #[test]
    fn a_save_replaces_the_languages_it_sends_and_keeps_the_others() {
        let stored = ByLanguage::from([
            ("de".to_owned(), named("Abschluss")),
            ("fr".to_owned(), named("Diplôme")),
            ("it".to_owned(), named("Laurea")),
        ]);
        let sent = ByLanguage::from([
            ("de".to_owned(), named("Studium")),
            ("fr".to_owned(), EducationTexts::default()),
        ]);
        let merged = merge(stored, sent);
        assert_eq!(
            merged,
            ByLanguage::from([
                ("de".to_owned(), named("Studium")),
                ("it".to_owned(), named("Laurea")),
            ])
        );
    }
}
