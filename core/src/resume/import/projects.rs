//! JSON Resume's `projects` read as unpublished case-study drafts (issue 45: LinkedIn's
//! projects come this way), matched with the site's case studies and stored with the import.
//!
//! - Each project with a `name` is a draft: the name is the title, its slug the title's
//!   ([`crate::slug::slugify`], at most [`limits::SLUG`] characters), the `description`'s first
//!   paragraph (shortened to [`limits::CASE_STUDY_DESCRIPTION`]) the card's description, and
//!   the content one paragraph per paragraph of the description, then the project's `url` as a
//!   link when it is http(s). `startDate` (`YYYY-MM` or `YYYY`) gives the date, the month's
//!   first day. It is never published: the owner reviews it first. A project without a name, or
//!   without a description, is skipped with a warning.
//! - **Matching.** A draft matches the existing case study with the same slug, or the same
//!   title compared as companies are ([`super::matching::match_key`]). It is the same when the
//!   title, description and content are. Update replaces the title, description and content
//!   and keeps the rest (slug, date, image, tags, published and featured); Add anyway takes the
//!   slug with the first free `-2`, `-3`, … ([`free_slug`]).

pub use super::existing::ExistingCaseStudy;
use super::matching::match_key;
use super::read::{self, Warnings, clip, list, shorten_for_message, text};
use crate::url::is_http_url;
use crate::validation::{CaseStudyDraft, NewCaseStudy, limits};
use serde_json::{Map, Value, json};

/// The most projects read from one document.
pub const MAX_PROJECTS: usize = 200;

/// The document's projects as drafts.
pub(super) fn drafts(document: &Map<String, Value>, warnings: &mut Warnings) -> Vec<NewCaseStudy> {
    let all: Vec<&Value> = list(document, "projects", "projects", warnings).collect();
    if all.len() > MAX_PROJECTS {
        warnings.push(format!(
            "Only the first {MAX_PROJECTS} projects were read: {} more were left out.",
            all.len() - MAX_PROJECTS
        ));
    }
    all.iter()
        .take(MAX_PROJECTS)
        .enumerate()
        .filter_map(|(n, entry)| draft(n + 1, entry, warnings))
        .collect()
}

fn draft(n: usize, entry: &Value, warnings: &mut Warnings) -> Option<NewCaseStudy> {
    let (entry, label) = read::entry("Project", n, entry, warnings)?;
    let mut read = |key: &str| text(entry, key, &label, warnings);
    let name = read("name");
    let about = read("description");
    let url = read("url");
    let start = read("startDate");
    let Some(name) = name else {
        warnings.push(format!("{label} was skipped: it has no name."));
        return None;
    };
    let who = format!("{label} ({})", shorten_for_message(&name));
    let Some(about) = about else {
        warnings.push(format!(
            "{who} was skipped: a case study needs a description, and it has none."
        ));
        return None;
    };
    let title = clip(name, limits::SHORT_TEXT, &format!("{who}'s name"), warnings);
    let paragraphs: Vec<String> = about
        .replace("\r\n", "\n")
        .split("\n\n")
        .map(|p| p.trim().to_owned())
        .filter(|p| !p.is_empty())
        .collect();
    let first = paragraphs.first().cloned().unwrap_or_default();
    let description = clip(
        first.split_whitespace().collect::<Vec<_>>().join(" "),
        limits::CASE_STUDY_DESCRIPTION,
        &format!("{who}'s description"),
        warnings,
    );
    let mut blocks: Vec<Value> = paragraphs
        .iter()
        .map(|p| json!({"type": "paragraph", "data": {"text": escaped(p).replace('\n', "<br>")}}))
        .collect();
    if let Some(url) = url.filter(|url| is_http_url(url) && url.chars().count() <= limits::URL) {
        let shown = escaped(&url);
        blocks.push(json!({"type": "paragraph", "data": {"text": format!("<a href=\"{shown}\">{shown}</a>")}}));
    }
    let content = clip(
        json!({ "blocks": blocks }).to_string(),
        limits::CONTENT,
        &format!("{who}'s description"),
        warnings,
    );
    let date = start.and_then(|start| {
        let start = start.trim();
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        match start.len() {
            4 if digits(start) => Some(format!("{start}-01-01")),
            7 if digits(&start[..4]) && &start[4..5] == "-" && digits(&start[5..]) => {
                Some(format!("{start}-01"))
            }
            _ => None,
        }
    });
    let draft = CaseStudyDraft {
        slug: slug_of(&title),
        title,
        description,
        content,
        date,
        ..CaseStudyDraft::default()
    };
    match draft.parse_dated() {
        Ok(draft) => Some(draft),
        Err(errors) => {
            warnings.push(format!("{who} was skipped: {errors}."));
            None
        }
    }
}

/// Text as a paragraph's HTML holds it.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A title's slug, at most [`limits::SLUG`] characters, never ending in a hyphen.
fn slug_of(title: &str) -> String {
    let slug: String = crate::slug::slugify(title)
        .chars()
        .take(limits::SLUG)
        .collect();
    let slug = slug.trim_end_matches('-').to_owned();
    if slug.is_empty() {
        "project".to_owned()
    } else {
        slug
    }
}

/// `slug`, or, when `taken` holds it, the slug with the first free `-2`, `-3`, …
pub fn free_slug(slug: &str, taken: &[&str]) -> String {
    if !taken.contains(&slug) {
        return slug.to_owned();
    }
    (2..)
        .map(|n| {
            let end = format!("-{n}");
            let room = limits::SLUG - end.len();
            let stem: String = slug.chars().take(room).collect();
            format!("{}{end}", stem.trim_end_matches('-'))
        })
        .find(|candidate| !taken.contains(&candidate.as_str()))
        .unwrap_or_default()
}

/// The existing case study each draft matches: the same slug, else the same title.
pub(super) fn match_projects(
    drafts: &[NewCaseStudy],
    existing: &[ExistingCaseStudy],
) -> Vec<Option<i64>> {
    super::matching::pair(
        drafts,
        existing,
        |e| e.id,
        |new, old| new.slug == old.slug || match_key(&new.title) == match_key(&old.title),
        |new, old| new.slug == old.slug,
    )
}

/// Whether each draft is the same as the case study it matches.
pub(super) fn unchanged(
    drafts: &[NewCaseStudy],
    matched: &[Option<i64>],
    existing: &[ExistingCaseStudy],
) -> Vec<bool> {
    drafts
        .iter()
        .zip(matched)
        .map(|(new, id)| {
            existing
                .iter()
                .find(|old| Some(old.id) == *id)
                .is_some_and(|old| {
                    new.title == old.title
                        && new.description == old.description
                        && new.content == old.content
                })
        })
        .collect()
}

/// The case study `existing` becomes when the owner chose to update it with `imported`: the
/// draft's title, description and content; everything else as stored.
pub fn updated_case_study(imported: &NewCaseStudy, existing: &NewCaseStudy) -> NewCaseStudy {
    NewCaseStudy {
        title: imported.title.clone(),
        description: imported.description.clone(),
        content: imported.content.clone(),
        translations: None,
        ..existing.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_slug_gets_the_first_free_number() {
        assert_eq!(free_slug("atlas", &["atlas", "atlas-2"]), "atlas-3");
        assert_eq!(free_slug("atlas", &["other"]), "atlas");
    }

    #[test]
    fn a_project_is_an_unpublished_draft_with_its_link() {
        let document = json!({"projects": [{"name": "Atlas <map>", "description": "A map.\n\nIt works.",
            "url": "https://atlas.example", "startDate": "2021-03"}]});
        let mut warnings = Warnings::default();
        let drafts = drafts(document.as_object().unwrap(), &mut warnings);
        let draft = &drafts[0];
        assert_eq!(draft.slug, "atlas-map");
        assert_eq!(draft.description, "A map.");
        assert_eq!(draft.date.as_deref(), Some("2021-03-01"));
        assert!(!draft.is_published);
        assert!(draft.content.contains("https://atlas.example"));
    }
}
