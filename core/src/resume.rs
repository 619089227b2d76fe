//! The public portfolio as a JSON Resume 1.0 document (<https://jsonresume.org/schema>), served
//! at `/resume.json`: `basics` from the profile, `work` from the experiences, `education` from
//! the education entries, in the owner's order.
//!
//! - A month is written `YYYY-MM`; a stored date that is not a month is left out (the schema
//!   allows only ISO 8601 dates). A current job has no end date.
//! - An experience's accomplishments become its `highlights`, one per non-blank line, with a
//!   leading bullet (`-`, `*` or `•`) dropped; its description is the `summary`.
//! - An education entry's name is the `institution`, its category the `area`, its link the `url`
//!   (when http(s)), and its date the `endDate` when it is a year, a month or a day.
//! - Links in the profile are kept only when they are http(s) URLs.
//! - The location is split at its first comma into `city` and `region` ("Berlin, Germany").
//! - Folio's own fields ride along as extra `folio` properties, which JSON Resume allows
//!   ([`folio`], issue 40): importing the site's own document changes nothing.
//!
//! The other way, a JSON Resume document read as what Folio would create, is [`import`].

pub mod folio;
pub mod import;

use crate::dates::YearMonth;
use crate::home::HomeSource;
use crate::url::{is_http_url, is_upload_path};
use folio::{FolioBasics, FolioStudy, FolioWork, location_parts};
use serde::{Deserialize, Serialize};

/// A JSON Resume document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resume {
    /// Who the owner is.
    pub basics: Basics,
    /// The experiences.
    pub work: Vec<Work>,
    /// The education entries.
    pub education: Vec<Study>,
}

/// `basics`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Basics {
    /// The owner's name.
    pub name: String,
    /// The brief introduction.
    pub summary: String,
    /// The headline or role.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// The photo's absolute address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// The contact, when it is an email address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// The portfolio's address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Where the owner is: the profile's location as the city, as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
    /// GitHub, LinkedIn and the other links.
    pub profiles: Vec<SocialProfile>,
    /// Folio's own fields ([`folio`]).
    pub folio: FolioBasics,
}

/// `basics.location`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// The location up to its first comma.
    pub city: String,
    /// The rest of the location, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
}

/// One of `basics.profiles`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SocialProfile {
    /// `GitHub`, `LinkedIn`, a known site's name, or the link's label.
    pub network: String,
    /// The profile's address.
    pub url: String,
}

/// One of `work`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Work {
    /// The company.
    pub name: String,
    /// The job title.
    pub position: String,
    /// `YYYY-MM`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    /// `YYYY-MM`; none for a current job.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// The description.
    pub summary: String,
    /// The accomplishments, one per line.
    pub highlights: Vec<String>,
    /// Folio's own fields ([`folio`]).
    pub folio: FolioWork,
}

/// One of `education`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Study {
    /// The entry's name.
    pub institution: String,
    /// Its category.
    pub area: String,
    /// Its certificate or course page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Its date, when an ISO 8601 year, month or day.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// Folio's own fields ([`folio`]).
    pub folio: FolioStudy,
}

/// The résumé of the portfolio at `site_url`.
pub fn resume(source: &HomeSource, site_url: &str) -> Resume {
    let profile = &source.profile;
    let http = |url: &Option<String>| url.clone().filter(|url| is_http_url(url));
    let profiles = crate::home::header_links(profile)
        .into_iter()
        .map(|link| SocialProfile {
            network: link.icon.map_or(link.label, |site| site.name().to_owned()),
            url: link.url,
        })
        .collect();
    let contact = crate::profile::contact_link(profile.contact.as_deref());
    let image = profile.photo.as_deref().and_then(|photo| {
        let absolute = match photo.starts_with('/') {
            true => format!("{}{photo}", site_url.trim_end_matches('/')),
            false => photo.to_owned(),
        };
        is_http_url(&absolute).then_some(absolute)
    });
    let month = |text: &str| YearMonth::parse(text).map(|month| month.to_string());
    Resume {
        basics: Basics {
            name: profile.name.clone(),
            summary: profile.brief_intro.clone(),
            label: profile.headline.clone(),
            image,
            email: contact.filter(|c| c.email).map(|c| c.label),
            url: Some(site_url.to_owned()).filter(|url| is_http_url(url)),
            location: profile
                .location
                .as_deref()
                .and_then(location_parts)
                .map(|(city, region)| Location { city, region }),
            profiles,
            folio: FolioBasics {
                photo: profile
                    .photo
                    .clone()
                    .filter(|photo| is_upload_path(photo) || is_http_url(photo)),
                location: profile.location.clone().filter(|l| !l.trim().is_empty()),
            },
        },
        work: source
            .experiences
            .iter()
            .map(|e| Work {
                name: e.company.clone(),
                position: e.job_title.clone(),
                start_date: month(&e.start_date),
                end_date: (!e.is_current_job)
                    .then(|| e.end_date.as_deref().and_then(month))
                    .flatten(),
                summary: e.description.clone(),
                highlights: highlights(&e.accomplishments),
                folio: FolioWork {
                    id: e.id,
                    industry: e.industry.clone(),
                    tools: e.tools.clone(),
                    accomplishments: e.accomplishments.clone(),
                },
            })
            .collect(),
        education: source
            .education
            .iter()
            .map(|entry| Study {
                institution: entry.name.clone(),
                area: entry.category.clone(),
                url: http(&entry.link),
                end_date: entry
                    .date
                    .as_deref()
                    .map(str::trim)
                    .filter(|date| is_iso_date(date))
                    .map(str::to_owned),
                folio: FolioStudy {
                    id: entry.id,
                    date: entry.date.clone().filter(|date| !date.trim().is_empty()),
                },
            })
            .collect(),
    }
}

/// One highlight per non-blank line, without a leading bullet.
fn highlights(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let line = line.trim();
            line.strip_prefix(['-', '*', '•'])
                .map_or(line, str::trim_start)
        })
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, as the schema's date pattern allows.
fn is_iso_date(text: &str) -> bool {
    let digits = |part: &str, n: usize| part.len() == n && part.bytes().all(|b| b.is_ascii_digit());
    let mut parts = text.split('-');
    let year = parts
        .next()
        .is_some_and(|year| digits(year, 4) && matches!(year.as_bytes()[0], b'1' | b'2'));
    let rest: Vec<&str> = parts.collect();
    let in_range = |part: &str, max: u8| part.parse::<u8>().is_ok_and(|n| (1..=max).contains(&n));
    year && match rest.as_slice() {
        [] => true,
        [month] => digits(month, 2) && in_range(month, 12),
        [month, day] => {
            digits(month, 2) && in_range(month, 12) && digits(day, 2) && in_range(day, 31)
        }
        _ => false,
    }
}
