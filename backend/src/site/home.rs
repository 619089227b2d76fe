//! The home as the public reads it: what it is derived from, as stored ([`home_source`]), and the
//! home folio-core derives in one of the site's languages ([`public_home`]), which `/api/home`,
//! `/`, and `/resume.json` serve.

use crate::db::{admin, education, experiences, profile};
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::grouping;
use folio_core::home::{CaseStudySummary, Home, HomeSource, Owner, home_in};
use folio_core::language::LanguageTag;
use folio_core::translations::published_in;

/// Reads everything the home shows and derives it in the site's default language.
pub async fn public_home(state: &AppState) -> ApiResult<(Owner, Home)> {
    let source = home_source(state).await?;
    let derived = home_for(&source, source.profile.languages.default_language());
    Ok((source.profile, derived))
}

/// The home derived from `source` for a page in `language` (one of the site's): its words
/// (dates, counts) from that language's catalogue, each of the owner's texts translated where
/// the owner translated it and the default's, marked as a fallback, where not (folio-core's
/// [`home_in`], issue 25), with the owner's wording of that language.
pub fn home_for(source: &HomeSource, language: &LanguageTag) -> Home {
    let mut home = home_in(
        source,
        language,
        &super::messages_in(language, &source.profile.wording),
    );
    // Issue 43: the header's link to the résumé PDF, in the page's language.
    if source.resume_pdf {
        home.profile.resume_pdf = Some(folio_core::resume_words::header_link(
            &source.profile.languages,
            language,
        ));
    }
    home
}

/// What the home (and the résumé) is derived from, as stored.
pub async fn home_source(state: &AppState) -> ApiResult<HomeSource> {
    let owner = with_contact_form(state, profile::get(&state.db).await?.owner).await?;
    let experiences = experiences::list(&state.db)
        .await?
        .into_iter()
        .map(|stored| stored.experience)
        .collect();
    let education = education::list(&state.db)
        .await?
        .into_iter()
        .map(|e| grouping::Education {
            id: e.id,
            name: e.fields.name,
            category: e.fields.category,
            link: e.fields.link,
            date: e.fields.date,
            sort_order: e.fields.sort_order,
            translations: e.fields.translations,
        })
        .collect();
    // Every case study some language publishes; the home in each language keeps its own.
    let languages = &owner.languages;
    let case_studies = state
        .snapshot
        .outlines()
        .await?
        .iter()
        .filter(|c| {
            let translations = c.fields.translations.as_ref();
            languages.as_slice().iter().any(|language| {
                published_in(c.fields.is_published, translations, languages, language)
            })
        })
        .cloned()
        .map(|c| CaseStudySummary {
            date: c.date(),
            sort_order: c.sort_order,
            id: c.id,
            slug: c.fields.slug,
            title: c.fields.title,
            description: c.fields.description,
            featured_image: c.fields.featured_image,
            featured_image_alt: c.fields.featured_image_alt,
            is_featured: c.fields.is_featured,
            created_at: c.created_at,
            is_published: c.fields.is_published,
            // The cards' texts: a document is no card's.
            translations: c.fields.translations.map(|mut translations| {
                for texts in translations.values_mut() {
                    texts.content = None;
                }
                translations
            }),
        })
        .collect();
    Ok(HomeSource {
        profile: owner,
        experiences,
        education,
        case_studies,
        setup_open: !admin::any(&state.db).await?,
        resume_pdf: crate::db::resume_variants::default_variant(&state.db)
            .await
            .is_ok_and(|whole| whole.public && whole.listed),
    })
}

/// `owner` as the public pages show them: with the site's contact form in place of their
/// contact when the owner turned it on (issue 42), so every contact link leads there.
pub async fn with_contact_form(state: &AppState, mut owner: Owner) -> ApiResult<Owner> {
    if crate::db::contact::form_on(&state.db).await? {
        owner.contact = Some(folio_core::profile::CONTACT_FORM.to_owned());
    }
    Ok(owner)
}
