//! A work entry Folio could import but for its description or its accomplishments (issue 45,
//! audit point 1): a JSON Resume entry with a summary and no highlights (or the reverse, or
//! neither), a LinkedIn position whose description is empty or one sentence. Folio needs both and
//! never copies one into the other, so the entry is not stored as it is: the preview lists it,
//! marked with what it lacks, matched with an existing experience as any other (matching runs
//! over every work entry in the document's order), and the owner writes the missing text there or
//! chooses Skip.
//!
//! - **Written text** ([`WrittenExperience`]) is checked as the experience form checks it
//!   ([`crate::validation::Experience::parse`], the same messages) under
//!   `written.<entry>.description` and `written.<entry>.accomplishments`; the document's own text
//!   is kept, never replaced by the owner's.
//! - **Completing** ([`complete_import`]) writes each entry's text into the document (the
//!   description as its `summary`, the accomplishments as its `highlights`, one per line) and
//!   reads the document again: what the server then imports, with the owner's choices for it (the
//!   entries the document had whole keep theirs, a written one takes its own: Add, Update or
//!   Skip). An entry neither written nor chosen is skipped, and the outcome counts it as skipped.
//!   Nothing is stored before the owner confirms.

pub use super::gaps::IncompleteExperience;
use super::import_resume_into;
use super::matching::{Choice, Choices, Decision, Existing, ResumeImport};
use crate::dates::YearMonth;
use crate::validation::{FieldCode, NewExperience, ValidationErrors};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;

/// Every work entry read, complete or not, in the document's order with its place in the work
/// list: an incomplete one with its missing text empty (an import into another language fills
/// the texts it has, [`super::translation`]).
pub(super) fn work_in_order(import: &ResumeImport) -> Vec<(usize, NewExperience)> {
    let mut work: Vec<(usize, NewExperience)> = import
        .work
        .iter()
        .copied()
        .zip(import.experiences.iter().cloned())
        .collect();
    for gap in &import.incomplete {
        let month = |text: &str| YearMonth::parse(text);
        let Some(start_date) = month(&gap.start_date) else {
            continue;
        };
        work.push((
            gap.entry,
            NewExperience {
                job_title: gap.job_title.clone(),
                company: gap.company.clone(),
                industry: gap.industry.clone(),
                start_date,
                end_date: gap.end_date.as_deref().and_then(month),
                is_current_job: gap.is_current_job,
                description: gap.description.clone().unwrap_or_default(),
                accomplishments: gap.accomplishments.clone().unwrap_or_default(),
                tools: gap.tools.clone(),
                translations: None,
            },
        ));
    }
    work.sort_by_key(|(entry, _)| *entry);
    work
}

/// What the owner wrote for an incomplete entry, and chose for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct WrittenExperience {
    /// The entry's place in the document's work list, from 1 ([`IncompleteExperience::entry`]).
    pub entry: usize,
    /// The description written, when the document gives none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: Option<String>,
    /// The accomplishments written, one per line, when the document gives none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub accomplishments: Option<String>,
    /// Add it, update the experience it matches with it, or skip it.
    pub choice: Choice,
}

/// A document with the owner's words written into it: what the server imports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CompletedImport {
    /// The JSON Resume document, as JSON text.
    pub document: String,
    /// The owner's choices for its entries.
    pub choices: Choices,
    /// What it does with them.
    pub import: ResumeImport,
}

/// The choice a decision was.
fn choice_of(decision: &Decision) -> Choice {
    match decision {
        Decision::Skip => Choice::Skip,
        Decision::Update(_) => Choice::Update,
        Decision::Add => Choice::Add,
    }
}

/// `text` read for a site holding `existing`, each incomplete entry the owner chose to keep
/// completed with the text `written` for it, and the owner's `choices` for the rest; or every
/// message of the written texts that do not pass (under `written.<entry>.<field>`).
pub fn complete_import(
    text: &str,
    existing: &Existing,
    choices: Option<&Choices>,
    written: &[WrittenExperience],
) -> Result<CompletedImport, ValidationErrors> {
    let import = import_resume_into(text, existing)?;
    let decisions = import.decide(choices)?;
    let mut errors = ValidationErrors::default();
    let mut kept = Vec::new();
    for words in written.iter().filter(|w| w.choice != Choice::Skip) {
        let field = format!("written.{}", words.entry);
        let Some(gap) = import.incomplete.iter().find(|g| g.entry == words.entry) else {
            errors.push(
                &field,
                FieldCode::InvalidFormat,
                format!(
                    "Work {} of this file needs no words written. Choose the file again.",
                    words.entry
                ),
            );
            continue;
        };
        if words.choice == Choice::Update && gap.matched.is_none() {
            errors.push(
                &field,
                FieldCode::InvalidFormat,
                format!(
                    "Work {} matches none of your experiences, so it cannot update one.",
                    words.entry
                ),
            );
        }
        let draft = gap.draft(
            words.description.as_deref(),
            words.accomplishments.as_deref(),
        );
        match draft.parse() {
            Ok(experience) => kept.push((gap, words, experience)),
            Err(failed) => {
                for error in failed.fields {
                    errors.push(
                        &format!("{field}.{}", error.field),
                        error.code,
                        error.message,
                    );
                }
            }
        }
    }
    if !errors.fields.is_empty() {
        return Err(errors);
    }
    let mut document = match crate::json::parse(text) {
        Some(Value::Object(document)) => document,
        // `import_resume_into` has read it as one object already.
        _ => {
            errors.push(
                "document",
                FieldCode::InvalidFormat,
                "This file is not valid JSON.",
            );
            return Err(errors);
        }
    };
    let mut chosen: HashMap<usize, Choice> = import
        .work
        .iter()
        .zip(&decisions.experiences)
        .map(|(entry, decision)| (*entry, choice_of(decision)))
        .collect();
    if let Some(Value::Array(work)) = document.get_mut("work") {
        for (gap, words, experience) in &kept {
            let Some(Value::Object(entry)) = work.get_mut(gap.entry - 1) else {
                continue;
            };
            if gap.description.is_none() {
                entry.insert(
                    "summary".into(),
                    Value::from(experience.description.clone()),
                );
            }
            if gap.accomplishments.is_none() {
                let lines: Vec<&str> = experience
                    .accomplishments
                    .lines()
                    .map(str::trim)
                    .filter(|line| !line.is_empty())
                    .collect();
                entry.insert("highlights".into(), Value::from(lines));
            }
            chosen.insert(gap.entry, words.choice);
        }
    }
    let document = Value::Object(document).to_string();
    let mut completed = import_resume_into(&document, existing)?;
    let choices = Choices {
        experiences: completed
            .work
            .iter()
            .map(|entry| chosen.get(entry).copied().unwrap_or(Choice::Skip))
            .collect(),
        education: decisions.education.iter().map(choice_of).collect(),
        case_studies: decisions.case_studies.iter().map(choice_of).collect(),
    };
    completed.outcome = completed.outcome(Some(&choices))?;
    Ok(CompletedImport {
        document,
        choices,
        import: completed,
    })
}

/// [`complete_import`] as a plain value for the browser.
pub fn check_completed_import(
    text: &str,
    existing: &Existing,
    choices: Option<&Choices>,
    written: &[WrittenExperience],
) -> crate::validation::Checked<CompletedImport> {
    complete_import(text, existing, choices, written).into()
}
