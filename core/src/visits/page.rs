//! Which page a counted address is (issue 44): the home in one of its views, a case study, the
//! feed, a résumé PDF, each in the language its first segment names (none for the site's default);
//! or, for an address nothing answered, the missing path itself, bounded.

use crate::home_view::HomeView;
use serde::Serialize;

/// What a counted address is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A page a reader reads: the home or a case study.
    Page,
    /// The RSS feed, counted apart.
    Feed,
    /// A résumé PDF.
    Download,
    /// An address nothing answered (404).
    Missing,
}

impl Kind {
    /// The kind's stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Page => "page",
            Self::Feed => "feed",
            Self::Download => "download",
            Self::Missing => "missing",
        }
    }
}

/// A counted page: its kind, its address without the language's segment (the home's view's own
/// address, `/?tab=playground`; `/case-studies/slug`; `/feed.xml`), and the language its address
/// names, empty for the site's default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Page {
    /// What it is.
    pub kind: Kind,
    /// Its address in the default language's form.
    pub page: String,
    /// The language segment of its address, lowercased; empty for the default language.
    pub language: String,
}

/// The longest missing path kept; longer ones are cut (on a character boundary).
pub const MISSING_MAX: usize = 120;

/// The page an address that was answered `200` is, if it is one that counts: `/`,
/// `/case-studies/{slug}`, `/feed.xml`, `/resume.pdf`, each also under a language's segment
/// (`/de/`, `/de/case-studies/{slug}`, …). Any other address (images, the favicon, robots) is
/// not a page.
pub fn page(path: &str, query: Option<&str>) -> Option<Page> {
    let (language, rest) = split_language(path);
    let (kind, page) = match rest {
        "/" => (Kind::Page, HomeView::from_query(query).href()),
        "/feed.xml" => (Kind::Feed, rest.to_owned()),
        "/resume.pdf" => (Kind::Download, rest.to_owned()),
        _ => {
            let slug = rest.strip_prefix("/case-studies/")?;
            if slug.is_empty() || slug.contains('/') || slug.len() > MISSING_MAX {
                return None;
            }
            (Kind::Page, rest.to_owned())
        }
    };
    Some(Page {
        kind,
        page,
        language: language.to_ascii_lowercase(),
    })
}

/// The page kept for an address nothing answered: its path without the query, cut to
/// [`MISSING_MAX`] bytes.
pub fn missing(path: &str) -> Page {
    let mut end = path.len().min(MISSING_MAX);
    while !path.is_char_boundary(end) {
        end -= 1;
    }
    Page {
        kind: Kind::Missing,
        page: path[..end].to_owned(),
        language: String::new(),
    }
}

/// The language segment of `path` (`de` of `/de/…`: two or three letters, or a tag with a
/// region or script such as `pt-br`), and the rest; none for an address in the default language.
fn split_language(path: &str) -> (&str, &str) {
    let Some(after) = path.strip_prefix('/') else {
        return ("", path);
    };
    let (segment, rest) = after.split_at(after.find('/').unwrap_or(after.len()));
    let mut parts = segment.split('-');
    let primary = parts.next().unwrap_or_default();
    let is_tag = (2..=3).contains(&primary.len())
        && primary.bytes().all(|b| b.is_ascii_alphabetic())
        && parts.all(|part| {
            (2..=8).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric())
        });
    if is_tag && rest.starts_with('/') {
        (segment, rest)
    } else {
        ("", path)
    }
}
