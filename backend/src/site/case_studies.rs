//! A case study as the public reads it: its answer (`/api/case-studies`, the admin's lists) and
//! its page (`/api/case-studies/{slug}`, `/case-studies/{slug}` and the owner's previews), which
//! the API and the pages both serve.

use crate::db::case_studies::{self, CaseStudy as Stored};
use crate::db::profile;
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::blocks::render::render_content;
use folio_core::playground::{NextRequest, next_study};
use folio_core::responsive;
use folio_core::titles::case_study_title;
use poem_openapi::Object;

/// A case study.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct CaseStudy {
    pub(crate) id: i64,
    pub(crate) title: String,
    pub(crate) slug: String,
    pub(crate) description: String,
    /// The Editor.js document as JSON text.
    pub(crate) content: String,
    pub(crate) featured_image: Option<String>,
    /// What the featured image shows, for those who cannot see it.
    pub(crate) featured_image_alt: Option<String>,
    pub(crate) tags: Vec<String>,
    pub(crate) is_published: bool,
    pub(crate) is_featured: bool,
    /// The date its card and page show, `YYYY-MM-DD`: the owner's, by default the day it was
    /// created.
    pub(crate) date: String,
    /// The owner's drag order: the Playground shows featured case studies first, then by this
    /// (smallest first), then by date (newest first).
    pub(crate) sort_order: i64,
    pub(crate) created_at: String,
    pub(crate) updated_at: String,
    /// Raised by every save. Send it back as `baseVersion` when saving, so that a save made from
    /// an outdated copy is refused instead of replacing a newer one.
    pub(crate) version: i64,
}

impl From<Stored> for CaseStudy {
    fn from(stored: Stored) -> Self {
        let date = stored.date();
        let f = stored.fields;
        Self {
            id: stored.id,
            title: f.title,
            slug: f.slug,
            description: f.description,
            content: f.content,
            featured_image: f.featured_image,
            featured_image_alt: f.featured_image_alt,
            tags: f.tags,
            is_published: f.is_published,
            is_featured: f.is_featured,
            date,
            sort_order: stored.sort_order,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
            version: stored.version,
        }
    }
}

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
    let all = case_studies::list(&state.db, true).await?;
    Ok(all.into_iter().map(Into::into).collect())
}

/// The published case study with `slug`, as its page shows it.
pub async fn published_one(state: &AppState, slug: &str) -> ApiResult<Option<PublicCaseStudy>> {
    match case_studies::published(&state.db, slug).await? {
        Some(stored) => Ok(Some(as_page(state, stored).await?)),
        None => Ok(None),
    }
}

/// A stored case study as its public page shows it, published or not (the owner's preview, where
/// a draft is followed by the study it would come before once published).
pub async fn as_page(state: &AppState, stored: Stored) -> ApiResult<PublicCaseStudy> {
    let owner = profile::get(&state.db).await?.owner;
    let author = owner.name;
    let contact = folio_core::profile::contact_link(owner.contact.as_deref());
    let published = case_studies::list(&state.db, true).await?;
    let next = next_study(&NextRequest {
        published: published.iter().map(Stored::placing).collect(),
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
        case_study: stored.into(),
        image,
        content_html,
        next,
    })
}
