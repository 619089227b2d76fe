//! A case study as the public reads it: its answer (`/api/case-studies`, the admin's lists) and
//! its page (`/api/case-studies/{slug}`, `/case-studies/{slug}` and the owner's previews), which
//! the API and the pages both serve.

use crate::db::case_studies;
use crate::db::profile;
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::blocks::render::render_content;
pub use folio_core::case_study::CaseStudy;
use folio_core::language::wording::catalogue_of;
use folio_core::language::{LanguageTag, shown_day};
use folio_core::playground::{NextRequest, next_study};
use folio_core::responsive;
use folio_core::titles::case_study_title;
use poem_openapi::Object;

/// A published case study with its body rendered to safe HTML, for the public page.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PublicCaseStudy {
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
}

/// The case study a page ends with: the next one in the Playground.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NextStudy {
    pub(crate) slug: String,
    pub(crate) title: String,
}

/// The published case studies, in the Playground's order.
pub async fn published_list(state: &AppState) -> ApiResult<Vec<CaseStudy>> {
    Ok(case_studies::list(&state.db, true).await?)
}

/// The published case study with `slug`, as its page in `language` (one of the site's; the
/// default when none) shows it.
pub async fn published_one(
    state: &AppState,
    slug: &str,
    language: Option<&LanguageTag>,
) -> ApiResult<Option<PublicCaseStudy>> {
    match case_studies::published(&state.db, slug).await? {
        Some(stored) => Ok(Some(in_language(state, stored, language).await?)),
        None => Ok(None),
    }
}

/// A stored case study as its public page in the site's default language shows it, published or
/// not (the owner's preview, where a draft is followed by the study it would come before once
/// published).
pub async fn as_page(state: &AppState, stored: CaseStudy) -> ApiResult<PublicCaseStudy> {
    in_language(state, stored, None).await
}

/// A stored case study as its public page in `language` (the default when none) shows it.
async fn in_language(
    state: &AppState,
    stored: CaseStudy,
    language: Option<&LanguageTag>,
) -> ApiResult<PublicCaseStudy> {
    let owner = profile::get(&state.db).await?.owner;
    let language = language.unwrap_or(owner.languages.default_language());
    let date_label = shown_day(catalogue_of(language), &stored.date());
    let author = owner.name;
    let contact = folio_core::profile::contact_link(owner.contact.as_deref());
    let published = case_studies::list(&state.db, true).await?;
    let next = next_study(&NextRequest {
        published: published.iter().map(CaseStudy::placing).collect(),
        current: stored.placing(),
    })
    .and_then(|id| published.into_iter().find(|study| study.id == id))
    .map(|study| NextStudy {
        slug: study.fields.slug,
        title: study.fields.title,
    });
    let content_html = render_content(&stored.fields.content);
    let image = stored
        .fields
        .featured_image
        .as_deref()
        .and_then(|url| responsive::responsive_image(url, responsive::ARTICLE_IMAGE_SIZES));
    Ok(PublicCaseStudy {
        page_title: case_study_title(&stored.fields.title, &author),
        author,
        contact,
        case_study: stored,
        image,
        content_html,
        next,
        date_label,
    })
}
