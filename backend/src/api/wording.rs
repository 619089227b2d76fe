//! The owner's wording of the public interface (issue 25 goal 5: "The owner can override any
//! string from the admin"): each language's texts as its catalogue words them and as the owner
//! does, and the write that replaces one language's overrides (folio-core's
//! `language::wording` checks them).

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::db::profile;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use folio_core::codes::FieldCode;
use folio_core::language::plural::categories;
use folio_core::language::wording::{catalogue_of, placeholders};
use folio_core::language::{
    Catalogue, CountedKey, LanguageTag, LanguageWording, Languages, MessageKey, Messages, Wording,
    WordingDraft, check_wording,
};
use folio_core::validation::{FieldError, ValidationErrors};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use std::collections::BTreeMap;

/// One text of the interface in one language.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct WordingText {
    /// Its key (`tabExperiences`), as an override names it.
    key: String,
    /// The catalogue's text.
    default: String,
    /// The owner's text instead, if any.
    custom: Option<String>,
    /// The placeholders an override keeps, each exactly (`{author}`).
    placeholders: Vec<String>,
}

/// One form of a counted text: its CLDR plural category.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct WordingForm {
    /// The category (`one`, `many`, `other`).
    category: String,
    /// The catalogue's form.
    default: String,
    /// The owner's form instead, if any.
    custom: Option<String>,
    /// The placeholders it keeps (`{n}`, where the number goes).
    placeholders: Vec<String>,
}

/// A counted text in one language, a form per plural category of the language.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct WordingCounted {
    /// Its key (`experiences`).
    key: String,
    /// Its forms, in CLDR's order, `other` last.
    forms: Vec<WordingForm>,
}

/// The interface's words in one language of the site.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct LanguageWords {
    /// The language's tag.
    language: String,
    /// The catalogue its texts default to: its own (`de`), or `en` for a language Folio has no
    /// catalogue for (then `ownCatalogue` is false).
    catalogue: String,
    /// Whether Folio has a catalogue in this language.
    own_catalogue: bool,
    /// Every text, in the catalogue's order.
    texts: Vec<WordingText>,
    /// Every counted text.
    counted: Vec<WordingCounted>,
}

/// One language's overrides: each replaces the catalogue's text, blank or left out keeps it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct WordingBody {
    /// Texts by key (`{"tabExperiences": "Werdegang"}`), each trimmed and at most 300
    /// characters, with exactly the placeholders of the catalogue's text.
    #[oai(default, validator(max_properties = 100))]
    texts: BTreeMap<String, Text>,
    /// Counted texts by key, their forms by CLDR plural category (`{"experiences": {"one":
    /// "{n} Job", "other": "{n} Jobs"}}`): every category of the language, or none.
    #[oai(default, validator(max_properties = 10))]
    counted: BTreeMap<String, BTreeMap<String, Text>>,
}

/// The wording of the interface.
pub struct WordingApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl WordingApi {
    /// For each language of the site, the default first, every text of the public interface:
    /// its key, the catalogue's text (English for a language without a catalogue), the owner's
    /// override if any, and the placeholders it keeps; and each counted text's forms by the
    /// language's plural categories.
    #[oai(path = "/admin/wording", method = "get")]
    async fn read(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<LanguageWords>>> {
        let owner = profile::get(&state.db).await?.owner;
        Ok(Json(words(&owner.languages, &owner.wording)))
    }

    /// Replaces the overrides of `lang`, one of the site's languages: what the body leaves out
    /// or sends blank is the catalogue's again (`{}` resets them all). A bad key, category,
    /// placeholder or length, or a language not of the site, is a 422 naming the field
    /// (`texts.tabExperiences`, `counted.experiences.one`, `language`), and nothing changes.
    /// The public pages show the new words at once. Answers that language's words.
    #[oai(path = "/admin/wording/:lang", method = "put")]
    async fn replace(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        lang: Path<String>,
        body: Json<WordingBody>,
    ) -> ApiResult<Json<LanguageWords>> {
        let language = LanguageTag::parse(&lang).map_err(|_| {
            ApiError::from(ValidationErrors {
                fields: vec![FieldError {
                    field: "language".to_owned(),
                    code: FieldCode::InvalidFormat,
                    message: format!("{} is not a language tag", lang.0),
                }],
            })
        })?;
        let languages = profile::get(&state.db).await?.owner.languages;
        let draft = WordingDraft {
            texts: body
                .0
                .texts
                .into_iter()
                .map(|(key, text)| (key, text.into()))
                .collect(),
            counted: body
                .0
                .counted
                .into_iter()
                .map(|(key, forms)| {
                    let forms = forms
                        .into_iter()
                        .map(|(category, text)| (category, text.into()))
                        .collect();
                    (key, forms)
                })
                .collect(),
        };
        let overrides = check_wording(&languages, &language, draft)?;
        let owner = profile::set_wording(&state.db, language.as_str(), overrides)
            .await?
            .owner;
        let words = language_words(&language, owner.wording.get(language.as_str()));
        Ok(Json(words))
    }
}

/// Every language's words on a site in `languages` worded `wording`.
fn words(languages: &Languages, wording: &Wording) -> Vec<LanguageWords> {
    languages
        .as_slice()
        .iter()
        .map(|language| language_words(language, wording.get(language.as_str())))
        .collect()
}

/// `language`'s words, with its `overrides`.
fn language_words(language: &LanguageTag, overrides: Option<&LanguageWording>) -> LanguageWords {
    let catalogue = catalogue_of(language);
    let messages = Messages::of(catalogue);
    let named = |text: &str| {
        placeholders(text)
            .into_iter()
            .map(|name| format!("{{{name}}}"))
            .collect::<Vec<_>>()
    };
    let texts = MessageKey::ALL
        .iter()
        .map(|key| WordingText {
            key: key.name(),
            default: messages.text(*key).to_owned(),
            custom: overrides.and_then(|o| o.texts.get(key).cloned()),
            placeholders: named(messages.text(*key)),
        })
        .collect();
    let counted = CountedKey::ALL
        .iter()
        .map(|key| {
            let defaults = messages.forms(*key).cloned().unwrap_or_default();
            let custom = overrides.and_then(|o| o.counted.get(key));
            let forms = categories(catalogue)
                .iter()
                .map(|category| {
                    let default = defaults
                        .get(category)
                        .or_else(|| defaults.get(&folio_core::language::PluralCategory::Other))
                        .cloned()
                        .unwrap_or_default();
                    WordingForm {
                        category: category.name().to_owned(),
                        placeholders: named(&default),
                        default,
                        custom: custom.and_then(|forms| forms.get(category).cloned()),
                    }
                })
                .collect();
            WordingCounted {
                key: key.name(),
                forms,
            }
        })
        .collect();
    LanguageWords {
        language: language.to_string(),
        catalogue: catalogue.code().to_owned(),
        own_catalogue: Catalogue::for_tag(language).is_some(),
        texts,
        counted,
    }
}
