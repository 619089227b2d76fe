//! `/robots.txt`, `/sitemap.xml`, the RSS 2.0 feed `/feed.xml` of published case studies, and
//! the portfolio as a JSON Resume, `/resume.json`; on a site in several languages each other
//! language has its own, `/{lang}/feed.xml` and `/{lang}/resume.json` (issue 25 goal 6).

use super::html::escape;
use super::language::PageLanguage;
use super::{clip, maybe_language};
use crate::db::{case_studies, education, experiences, profile};
use crate::error::ApiError;
use crate::site::base_url;
use crate::site::case_studies::{addresses, published_in};
use crate::state::AppState;
use folio_core::home::{HomeSource, Owner};
use folio_core::translations::{localize, localize_profile};
use poem::error::NotFoundError;
use poem::web::Data;
use poem::{IntoResponse, Request, Response, Result, handler};
use time::OffsetDateTime;
use time::format_description::well_known::{Rfc2822, Rfc3339};

/// A public document other than a page, revalidated like the pages.
fn document(body: String, content_type: &'static str) -> Response {
    body.with_content_type(content_type)
        .with_header("cache-control", "no-cache")
        .into_response()
}

/// `/resume.json`: the profile, experiences and education as a JSON Resume 1.0 document
/// (folio-core's `resume`), in the site's default language.
#[handler]
pub async fn resume(state: Data<&AppState>) -> Result<Response> {
    let source = crate::site::home_source(&state).await?;
    let language = PageLanguage::default_of(source.profile.languages.clone());
    resume_in(&state, source, &language)
}

/// `/{lang}/resume.json`: the résumé in another of the site's languages, each text as the owner
/// translated it and the default's where not (folio-core's `localize`); any other first segment
/// is not found here.
#[handler]
pub async fn language_resume(req: &Request, state: Data<&AppState>) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let source = crate::site::home_source(&state).await?;
    let languages = source.profile.languages.clone();
    let Some(language) = PageLanguage::prefixed(languages, req.uri().path()) else {
        return Err(NotFoundError.into());
    };
    resume_in(&state, source, &language)
}

/// The résumé of `source` in `language`, its `basics.url` that language's home.
fn resume_in(state: &AppState, source: HomeSource, language: &PageLanguage) -> Result<Response> {
    let base = base_url(state);
    // The default's texts are its own: the one-language résumé is read as it always was.
    let source = if language.is_default() {
        source
    } else {
        localize(&source, language.tag()).0
    };
    let home = format!("{base}{}", language.address("/"));
    let json_resume = folio_core::resume::resume(&source, &home);
    let body = serde_json::to_string_pretty(&json_resume).map_err(ApiError::internal)?;
    Ok(document(body, "application/json; charset=utf-8"))
}

/// `/robots.txt`: the public site may be crawled; the admin area and the API may not.
#[handler]
pub fn robots(state: Data<&AppState>) -> Response {
    let base = base_url(&state);
    format!(
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nSitemap: {base}/sitemap.xml\n"
    )
    .with_content_type("text/plain; charset=utf-8")
    .into_response()
}

/// `/sitemap.xml`: the home page and every published case study, with when each last changed;
/// on a site in several languages, each at its address in each language, with its alternates.
#[handler]
pub async fn sitemap(state: Data<&AppState>) -> Result<Response> {
    let base = base_url(&state);
    let db = &state.db;
    let experiences = experiences::list(db).await.map_err(ApiError::from)?;
    let education = education::list(db).await.map_err(ApiError::from)?;
    let profile = profile::get(db).await.map_err(ApiError::from)?;
    // Each case study at its address in every language that publishes it.
    let studies: Vec<_> = case_studies::list(db, false)
        .await
        .map_err(ApiError::from)?
        .into_iter()
        .map(|study| (addresses(&study, &profile.owner.languages), study))
        .filter(|(addresses, _)| !addresses.is_empty())
        .collect();
    // The home page changes with any of what it shows.
    let home_changed = [&profile.updated_at]
        .into_iter()
        .chain(experiences.iter().map(|e| &e.updated_at))
        .chain(education.iter().map(|e| &e.updated_at))
        .chain(studies.iter().map(|(_, c)| &c.updated_at))
        .max()
        .cloned()
        .unwrap_or_default();
    let languages = PageLanguage::default_of(profile.owner.languages);
    let mut pages = vec![(languages.addresses("/"), home_changed)];
    pages.extend(
        studies
            .into_iter()
            .map(|(addresses, study)| (addresses, study.updated_at)),
    );
    let mut urls = String::new();
    for (paths, changed) in &pages {
        let lastmod = format!("<lastmod>{}</lastmod>", escape(changed));
        // A site in several languages lists each page at each of its addresses, each entry with
        // every alternate, its own included, and the default's as `x-default`.
        let Some(alternates) = languages.alternates_at(&base, paths) else {
            for (_, path) in paths {
                urls.push_str(&format!(
                    "<url><loc>{}{}</loc>{lastmod}</url>",
                    escape(&base),
                    escape(path)
                ));
            }
            continue;
        };
        let mut links: String = alternates
            .links
            .iter()
            .map(|(hreflang, href)| xhtml_link(hreflang, href))
            .collect();
        links.push_str(&xhtml_link("x-default", &alternates.x_default));
        for (_, href) in &alternates.links {
            urls.push_str(&format!(
                "<url><loc>{}</loc>{lastmod}{links}</url>",
                escape(href)
            ));
        }
    }
    let xhtml = if languages.several() {
        " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""
    } else {
        ""
    };
    Ok(document(
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"{xhtml}>{urls}</urlset>\n"
        ),
        "application/xml; charset=utf-8",
    ))
}

/// A sitemap entry's alternate: the page in the language `hreflang` at `href`.
fn xhtml_link(hreflang: &str, href: &str) -> String {
    format!(
        "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
        escape(hreflang),
        escape(href)
    )
}

fn rfc2822(rfc3339: &str) -> String {
    OffsetDateTime::parse(rfc3339, &Rfc3339)
        .ok()
        .and_then(|t| t.format(&Rfc2822).ok())
        .unwrap_or_default()
}

/// `/feed.xml`: published case studies, in the Playground's order, as RSS 2.0, each dated by
/// the day it shows; in the site's default language.
#[handler]
pub async fn feed(state: Data<&AppState>) -> Result<Response> {
    let profile = profile::get(&state.db).await.map_err(ApiError::from)?;
    let language = PageLanguage::default_of(profile.owner.languages.clone());
    feed_in(&state, &profile.owner, &language).await
}

/// `/{lang}/feed.xml`: the feed of another of the site's languages; any other first segment is
/// not found here.
#[handler]
pub async fn language_feed(req: &Request, state: Data<&AppState>) -> Result<Response> {
    if !maybe_language(req) {
        return Err(NotFoundError.into());
    }
    let profile = profile::get(&state.db).await.map_err(ApiError::from)?;
    let languages = profile.owner.languages.clone();
    let Some(language) = PageLanguage::prefixed(languages, req.uri().path()) else {
        return Err(NotFoundError.into());
    };
    feed_in(&state, &profile.owner, &language).await
}

/// The feed in `language`: the channel named and described by the owner's texts in it
/// (folio-core's `localize_profile`), its links at that language's addresses, and on a site in
/// several languages its `<language>`; the case studies that language publishes, in its words
/// where translated.
async fn feed_in(state: &AppState, owner: &Owner, language: &PageLanguage) -> Result<Response> {
    let base = base_url(state);
    let studies = published_in(state, &owner.languages, language.tag()).await?;
    let (owner, _) = localize_profile(owner, language.tag());
    let entries: String = studies
        .iter()
        .map(|(study, _)| {
            let link = format!(
                "{base}{}",
                language.address(&format!("/case-studies/{}", study.fields.slug))
            );
            format!(
                "<item><title>{}</title><link>{}</link><guid isPermaLink=\"true\">{}</guid>\
                 <pubDate>{}</pubDate><description>{}</description></item>",
                escape(&study.fields.title),
                escape(&link),
                escape(&link),
                rfc2822(&format!("{}T00:00:00Z", study.date())),
                escape(&study.fields.description)
            )
        })
        .collect();
    // A one-language site's feed is as it always was, without the element.
    let tag = if language.several() {
        format!("<language>{}</language>", escape(language.tag().as_str()))
    } else {
        String::new()
    };
    Ok(document(
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel>\
             <title>{}</title><link>{}{}</link><description>{}</description>{tag}{entries}\
             </channel></rss>\n",
            escape(&owner.name),
            escape(&base),
            escape(&language.address("/")),
            escape(&clip(&owner.brief_intro, 300))
        ),
        "application/rss+xml; charset=utf-8",
    ))
}
