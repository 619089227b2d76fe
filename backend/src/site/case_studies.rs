//! A case study as the public reads it: its answer (`/api/case-studies`, the admin's lists) and
//! its page (`/api/case-studies/{slug}`, `/case-studies/{slug}` and the owner's previews), which
//! the API and the pages both serve.

use crate::db::case_studies;
use crate::db::profile;
use crate::error::ApiResult;
use crate::site::messages_in;
use crate::state::AppState;
use folio_core::blocks::render::render_content;
pub use folio_core::case_study::CaseStudy;
use folio_core::home::Owner;
use folio_core::language::wording::catalogue_of;
use folio_core::language::{LanguageTag, Languages, localized_path, shown_day};
use folio_core::playground::{NextRequest, next_study};
use folio_core::responsive;
use folio_core::titles::case_study_title;
use folio_core::translations::untranslated::case_study_note;
use folio_core::translations::{self, case_study_in, localize_profile};
use poem_openapi::Object;
use std::collections::BTreeMap;

/// A published case study with its body rendered to safe HTML, for the public page.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PublicCaseStudy {
    /// The case study in the page's language: each text the language's, else the default's
    /// (listed in `fallbacks`), `slug` its address's there; never its other languages.
    #[oai(flatten)]
    pub(crate) case_study: CaseStudy,
    /// The featured image's size and narrower copies, when it is an upload stored with its size.
    pub(crate) image: Option<responsive::ResponsiveImage>,
    /// The page's title: `{title} · {the owner's name}`.
    pub(crate) page_title: String,
    /// The owner's name, for the way to contact them that ends the page.
    pub(crate) author: String,
    /// How to contact the owner, when the profile says.
    pub(crate) contact: Option<folio_core::profile::ContactLink>,
    /// The body rendered by folio-core: sanitised HTML (allow-listed tags, http(s)/mailto links
    /// opening in a new tab), safe to insert into the page.
    pub(crate) content_html: String,
    /// The study that follows in the Playground's order (after the last, the first); absent when
    /// no other is published.
    pub(crate) next: Option<NextStudy>,
    /// Its date as the page's language writes it (`27. Nov. 2026`), shown as it is; absent on an
    /// English page, where the browser writes it in the visitor's locale (folio-core's
    /// `shown_day`).
    pub(crate) date_label: Option<String>,
    /// On a page in a language other than the default, the texts shown in the default's words,
    /// which the page marks with the default's `lang`; absent when there are none.
    pub(crate) fallbacks: Option<TextFallbacks>,
    /// On a site in several languages, its page's address (path) in each language that
    /// publishes it, by tag, for the language switcher and the head's alternates.
    pub(crate) addresses: Option<BTreeMap<String, String>>,
    /// The default language's tag when the owner's name is in its words (the footer's name
    /// carries it); absent when the name is the page's language's own.
    pub(crate) author_lang: Option<String>,
}

/// The texts a page shows in the default language's words.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct TextFallbacks {
    /// The default language's tag.
    pub(crate) lang: String,
    /// The fields: `title`, `description`, `content`, `tags`.
    pub(crate) fields: Vec<String>,
    /// When the body is the default's, the note the page shows above it, in the page's words
    /// (`Diese Fallstudie gibt es nur auf Englisch.`, folio-core's
    /// `translations::untranslated::case_study_note`).
    pub(crate) note: Option<String>,
}

/// The case study a page ends with: the next one in the Playground.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct NextStudy {
    pub(crate) slug: String,
    pub(crate) title: String,
    /// The default language's tag when the title is in its words.
    pub(crate) lang: Option<String>,
}

/// The case studies published in the default language, in the Playground's order, without
/// their other languages.
pub async fn published_list(state: &AppState) -> ApiResult<Vec<CaseStudy>> {
    let mut list = case_studies::list(&state.db, true).await?;
    for study in &mut list {
        study.fields.translations = None;
    }
    Ok(list)
}

/// The case studies `language`'s pages show, in the Playground's order, each in that language
/// with the fields that fall back to the default's ([`localized`]), without their bodies.
pub async fn published_in(
    state: &AppState,
    languages: &Languages,
    language: &LanguageTag,
) -> ApiResult<Vec<(CaseStudy, Vec<String>)>> {
    let all = state.snapshot.outlines().await?;
    Ok(published_among(&all, languages, language))
}

/// Those of `all` (in the Playground's order) that `language`'s pages show, each in that
/// language with the fields that fall back to the default's.
fn published_among(
    all: &[CaseStudy],
    languages: &Languages,
    language: &LanguageTag,
) -> Vec<(CaseStudy, Vec<String>)> {
    shown_in(all, languages, language)
        .into_iter()
        .map(|study| localized(study.clone(), languages, language))
        .collect()
}

/// Those of `all` that `language`'s pages show, as stored, in `all`'s order: a page finds its
/// own and the next among them, and puts only those into its language.
fn shown_in<'a>(
    all: &'a [CaseStudy],
    languages: &Languages,
    language: &LanguageTag,
) -> Vec<&'a CaseStudy> {
    all.iter()
        .filter(|study| is_published_in(study, languages, language))
        .collect()
}

fn is_published_in(study: &CaseStudy, languages: &Languages, language: &LanguageTag) -> bool {
    let fields = &study.fields;
    translations::published_in(
        fields.is_published,
        fields.translations.as_ref(),
        languages,
        language,
    )
}

/// The path of `stored`'s page in each of the site's `languages` that publishes it, in the
/// site's order: `/case-studies/{slug}` below that language's home, with its slug there.
pub fn addresses(stored: &CaseStudy, languages: &Languages) -> Vec<(LanguageTag, String)> {
    let fields = &stored.fields;
    languages
        .as_slice()
        .iter()
        .filter(|language| is_published_in(stored, languages, language))
        .filter_map(|language| {
            let slug = translations::slug_in(
                &fields.slug,
                fields.translations.as_ref(),
                languages,
                language,
            );
            let path = localized_path(languages, language, &format!("/case-studies/{slug}"))?;
            Some((language.clone(), path))
        })
        .collect()
}

/// `stored` in `language` (folio-core's `case_study_in`), and the fields shown in the default's
/// words.
fn localized(
    stored: CaseStudy,
    languages: &Languages,
    language: &LanguageTag,
) -> (CaseStudy, Vec<String>) {
    let (fields, fallbacks) = case_study_in(&stored.fields, languages, language);
    (CaseStudy { fields, ..stored }, fallbacks)
}

/// The case study that `language`'s page at `/case-studies/{slug}` shows (one of the site's
/// languages; the default when none).
pub async fn published_one(
    state: &AppState,
    slug: &str,
    language: Option<&LanguageTag>,
) -> ApiResult<Option<PublicCaseStudy>> {
    if !case_studies::may_have_slug(&state.db, slug).await? {
        return Ok(None);
    }
    let owner = super::with_contact_form(state, profile::get(&state.db).await?.owner).await?;
    let language = language
        .unwrap_or(owner.languages.default_language())
        .clone();
    let all = state.snapshot.outlines().await?;
    let published = shown_in(&all, &owner.languages, &language);
    let has_slug = |study: &CaseStudy| {
        let translations = translations::carried(&study.fields.translations);
        translations::slug_in(
            &study.fields.slug,
            translations,
            &owner.languages,
            &language,
        ) == slug
    };
    let Some(id) = published
        .iter()
        .find(|study| has_slug(study))
        .map(|study| study.id)
    else {
        return Ok(None);
    };
    let stored = case_studies::by_id(&state.db, id).await?;
    Ok(stored.map(|stored| page(&owner, stored, &language, &published)))
}

/// A stored case study as its public page in `language` (the default when none) shows it,
/// published or not (the owner's preview, where a draft is followed by the study it would come
/// before once published).
pub async fn as_page(
    state: &AppState,
    stored: CaseStudy,
    language: Option<&LanguageTag>,
) -> ApiResult<PublicCaseStudy> {
    let owner = super::with_contact_form(state, profile::get(&state.db).await?.owner).await?;
    let language = language
        .unwrap_or(owner.languages.default_language())
        .clone();
    let all = state.snapshot.outlines().await?;
    let published = shown_in(&all, &owner.languages, &language);
    Ok(page(&owner, stored, &language, &published))
}

/// `stored`'s page in `language`, by `owner`, among the `published` case studies of that
/// language (in the Playground's order, each in the language).
fn page(
    owner: &Owner,
    stored: CaseStudy,
    language: &LanguageTag,
    published: &[&CaseStudy],
) -> PublicCaseStudy {
    let languages = &owner.languages;
    let several = languages.as_slice().len() > 1;
    let default = languages.default_language().as_str();
    let addresses = several.then(|| {
        addresses(&stored, languages)
            .into_iter()
            .map(|(language, path)| (language.as_str().to_owned(), path))
            .collect()
    });
    let (stored, fallbacks) = localized(stored, languages, language);
    let note = case_study_note(
        &messages_in(language, &owner.wording),
        languages.default_language(),
        &fallbacks,
    );
    let date_label = shown_day(catalogue_of(language), &stored.date());
    let (author, author_fallbacks) = localize_profile(owner, language);
    let author = author.name;
    let contact = folio_core::profile::contact_link(owner.contact.as_deref());
    let next = next_study(&NextRequest {
        published: published.iter().map(|study| study.placing()).collect(),
        current: stored.placing(),
    })
    .and_then(|id| published.iter().find(|study| study.id == id))
    .map(|study| {
        let (study, fallbacks) = localized((*study).clone(), languages, language);
        NextStudy {
            lang: fallbacks
                .iter()
                .any(|field| field == "title")
                .then(|| default.to_owned()),
            slug: study.fields.slug,
            title: study.fields.title,
        }
    });
    let content_html = render_content(&stored.fields.content);
    let image = stored
        .fields
        .featured_image
        .as_deref()
        .and_then(|url| responsive::responsive_image(url, responsive::ARTICLE_IMAGE_SIZES));
    PublicCaseStudy {
        page_title: case_study_title(&stored.fields.title, &author),
        author,
        contact,
        case_study: stored,
        image,
        content_html,
        next,
        date_label,
        fallbacks: (!fallbacks.is_empty()).then(|| TextFallbacks {
            lang: default.to_owned(),
            fields: fallbacks,
            note,
        }),
        addresses,
        author_lang: author_fallbacks
            .iter()
            .any(|field| field == "name")
            .then(|| default.to_owned()),
    }
}
