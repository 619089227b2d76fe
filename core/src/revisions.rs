//! What changed between two states of a case study, in one line (issue 14, "Autosave and
//! revisions").
//!
//! Every explicit save keeps a revision whose line says what that save changed ("Title and
//! content changed; published"), and an autosaved draft is offered back only when it differs from
//! what is saved. Both compare states the way the owner sees them: text trimmed, a blank image as
//! none, an image description only with an image, tags as the tags input keeps them, and content
//! by its blocks (the editor's save time and block ids are not the owner's changes). The line
//! names the changed fields in the form's order, then what the Published and Featured switches
//! did. A blank date keeps the date saved (issue 23), so only a date set to another day changes
//! it.
//!
//! Restoring a revision (issue 23) brings back its content and leaves the publish state (the
//! Published and Featured switches) as it is saved, unless the owner chooses to restore that too
//! ([`restored`]): restoring a revision made while the case study was a draft must not silently
//! take a live page down. Before restoring, the owner sees how the revision differs from what is
//! saved ([`compare_with_saved`]).

use crate::blocks::{Block, try_parse_document};
use crate::case_study::CaseStudyDraft;
use crate::lenient::non_blank;
use crate::tags::normalize_tags;
use crate::translations::{ByLanguage, CaseStudyTexts, carried, carry, take_carried};
use serde::{Deserialize, Serialize};

/// How many revisions of one case study are kept (the oldest go first).
pub const KEPT: usize = 50;

/// Two states of one case study: `before` is absent when `after` created it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CaseStudyChange {
    /// The state before, if there was one.
    pub before: Option<CaseStudyDraft>,
    /// The state after.
    pub after: CaseStudyDraft,
}

/// How two states compare.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    /// Whether anything the owner sees differs (always true for a creation).
    pub changed: bool,
    /// One line: `Created as a draft`, `Title and content changed; published`, `No changes`.
    pub summary: String,
}

/// Content as the owner sees it: the blocks without their ids, or the trimmed text when it is
/// not a document.
#[derive(PartialEq)]
enum Content {
    Blocks(Vec<Block>),
    Text(String),
}

fn content(text: &str) -> Content {
    match try_parse_document(text.trim()) {
        Some(document) => Content::Blocks(
            document
                .blocks
                .into_iter()
                .map(|block| Block { id: None, ..block })
                .collect(),
        ),
        None => Content::Text(text.trim().to_owned()),
    }
}

fn image(draft: &CaseStudyDraft) -> (Option<String>, Option<String>) {
    let url = non_blank(draft.featured_image.as_deref());
    let alt = non_blank(draft.featured_image_alt.as_deref()).filter(|_| url.is_some());
    (url, alt)
}

/// Compares two states of a case study (see the module doc).
pub fn compare(before: Option<&CaseStudyDraft>, after: &CaseStudyDraft) -> Comparison {
    let Some(before) = before else {
        let summary = if after.is_published {
            "Created and published"
        } else {
            "Created as a draft"
        };
        return Comparison {
            changed: true,
            summary: summary.to_owned(),
        };
    };
    let changed = changed_fields(before, after);
    let mut switches = Vec::new();
    if before.is_published != after.is_published {
        switches.push(if after.is_published {
            "published"
        } else {
            "unpublished"
        });
    }
    if before.is_featured != after.is_featured {
        switches.push(if after.is_featured {
            "marked as featured"
        } else {
            "no longer featured"
        });
    }
    let mut clauses = Vec::new();
    if !changed.is_empty() {
        clauses.push(format!(
            "{} changed",
            and_list(&changed.iter().map(String::as_str).collect::<Vec<_>>())
        ));
    }
    if !switches.is_empty() {
        clauses.push(and_list(&switches));
    }
    if clauses.is_empty() {
        return Comparison {
            changed: false,
            summary: "No changes".to_owned(),
        };
    }
    Comparison {
        changed: true,
        summary: capitalised(&clauses.join("; ")),
    }
}

/// The fields whose content differs between two states, in the form's order (the switches
/// aside).
fn changed_fields(before: &CaseStudyDraft, after: &CaseStudyDraft) -> Vec<String> {
    let (image_before, alt_before) = image(before);
    let (image_after, alt_after) = image(after);
    let fields = [
        ("title", before.title.trim() != after.title.trim()),
        ("slug", before.slug.trim() != after.slug.trim()),
        (
            "description",
            before.description.trim() != after.description.trim(),
        ),
        ("featured image", image_before != image_after),
        ("image description", alt_before != alt_after),
        // A blank date keeps the one saved: only another day is a change.
        (
            "date",
            non_blank(after.date.as_deref())
                .is_some_and(|day| non_blank(before.date.as_deref()) != Some(day)),
        ),
        (
            "tags",
            normalize_tags(&before.tags) != normalize_tags(&after.tags),
        ),
        (
            "content",
            content(&before.content) != content(&after.content),
        ),
    ];
    let mut changed: Vec<String> = fields
        .iter()
        .filter(|(_, differs)| *differs)
        .map(|(name, _)| (*name).to_owned())
        .collect();
    changed.extend(
        changed_languages(before, after)
            .into_iter()
            .map(|tag| format!("translation in {tag}")),
    );
    changed
}

/// The languages (tags) whose texts or publishing differ between two states, as the owner sees
/// them (texts trimmed, tags normalised, content by its blocks).
fn changed_languages(before: &CaseStudyDraft, after: &CaseStudyDraft) -> Vec<String> {
    let empty = ByLanguage::new();
    let before = carried(&before.translations).unwrap_or(&empty);
    let after = carried(&after.translations).unwrap_or(&empty);
    let seen = |texts: Option<&CaseStudyTexts>| {
        let texts = texts.cloned().unwrap_or_default();
        let trimmed = |text: Option<String>| non_blank(text.as_deref());
        (
            trimmed(texts.title),
            trimmed(texts.slug),
            trimmed(texts.description),
            trimmed(texts.content).map(|text| content(&text)),
            normalize_tags(&texts.tags.unwrap_or_default()),
            texts.is_published,
        )
    };
    let mut tags: Vec<&String> = before.keys().chain(after.keys()).collect();
    tags.sort();
    tags.dedup();
    tags.into_iter()
        .filter(|tag| seen(before.get(*tag)) != seen(after.get(*tag)))
        .cloned()
        .collect()
}

/// A revision beside what is saved, and for a restore, the owner's choice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RevisionAndSaved {
    /// What is saved now.
    pub saved: CaseStudyDraft,
    /// The revision.
    pub revision: CaseStudyDraft,
    /// For a restore: whether the revision's publish state is restored too.
    pub publish_state: bool,
}

/// What restoring `revision` over `saved` saves: the revision's content, with the Published and
/// Featured switches as they are saved unless `publish_state` (the owner chose to restore them).
pub fn restored(
    saved: &CaseStudyDraft,
    revision: CaseStudyDraft,
    publish_state: bool,
) -> CaseStudyDraft {
    let mut revision = revision;
    // The revision's languages replace those saved (a language it did not have is emptied), each
    // language's publishing kept as saved unless the publish state is restored.
    let saved_languages = carried(&saved.translations);
    let mut languages = take_carried(&mut revision.translations).unwrap_or_default();
    for tag in saved_languages.into_iter().flat_map(|saved| saved.keys()) {
        languages.entry(tag.clone()).or_default();
    }
    if !publish_state {
        for (tag, texts) in &mut languages {
            texts.is_published = saved_languages
                .and_then(|saved| saved.get(tag))
                .and_then(|saved| saved.is_published);
        }
    }
    revision.translations = carry(Some(languages).filter(|languages| !languages.is_empty()));
    if publish_state {
        return revision;
    }
    CaseStudyDraft {
        is_published: saved.is_published,
        is_featured: saved.is_featured,
        ..revision
    }
}

/// A state's Published and Featured switches, as the owner reads them: `Draft`, `Published`,
/// `Draft, featured`, `Published, featured`.
pub fn publish_state(state: &CaseStudyDraft) -> &'static str {
    match (state.is_published, state.is_featured) {
        (false, false) => "Draft",
        (true, false) => "Published",
        (false, true) => "Draft, featured",
        (true, true) => "Published, featured",
    }
}

/// How a revision compares with what is saved, before the owner restores it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedComparison {
    /// The fields whose content differs, in the form's order (`title`, `slug`, `description`,
    /// `featured image`, `image description`, `date`, `tags`, `content`).
    pub fields: Vec<String>,
    /// The revision's publish state ([`publish_state`]).
    pub publish_state: String,
    /// The publish state saved now.
    pub saved_publish_state: String,
    /// One line: `Title and content differ from what is saved.`, `Only the publish state
    /// differs from what is saved.`, `Same as what is saved.`
    pub summary: String,
}

/// Compares `revision` with what is `saved` (see [`SavedComparison`]).
pub fn compare_with_saved(saved: &CaseStudyDraft, revision: &CaseStudyDraft) -> SavedComparison {
    let fields = changed_fields(saved, revision);
    let state = publish_state(revision);
    let saved_state = publish_state(saved);
    let mut named: Vec<&str> = fields.iter().map(String::as_str).collect();
    if state != saved_state {
        named.push("publish state");
    }
    let summary = match named.as_slice() {
        [] => "Same as what is saved.".to_owned(),
        ["publish state"] => "Only the publish state differs from what is saved.".to_owned(),
        [_] => format!("{} differs from what is saved.", capitalised(named[0])),
        _ => format!(
            "{} differ from what is saved.",
            capitalised(&and_list(&named))
        ),
    };
    SavedComparison {
        fields,
        publish_state: state.to_owned(),
        saved_publish_state: saved_state.to_owned(),
        summary,
    }
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(title: &str, content: &str) -> CaseStudyDraft {
        CaseStudyDraft {
            title: title.into(),
            slug: "a".into(),
            description: "d".into(),
            content: content.into(),
            ..CaseStudyDraft::default()
        }
    }

    #[test]
    fn the_editors_save_time_and_block_ids_are_no_change() {
        let before = draft(
            "A",
            r#"{"time":1,"blocks":[{"id":"x","type":"paragraph","data":{"text":"Hi"}}]}"#,
        );
        let after = draft(
            " A ",
            r#"{"time":2,"blocks":[{"id":"y","type":"paragraph","data":{"text":"Hi"}}]}"#,
        );
        assert_eq!(
            compare(Some(&before), &after),
            Comparison {
                changed: false,
                summary: "No changes".into()
            }
        );
    }

    #[test]
    fn three_changed_fields_read_as_a_list() {
        let before = draft("A", "x");
        let mut after = draft("B", "y");
        after.tags = vec!["rust".into()];
        assert_eq!(
            compare(Some(&before), &after).summary,
            "Title, tags and content changed"
        );
    }
}
