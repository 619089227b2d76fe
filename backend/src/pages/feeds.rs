//! `/robots.txt`, `/sitemap.xml` and the RSS 2.0 feed `/feed.xml` of published case studies.

use super::html::escape;
use super::{base_url, clip};
use crate::AppState;
use crate::api::{case_studies, education, experiences, profile};
use poem::web::Data;
use poem::{IntoResponse, Request, Response, Result, handler};
use serde_json::Value;
use time::OffsetDateTime;
use time::format_description::well_known::{Rfc2822, Rfc3339};

fn xml(body: String, content_type: &'static str) -> Response {
    body.with_content_type(content_type)
        .with_header("cache-control", "no-cache")
        .into_response()
}

fn items(list: &Value) -> &[Value] {
    list.as_array().map(Vec::as_slice).unwrap_or_default()
}

fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value[key].as_str().unwrap_or_default()
}

/// `/robots.txt`: the public site may be crawled; the admin area and the API may not.
#[handler]
pub fn robots(req: &Request, state: Data<&AppState>) -> Response {
    let base = base_url(req, &state);
    format!(
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nSitemap: {base}/sitemap.xml\n"
    )
    .with_content_type("text/plain; charset=utf-8")
    .into_response()
}

/// `/sitemap.xml`: the home page and every published case study, with when each last changed.
#[handler]
pub async fn sitemap(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let base = base_url(req, &state);
    let studies = case_studies::public_list_json(&state).await?;
    let mut home_changed = text(&profile::public_json(&state).await?, "updatedAt").to_owned();
    for list in [
        experiences::public_json(&state).await?,
        education::public_json(&state).await?,
        studies.clone(),
    ] {
        for item in items(&list) {
            home_changed = home_changed.max(text(item, "updatedAt").to_owned());
        }
    }
    let mut urls = format!(
        "<url><loc>{}/</loc><lastmod>{}</lastmod></url>",
        escape(&base),
        escape(&home_changed)
    );
    for study in items(&studies) {
        urls.push_str(&format!(
            "<url><loc>{}/case-studies/{}</loc><lastmod>{}</lastmod></url>",
            escape(&base),
            escape(text(study, "slug")),
            escape(text(study, "updatedAt"))
        ));
    }
    Ok(xml(
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{urls}</urlset>\n"
        ),
        "application/xml; charset=utf-8",
    ))
}

fn rfc2822(rfc3339: &str) -> String {
    OffsetDateTime::parse(rfc3339, &Rfc3339)
        .ok()
        .and_then(|t| t.format(&Rfc2822).ok())
        .unwrap_or_default()
}

/// `/feed.xml`: published case studies, newest first, as RSS 2.0.
#[handler]
pub async fn feed(req: &Request, state: Data<&AppState>) -> Result<Response> {
    let base = base_url(req, &state);
    let profile = profile::public_json(&state).await?;
    let studies = case_studies::public_list_json(&state).await?;
    let entries: String = items(&studies)
        .iter()
        .map(|study| {
            let link = format!("{base}/case-studies/{}", text(study, "slug"));
            format!(
                "<item><title>{}</title><link>{}</link><guid isPermaLink=\"true\">{}</guid>\
                 <pubDate>{}</pubDate><description>{}</description></item>",
                escape(text(study, "title")),
                escape(&link),
                escape(&link),
                rfc2822(text(study, "createdAt")),
                escape(text(study, "description"))
            )
        })
        .collect();
    Ok(xml(
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel>\
             <title>{}</title><link>{}/</link><description>{}</description>{entries}\
             </channel></rss>\n",
            escape(text(&profile, "name")),
            escape(&base),
            escape(&clip(text(&profile, "briefIntro"), 300))
        ),
        "application/rss+xml; charset=utf-8",
    ))
}
